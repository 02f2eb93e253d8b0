import { describe, expect, it } from 'vitest';
import { cleanBulletChars } from './char-clean.ts';

describe('cleanBulletChars', () => {
  it('spells a one-character degree sign like the two-character one, so the number keeps its unit', () => {
    // Corpus listing B07PZ5CV9D: "50℃" had become "50 C", and the fact check read "50°C" as lost.
    expect(cleanBulletChars('when the temperature reaches 50℃ (122 °F)', 'en')).toBe(
      'when the temperature reaches 50 degrees C (122 degrees F)',
    );
    expect(cleanBulletChars('up to 140℉', 'en')).toBe('up to 140 degrees F');
  });
});
