import type { LanguageCode } from '#core/marketplaces';
import { toSentenceCase, toTitleCase, upperFirst } from '../text/casing.ts';
import { tidy } from '../text/text-ops.ts';

/** The lead-in shape the health engine recognises: "Header: text" or "Header - text" (BULLET_STRUCTURE). */
const LEAD_IN = /^([^:]{2,60}?)(?::|\s[-–—]\s)\s*/u;
const BRACKETED = /^[【[]([^】\]]{2,60})[】\]]\s*[:\-–—]?\s*/u;
const EARLY_COMMA = /^((?:\S+\s+){1,4}?\S+),\s+/u;
const MIN_BODY_WORDS = 4;

export type LeadIn = { header: string; body: string; derived: boolean };

/**
 * The bullet's key phrase from its own words: an existing lead-in ("STRONG LEGS: …", "【Size】…"),
 * or an opening clause that ends at an early comma. Nothing is added; null when there is none.
 */
export function splitLeadIn(bullet: string): LeadIn | null {
  const bracket = BRACKETED.exec(bullet);
  if (bracket) return { header: bracket[1]!, body: bullet.slice(bracket[0].length), derived: false };
  const lead = LEAD_IN.exec(bullet);
  if (lead && lead[1]!.split(/\s+/).length <= 8) return { header: lead[1]!, body: bullet.slice(lead[0].length), derived: false };
  const comma = EARLY_COMMA.exec(bullet);
  if (comma && wordCount(bullet.slice(comma[0].length)) >= MIN_BODY_WORDS)
    return { header: comma[1]!, body: bullet.slice(comma[0].length), derived: true };
  return null;
}

/**
 * "Key Phrase: rest" for every bullet, in one style (BULLET_LEADIN_CONSISTENCY): headers are
 * re-cased to Title Case; derived headers are used only when every bullet gets one, so the
 * rewrite never mixes header and no-header bullets where the seller had one style.
 */
export function withKeyPhrases(bullets: readonly string[], language: LanguageCode, brand: string): string[] {
  const leads = bullets.map(splitLeadIn);
  const allHave = leads.every((l) => l !== null);
  return bullets.map((b, i) => {
    const lead = leads[i];
    if (!lead || (lead.derived && !allHave)) return upperFirst(toSentenceCase(b, brand));
    const header = toTitleCase(lead.header.replace(/[.!?]+$/, ''), language, brand);
    return tidy(`${header}: ${upperFirst(toSentenceCase(lead.body, brand))}`);
  });
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
