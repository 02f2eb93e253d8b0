import { countChars } from '#core/health/index';
import { stemmedWords } from '#core/keywords/index';
import { toTitleCase } from '../text/casing.ts';
import { limitWordRepeats } from '../text/word-repeats.ts';
import { shortenTitle } from '../text/shorten-title.ts';
import { tidy } from '../text/text-ops.ts';
import type { TitleInput } from '../types.ts';
import type { KeywordPlan } from './plan.ts';

/**
 * The strongest targeted keyword that fits goes early in the title, right after the brand: a
 * keyword the listing supports, naming no competitor, that leaves the title within its length
 * (below the near-limit band) with no word more than `maxRepeats` times. Title segments it pushes
 * out are kept by the lost-facts guardrail in the bullets. The title is unchanged when its
 * strongest keyword is already in it, or when none fits.
 */
export function putKeywordInTitle(input: TitleInput, plan: KeywordPlan): string {
  const { title, brand, language } = input;
  const have = new Set(stemmedWords(title));
  const limit = Math.min(input.maxChars, input.nearChars - 1);
  for (const k of plan.keywords) {
    if (!k.supported || k.competitorWords.size > 0) continue;
    if (k.words.every((w) => have.has(w))) return title;
    const b = input.isWork ? '' : brand.trim();
    const startsWithBrand = b !== '' && title.toLowerCase().startsWith(b.toLowerCase());
    // The brand already opens the title ("Saucony Saucony Jazz" would repeat it); a work's title
    // takes no publisher's name at all.
    const brandWords = new Set((input.isWork ? brand : startsWithBrand ? b : '').toLowerCase().split(/\s+/));
    const phrase = toTitleCase(
      k.keyword
        .split(/\s+/)
        .filter((w) => !brandWords.has(w.toLowerCase()))
        .join(' '),
      language,
      brand,
    );
    if (phrase === '') continue;
    const joined = startsWithBrand ? `${title.slice(0, b.length)} ${phrase} ${title.slice(b.length)}` : `${phrase} ${title}`;
    let next = limitWordRepeats(tidy(joined), language, input.maxRepeats);
    next = tidy(shortenTitle(next, { maxChars: limit, nearChars: limit + 1, language, brand: b, keep: input.keep }));
    const words = new Set(stemmedWords(next));
    const publisher = new Set(input.isWork ? stemmedWords(brand) : []);
    if (countChars(next) <= limit && k.words.every((w) => words.has(w) || publisher.has(w))) return next;
  }
  return title;
}
