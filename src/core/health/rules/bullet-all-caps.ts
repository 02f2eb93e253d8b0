import { capitalize, locate } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';
import type { TextField } from '../text-field.ts';
import { mayHaveCapsWord, upperShare } from './title-all-caps.ts';

/** "HEADER: text" or "HEADER - text": the lead-in may be in capitals [K1]. */
export const LEAD_IN = /^([^:]{2,60}?)(?::|\s[-–—]\s)\s*/u;
const MIN_WORDS = 3;

/** LEAD_IN matched against the bullet's normalised text, once per run. */
export function getLeadIn(text: TextField): RegExpExecArray | null {
  if (text.leadInCache === undefined) text.leadInCache = LEAD_IN.exec(text.norm);
  return text.leadInCache;
}

export const BULLET_ALL_CAPS: Rule = {
  id: 'BULLET_ALL_CAPS',
  field: 'bullets',
  severity: 'warning',
  source: SOURCES.K1,
  check: (ctx) => {
    let out: Finding[] | null = null;
    for (const { text, where } of locate(ctx, 'bullets')) {
      const lead = getLeadIn(text);
      const body = lead ? text.norm.slice(lead[0].length) : text.norm;
      if (!mayHaveCapsWord(body)) continue;
      const { upper, eligible } = upperShare(body, ctx.brandWords);
      if (eligible < MIN_WORDS || upper * 2 <= eligible) continue;
      (out ??= []).push({ message: `${capitalize(where)} is written mostly in capitals (${upper} of ${eligible} words).`, fix: 'Use capitals only for a short lead-in; write the rest in sentence case.' });
    }
    return out ?? NO_FINDINGS;
  },
};
