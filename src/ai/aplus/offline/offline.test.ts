import { describe, expect, it } from 'vitest';
import { CONTENT_FOCUS_OPTIONS } from '#core/aplus/settings';
import { APLUS_WORDS } from './headlines.ts';
import { generateOfflineAplus } from './offline.ts';
import type { AplusSource } from '../source.ts';

const DE = 'A1PA6795UKMFR9';
const source: AplusSource = {
  marketplaceId: DE,
  brand: 'Acme',
  title: 'Acme Gartenschlauch 15 m, flexibel',
  bullets: [
    'Flexibles Design: dehnt sich unter Wasserdruck auf 15 m aus.',
    'Messinganschlüsse: Anschlüsse aus massivem Messing rosten nicht.',
  ],
  description: 'Ein flexibler Gartenschlauch mit Messinganschlüssen für Garten und Hof. Er lässt sich leicht verstauen.',
  images: [],
  reviews: [],
};

/** Every text the engine itself may write for a focus in a language, with the product's name filled in. */
function ownWords(
  language: keyof typeof APLUS_WORDS,
  focus: (typeof CONTENT_FOCUS_OPTIONS)[number]['value'],
  name: string,
): Set<string> {
  const w = APLUS_WORDS[language];
  return new Set(
    [...w.header[focus], ...w.highlights[focus]]
      .map((f) => f(name))
      .concat(w.moreAbout(name), w.details, w.aboutProduct, w.highlightsFallback),
  );
}

describe('generateOfflineAplus', () => {
  it("titles modules in the marketplace's language, for every focus", () => {
    for (const { value: focus } of CONTENT_FOCUS_OPTIONS) {
      const modules = generateOfflineAplus(
        source,
        { contentFocus: focus, creativity: 80, includeImages: false, template: 'premium' },
        'seed',
      );
      const german = ownWords('de', focus, 'Acme Gartenschlauch 15 m');
      const english = ownWords('en', focus, 'Acme Gartenschlauch 15 m');
      const header = modules.find((m) => m.type === 'header')!;
      expect(german.has(header.title) || header.title === 'Acme Gartenschlauch 15 m', `${focus}: ${header.title}`).toBe(true);
      for (const m of modules) expect(english.has(m.title) && !german.has(m.title), `${focus}: ${m.title}`).toBe(false);
      const steps = modules.flatMap((m) => m.items ?? []).filter((i) => /^(Step|Schritt) \d/.test(i.text));
      if (focus === 'usage_guide')
        expect(steps.map((s) => s.text)).toEqual(['Schritt 1: Flexibles Design', 'Schritt 2: Messinganschlüsse']);
      else expect(steps).toEqual([]);
    }
  });

  it('keeps English on amazon.com', () => {
    const modules = generateOfflineAplus(
      { ...source, marketplaceId: 'ATVPDKIKX0DER' },
      { contentFocus: 'usage_guide', creativity: 0, includeImages: false, template: 'premium' },
      'seed',
    );
    expect(modules.find((m) => m.type === 'header')!.title).toBe('Getting started with the Acme Gartenschlauch 15 m');
    expect(modules.flatMap((m) => m.items ?? []).map((i) => i.text)).toContain('Step 1: Flexibles Design');
  });
});
