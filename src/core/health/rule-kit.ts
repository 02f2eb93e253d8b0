import { findContacts, findPatternIn, type PatternHit } from './patterns.ts';
import type { LexiconHit } from './matchers.ts';
import { getHits, getTokens, matchAt, type TextField } from './text-field.ts';
import { quote } from './text.ts';
import { NO_FINDINGS, type Finding, type HealthField, type Rule, type RuleContext, type Severity } from './types.ts';

/** Fields that hold free text; cross-field claim rules run over any of them. */
export type TextFieldName = 'title' | 'highlights' | 'bullets' | 'description' | 'searchTerms';
export type Located = { text: TextField; where: string };

export const ALL_TEXT_FIELDS: readonly TextFieldName[] = ['title', 'highlights', 'bullets', 'description', 'searchTerms'];
const NO_HITS: readonly never[] = [];
const BULLET_LABELS = Array.from({ length: 64 }, (_, i) => `bullet ${i + 1}`);

/** The texts of a field, each with the seller-facing name of where it sits ("bullet 3"). Memoised per run. */
export function locate(ctx: RuleContext, field: TextFieldName): readonly Located[] {
  const cache = ctx.located;
  if (cache === undefined) return locateUncached(ctx, field);
  return (cache[field] ??= locateUncached(ctx, field));
}

const NO_LOCATED: readonly Located[] = Object.freeze([]);

function locateUncached(ctx: RuleContext, field: TextFieldName): readonly Located[] {
  switch (field) {
    case 'title':
      return [{ text: ctx.title, where: 'the title' }];
    case 'highlights':
      return ctx.highlights ? [{ text: ctx.highlights, where: 'the item highlights' }] : NO_LOCATED;
    case 'bullets':
      return ctx.bullets.map((text, i) => ({ text, where: BULLET_LABELS[i] ?? `bullet ${i + 1}` }));
    case 'description':
      return [{ text: ctx.description, where: 'the description' }];
    case 'searchTerms':
      return ctx.searchTerms ? [{ text: ctx.searchTerms, where: 'the search terms' }] : NO_LOCATED;
  }
}

/**
 * The loop most bullet rules share: `check` looks at one bullet (`where` is its label, "bullet 2")
 * and answers at most one finding for it.
 */
export function perBullet(ctx: RuleContext, check: (text: TextField, where: string) => Finding | undefined): readonly Finding[] {
  let out: Finding[] | null = null;
  for (const { text, where } of locate(ctx, 'bullets')) {
    const found = check(text, where);
    if (found !== undefined) (out ??= []).push(found);
  }
  return out ?? NO_FINDINGS;
}

export function finding(message: string, fix: string, extra?: Partial<Finding>): Finding {
  return { message, fix, ...extra };
}

/** A Finding quoting `index..end` of the field's lower-cased text. */
export function quoted(
  text: TextField,
  index: number,
  end: number,
  message: (q: string) => string,
  fix: string,
  severity?: Severity,
): Finding {
  const { match, offset } = matchAt(text, index, end);
  return severity
    ? { message: message(quote(match)), fix, match, offset, severity }
    : { message: message(quote(match)), fix, match, offset };
}

export type MatchRuleSpec = {
  id: string;
  field: TextFieldName;
  severity: Severity;
  source: string;
  /** Lexicon categories (CAT bits) to report. */
  mask?: number;
  /** Structural matcher over the lower-cased text, e.g. prices or contact details. */
  patterns?: (text: TextField) => PatternHit[];
  message: (quotedMatch: string, where: string) => string;
  fix: string;
  /** Whether to drop the match `index..end` (lower-cased text) of `term`. */
  skip?: (term: string, text: TextField, index: number, ctx: RuleContext, end: number) => boolean;
  severityFor?: (field: TextFieldName) => Severity;
};

/** Reports each distinct lexicon term / pattern match once per text (one finding per offending phrase). */
export function matchRule(spec: MatchRuleSpec): Rule {
  return {
    id: spec.id,
    field: spec.field as HealthField,
    severity: spec.severity,
    source: spec.source,
    check(ctx) {
      let out: Finding[] | null = null;
      const located = locate(ctx, spec.field);
      for (let i = 0; i < located.length; i++) out = matchText(spec, ctx, located[i]!, out);
      return out ?? NO_FINDINGS;
    },
  };
}

/**
 * One text of a matchRule: each distinct term / pattern match once. Kept free of closures over
 * loop variables (a captured loop variable costs a heap-allocated scope per iteration).
 */
function matchText(spec: MatchRuleSpec, ctx: RuleContext, { text, where }: Located, out: Finding[] | null): Finding[] | null {
  if (text.lower.length === 0) return out;
  let seen: string[] | null = null;
  const hits = spec.mask ? getHits(text) : NO_HITS;
  const patterns = spec.patterns ? spec.patterns(text) : NO_HITS;
  for (let k = 0; k < hits.length + patterns.length; k++) {
    const h = k < hits.length ? hits[k]! : patterns[k - hits.length]!;
    const term = 'term' in h ? h.term : h.text;
    if (k < hits.length && ((h as LexiconHit).mask & (spec.mask ?? 0)) === 0) continue;
    if (seen?.includes(term) || spec.skip?.(term, text, h.index, ctx, h.end)) continue;
    (seen ??= []).push(term);
    const { match, offset } = matchAt(text, h.index, h.end);
    (out ??= []).push({ message: spec.message(quote(match), where), fix: spec.fix, match, offset });
  }
  return out;
}

/** The same cross-field check placed in every field where the text sits ("one issue, one place"). */
export function crossFieldRules(spec: Omit<MatchRuleSpec, 'field'>, fields: readonly TextFieldName[] = ALL_TEXT_FIELDS): Rule[] {
  return fields.map((field) => matchRule({ ...spec, field, severity: spec.severityFor?.(field) ?? spec.severity }));
}

/** CH bits of the field's lower-cased text (see char-profile.ts). */
export function charsOf(text: TextField): number {
  return getTokens(text).chars;
}

export function contactPatterns(text: TextField): PatternHit[] {
  const words = getTokens(text);
  return findContacts(text.lower, words.chars, words, text.norm);
}

/** Matches of `re` in the field's lower-cased text; skipped when the text lacks a character `re` needs. */
export function patternsIn(text: TextField, re: RegExp): PatternHit[] {
  const words = getTokens(text);
  return findPatternIn(text.lower, words.chars, re, words);
}

export function patternsOf(re: RegExp): (text: TextField) => PatternHit[] {
  return (text) => patternsIn(text, re);
}

/** Whether `index` falls inside an occurrence of the brand in the text (brand wording is the brand's to choose). */
export function isInsideBrand(lower: string, index: number, brand: string): boolean {
  return isWithinBrand(lower, index, index + 1, brand);
}

/**
 * Whether `index..end` lies within one occurrence of the brand: a brand such as "StarTech.com" is
 * not a contact detail, but a URL, e-mail or phone number that contains the brand is
 * ("acme.com/register", "acmeshop.com" or "acme@mail.com" for the brand "Acme").
 */
export function isWithinBrand(lower: string, index: number, end: number, brand: string): boolean {
  if (!brand) return false;
  for (let at = lower.indexOf(brand); at >= 0 && at <= index; at = lower.indexOf(brand, at + 1)) {
    if (end <= at + brand.length) return true;
  }
  return false;
}

/** MatchRuleSpec.skip of the contact rules (see isWithinBrand). */
export function skipBrandItself(_term: string, text: TextField, index: number, ctx: RuleContext, end: number): boolean {
  return isWithinBrand(text.lower, index, end, ctx.brand);
}

/**
 * MatchRuleSpec.skip of the title's contact rule: also the trading name written with its domain
 * ("StarTech.com" in the title when the brand attribute is "StarTech"). In a title that is the
 * brand's name, not a way to reach the seller; a path, "www." or a scheme still make it a URL.
 */
export function skipBrandOrTradingName(term: string, text: TextField, index: number, ctx: RuleContext, end: number): boolean {
  return skipBrandItself(term, text, index, ctx, end) || isTradingName(text.lower.slice(index, end), ctx.brand);
}

const BARE_TLD_RE = /^\.[a-z]{2,6}(?:\.[a-z]{2})?$/;

function isTradingName(hit: string, brand: string): boolean {
  return brand !== '' && hit.startsWith(brand) && BARE_TLD_RE.test(hit.slice(brand.length));
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
