import { TITLE_FIELD_CAP } from '../policy.ts';
import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';
import { checkTitleLength } from './title-length.ts';

/** Media product types, exempt stores and policies before 2026-07-27: 200 characters. */
export const TITLE_LENGTH_MEDIA: Rule = {
  id: 'TITLE_LENGTH_MEDIA',
  field: 'title',
  severity: 'error',
  source: SOURCES.T1,
  check: (ctx) =>
    ctx.policy.titleMaxChars >= TITLE_FIELD_CAP
      ? checkTitleLength(ctx, `Cut the title to ${ctx.policy.titleMaxChars} characters or fewer; Amazon rejects longer titles.`)
      : NO_FINDINGS,
};
