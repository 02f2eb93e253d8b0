import { describe, expect, it } from 'vitest';
import { formatStatus, getFirstBullet, truncateText } from './listing-text.ts';

describe('listing text', () => {
  it('cuts at 50 characters with ... and leaves shorter text alone', () => {
    expect(truncateText('a'.repeat(50))).toBe('a'.repeat(50));
    expect(truncateText('a'.repeat(51))).toBe(`${'a'.repeat(50)}...`);
    expect(truncateText(`${'word '.repeat(10)}tail`)).toBe(`${'word '.repeat(10).trimEnd()}...`);
  });

  it('takes the first non-empty bullet line', () => {
    expect(getFirstBullet(['', '  First line ', 'Second'])).toBe('First line');
    expect(getFirstBullet([])).toBe('');
    // Amazon's markup is read, not shown; a bullet that is only markup does not count.
    expect(getFirstBullet(['<br>', '<b>KEEPS COLD</b> 24 h &amp; more', 'Second'])).toBe('KEEPS COLD 24 h & more');
  });

  it('formats Amazon status codes', () => {
    expect(formatStatus('ACTIVE')).toBe('Active');
    expect(formatStatus('SEARCH_SUPPRESSED')).toBe('Search suppressed');
    expect(formatStatus('')).toBe('Unknown');
  });
});
