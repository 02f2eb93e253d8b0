import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: 'forks',
    // One file at a time: with two files in parallel, Chromium, the server and two test runners
    // share two cores, and toasts or popups were now and then missed under that load (1 run in 3).
    maxWorkers: 1,
    fileParallelism: false,
  },
});
