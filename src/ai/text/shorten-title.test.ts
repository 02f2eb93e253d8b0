import { describe, expect, it } from 'vitest';
import { countChars } from '#core/health/index';
import { shortenTitle } from './shorten-title.ts';

const US = { maxChars: 75, nearChars: 73, language: 'en' } as const;

describe('shortenTitle when no word fits', () => {
  it('cuts one over-long word at a character boundary instead of failing', () => {
    expect(shortenTitle('y'.repeat(100), US)).toBe('y'.repeat(72));
    expect(shortenTitle('x'.repeat(100), US)).toBe('x'.repeat(72));
  });

  it('cuts a title without spaces (Japanese) within the limit', () => {
    const title = 'ステンレス製真空断熱タンブラー保冷保温コーヒーカップ蓋付き'.repeat(6);
    const out = shortenTitle(title, { maxChars: 100, nearChars: 90, language: 'en' });
    expect(countChars(out)).toBeLessThanOrEqual(89);
    expect(title.startsWith(out)).toBe(true);
    expect(out.length).toBeGreaterThan(0);
  });

  it('keeps the brand and cuts the over-long word after it at a boundary', () => {
    const out = shortenTitle(`Acme ${'y'.repeat(90)}`, { ...US, brand: 'Acme' });
    expect(out.startsWith('Acme')).toBe(true);
    expect(countChars(out)).toBeLessThanOrEqual(72);
  });
});
