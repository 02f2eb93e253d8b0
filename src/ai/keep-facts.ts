import type { Policy } from '#core/health/index';
import type { CoreText, ListingContent } from '#core/listings/content';
import type { LanguageCode } from '#core/marketplaces';
import { factsIn, lostFacts, requiredFacts, requiredText, states, type SourceFact } from './offline/source-facts.ts';
import { collapseRepeats } from './hard-limits.ts';
import { placePhrase } from './text/place-phrase.ts';
import { flattenBrackets, splitSentences, tidy } from './text/text-ops.ts';

const SEGMENT = /\s*(?:,|;|\s[-–—|/]\s|\|)\s*/;

type Carrier = { text: string; from: 'title' | 'bullets' | 'description'; facts: readonly SourceFact[] };

/**
 * The lost-facts guardrail, beside the invented-facts check: every fact the source states (sizes,
 * counts, materials, care) must survive the rewrite. A fact that a shorter title or a cut bullet
 * dropped is put back with the seller's own words that carried it: a title segment moves into a
 * bullet, a sentence goes back into the bullet it fits best, or into the description. Nothing is
 * invented: every restored word is the source's, cleaned by the same rules as the rest.
 */
export function restoreLostFacts(
  source: ListingContent,
  draft: CoreText,
  ctx: { policy: Policy; language: LanguageCode; notes: string[] },
): { text: CoreText; lost: SourceFact[] } {
  const brand = source.brand?.trim() ?? '';
  const factSource = { ...source, brand, language: ctx.language };
  const lost = lostFacts(requiredFacts(factSource), draft);
  if (lost.length === 0) return { text: draft, lost };
  const carriers = carriersOf(requiredText(factSource));
  let out: CoreText = { ...draft, bullets: [...draft.bullets] };
  const restored: string[] = [];
  for (const fact of lost) {
    if (!lostFacts([fact], out).length) continue;
    const carrier = carriers.find((c) => states(c.facts, fact));
    if (!carrier) continue;
    const next = placePhrase(out, carrier.text, ctx.policy, { preferDescription: carrier.from === 'description' });
    if (next) {
      out = next;
      restored.push(fact.text);
    }
  }
  if (restored.length > 0)
    ctx.notes.push(`Kept ${restored.map((t) => `"${t}"`).join(', ')} from the original listing, which the rewrite had dropped.`);
  return { text: out, lost: lostFacts(lost, out) };
}

/**
 * The source's own phrases that state facts: title segments first (short), then bullet and
 * description sentences; a phrase the seller repeated ("Dog Bowl Dog Bowl") is said once.
 */
function carriersOf(text: CoreText): Carrier[] {
  const segments = flattenBrackets(text.title).split(SEGMENT);
  // A bare size or code ("Pink, 6.5") says what it is only with the segment before it.
  const title = segments.map((s, i) => ({
    text: /\p{L}/u.test(s) || i === 0 ? s : `${segments[i - 1]}, ${s}`,
    from: 'title' as const,
  }));
  const bullets = text.bullets.flatMap(splitSentences).map((s) => ({ text: s, from: 'bullets' as const }));
  const description = splitSentences(text.description).map((s) => ({ text: s, from: 'description' as const }));
  return [...title, ...bullets, ...description]
    .map((c) => ({ ...c, text: tidy(collapseRepeats(c.text)) }))
    .filter((c) => /\p{L}/u.test(c.text))
    .map((c) => ({ ...c, facts: factsIn(c.text) }))
    .filter((c) => c.facts.length > 0);
}
