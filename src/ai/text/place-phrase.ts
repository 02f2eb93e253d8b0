import type { CoreText } from '#core/listings/content';
import { countChars, type Policy } from '#core/health/index';
import { capitalizeFirst, joinSentences, tidy } from './text-ops.ts';

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Where a phrase of the source fits within the limits: appended to the bullet sharing most words
 * with it, as a new bullet while there are fewer than recommended, or (unless `bulletsOnly`) at the
 * end of the description. Null when it fits nowhere.
 */
export function placePhrase(
  text: CoreText,
  source: string,
  policy: Policy,
  options: { bulletsOnly?: boolean; preferDescription?: boolean } = {},
): CoreText | null {
  return placePhraseAt(text, source, policy, options)?.text ?? null;
}

/** Where a phrase went: a bullet (its index) or the description. */
export type Placement = { text: CoreText; to: 'bullets' | 'description'; index: number };

/** {@link placePhrase}, telling where the phrase went. */
export function placePhraseAt(
  text: CoreText,
  source: string,
  policy: Policy,
  options: { bulletsOnly?: boolean; preferDescription?: boolean } = {},
): Placement | null {
  const phrase = capitalizeFirst(tidy(source.replace(/[\s.!?]+$/u, '')));
  const inDescription = () => {
    const placed = options.bulletsOnly ? null : placeInDescription(text, phrase, policy);
    return placed ? { text: placed, to: 'description' as const, index: 0 } : null;
  };
  const fallback = inDescription;
  const asBullet = (bullets: string[], index: number) => ({ text: { ...text, bullets }, to: 'bullets' as const, index });
  if (options.preferDescription) {
    const placed = inDescription();
    if (placed) return placed;
  }
  if (countChars(phrase) > policy.bulletMaxChars) return fallback();
  const total = text.bullets.reduce((n, b) => n + countChars(b), 0);
  // A thin draft gets the phrase as a bullet of its own rather than one long run-on bullet.
  if (
    text.bullets.length < policy.bulletsMin &&
    countChars(phrase) >= policy.bulletMinChars &&
    total + countChars(phrase) <= policy.bulletsTotalMaxChars
  )
    return asBullet([...text.bullets, phrase], text.bullets.length);
  const words = new Set(phrase.toLowerCase().match(WORD) ?? []);
  const order = text.bullets
    .map((b, i) => ({ i, shared: (b.toLowerCase().match(WORD) ?? []).filter((w) => words.has(w)).length }))
    .sort((a, b) => b.shared - a.shared || a.i - b.i);
  for (const { i } of order) {
    const b = text.bullets[i]!;
    const joined = joinSentences([b, phrase]).replace(/[.!?]$/, '');
    if (
      countChars(joined) <= policy.bulletMaxChars &&
      total - countChars(b) + countChars(joined) <= policy.bulletsTotalMaxChars
    ) {
      const bullets = [...text.bullets];
      bullets[i] = joined;
      return asBullet(bullets, i);
    }
  }
  if (
    text.bullets.length < policy.bulletsRecommended &&
    countChars(phrase) >= policy.bulletMinChars &&
    total + countChars(phrase) <= policy.bulletsTotalMaxChars
  )
    return asBullet([...text.bullets, phrase], text.bullets.length);
  return fallback();
}

function placeInDescription(text: CoreText, phrase: string, policy: Policy): CoreText | null {
  const description = joinSentences([text.description, phrase]);
  return countChars(description) <= policy.descriptionMaxChars ? { ...text, description } : null;
}
