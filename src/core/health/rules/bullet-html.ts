import { HTML_TAG_RE } from '../patterns.ts';
import { matchRule, patternsOf } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const BULLET_HTML = matchRule({
  id: 'BULLET_HTML',
  field: 'bullets',
  severity: 'error',
  source: SOURCES.B4,
  patterns: patternsOf(HTML_TAG_RE),
  message: (q, where) => `HTML tag ${q} in ${where}.`,
  fix: 'Remove HTML from bullets; Amazon shows bullets as plain text.',
});
