import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';
import type { TextField } from '../text-field.ts';
import { getLeadIn } from '../lead-in.ts';

type LeadInStyle = 'caps' | 'mixed' | 'none';

/** For ASCII: upper-casing changes nothing (no small letter) and lower-casing does (a capital). */
function isAsciiCaps(s: string): boolean {
  let capital = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x61 && c <= 0x7a) return false;
    if (c >= 0x41 && c <= 0x5a) capital = true;
  }
  return capital;
}

function styleOf(text: TextField): LeadInStyle {
  const lead = getLeadIn(text)?.header;
  if (!lead) return 'none';
  if (text.ascii) return isAsciiCaps(lead) ? 'caps' : 'mixed';
  return lead === lead.toUpperCase() && lead !== lead.toLowerCase() ? 'caps' : 'mixed';
}

const LABELS: Readonly<Record<LeadInStyle, string>> = {
  caps: 'ALL CAPS headers',
  mixed: 'Title case headers',
  none: 'no header',
};

export const BULLET_LEADIN_CONSISTENCY: Rule = {
  id: 'BULLET_LEADIN_CONSISTENCY',
  field: 'bullets',
  severity: 'info',
  source: SOURCES.K1,
  check: ({ bullets }) => {
    if (bullets.length < 2) return NO_FINDINGS;
    const styles = new Set(bullets.map(styleOf));
    if (styles.size <= 1) return NO_FINDINGS;
    return [
      {
        message: `The bullets mix lead-in styles: ${[...styles].map((s) => LABELS[s]).join(', ')}.`,
        fix: 'Use one lead-in style for all bullets, e.g. a short Title Case header followed by a colon.',
      },
    ];
  },
};
