import { describe, expect, it } from 'vitest';
import { buildFaqHtml, escapeHtml } from './export-html.ts';
import { generateFaqs } from './generate.ts';
import { parseReviewsFile } from './parse-reviews.ts';

const listing = {
  title: 'Trailhead Insulated Water Bottle 32 oz',
  bullets: [
    'Keeps drinks cold for 24 hours with double-wall stainless steel',
    'Dishwasher safe lid and wide mouth for easy cleaning',
  ],
  description: 'A leak-proof bottle for hiking.',
};
const enc = (s: string) => new TextEncoder().encode(s);

describe('generateFaqs', () => {
  it('groups reviews by topic, answers from the listing and the majority, and keeps quotes', () => {
    const faqs = generateFaqs(listing, [
      { text: 'Easy to clean, I put it in the dishwasher every day.', rating: 5 },
      { text: 'Cleaning the lid is a pain, stains stay.', rating: 2 },
      { text: 'The stainless steel feels solid and well made.', rating: 5 },
      { text: 'Great steel build, love it.', rating: 4 },
      { text: 'Solid metal body, great quality material.', rating: 5 },
      { text: 'Shipping took two weeks.', rating: 1 },
    ]);
    const material = faqs.find((f) => f.topic === 'material')!;
    expect(material.support).toBe(3);
    expect(material.answer).toContain(
      'Most customers who mention materials and build quality are satisfied: 3 of 3 reviews are positive.',
    );
    expect(material.answer).toContain('double-wall stainless steel');
    expect(material.quotes).toHaveLength(3);
    const cleaning = faqs.find((f) => f.topic === 'cleaning')!;
    expect(cleaning.answer).toContain(
      'Customer opinions on cleaning and care are mixed: of 2 reviews, 1 is positive and 1 critical.',
    );
    expect(faqs.some((f) => /shipping/i.test(f.question + f.answer))).toBe(false);
    expect(faqs[0]!.support).toBeGreaterThanOrEqual(faqs.at(-1)!.support);
  });

  it('introduces no number that neither the listing nor the reviews contain', () => {
    const faqs = generateFaqs(listing, [{ text: 'Battery? No, but it keeps ice for 2 days.', rating: 5 }]);
    const numbers = faqs.flatMap((f) => f.answer.match(/\d+/g) ?? []);
    const allowed = new Set([...`${listing.bullets.join(' ')} 1 2`.matchAll(/\d+/g)].map((m) => m[0]));
    for (const n of numbers) expect(allowed.has(n)).toBe(true);
  });

  it("writes in the listing's language and groups reviews written in it", () => {
    const de = {
      title: 'Trailhead Trinkflasche 1 l',
      bullets: ['Edelstahl mit doppelter Wand, hält Getränke 24 Stunden kalt'],
      description: 'Spülmaschinenfest und leicht zu reinigen.',
    };
    const faqs = generateFaqs(
      de,
      [
        { text: 'Lässt sich in der Spülmaschine reinigen, super.', rating: 5 },
        { text: 'Die Reinigung des Deckels ist mühsam.', rating: 2 },
        { text: 'Der Edelstahl wirkt sehr hochwertig.', rating: 5 },
        { text: 'Versand hat zwei Wochen gedauert.', rating: 1 },
      ],
      'de',
    );
    expect(faqs.map((f) => [f.topic, f.question])).toEqual([
      ['cleaning', 'Lässt es sich leicht reinigen?'],
      ['material', 'Wie gut ist es verarbeitet, und woraus besteht es?'],
    ]);
    expect(faqs[0]!.answer).toBe(
      'Die Produktbeschreibung sagt: „Spülmaschinenfest und leicht zu reinigen.“ Die Meinungen zu Reinigung und Pflege sind geteilt: Von 2 Bewertungen ist 1 positiv und 1 kritisch. Ein Kunde schrieb: „Lässt sich in der Spülmaschine reinigen, super.“',
    );
    expect(faqs[1]!.answer).toContain(
      'Die meisten Kunden, die Material und Verarbeitung erwähnen, sind zufrieden: 1 von 1 Bewertung ist positiv.',
    );
    expect(faqs[1]!.quotes).toEqual(['Der Edelstahl wirkt sehr hochwertig.']);

    const fr = generateFaqs(
      { title: 'Gourde', bullets: [], description: '' },
      [{ text: "L'autonomie de la batterie est excellente !" }, { text: 'Batterie parfaite.' }],
      'fr',
    );
    expect(fr).toMatchObject([
      {
        topic: 'battery',
        question: "Quelle est l'autonomie de la batterie ?",
        answer:
          "La plupart des clients qui évoquent l'autonomie de la batterie sont satisfaits : 2 avis positifs sur 2. Un client a écrit : « L'autonomie de la batterie est excellente ! »",
      },
    ]);
  });

  it('does not ask about a topic that no review praises or criticises, and quotes the side that answers', () => {
    const reviews = Array.from({ length: 6 }, (_, i) => ({ text: `I wash the lid in the dishwasher, day ${i}.` }));
    expect(generateFaqs({ title: 'Bottle', bullets: [], description: '' }, reviews)).toEqual([]);

    const fewOpinions = generateFaqs({ title: 'Bottle', bullets: [], description: '' }, [
      ...reviews,
      { text: 'Easy to clean, love it.', rating: 5 },
    ]);
    expect(fewOpinions[0]!.answer).toBe(
      'Most of the 7 reviews that mention cleaning and care are neutral; 1 is positive and 0 critical. One reviewer wrote: "Easy to clean, love it."',
    );
    expect(fewOpinions[0]!.quotes[0]).toBe('Easy to clean, love it.');
  });

  it('reads what a review says of the topic before its stars, and asks no fit question of a word about size', () => {
    // Corpus product B001ELL9X6 (a tea): a three-star "harsh" taste was no opinion, and a five-star
    // review of its "large leaves" answered "Does it run true to size?".
    const faqs = generateFaqs({ title: 'Yunnan Black Tea', bullets: [], description: '' }, [
      { text: 'The taste is harsh as it is a lesser grade of Yunnan.', rating: 3 },
      { text: 'I grew up on this tea. The large leaves unfurl nicely.', rating: 5 },
      { text: 'Love the shirt, but it runs small.', rating: 5 },
    ]);
    expect(faqs.find((f) => f.topic === 'taste')!.answer).toMatch(
      /^Some customers raise concerns about taste and flavour: 1 of 1/,
    );
    const fit = faqs.filter((f) => f.topic === 'size_fit');
    expect(fit.map((f) => f.quotes)).toEqual([['Love the shirt, but it runs small.']]);
    expect(fit[0]!.answer).toMatch(/concerns about size and fit: 1 of 1/);
  });

  it('counts an Amazon topic snippet, which has no stars, on the side of the topic Amazon filed it under', () => {
    const faqs = generateFaqs({ title: 'Dive Light', bullets: [], description: '' }, [
      { text: 'Battery runs out faster than advertised.', topic: 'Battery life', side: 'negative' },
      { text: 'Only lasted one night on high.', topic: 'Battery life', side: 'negative' },
      { text: 'Survived a season of heavy use.', topic: 'Durability', side: 'positive' },
    ]);
    expect(faqs.map((f) => [f.topic, f.answer])).toEqual([
      [
        'battery',
        'Some customers raise concerns about battery life: 2 of 2 reviews are critical, so check the details above before buying. One reviewer wrote: "Battery runs out faster than advertised."',
      ],
      [
        'durability',
        'Most customers who mention durability are satisfied: 1 of 1 review is positive. One reviewer wrote: "Survived a season of heavy use."',
      ],
    ]);
  });

  it('cuts a long quote around its words about the topic', () => {
    const long =
      'Not sure what the solution is and I would order it again, but if it happens again, I would switch to one of the brands that ship in a plastic bag.';
    const [faq] = generateFaqs({ title: 'Sugar', bullets: [], description: '' }, [{ text: long, rating: 2 }]);
    expect(faq!.quotes[0]).toMatch(/^….* plastic bag\.$/);
    expect(long).toContain(faq!.quotes[0]!.slice(1));
  });

  it('quotes the listing as text, never its markup', () => {
    const [faq] = generateFaqs(
      { title: 'Bottle', bullets: ['<b>Dishwasher safe</b> lid &amp; wide mouth for easy cleaning'], description: '' },
      [{ text: 'Easy to clean.', rating: 5 }],
    );
    expect(faq!.answer).toContain('"Dishwasher safe lid & wide mouth for easy cleaning"');
  });

  it('returns nothing without reviews', () => {
    expect(generateFaqs(listing, [])).toEqual([]);
  });
});

describe('parseReviewsFile', () => {
  it('reads CSV with quoted commas and newlines, aliases and a BOM', () => {
    const csv = '\uFEFFreview,Rating,Date,Summary\n"Fits well, true to size\nsecond line",5,2025-03-01,Nice\n';
    const result = parseReviewsFile(enc(csv));
    expect(result).toEqual({
      ok: true,
      reviews: [{ text: 'Nice. Fits well, true to size\nsecond line', rating: 5, date: '2025-03-01T00:00:00.000Z', topic: null }],
    });
  });

  it('refuses a NUL character with a message a seller can act on', () => {
    const raw = parseReviewsFile(enc('text\nGreat mug\nBad\u0000lid\n'));
    expect(raw).toEqual({
      ok: false,
      issues: [
        {
          message:
            'The file contains a NUL character (line 3), so it is not a text file. Save it as UTF-8 CSV, TSV or JSON and upload it again.',
        },
      ],
    });
    const json = parseReviewsFile(enc('[{"text":"Bad\\u0000lid"}]'));
    expect(json).toEqual({
      ok: false,
      issues: [{ row: 1, column: 'text', message: 'the value contains a NUL character (\\u0000), which cannot be stored' }],
    });
    const surrogate = parseReviewsFile(enc('[{"text":"Nice","topic":"fit \\ud83d"}]'));
    expect(surrogate).toMatchObject({
      ok: false,
      issues: [{ row: 1, column: 'topic', message: expect.stringMatching(/half of a UTF-16 surrogate pair/) }],
    });
  });

  it('refuses dates PostgreSQL cannot store and more reviews than one upload takes', () => {
    for (const date of ['100000-01-01', '-004714-01-01', '+275760-09-13T00:00:00Z', '0000-01-01']) {
      const result = parseReviewsFile(enc(`text,date\nEasy to clean,${date}\n`));
      expect(result, date).toMatchObject({
        ok: false,
        issues: [{ row: 2, column: 'date', message: expect.stringMatching(/is not a date/) }],
      });
    }
    expect(parseReviewsFile(enc('text,date\nFine,2024-05-01\n'))).toMatchObject({ ok: true });
    const many = parseReviewsFile(enc(`text\n${'a\n'.repeat(50_001)}`));
    expect(many).toEqual({
      ok: false,
      issues: [
        {
          message:
            'The file has more than 50,000 reviews. Upload at most 50,000 at a time (FAQs are written from the latest 100).',
        },
      ],
    });
    expect(parseReviewsFile(enc(`text\n${'a\n'.repeat(50_000)}`))).toMatchObject({ ok: true });
    // Far more lines than rows could need is refused before parsing.
    expect(parseReviewsFile(enc(`text\n${'a\n'.repeat(10)}${'\n'.repeat(300_000)}`))).toMatchObject({
      ok: false,
      issues: [{ message: expect.stringMatching(/more than 50,000 reviews/) }],
    });
  });

  it('reads JSON arrays and JSON Lines', () => {
    expect(parseReviewsFile(enc('[{"text":"Great","rating":4}]'))).toMatchObject({
      ok: true,
      reviews: [{ text: 'Great', rating: 4 }],
    });
    expect(parseReviewsFile(enc('{"text":"A"}\n{"text":"B","topic":"size"}\n'))).toMatchObject({
      ok: true,
      reviews: [{ text: 'A' }, { text: 'B', topic: 'size' }],
    });
  });

  it('names the row and column of every problem and refuses the whole file', () => {
    const result = parseReviewsFile(enc('text,rating\nGood,5\n,4\nBad,9\n'));
    expect(result).toEqual({
      ok: false,
      issues: [
        { row: 3, column: 'text', message: 'the review text is empty' },
        { row: 4, column: 'rating', message: '"9" is not a star rating from 1 to 5' },
      ],
    });
  });

  it('explains a missing text column', () => {
    const result = parseReviewsFile(enc('comment,stars\nhello,5\n'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues[0]!.message).toMatch(/Missing required column "text"/);
  });
});

describe('buildFaqHtml', () => {
  it('escapes every untrusted text, in the body and in the JSON-LD', () => {
    const html = buildFaqHtml({ title: '<script>alert(1)</script>', asin: 'B0"><img onerror=x>' }, [
      { question: 'Q <b>?', answer: '"><img src=x onerror=alert(1)></script><script>alert(2)</script>', support: 1, quotes: [] },
    ]);
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toMatch(/<img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<h1>Product FAQs</h1>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(escapeHtml(`a&b<'"`)).toBe('a&amp;b&lt;&#39;&quot;');
  });

  it("declares the marketplace's language on the page", () => {
    expect(buildFaqHtml({ title: 'Flasche', asin: 'B0', marketplaceId: 'A1PA6795UKMFR9' }, [])).toContain('<html lang="de">');
    expect(buildFaqHtml({ title: 'Bottle', asin: 'B0' }, [])).toContain('<html lang="en">');
  });
});
