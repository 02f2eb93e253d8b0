import { htmlTagEnd, tagNameEnd, tagNameStart } from '../html-tags.ts';
import { findPattern, HTML_CODE_RE, type PatternHit } from '../patterns.ts';
import type { TextField } from '../text-field.ts';
import { CH } from '../char-profile.ts';
import { charsOf, quoted } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';

const ALLOWED: ReadonlySet<string> = new Set(['br']);

function overlapsAny(index: number, end: number, spans: readonly PatternHit[]): boolean {
  for (const c of spans) if (index < c.end && end > c.index) return true;
  return false;
}

function tagFinding(description: TextField, index: number, end: number): Finding {
  return quoted(
    description,
    index,
    end,
    (q) => `HTML tag ${q} in the description.`,
    'Remove HTML tags other than <br>; they may show as raw text.',
  );
}

/** One finding per tag name; executable tags are DESC_HTML_CODE's issue. */
export const DESC_HTML_TAGS: Rule = {
  id: 'DESC_HTML_TAGS',
  field: 'description',
  severity: 'warning',
  source: SOURCES.P1,
  check: ({ description }) => {
    if ((charsOf(description) & CH.LT) === 0) return NO_FINDINGS;
    const { lower } = description;
    const code = findPattern(lower, HTML_CODE_RE);
    const seen = new Set<string>();
    let out: Finding[] | null = null;
    // Every HTML_TAG_RE match, in order: a failed "<" moves on to the next "<".
    for (let at = lower.indexOf('<'); at >= 0;) {
      const end = htmlTagEnd(lower, at);
      if (end < 0) {
        at = lower.indexOf('<', at + 1);
        continue;
      }
      const nameStart = tagNameStart(lower, at);
      const name = lower.slice(nameStart, tagNameEnd(lower, nameStart));
      if (!ALLOWED.has(name) && !seen.has(name) && !overlapsAny(at, end, code)) {
        seen.add(name);
        (out ??= []).push(tagFinding(description, at, end));
      }
      at = lower.indexOf('<', end);
    }
    return out ?? NO_FINDINGS;
  },
};
