import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateFaqs } from './generate.ts';

/**
 * The offline FAQ engine over the 1,000 real amazon.com reviews (298 products) of
 * tests/fixtures/corpus: every answer answers, with what a cited review said.
 */
type Review = { product_id: string; rating: number; summary: string; text: string };
const reviews: Review[] = readFileSync(new URL('../../../tests/fixtures/corpus/reviews.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Review);
const byProduct = new Map<string, Review[]>();
for (const r of reviews) byProduct.set(r.product_id, [...(byProduct.get(r.product_id) ?? []), r]);

const faqs = [...byProduct].flatMap(([product, list]) =>
  generateFaqs(
    { title: list[0]!.summary, bullets: [], description: '' },
    list.map((r) => ({ text: `${r.summary}. ${r.text}`, rating: r.rating })),
  ).map((faq) => ({ product, faq, cited: list })),
);

describe(`FAQs of ${byProduct.size} corpus products (${faqs.length} answers)`, () => {
  it('answers every question: no "mention X in N reviews, without praise or complaint"', () => {
    expect(faqs.length).toBeGreaterThan(100);
    // The no-answer template in any wording: "Customers mention size and fit in 2 reviews, …".
    const noAnswer = /without praise or complaint|\bmention\b[^.:]*\bin \d+ reviews?\b/i;
    expect(faqs.filter(({ faq }) => noAnswer.test(faq.answer)).map((f) => `${f.product}: ${f.faq.answer}`)).toEqual([]);
  });

  it('quotes a review it cites in every answer, word for word, and counts each side', () => {
    const bad = faqs.filter(({ faq, cited }) => {
      const quote = faq.quotes[0]?.replace(/^…|…$/g, '') ?? '';
      const fromReview = cited.some((r) =>
        `${r.summary}. ${r.text}`
          .replace(/<br\s*\/?>/gi, '\n')
          .replace(/\s+/g, ' ')
          .includes(quote.replace(/\s+/g, ' ')),
      );
      return quote.length < 3 || !faq.answer.includes(quote) || !fromReview || !/\d+ (?:of|reviews?)/.test(faq.answer);
    });
    expect(bad.map(({ product, faq }) => `${product}: ${faq.answer}`)).toEqual([]);
  });
});
