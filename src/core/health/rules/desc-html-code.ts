import { HTML_CODE_RE } from '../patterns.ts';
import { matchRule, patternsOf } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const DESC_HTML_CODE = matchRule({
  id: 'DESC_HTML_CODE',
  field: 'description',
  severity: 'error',
  source: SOURCES.P1,
  patterns: patternsOf(HTML_CODE_RE),
  message: (q) => `Executable code ${q} in the description.`,
  fix: 'Remove scripts, frames, event handlers and javascript: links; Amazon rejects executable content.',
});
