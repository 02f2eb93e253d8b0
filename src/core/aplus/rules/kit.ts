import { type Lexicon, compileTerms, termsFor, findPattern, type PatternHit, quoted, type Severity } from '#core/health/index';
import type { LanguageCode } from '#core/marketplaces';
import type { AplusModuleContext, AplusModuleRule, AplusPart, AplusRuleFinding } from './types.ts';

const NONE: readonly AplusRuleFinding[] = Object.freeze([]);

export type LexiconRuleSpec = {
  id: string;
  severity: Severity;
  source: string;
  lexicon?: Lexicon;
  /** Structural matches over the lower-cased text (prices, URLs …). */
  patterns?: (lower: string) => PatternHit[];
  /** Parts to scan; all by default. */
  parts?: readonly AplusPart[];
  message: (quotedMatch: string, where: string) => string;
  fix: string;
  skip?: (term: string, ctx: AplusModuleContext) => boolean;
};

/** One compiled whole-word regex per lexicon and language, built on first use. */
function lexiconMatcher(lexicon: Lexicon): (lower: string, language: LanguageCode) => PatternHit[] {
  const cache = new Map<LanguageCode, RegExp>();
  return (lower, language) => {
    let re = cache.get(language);
    if (!re) {
      re = compileTerms(termsFor(lexicon, language));
      cache.set(language, re);
    }
    return findPattern(lower, re);
  };
}

/** Reports each distinct offending phrase once per text of the module (one issue, one place). */
export function lexiconRule(spec: LexiconRuleSpec): AplusModuleRule {
  const match = spec.lexicon ? lexiconMatcher(spec.lexicon) : undefined;
  return {
    scope: 'module',
    id: spec.id,
    field: 'aplus',
    severity: spec.severity,
    source: spec.source,
    check(ctx) {
      let out: AplusRuleFinding[] | null = null;
      for (const { part, text, where } of ctx.texts) {
        if (text.lower.length === 0 || (spec.parts && !spec.parts.includes(part))) continue;
        const hits = [...(match ? match(text.lower, ctx.language) : []), ...(spec.patterns ? spec.patterns(text.lower) : [])];
        const seen = new Set<string>();
        for (const h of hits) {
          if (seen.has(h.text) || spec.skip?.(h.text, ctx)) continue;
          seen.add(h.text);
          (out ??= []).push({ ...quoted(text, h.index, h.end, (q) => spec.message(q, where), spec.fix), part });
        }
      }
      return out ?? NONE;
    },
  };
}

export { NONE as NO_APLUS_FINDINGS };
