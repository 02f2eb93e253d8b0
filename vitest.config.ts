import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that replace one of our modules (vi.mock) need a module registry of their own; every
 * other file shares its worker's, so the server's modules are loaded once per worker, not per file.
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
          name: 'shared',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'tests/integration/**/*.test.ts',
            'tests/cli/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...OWN_MODULES],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES, isolate: true } },
    ],
  },
});
