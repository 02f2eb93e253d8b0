import { afterEach, vi } from 'vitest';

// An unexpected console.error or console.warn fails the test.
const calls: unknown[][] = [];
for (const method of ['error', 'warn'] as const) {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    calls.push([method, ...args]);
  });
}

afterEach(() => {
  if (calls.length > 0) {
    const seen = calls.splice(0).map((c) => c.map(String).join(' '));
    throw new Error(`Unexpected console output:\n${seen.join('\n')}`);
  }
});
