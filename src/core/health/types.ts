import type { ListingContent } from '#core/listings/content';
import type { LanguageCode } from '#core/marketplaces';
import type { Policy } from './policy.ts';
import type { TextField } from './text-field.ts';

export type Severity = 'error' | 'warning' | 'info';
export type HealthField = 'title' | 'highlights' | 'bullets' | 'description' | 'images' | 'searchTerms' | 'aplus';

/** One occurrence of a rule breach. `severity` overrides the rule's default (e.g. banned char inside the brand). */
export type Finding = {
  message: string;
  fix: string;
  match?: string;
  /** Code-point offset of `match` in the normalised text of the field (or bullet). */
  offset?: number;
  severity?: Severity;
};

/**
 * A rule is generic over the context it reads, so A+ rules can run over an A+ document context
 * with the same scoring code. `field` decides where the penalty lands (docs/listing-rules.md#health-score).
 */
export type Rule<Ctx = RuleContext> = {
  id: string;
  field: HealthField;
  severity: Severity;
  /** Public source URL (sources.ts). */
  source: string;
  check: (ctx: Ctx) => readonly Finding[];
};

export type RuleContext = {
  listing: ListingContent;
  policy: Policy;
  language: LanguageCode;
  title: TextField;
  /** null when the field does not apply (schema lacks it, or policy predates it). */
  highlights: TextField | null;
  bullets: readonly TextField[];
  description: TextField;
  /** null when unknown (not imported). */
  searchTerms: TextField | null;
  /** Lower-cased, normalised brand; '' when none. */
  brand: string;
  /** Words of the brand, for rules that exempt or count them. */
  brandWords: ReadonlySet<string>;
  /** Per-run memo of `locate()` (rule-kit.ts); built by buildContext, filled on first use. */
  located?: LocatedCache;
};

export type LocatedText = { text: TextField; where: string };
export type LocatedCache = {
  title?: readonly LocatedText[];
  highlights?: readonly LocatedText[];
  bullets?: readonly LocatedText[];
  description?: readonly LocatedText[];
  searchTerms?: readonly LocatedText[];
};

export const NO_FINDINGS: readonly Finding[] = Object.freeze([]);
