import { describe, expect, it } from 'vitest';
import { generateFaqs } from '#core/faqs/generate';
import { createOfflineProvider } from '../offline/offline-provider.ts';
import type { AiProvider, FaqDraft, FaqInput } from '../types.ts';
import { faqsWithGuardrails } from './guardrails.ts';

const input: FaqInput = {
  listing: {
    marketplaceId: 'ATVPDKIKX0DER',
    brand: 'Trailhead',
    title: 'Trailhead Water Bottle 32 oz',
    bullets: ['Dishwasher safe lid for easy cleaning'],
    description: 'Keeps drinks cold for 24 hours.',
  },
  reviews: [
    { text: 'Easy to clean in the dishwasher.', rating: 5 },
    { text: 'Stays cold all day, about 20 hours for me.', rating: 4 },
    { text: 'Shipping was slow.', rating: 3 },
  ],
  language: 'en',
};

function fakeProvider(answers: FaqDraft[][]): AiProvider & { calls: number } {
  const p = {
    name: 'openai-compatible' as const,
    calls: 0,
    optimizeListing: async () => ({ title: '', bullets: [], description: '' }),
    generateAplus: async () => [],
    generateFaqs: async () => answers[p.calls++]!,
    repairFaqs: async () => answers[p.calls++]!,
  };
  return p;
}

const cleaning: FaqDraft = {
  question: 'Is it easy to clean?',
  answer: 'Yes. The lid is dishwasher safe.',
  topic: 'cleaning',
  keywords: ['clean'],
};

describe('faqsWithGuardrails', () => {
  it('counts support and quotes itself, ignoring what the model claims', async () => {
    const result = await faqsWithGuardrails(fakeProvider([[{ ...cleaning, support: 40, quotes: ['made up'] }]]), input);
    expect(result.items).toEqual([
      {
        question: 'Is it easy to clean?',
        answer: 'Yes. The lid is dishwasher safe.',
        topic: 'cleaning',
        support: 1,
        quotes: ['Easy to clean in the dishwasher.'],
      },
    ]);
    expect(result.notes).toEqual([]);
  });

  it('accepts numbers the reviews state, repairs once, then drops sentences with invented numbers and contacts', async () => {
    const bad: FaqDraft = {
      question: 'How long does it stay cold?',
      answer: 'Reviewers say about 20 hours. It has a 3-year warranty. Call 555-123-4567 any time.',
      topic: 'durability',
      keywords: ['cold'],
    };
    const provider = fakeProvider([[bad], [bad]]);
    const result = await faqsWithGuardrails(provider, input);
    expect(provider.calls).toBe(2);
    expect(result.items[0]!.answer).toBe('Reviewers say about 20 hours.');
    expect(result.notes.join(' ')).toMatch(/Asked the AI provider once to repair 2 problems/);
    expect(result.notes).toContain('Removed "3-year": neither the listing nor the reviews state it.');
    expect(result.notes).toContain('Removed 1 sentence with contact details or links.');
  });

  it('cuts an answer over 600 characters at a sentence and a question over 150 at a word', async () => {
    const long: FaqDraft = {
      question: `Is it easy to clean ${'really '.repeat(30)}?`,
      answer: 'The lid is dishwasher safe. '.repeat(30),
      topic: 'cleaning',
      keywords: [],
    };
    const result = await faqsWithGuardrails(fakeProvider([[long], [long]]), input);
    expect(result.items[0]!.question.length).toBeLessThanOrEqual(150);
    expect(result.items[0]!.answer.length).toBeLessThanOrEqual(600);
    expect(result.items[0]!.answer.endsWith('safe.')).toBe(true);
  });

  it("falls back to the offline engine's FAQs with a note when nothing usable is left", async () => {
    const unsupported: FaqDraft = {
      question: 'Does it come in red?',
      answer: 'Yes, in red.',
      topic: 'other',
      keywords: ['crimson'],
    };
    const result = await faqsWithGuardrails(fakeProvider([[unsupported], [unsupported]]), input);
    expect(result.items).toEqual(generateFaqs(input.listing, input.reviews));
    expect(result.notes.at(-1)).toMatch(/offline engine/);
  });

  it('returns the offline engine list untouched for the offline provider', async () => {
    const result = await faqsWithGuardrails(createOfflineProvider(), input);
    expect(result).toEqual({ items: generateFaqs(input.listing, input.reviews), notes: [] });
  });
});
