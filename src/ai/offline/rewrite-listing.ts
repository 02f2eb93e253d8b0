import { getPolicy, scoreListing } from '#core/health/index';
import { stemmedWords } from '#core/keywords/index';
import type { CoreText, ListingContent } from '#core/listings/content';
import { findMarketplace } from '#core/marketplaces';
import { rewriteBullets } from './bullets.ts';
import { rewriteDescription } from './description.ts';
import { removeResidualErrors } from '../text/residual.ts';
import { rewriteTitle } from './title.ts';
import { putKeywordsInBullets } from '../keywords/bullets.ts';
import type { KeywordPlan } from '../keywords/plan.ts';
import { putKeywordInTitle } from '../keywords/title.ts';
import { requiredText } from './source-facts.ts';
import { isWorkTitle } from './work-title.ts';
import { splitSentences } from '../text/text-ops.ts';

/**
 * The offline engine (docs/decisions/0006-offline-ai-engine.md): fixes what the health rules find, in the listing's own language,
 * by deleting, reordering and re-casing the seller's words. It never adds a fact.
 */
export function rewriteListing(listing: ListingContent, now?: Date, plan?: KeywordPlan): CoreText {
  const language = findMarketplace(listing.marketplaceId)?.language ?? 'en';
  const policy = getPolicy(listing.marketplaceId, listing.isMedia === true, now);
  const brand = listing.brand?.trim() ?? '';
  const titleInput = {
    title: listing.title,
    brand,
    language,
    maxChars: policy.titleMaxChars,
    nearChars: policy.titleNearChars,
    maxRepeats: policy.titleMaxWordRepeats,
    keep: plan ? titleKeepWords(plan, listing.title) : undefined,
    isWork: isWorkTitle(listing),
  };
  const cleanTitle = rewriteTitle(titleInput);
  const title = plan ? putKeywordInTitle({ ...titleInput, title: cleanTitle }, plan) : cleanTitle;
  const draft: CoreText = {
    title,
    bullets: rewriteBullets({
      bullets: listing.bullets,
      description: listing.description,
      titleOverflow: titleOverflow(rewriteTitle({ ...titleInput, maxChars: Number.MAX_SAFE_INTEGER }), title),
      brand,
      language,
      limits: {
        count: policy.bulletsRecommended,
        minChars: policy.bulletMinChars,
        maxChars: policy.bulletMaxChars,
        totalMaxChars: policy.bulletsTotalMaxChars,
      },
    }),
    description: rewriteDescription({ description: listing.description, brand, language, maxChars: policy.descriptionMaxChars }),
  };
  let cleaned = removeResidualErrors(listing, draft, now);
  if (plan) {
    const own = requiredText({ ...listing, brand, language });
    const sentences = [...own.bullets, own.description].flatMap(splitSentences);
    cleaned = putKeywordsInBullets(cleaned, sentences, plan, policy);
  }
  return keepBetterFields(listing, cleaned, now);
}

/**
 * The words a shortened title lost, in order. A listing with no bullets and no description gets
 * them as its one bullet: the seller's own detail, moved rather than invented (BULLETS_MISSING).
 */
export function titleOverflow(full: string, short: string): string {
  const kept = new Set(short.toLowerCase().match(WORD) ?? []);
  return full
    .split(/\s+/)
    .filter((token) => (token.toLowerCase().match(WORD) ?? []).some((w) => !kept.has(w)))
    .join(' ')
    .replace(/^[^\p{L}\p{N}]+|[,;:\-–—|/&\s]+$/gu, '');
}

const WORD = /[\p{L}\p{N}]+/gu;

/** How many of the strongest keywords a shortened title keeps the words of. */
const TITLE_KEYWORDS = 3;

/**
 * The words a shortened title keeps where it has them: the words the listing supports of the
 * strongest keywords (the ones a title targets), in plan order, so even a keyword the listing only
 * partly states ("winter ski half mask") keeps "ski half mask". Another brand's name is kept only
 * as the seller's own title states it ("Compatible with 13" MacBook Pro": what the sleeve fits).
 */
export function titleKeepWords(plan: KeywordPlan, title: string): ReadonlySet<string> {
  const own = new Set(stemmedWords(title));
  return new Set(
    plan.keywords
      .slice(0, TITLE_KEYWORDS)
      .flatMap((k) =>
        k.words.filter((w) => (k.supported || plan.sourceWords.has(w)) && (!k.competitorWords.has(w) || own.has(w))),
      ),
  );
}

/**
 * Field by field, a rewrite is kept only if the listing scores at least as well with it, so the
 * engine can never lower a score (a title without its only long segment may lose more than it gains).
 */
function keepBetterFields(listing: ListingContent, draft: CoreText, now?: Date): CoreText {
  let best: CoreText = { title: listing.title, bullets: [...listing.bullets], description: listing.description };
  let bestScore = scoreListing({ ...listing, ...best }, { now }).score;
  for (const field of ['title', 'bullets', 'description'] as const) {
    const candidate = { ...best, [field]: draft[field] };
    const score = scoreListing({ ...listing, ...candidate }, { now }).score;
    if (score >= bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
