import { describe, expect, it } from 'vitest';
import { countChars } from '#core/health/index';
import { stemmedWords } from '#core/keywords/index';
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

describe('shortenTitle keeps a number with its unit', () => {
  it('keeps a spelled-out unit ("2.0 Liters") with the kept number', () => {
    const keep = new Set(stemmedWords('2.0 vest'));
    for (let n = 1; n < 40; n++) {
      const title = `Acme Trail Running Hydration Vest ${'Q'.repeat(n)} Pack, Water Bladder 2.0 Liters Included, Black`;
      const out = shortenTitle(title, { ...US, brand: 'Acme', keep });
      if (out.includes('2.0')) expect(out, title).toContain('2.0 Liters');
    }
  });
});

describe('shortenTitle of a huge title', () => {
  it('reads only the start of an 85,000-character title and still keeps its first words within the limit', () => {
    const title = Array.from({ length: 12_000 }, (_, i) => `W${i}`).join(', ');
    const out = shortenTitle(title, US);
    expect(out.startsWith('W0, W1, W2')).toBe(true);
    expect(countChars(out)).toBeLessThanOrEqual(72);
  });
});
