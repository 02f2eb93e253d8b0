import { getPolicy, countChars } from '#core/health/index';
import type { CoreText, ListingContent } from '#core/listings/content';
import { findMarketplace } from '#core/marketplaces';
import { findInventedFacts, type Fact } from './facts.ts';
import { cleanBulletChars, cleanTitleChars } from './text/char-clean.ts';
import { removeResidualErrors } from './text/residual.ts';
import { shortenTitle } from './text/shorten-title.ts';
import { BULLET_CUT, DESC_CUT, TITLE_CUT, cutPhrases, findLexiconRanges } from './offline/phrase-clean.ts';
import { joinSentences, keepSentences, removeRanges, splitSentences, stripHtml, tidy } from './text/text-ops.ts';

type Input = { listing: ListingContent; draft: CoreText; sourceText: string; notes: string[]; now: Date };

/**
 * The last line for any provider: limits and bans enforced by deletion only, each step noted
 * when it changed something (the result says which guardrails fired).
 */
export function enforceHardLimits({ listing, draft, sourceText, notes, now }: Input): CoreText {
  const policy = getPolicy(listing.marketplaceId, listing.isMedia === true, now);
  const language = findMarketplace(listing.marketplaceId)?.language ?? 'en';
  const brand = listing.brand?.trim() ?? '';
  let out = draft;
  const step = (note: string, next: CoreText) => {
    if (JSON.stringify(next) !== JSON.stringify(out)) notes.push(note);
    out = next;
  };

  const found = findInventedFacts([out.title, ...out.bullets, out.description].join('\n'), sourceText);
  const invented = found.filter((f, i) => found.findIndex((g) => g.text === f.text) === i);
  if (invented.length > 0) {
    step(
      `Removed ${invented.map((f) => `"${f.text}"`).join(', ')}: the original listing does not state ${invented.length === 1 ? 'it' : 'them'}.`,
      dropFacts(out, invented),
    );
  }
  step('Removed characters Amazon bans from the title and bullets.', {
    title: tidy(cleanTitleChars(out.title, brand)),
    bullets: out.bullets.map((b) => tidy(cleanBulletChars(stripHtml(b), language))),
    description: tidy(stripHtml(out.description)),
  });
  step(`Shortened the title to Amazon's ${policy.titleMaxChars}-character limit at a word boundary.`, {
    ...out,
    title: shortenTitle(out.title, { maxChars: policy.titleMaxChars, nearChars: policy.titleMaxChars + 1, language }),
  });
  step(
    `Kept bullets to ${policy.bulletsMax} of at most ${policy.bulletMaxChars} characters and the description to ${policy.descriptionMaxChars}.`,
    {
      ...out,
      bullets: out.bullets
        .slice(0, policy.bulletsMax)
        .map((b) => (countChars(b) > policy.bulletMaxChars ? keepSentences(b, policy.bulletMaxChars) : b)),
      description:
        countChars(out.description) > policy.descriptionMaxChars
          ? keepSentences(out.description, policy.descriptionMaxChars)
          : out.description,
    },
  );
  step('Removed repeated words and leftover promotional or subjective wording.', {
    title: tidy(collapseRepeats(removeRanges(out.title, findLexiconRanges(out.title, language, TITLE_CUT, brand)))),
    bullets: out.bullets.map((b) => tidy(cutPhrases(b, language, BULLET_CUT, brand))).filter((b) => /\p{L}/u.test(b)),
    description: tidy(cutPhrases(out.description, language, DESC_CUT, brand).replace(/([!?])\1+/g, '$1')),
  });
  step('Removed wording that still broke an Amazon rule after the repair.', removeResidualErrors(listing, out, now));
  return out;
}

/**
 * "Dog Bowl Dog Bowl" → "Dog Bowl": a phrase of up to four words said twice in a row. Only
 * phrases with a word of three letters or more: "10 x 10 x 10" is a size, not a repeat.
 */
export function collapseRepeats(text: string): string {
  const REPEAT = /(?<![\p{L}\p{N}])((?:[\p{L}\p{N}]+[\s,]+){0,3}[\p{L}\p{N}]+)(?:[\s,]+\1)+(?![\p{L}\p{N}])/giu;
  let t = text;
  for (let i = 0; i < 3; i++) {
    const next = t.replace(REPEAT, (whole: string, phrase: string) => (/\p{L}{3,}/u.test(phrase) ? phrase : whole));
    if (next === t) break;
    t = next;
  }
  return t;
}

/** Drops the sentence (bullets, description) that carries an invented fact; in the title, just the fact. */
function dropFacts(text: CoreText, facts: readonly Fact[]): CoreText {
  const has = (s: string) => facts.some((f) => s.normalize('NFKC').includes(f.text));
  const title = facts.reduce((t, f) => t.split(f.text).join(' '), text.title.normalize('NFKC'));
  const sentences = (s: string) => splitSentences(s).filter((x) => !has(x));
  return {
    title: tidy(title),
    bullets: text.bullets.map((b) => tidy(sentences(b).join(' '))).filter((b) => b.length > 0),
    description: tidy(joinSentences(sentences(text.description))),
  };
}
