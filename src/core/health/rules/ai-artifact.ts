import { CAT } from '../matchers.ts';
import { crossFieldRules } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

/** "lorem ipsum" in bullets is BULLET_PLACEHOLDER's issue (one issue, one place). */
export const AI_ARTIFACT_RULES = crossFieldRules({
  id: 'AI_ARTIFACT',
  severity: 'error',
  source: SOURCES.C5,
  mask: CAT.AI_ARTIFACT,
  message: (q, where) => `Leftover AI or template text ${q} in ${where}.`,
  fix: 'Replace the leftover AI/template text with real product copy.',
  skip: (term, text, _index, ctx) => term === 'lorem ipsum' && ctx.bullets.includes(text),
});
