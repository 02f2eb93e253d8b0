import { findPattern, HTML_CODE_RE, HTML_TAG_RE } from '../patterns.ts';
import { quoted } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';

const TAG_NAME = /^<\/?([a-z][a-z0-9]*)/;
const ALLOWED: ReadonlySet<string> = new Set(['br']);

/** One finding per tag name; executable tags are DESC_HTML_CODE's issue. */
export const DESC_HTML_TAGS: Rule = {
  id: 'DESC_HTML_TAGS',
  field: 'description',
  severity: 'warning',
  source: SOURCES.P1,
  check: ({ description }) => {
    if (!description.lower.includes('<')) return NO_FINDINGS;
    const code = findPattern(description.lower, HTML_CODE_RE);
    const seen = new Set<string>();
    let out: Finding[] | null = null;
    for (const t of findPattern(description.lower, HTML_TAG_RE)) {
      const name = TAG_NAME.exec(t.text)?.[1] ?? '';
      if (ALLOWED.has(name) || seen.has(name) || code.some((c) => t.index < c.end && t.end > c.index)) continue;
      seen.add(name);
      (out ??= []).push(quoted(description, t.index, t.end, (q) => `HTML tag ${q} in the description.`, 'Remove HTML tags other than <br>; they may show as raw text.'));
    }
    return out ?? NO_FINDINGS;
  },
};
