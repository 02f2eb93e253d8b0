import { describe, expect, it } from 'vitest';
import { describeScore, formatScore, getBandLabel } from './score-text.ts';

describe('score text', () => {
  it('reads n/100 or Not analyzed', () => {
    expect(formatScore(82)).toBe('82/100');
    expect(formatScore(null)).toBe('Not analyzed');
  });

  it('names the health bands at 80, 60 and 40', () => {
    expect([80, 79, 60, 59, 40, 39, null].map(getBandLabel)).toEqual([
      'Optimized',
      'Good',
      'Good',
      'Needs work',
      'Needs work',
      'Poor',
      'Not analyzed',
    ]);
    expect(describeScore(45)).toBe('Health score 45 out of 100, Needs work');
  });
});
