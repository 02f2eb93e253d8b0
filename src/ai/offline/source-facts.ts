import type { LanguageCode } from '#core/marketplaces';
import { canonicalNumber, canonicalUnit } from '../facts.ts';
import { cleanBulletText } from './bullets.ts';
import { rewriteDescription } from './description.ts';
import { findLexiconRanges, findStructuralRanges, TITLE_CUT } from './phrase-clean.ts';
import { cleanTitleChars } from '../text/char-clean.ts';
import { normalize, removeRanges, stripHtml } from '../text/text-ops.ts';

/**
 * The facts a listing states that a rewrite must keep (issue: "a rewrite never loses what the
 * listing said"): numbers with their units (sizes, counts like "104 Pack", "Set of 4", "82 pc"),
 * materials and care instructions. Facts only in wording a rule demands be removed (a prohibited
 * claim, a guarantee, shipping or contact details, an ASIN) are not required.
 */
export type SourceFact = { kind: 'number' | 'material' | 'care'; key: string; text: string };

/** A number that starts a word, and the unit word or symbol that follows it. */
const NUMBER = /(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)*)(?:\s?-?\s?(\p{L}+|%|"|'|°))?/gu;
/** "1." or "2)" opening a line or list item: numbering, not a fact. */
const LIST_NUMBER = /(^|\n|>)\s*\d{1,2}[.)](?=\s)/g;

/** Materials a shopper filters by; a rewrite that drops "stainless steel" loses a buying reason. */
const MATERIALS = [
  'stainless steel',
  'steel',
  'aluminum',
  'aluminium',
  'iron',
  'cast iron',
  'copper',
  'brass',
  'bronze',
  'titanium',
  'metal',
  'wood',
  'wooden',
  'oak',
  'walnut',
  'pine',
  'acacia',
  'teak',
  'mdf',
  'plywood',
  'bamboo',
  'plastic',
  'acrylic',
  'abs',
  'pvc',
  'silicone',
  'rubber',
  'glass',
  'ceramic',
  'porcelain',
  'stoneware',
  'cement',
  'concrete',
  'stone',
  'marble',
  'granite',
  'resin',
  'leather',
  'faux leather',
  'cotton',
  'linen',
  'wool',
  'polyester',
  'nylon',
  'spandex',
  'velvet',
  'silk',
  'canvas',
  'felt',
  'fleece',
  'microfiber',
  'foam',
  'memory foam',
  'paper',
  'cardboard',
  'vinyl',
  'neoprene',
  'jute',
  'rattan',
  'wicker',
];
const CARE = [
  'dishwasher safe',
  'microwave safe',
  'oven safe',
  'freezer safe',
  'machine wash',
  'machine washable',
  'hand wash',
  'tumble dry',
  'dry clean',
  'wipe clean',
  'spot clean',
  'bpa free',
  'food grade',
];

const termRegex = (terms: readonly string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...terms]
      .sort((a, b) => b.length - a.length)
      .map((t) => t.replace(/ /g, '[\\s-]+'))
      .join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
const MATERIAL_RE = termRegex(MATERIALS);
const CARE_RE = termRegex(CARE);

/** Words after a number that measure something; "3 brushes" and "3" state the same fact. */
const MEASURE_UNITS: ReadonlySet<string> = new Set(
  'in ft lb oz g kg mg l ml cl fl mm cm m km pcs year month w kw v h min s mah ah wh gb tb mb hz khz mhz ghz qt gal psi db rpm % day days week weeks cup cups x k p mph btu lumens lm ° "'.split(
    ' ',
  ),
);

function plain(text: string): string {
  return normalize(stripHtml(text.replace(LIST_NUMBER, '$1 ')));
}

/** The facts a text states, each once. */
export function factsIn(text: string): SourceFact[] {
  const t = plain(text).normalize('NFKC');
  const out = new Map<string, SourceFact>();
  NUMBER.lastIndex = 0;
  for (let m = NUMBER.exec(t); m !== null; m = NUMBER.exec(t)) {
    const unit = canonicalUnit(m[2]);
    const number = canonicalNumber(m[1]!);
    const key = unit && MEASURE_UNITS.has(unit) ? `${number} ${unit}` : number;
    if (!out.has(`number:${key}`)) out.set(`number:${key}`, { kind: 'number', key, text: m[0].trim() });
  }
  for (const [kind, re] of [
    ['material', MATERIAL_RE],
    ['care', CARE_RE],
  ] as const) {
    re.lastIndex = 0;
    for (let m = re.exec(t); m !== null; m = re.exec(t)) {
      const key = m[0].toLowerCase().replace(/[\s-]+/g, ' ');
      if (!out.has(`${kind}:${key}`)) out.set(`${kind}:${key}`, { kind, key, text: m[0] });
    }
  }
  return [...out.values()];
}

/** Whether `text` still states the fact: the same number (and unit, where it has one), or the same word. */
export function states(textFacts: readonly SourceFact[], fact: SourceFact): boolean {
  if (fact.kind !== 'number') return textFacts.some((f) => f.kind === fact.kind && f.key === fact.key);
  const [number, unit] = fact.key.split(' ');
  return textFacts.some(
    (f) => f.kind === 'number' && (f.key === fact.key || (unit === undefined && f.key.split(' ')[0] === number)),
  );
}

export type FactSource = {
  title: string;
  bullets: readonly string[];
  description: string;
  brand: string;
  language: LanguageCode;
};

/**
 * The source text as the rules leave it: the title without flagged wording, bullets and
 * description without the sentences a rule drops (claims, guarantees, contact, shipping, ASINs).
 * Its facts are the ones a rewrite must keep.
 */
export function requiredText(source: FactSource): { title: string; bullets: string[]; description: string } {
  const { brand, language } = source;
  const t = normalize(stripHtml(cleanTitleChars(source.title, brand)));
  return {
    title: removeRanges(t, [...findStructuralRanges(t, brand), ...findLexiconRanges(t, language, TITLE_CUT, brand)]),
    bullets: source.bullets.map((b) => cleanBulletText(b, language, brand)).filter((b) => b !== ''),
    description: rewriteDescription({ description: source.description, brand, language, maxChars: Number.MAX_SAFE_INTEGER }),
  };
}

/** The facts of the source a rewrite must keep. */
export function requiredFacts(source: FactSource): SourceFact[] {
  const r = requiredText(source);
  return factsIn([r.title, ...r.bullets, r.description].join('\n'));
}

/** Required facts the rewrite no longer states anywhere in its visible copy. */
export function lostFacts(
  required: readonly SourceFact[],
  rewrite: { title: string; bullets: readonly string[]; description: string },
): SourceFact[] {
  const have = factsIn([rewrite.title, ...rewrite.bullets, rewrite.description].join('\n'));
  return required.filter((f) => !states(have, f));
}
