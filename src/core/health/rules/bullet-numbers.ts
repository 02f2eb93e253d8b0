import { CH } from '../char-profile.ts';
import { charsOf, locate } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { UNITS } from '../lexicons.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';

const UNIT_ALT = [...UNITS].sort((a, b) => b.length - a.length).join('|');
const MULTI_UNITS = UNITS.filter((u) => u.length > 1)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** "60ml": a number glued to a unit. Single-letter units are case-sensitive so "5G" / "3D" stay tech terms. */
const GLUED_UNIT = new RegExp(
  `(?<![\\p{L}\\p{N}.,])\\d+(?:[.,]\\d+)?(?:(?:${MULTI_UNITS}|${MULTI_UNITS.toUpperCase()})|[gmlWV])(?![\\p{L}\\p{N}])`,
  'gu',
);
/** A lone digit 1–9 counting a lower-case noun ("3 brushes"); units, models and sizes are excluded. */
const LONE_DIGIT = new RegExp(
  `(?<![\\p{L}\\p{N}.,/#:×x-])[1-9](?=\\s(?!(?:${UNIT_ALT}|x|pcs|pack|inch|inches|feet|in|%)(?![\\p{L}]))\\p{Ll})`,
  'gu',
);

export const BULLET_NUMBERS: Rule = {
  id: 'BULLET_NUMBERS',
  field: 'bullets',
  severity: 'info',
  source: SOURCES.B1,
  check: (ctx) => {
    if (ctx.language !== 'en') return NO_FINDINGS;
    let out: Finding[] | null = null;
    for (const { text, where } of locate(ctx, 'bullets')) {
      // Both patterns need a digit.
      if ((charsOf(text) & CH.DIGIT) === 0) continue;
      GLUED_UNIT.lastIndex = 0;
      LONE_DIGIT.lastIndex = 0;
      const glued = GLUED_UNIT.exec(text.norm);
      const lone = LONE_DIGIT.exec(text.norm);
      if (glued)
        (out ??= []).push({
          message: `No space between number and unit "${glued[0]}" in ${where}.`,
          fix: 'Put a space between a number and its unit, e.g. "60 ml" not "60ml".',
          match: glued[0],
        });
      if (lone)
        (out ??= []).push({
          message: `Number "${lone[0]}" written as a digit in ${where}.`,
          fix: 'Write numbers one to nine as words, except in names, model numbers and measurements.',
          match: lone[0],
        });
    }
    return out ?? NO_FINDINGS;
  },
};
