import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';
import type { TextField } from '../text-field.ts';
import { getLeadIn } from './bullet-all-caps.ts';

type LeadInStyle = 'caps' | 'mixed' | 'none';

function styleOf(text: TextField): LeadInStyle {
  const lead = getLeadIn(text)?.[1];
  if (!lead) return 'none';
  return lead === lead.toUpperCase() && lead !== lead.toLowerCase() ? 'caps' : 'mixed';
}

const LABELS: Readonly<Record<LeadInStyle, string>> = { caps: 'ALL CAPS headers', mixed: 'Title case headers', none: 'no header' };

export const BULLET_LEADIN_CONSISTENCY: Rule = {
  id: 'BULLET_LEADIN_CONSISTENCY',
  field: 'bullets',
  severity: 'info',
  source: SOURCES.K1,
  check: ({ bullets }) => {
    if (bullets.length < 2) return NO_FINDINGS;
    const styles = new Set(bullets.map(styleOf));
    if (styles.size <= 1) return NO_FINDINGS;
    return [{ message: `The bullets mix lead-in styles: ${[...styles].map((s) => LABELS[s]).join(', ')}.`, fix: 'Use one lead-in style for all bullets, e.g. a short Title Case header followed by a colon.' }];
  },
};
