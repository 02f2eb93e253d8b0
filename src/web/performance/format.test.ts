import { describe, expect, it } from 'vitest';
import { money } from './format.ts';

describe('money', () => {
  it('gives whole units in full, and a chart axis a form that does not wrap', () => {
    expect(money(50_490.4, 'USD')).toBe('$50,490');
    expect(money(800, 'USD', true)).toBe('$800');
    expect(money(1_234, 'USD', true)).toBe('$1.2K');
    expect(money(800, 'USD', true)).not.toContain('USD');
  });

  it('shows a code Intl does not know after the figure, and none when there is none', () => {
    expect(money(12.6, 'XX1')).toBe('13 XX1');
    expect(money(12.6, '')).toBe('13');
  });
});
