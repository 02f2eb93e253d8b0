import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The integration, CLI and lint files load the whole server: they share their worker's modules, so
 * it is loaded once per worker, not once per file. Files that replace one of our modules (vi.mock)
 * need a registry of their own, and so do the unit files: they load little, and the CPU-bound
 * corpus ones took 3 to 5 s in a fresh worker but up to 76 s in one that had run other files.
 */
const OWN_MODULES = ['tests/integration/import-yields.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/guard-console.ts', 'tests/setup/dom-waits.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file waits on its own database and HTTP emulators much of the time: even with one core
    // per worker the cores idle, so a third worker on a two-core machine shortens the run.
    maxWorkers: Math.max(3, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/integration/**/*.test.ts', 'tests/cli/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...OWN_MODULES],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', ...OWN_MODULES], isolate: true },
      },
    ],
  },
});
