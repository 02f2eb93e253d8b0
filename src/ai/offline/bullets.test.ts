import { describe, expect, it } from 'vitest';
import { rewriteBullets } from './bullets.ts';
import { rewriteDescription } from './description.ts';

const limits = { count: 5, minChars: 10, maxChars: 255, totalMaxChars: 1000 };
const input = (bullets: string[], description = '') => ({ bullets, description, brand: 'Acme', language: 'en' as const, limits });

describe('rewriteBullets', () => {
  it('gives every bullet a Title Case key phrase and no end punctuation', () => {
    const out = rewriteBullets(input(['STRONG METAL LEGS: hold up to 300 lb.', 'EASY TO CLEAN: wipe with a damp cloth!']));
    expect(out).toEqual(['Strong Metal Legs: Hold up to 300 lb', 'Easy to Clean: Wipe with a damp cloth']);
  });

  it('removes special characters, emoji and sentences with guarantees, prices or contact details', () => {
    const out = rewriteBullets(
      input([
        'Heats to 350°F in minutes ✅. Money back guarantee if not happy.',
        'Only $19.99 today. Call 555-123-4567 now. Solid oak frame lasts for years',
      ]),
    );
    expect(out).toEqual(['Heats to 350 degrees F in minutes', 'Solid oak frame lasts for years']);
  });

  it('splits long multi-sentence bullets and fills up to five from the description', () => {
    const long =
      'The frame is solid oak. It carries 300 lb without flexing. The finish is hand-oiled twice. Felt pads protect the floor from scratches.';
    const out = rewriteBullets(
      input([long], 'The seat is padded with dense foam for long dinners. The backrest is curved to support the spine.'),
    );
    expect(out.length).toBeGreaterThanOrEqual(3);
    expect(out.join(' ')).toContain('300 lb');
    expect(out.every((b) => !/[.!?]$/.test(b))).toBe(true);
  });

  it('merges surplus bullets down to five', () => {
    const out = rewriteBullets(
      input([
        'Oak frame lasts',
        'Padded seat rests',
        'Curved backrest supports',
        'Felt pads protect',
        'Easy assembly steps',
        'Two year cover',
        'Wipe clean surface',
      ]),
    );
    expect(out).toHaveLength(5);
  });

  it('keeps each bullet within 255 characters', () => {
    const out = rewriteBullets(input([`Durable: ${'solid oak frame '.repeat(30)}`]));
    expect([...out[0]!].length).toBeLessThanOrEqual(255);
  });
});

describe('rewriteDescription', () => {
  it('strips HTML and scripts and drops contact details and URLs', () => {
    const out = rewriteDescription({
      description:
        '<p>Solid oak chair.</p><script>alert(1)</script><ul><li>Padded seat</li></ul> Visit www.acme.example.com or email help@acme.example.com for more.',
      brand: 'Acme',
      language: 'en',
      maxChars: 2000,
    });
    expect(out).toBe('Solid oak chair. Padded seat.');
  });

  it('keeps the description within 2,000 characters at a sentence boundary', () => {
    const out = rewriteDescription({
      description: 'A solid oak chair for the dining room. '.repeat(80),
      brand: '',
      language: 'en',
      maxChars: 2000,
    });
    expect(out.length).toBeLessThanOrEqual(2000);
    expect(out.endsWith('.')).toBe(true);
  });
});
