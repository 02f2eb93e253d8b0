import { getStopWords } from '#core/health/index';
import type { ReviewEvidence } from '#core/faqs/generate';
import { classifyReview, EXCLUDED_TOPIC, FAQ_TOPICS } from '#core/faqs/topics';
import type { LanguageCode } from '#core/marketplaces';
import type { FaqDraft } from '../types.ts';
import { QUOTE_CHARS } from './limits.ts';

export type Support = { support: number; quotes: string[] };

/**
 * Support and quotes of one FAQ, counted by the server from the evidence: a review supports an
 * FAQ when it speaks to the FAQ's topic or uses one of its keywords. A model's own counts are
 * never used; they are easy to get wrong and impossible for the seller to check.
 */
export function supportOf(draft: FaqDraft, reviews: readonly ReviewEvidence[], language: LanguageCode): Support {
  const topic = FAQ_TOPICS.find((t) => t.id === draft.topic);
  const patterns = keywordPatterns(draft, language);
  const matched = reviews.filter((review) => {
    const text = review.text.trim();
    if (!text) return false;
    const classified = classifyReview(text, review.topic);
    // Same exclusion as the offline engine: a review only about shipping says nothing about the product.
    if (EXCLUDED_TOPIC.test(text) && !classified) return false;
    if (topic && (classified?.id === topic.id || topic.words.test(text))) return true;
    return patterns.some((p) => p.test(text));
  });
  return { support: matched.length, quotes: matched.slice(0, 3).map((r) => quoteOf(r.text)) };
}

/** The model's keywords, else the question's content words: what a matching review would say. */
function keywordPatterns(draft: FaqDraft, language: LanguageCode): RegExp[] {
  const stop = getStopWords(language);
  const given = (draft.keywords ?? []).map((k) => k.trim().toLowerCase()).filter((k) => [...k].length >= 3 && !stop.has(k));
  const words =
    given.length > 0 ? given : (draft.question.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).filter((w) => !stop.has(w));
  return [...new Set(words)].map(
    (w) => new RegExp(`(?<![\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu'),
  );
}

/** The first sentence of a review, tags dropped, clipped like the offline engine's quotes. */
export function quoteOf(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const first = plain.split(/(?<=[.!?])\s+/)[0] ?? plain;
  return first.length > QUOTE_CHARS ? `${first.slice(0, QUOTE_CHARS - 1).replace(/\s+\S*$/, '')}…` : first;
}
