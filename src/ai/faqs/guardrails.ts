import { generateFaqs as generateOfflineFaqs } from '#core/faqs/generate';
import type { FaqItem } from '#core/faqs/schemas';
import { findMarketplace } from '#core/marketplaces';
import type { AiProvider, FaqDraft, FaqInput } from '../types.ts';
import { findFaqProblems } from './checks.ts';
import { enforceFaqLimits } from './hard-limits.ts';

export type GuardedFaqs = { items: FaqItem[]; notes: string[] };

/**
 * FAQs from any provider pass here before they are stored (docs/decisions/0007-ai-guardrails.md), in the spirit of
 * optimizeWithGuardrails: check, one repair round with the findings, then limits by deletion;
 * support and quotes always come from the evidence. If nothing usable is left, the offline
 * engine's FAQs are returned with a note, so the seller still gets an honest list.
 */
export async function faqsWithGuardrails(provider: AiProvider, input: FaqInput): Promise<GuardedFaqs> {
  // The offline engine groups the evidence itself, counts exactly and quotes the listing verbatim:
  // its list is returned as it is, so the offline product behaves exactly as before.
  if (provider.name === 'offline') return { items: (await provider.generateFaqs(input)).filter(isComplete), notes: [] };

  const notes: string[] = [];
  let drafts: FaqDraft[] = await provider.generateFaqs(input);
  const findings = findFaqProblems(drafts, input);
  if (findings.length > 0 && provider.repairFaqs) {
    notes.push(
      `Asked the AI provider once to repair ${findings.length} problem${findings.length === 1 ? '' : 's'}: ${findings.map((f) => f.split(' Fix: ')[0]!.replace(/\.$/, '')).join('; ')}.`,
    );
    drafts = await provider.repairFaqs(input, drafts, findings);
  }
  const language = findMarketplace(input.listing.marketplaceId)?.language ?? 'en';
  const items = enforceFaqLimits(drafts, input, language, notes);
  if (items.length > 0) return { items, notes };

  notes.push(
    "Nothing usable was left of the AI provider's FAQs; these were built by the offline engine from the listing and the reviews instead.",
  );
  return { items: generateOfflineFaqs(input.listing, input.reviews, input.language), notes };
}

function isComplete(d: FaqDraft): d is FaqItem {
  return typeof d.support === 'number' && Array.isArray(d.quotes);
}
