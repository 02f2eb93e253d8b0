import { getPolicy, countChars } from '#core/health/index';
import type { ListingContent } from '#core/listings/content';
import { findMarketplace } from '#core/marketplaces';
import { findInventedFacts, type Fact } from './facts.ts';
import { cleanBulletChars, cleanTitleChars } from './text/char-clean.ts';
import { removeResidualErrors } from './text/residual.ts';
import { shortenTitle } from './text/shorten-title.ts';
import { joinSentences, keepSentences, splitSentences, stripHtml, tidy } from './text/text-ops.ts';
import type { ListingText } from './types.ts';

type Input = { listing: ListingContent; draft: ListingText; sourceText: string; notes: string[]; now: Date };

/**
 * The last line for any provider: limits and bans enforced by deletion only, each step noted
 * when it changed something (the result says which guardrails fired).
 */
export function enforceHardLimits({ listing, draft, sourceText, notes, now }: Input): ListingText {
  const policy = getPolicy(listing.marketplaceId, listing.isMedia === true, now);
  const language = findMarketplace(listing.marketplaceId)?.language ?? 'en';
  const brand = listing.brand?.trim() ?? '';
  let out = draft;
  const step = (note: string, next: ListingText) => {
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
  step('Removed wording that still broke an Amazon rule after the repair.', removeResidualErrors(listing, out, now));
  return out;
}

/** Drops the sentence (bullets, description) that carries an invented fact; in the title, just the fact. */
function dropFacts(text: ListingText, facts: readonly Fact[]): ListingText {
  const has = (s: string) => facts.some((f) => s.normalize('NFKC').includes(f.text));
  const title = facts.reduce((t, f) => t.split(f.text).join(' '), text.title.normalize('NFKC'));
  const sentences = (s: string) => splitSentences(s).filter((x) => !has(x));
  return {
    title: tidy(title),
    bullets: text.bullets.map((b) => tidy(sentences(b).join(' '))).filter((b) => b.length > 0),
    description: tidy(joinSentences(sentences(text.description))),
  };
}
