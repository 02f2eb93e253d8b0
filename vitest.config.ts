import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'tests/integration/**/*.test.ts',
      'tests/cli/**/*.test.ts',
      'tests/lint/**/*.test.ts',
    ],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/guard-console.ts', 'tests/setup/dom-waits.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one on a two-core machine. Each file
    // waits on its own database and HTTP emulators much of the time, so two forks take the suite from
    // about 18 to 10 minutes here (PostgreSQL: 11 to 7.5).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
