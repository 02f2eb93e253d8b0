import { describe, expect, it } from 'vitest';
import { importProgressText } from './api.ts';

describe('importProgressText', () => {
  it('counts listings in against the total Amazon has reported so far', () => {
    expect(importProgressText({ done: 120, total: 10_000 })).toBe('Importing 120 of 10,000');
  });

  it('shows the count alone while no larger total is known', () => {
    expect(importProgressText({ done: 60, total: 60 })).toBe('Importing 60');
    expect(importProgressText({ done: 20, total: 0 })).toBe('Importing 20');
  });

  it('has nothing to say before the first listing or size is known', () => {
    expect(importProgressText({ done: 0, total: 0 })).toBeNull();
  });
});
