import { findErrors, scoreListing, type HealthIssue } from '#core/health/index';
import { cleanBullets, sameBullets, type ListingContent, type CoreText } from '#core/listings/content';
import { joinSentences, splitSentences, tidy } from './text-ops.ts';

const MAX_ROUNDS = 3;

/**
 * A safety net behind the targeted transforms: whatever error the health engine still quotes
 * (a claim phrased in a way no transform knew) is removed — the quoted words from the title,
 * the sentence carrying them from bullets and description. Deleting never invents a fact.
 */
export function removeResidualErrors(listing: ListingContent, draft: CoreText, now?: Date): CoreText {
  let current = draft;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const errors = findErrors(scoreListing({ ...listing, ...current }, { now }));
    const next = errors.reduce(removeIssue, current);
    if (sameText(next, current)) break;
    current = next;
  }
  return current;
}

function removeIssue(text: CoreText, issue: HealthIssue): CoreText {
  const match = issue.match?.trim().toLowerCase();
  if (!match) return text;
  const isSymbol = match.length <= 2 && !/\p{L}/u.test(match);
  switch (issue.field) {
    case 'title':
      return { ...text, title: tidy(removeAll(text.title, match)) };
    case 'bullets':
      return {
        ...text,
        bullets: cleanBullets(text.bullets.map((b) => (isSymbol ? tidy(removeAll(b, match)) : dropSentences(b, match)))),
      };
    case 'description':
      return {
        ...text,
        description: isSymbol ? tidy(removeAll(text.description, match)) : dropSentences(text.description, match),
      };
    default:
      return text;
  }
}

function removeAll(text: string, lowerMatch: string): string {
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return text;
  let out = '';
  let at = 0;
  for (let i = lower.indexOf(lowerMatch); i >= 0; i = lower.indexOf(lowerMatch, at)) {
    out += `${text.slice(at, i)} `;
    at = i + lowerMatch.length;
  }
  return out + text.slice(at);
}

function dropSentences(text: string, lowerMatch: string): string {
  const sentences = splitSentences(text);
  const kept = sentences.filter((s) => !s.toLowerCase().includes(lowerMatch));
  if (kept.length === sentences.length) return tidy(removeAll(text, lowerMatch));
  const joined = joinSentences(kept);
  // Bullets carry no end punctuation; keep it that way after the join.
  return /[.!?]$/.test(text) ? joined : joined.replace(/[.!?]$/, '');
}

function sameText(a: CoreText, b: CoreText): boolean {
  return a.title === b.title && a.description === b.description && sameBullets(a.bullets, b.bullets);
}
