import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';
import { getLeadIn } from '../lead-in.ts';

export const BULLET_STRUCTURE: Rule = {
  id: 'BULLET_STRUCTURE',
  field: 'bullets',
  severity: 'info',
  source: SOURCES.B1,
  check: ({ bullets }) => {
    if (bullets.length === 0) return NO_FINDINGS;
    let withHeader = 0;
    for (const b of bullets) if (getLeadIn(b) !== null) withHeader++;
    return withHeader * 2 >= bullets.length
      ? NO_FINDINGS
      : [
          {
            message: `Only ${withHeader} of ${bullets.length} bullet points start with a short header.`,
            fix: 'Start each bullet with a 2–4 word header and a colon, e.g. "Easy to clean: …".',
          },
        ];
  },
};
