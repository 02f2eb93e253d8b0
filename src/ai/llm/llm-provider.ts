import type { LanguageModel } from 'ai';
import type { AplusModule } from '#core/aplus/modules';
import { cleanBullets, type CoreText } from '#core/listings/content';
import type { AiProvider, AplusInput, FaqDraft, FaqInput, OptimizeInput, ProviderName } from '../types.ts';
import { aplusPrompt, aplusRepairPrompt, aplusSystemPrompt } from './aplus-prompts.ts';
import { faqPrompt, faqRepairPrompt, faqSystemPrompt } from './faq-prompts.ts';
import { AplusAnswerSchema, FaqAnswerSchema, RewriteSchema, type AplusAnswer, type FaqAnswer } from './output-schema.ts';
import { listingPrompt, repairPrompt, systemPrompt } from './prompts.ts';
import { createStructuredCall } from './structured.ts';

export type LlmProviderOptions = { name: Exclude<ProviderName, 'offline'>; model: LanguageModel; timeoutMs: number };

/** Factual jobs (rewrite, FAQ) run cool; A+ takes the temperature the seller's creativity maps to. */
const FACTUAL_TEMPERATURE = 0.3;

/** Any LLM behind the Vercel AI SDK, with structured (zod) output and one time budget per call. */
export function createLlmProvider(options: LlmProviderOptions): AiProvider {
  const call = createStructuredCall(options.model, options.timeoutMs);

  async function rewrite(input: OptimizeInput, prompt: string): Promise<CoreText> {
    const out = await call({
      schema: RewriteSchema,
      name: 'listing_rewrite',
      system: systemPrompt(input),
      prompt,
      temperature: FACTUAL_TEMPERATURE,
    });
    return {
      title: out.title.trim(),
      bullets: cleanBullets(out.bullets),
      description: out.description.trim(),
    };
  }
  async function faqs(input: FaqInput, prompt: string): Promise<FaqDraft[]> {
    const out = await call({
      schema: FaqAnswerSchema,
      name: 'listing_faqs',
      system: faqSystemPrompt(input),
      prompt,
      temperature: FACTUAL_TEMPERATURE,
    });
    return toFaqDrafts(out);
  }
  async function aplus(input: AplusInput, prompt: string): Promise<AplusModule[]> {
    const out = await call({
      schema: AplusAnswerSchema,
      name: 'aplus_modules',
      system: aplusSystemPrompt(input),
      prompt,
      temperature: input.temperature,
    });
    return toModules(out);
  }
  return {
    name: options.name,
    optimizeListing: (input) => rewrite(input, listingPrompt(input)),
    repairListing: (input, draft, findings) => rewrite(input, repairPrompt(input, draft, findings)),
    generateFaqs: (input) => faqs(input, faqPrompt(input)),
    repairFaqs: (input, draft, findings) => faqs(input, faqRepairPrompt(input, draft, findings)),
    generateAplus: (input) => aplus(input, aplusPrompt(input)),
    repairAplus: (input, draft, findings) => aplus(input, aplusRepairPrompt(input, draft, findings)),
  };
}

function toFaqDrafts(out: FaqAnswer): FaqDraft[] {
  return out.faqs.map((f) => ({
    question: f.question.trim(),
    answer: f.answer.trim(),
    ...(f.topic.trim() && f.topic.trim() !== 'other' ? { topic: f.topic.trim() } : {}),
    keywords: f.keywords.map((k) => k.trim()).filter(Boolean),
  }));
}

/** Items only where the module kind shows them, so a stray list never reaches a text module. */
function toModules(out: AplusAnswer): AplusModule[] {
  return out.modules.map((m) => {
    const module: AplusModule = { type: m.type, title: m.title.trim(), content: m.content.trim() };
    if (m.type === 'comparison')
      module.items = m.items.map((i) => ({ text: i.text.trim(), icon: i.icon.trim() })).filter((i) => i.text !== '');
    return module;
  });
}
