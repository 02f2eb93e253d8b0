import { canonicalNumber, canonicalUnit } from '../facts.ts';
import { normalize, stripHtml } from './text-ops.ts';

/**
 * The facts a listing states that a rewrite must keep (issue: "a rewrite never loses what the
 * listing said"): numbers with their units (sizes, counts like "104 Pack", "Set of 4", "82 pc"),
 * materials and care instructions. Facts only in wording a rule demands be removed (a prohibited
 * claim, a guarantee, shipping or contact details, an ASIN) are not required.
 */
export type SourceFact = { kind: 'number' | 'code' | 'material' | 'care'; key: string; text: string };

/** A number that starts a word, and the unit word or symbol that follows it (glued or not). */
const NUMBER = /(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)*)(?:([^\S\n]?-?[^\S\n]?)(\p{L}+|%|"|'|°))?/gu;
/**
 * A name made of letters then digits: a model it fits ("PS4 and PS5", "A1708"), a version
 * ("Gen5"), a part number ("USB3AU1MLS"). Compared as written, case aside.
 */
const CODE = /(?<![\p{L}\p{N}])\p{L}+\d[\p{L}\p{N}]*(?![\p{L}\p{N}])/gu;
/** "100%" is emphasis ("100% Confidential") unless it measures a material ("100% cotton"). */
const HUNDRED_PERCENT = /^100\s?%$/;
/** "1." or "2)" opening a line, a list item ("✔1.") or a sentence ("Note: 1.When … 2. Any …"): numbering, not a fact. */
export const LIST_NUMBER = /(^|\n|>|[.!?:]\s)\s*(?:[✔✓★☆•·*-]\s*)?\d{1,2}[.)](?=\s|\p{L})/gu;

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
/** Materials that are also plants: "rubber tree" and "pine trees" name the plant, not what a thing is made of. */
const PLANT_NAME = /\s+trees?(?![\p{L}\p{N}])/iu;
const PLANT_MATERIALS: ReadonlySet<string> = new Set(['rubber', 'pine', 'oak', 'walnut', 'teak', 'acacia', 'bamboo', 'cotton']);
const MATERIAL_RE = termRegex(MATERIALS);
const CARE_RE = termRegex(CARE);

/**
 * Words after a number that measure something; "3 brushes" and "3" state the same fact. A unit
 * glued to its number ("50ng", "3T", "64bit") is part of the fact whatever it is.
 */
export const MEASURE_UNITS: ReadonlySet<string> = new Set(
  'in ft lb oz g kg mg ng mcg µg l ml cl dl fl mm cm m km yd pcs year month w kw v a ma h min s mah ah wh kwh gb tb mb kb gbps mbps bit hz khz mhz ghz qt pt gal gph gpm gpd lpm cfm psi bar db dbi rpm % day days week weeks cup cups x k p mph kph btu lumens lm lux cal kcal iu ° " tpi awg mil ohm ppm sq'.split(
    ' ',
  ),
);

/** Plain text, line by line: a number at the end of one line never takes the next line's word as its unit. */
function plain(text: string): string {
  return stripHtml(text.replace(LIST_NUMBER, '$1 '))
    .split(/\n+/)
    .map(normalize)
    .filter((line) => line !== '')
    .join('\n');
}

/** The facts a text states, each once. */
export function factsIn(text: string): readonly SourceFact[] {
  const cached = recent.get(text);
  if (cached) return cached;
  const facts = readFacts(text);
  // One rewrite reads the same source and drafts several times (guardrails, restore, fallback).
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
  recent.set(text, facts);
  return facts;
}

const RECENT_MAX = 64;
const recent = new Map<string, readonly SourceFact[]>();

function readFacts(text: string): SourceFact[] {
  const t = plain(text).normalize('NFKC');
  const out = new Map<string, SourceFact>();
  NUMBER.lastIndex = 0;
  for (let m = NUMBER.exec(t); m !== null; m = NUMBER.exec(t)) {
    const unit = canonicalUnit(m[3]);
    const number = canonicalNumber(m[1]!);
    if (HUNDRED_PERCENT.test(m[0]) && !startsWithMaterial(t.slice(NUMBER.lastIndex))) continue;
    const glued = m[2] === '' && unit !== null && /^\p{L}{1,4}$/u.test(unit);
    const key = unit && (MEASURE_UNITS.has(unit) || glued) ? `${number} ${unit}` : number;
    if (!out.has(`number:${key}`)) out.set(`number:${key}`, { kind: 'number', key, text: m[0].trim() });
  }
  CODE.lastIndex = 0;
  for (let m = CODE.exec(t); m !== null; m = CODE.exec(t)) {
    const key = m[0].toLowerCase();
    if (!out.has(`code:${key}`)) out.set(`code:${key}`, { kind: 'code', key, text: m[0] });
  }
  for (const [kind, re] of [
    ['material', MATERIAL_RE],
    ['care', CARE_RE],
  ] as const) {
    re.lastIndex = 0;
    for (let m = re.exec(t); m !== null; m = re.exec(t)) {
      const key = m[0].toLowerCase().replace(/[\s-]+/g, ' ');
      if (kind === 'material' && PLANT_MATERIALS.has(key) && PLANT_NAME.test(t.slice(re.lastIndex, re.lastIndex + 7))) continue;
      if (!out.has(`${kind}:${key}`)) out.set(`${kind}:${key}`, { kind, key, text: m[0] });
    }
  }
  return [...out.values()];
}

function startsWithMaterial(rest: string): boolean {
  const next = /^\s*([\p{L}]+(?:\s+[\p{L}]+)?)/u.exec(rest)?.[1] ?? '';
  MATERIAL_RE.lastIndex = 0;
  const m = MATERIAL_RE.exec(next);
  return m !== null && m.index === 0;
}

/** Whether `text` still states the fact: the same number (and unit, where it has one), or the same word. */
export function states(textFacts: readonly SourceFact[], fact: SourceFact): boolean {
  if (fact.kind !== 'number') return textFacts.some((f) => f.kind === fact.kind && f.key === fact.key);
  const [number, unit] = fact.key.split(' ');
  return textFacts.some(
    (f) => f.kind === 'number' && (f.key === fact.key || (unit === undefined && f.key.split(' ')[0] === number)),
  );
}
