import { TITLE_FIELD_CAP } from '../policy.ts';
import { SOURCES } from '../sources.ts';
import { quote } from '../text.ts';
import { NO_FINDINGS, type Finding, type Rule, type RuleContext } from '../types.ts';

/** Shared by TITLE_LENGTH and TITLE_LENGTH_MEDIA: the part past the limit is the match. */
export function checkTitleLength(ctx: RuleContext, fix: string): readonly Finding[] {
  const limit = ctx.policy.titleMaxChars;
  if (ctx.title.chars <= limit) return NO_FINDINGS;
  const shown = ctx.title.raw.trim();
  const overflow = ctx.title.ascii ? shown.slice(limit) : [...shown].slice(limit).join('');
  return [
    {
      message: `The title is ${ctx.title.chars} characters; the limit for this marketplace and product type is ${limit} (policy ${ctx.policy.version}). Text past the limit starts at ${quote(overflow)}.`,
      fix,
      match: overflow,
      offset: limit,
    },
  ];
}

/** Non-media titles since 2026-07-27: 75 characters; Amazon rewrites or suppresses longer ones. */
export const TITLE_LENGTH: Rule = {
  id: 'TITLE_LENGTH',
  field: 'title',
  severity: 'error',
  source: SOURCES.T1,
  check: (ctx) =>
    ctx.policy.titleMaxChars < TITLE_FIELD_CAP
      ? checkTitleLength(
          ctx,
          `Cut the title to ${ctx.policy.titleMaxChars} characters or fewer: keep brand, product type and the key attribute; move the rest to item highlights and bullets.`,
        )
      : NO_FINDINGS,
};
