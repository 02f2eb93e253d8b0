import { describe, expect, it } from 'vitest';
import { checkAplusDraft } from '#core/aplus/check';
import type { AplusModule } from '#core/aplus/modules';
import { generateOfflineAplus } from './offline/offline.ts';
import type { AiProvider, AplusInput } from '../types.ts';
import { aplusWithGuardrails } from './guardrails.ts';

const input: AplusInput = {
  source: {
    marketplaceId: 'ATVPDKIKX0DER',
    brand: 'Acme',
    title: 'Acme Garden Hose 50 ft, Expandable',
    bullets: ['Expandable design: expands to 50 ft under pressure.', 'Brass fittings: solid brass connectors resist rust.'],
    description: 'An expandable garden hose with brass fittings for yards and gardens.',
    images: ['https://example.com/hose.jpg'],
    reviews: [],
  },
  settings: { contentFocus: 'benefits_features', creativity: 40, includeImages: true, template: 'minimal' },
  seedKey: '1:hose',
  temperature: 0.52,
};

function fakeProvider(answers: AplusModule[][]): AiProvider & { calls: number } {
  const p = {
    name: 'openai' as const,
    calls: 0,
    optimizeListing: async () => ({ title: '', bullets: [], description: '' }),
    generateFaqs: async () => [],
    generateAplus: async () => answers[p.calls++]!,
    repairAplus: async () => answers[p.calls++]!,
  };
  return p;
}

const good: AplusModule[] = [
  { type: 'header', title: 'The Acme Garden Hose', content: 'An expandable garden hose with brass fittings.' },
  { type: 'image_text', title: 'Expandable design', content: 'Expands to 50 ft under pressure.' },
  { type: 'comparison', title: 'Highlights', content: '', items: [{ text: 'Solid brass connectors', icon: 'wrench' }] },
];

describe('aplusWithGuardrails', () => {
  it('keeps a clean draft, attaches the seller image with alt text and maps unknown icons', async () => {
    const provider = fakeProvider([good]);
    const result = await aplusWithGuardrails(provider, input);
    expect(provider.calls).toBe(1);
    expect(result.notes).toEqual([]);
    expect(result.modules[0]).toMatchObject({
      imageUrl: 'https://example.com/hose.jpg',
      imageAlt: 'Acme Garden Hose 50 ft: The Acme Garden Hose',
    });
    expect(result.modules[2]!.items![0]!.icon).not.toBe('wrench');
    expect(
      checkAplusDraft({ modules: result.modules, template: 'minimal', marketplaceId: 'ATVPDKIKX0DER', brand: 'Acme' })
        .publishable,
    ).toBe(true);
  });

  it('repairs once, then deletes invented numbers, calls to action and testimonials, with notes', async () => {
    const bad: AplusModule[] = [
      good[0]!,
      { type: 'image_text', title: 'Expandable design', content: 'Expands to 50 ft under pressure. Lasts 10 years. Buy now!' },
      good[2]!,
      { type: 'testimonial', title: 'A buyer', content: 'Love it' },
    ];
    const provider = fakeProvider([bad, bad]);
    const result = await aplusWithGuardrails(provider, input);
    expect(provider.calls).toBe(2);
    expect(result.modules.map((m) => m.type)).toEqual(['header', 'image_text', 'comparison']);
    expect(result.modules[1]!.content).toBe('Expands to 50 ft under pressure.');
    expect(result.notes[0]).toMatch(/^Asked the AI provider once to repair/);
    expect(result.notes).toContain('Removed "10 years": the listing does not state it.');
    expect(result.notes).toContain('Removed the testimonial module: A+ rules do not allow customer quotes.');
  });

  it('falls back to the offline modules when no header is left', async () => {
    const headless: AplusModule[] = [{ type: 'header', title: 'Buy now!', content: 'Shop now.' }];
    const result = await aplusWithGuardrails(fakeProvider([headless, headless]), input);
    expect(result.modules).toEqual(generateOfflineAplus(input.source, input.settings, input.seedKey));
    expect(result.notes.at(-1)).toMatch(/offline engine/);
  });
});
