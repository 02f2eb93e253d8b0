/**
 * Numeric facts (a number and, where one follows, its unit) in listing text. Every AI result is
 * checked against the source listing's facts: a rewrite may reorder and trim, never invent
 * "5000mAh" or "2-year" (the offline engine never invents a fact; LLMs might).
 */
export type Fact = { number: string; unit: string | null; text: string };

const NUMBER_UNIT = /(?<![\p{N}])(\d+(?:[.,]\d+)*)(?:\s?-?\s?(\p{L}+|%|"|'|°\p{L}?))?/gu;

/** Spellings of one unit that must compare equal ("inches" = "in" = '"'). */
const UNIT_ALIASES: Readonly<Record<string, string>> = {
  inch: 'in',
  inches: 'in',
  '"': 'in',
  ft: 'ft',
  feet: 'ft',
  foot: 'ft',
  "'": 'ft',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  ounce: 'oz',
  ounces: 'oz',
  gram: 'g',
  grams: 'g',
  kilogram: 'kg',
  kilograms: 'kg',
  liter: 'l',
  liters: 'l',
  litre: 'l',
  litres: 'l',
  milliliter: 'ml',
  milliliters: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  pc: 'pcs',
  piece: 'pcs',
  pieces: 'pcs',
  pack: 'pcs',
  packs: 'pcs',
  count: 'pcs',
  ct: 'pcs',
  year: 'year',
  years: 'year',
  yr: 'year',
  yrs: 'year',
  month: 'month',
  months: 'month',
  watt: 'w',
  watts: 'w',
  volt: 'v',
  volts: 'v',
  hour: 'h',
  hours: 'h',
  hrs: 'h',
  hr: 'h',
  minute: 'min',
  minutes: 'min',
  mins: 'min',
  second: 's',
  seconds: 's',
  sec: 's',
  degree: '°',
  degrees: '°',
  deg: '°',
};

/** "1,000" and "1000" are one number; "2,5" (decimal comma) is 2.5; "1.50" is 1.5; "1.234.567" is EU thousands. */
export function canonicalNumber(raw: string): string {
  let plain: string;
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(raw)) plain = raw.replace(/,/g, '');
  else if (/^\d{1,3}(?:\.\d{3}){2,}(?:,\d+)?$/.test(raw) || /^\d{1,3}(?:\.\d{3})+,\d+$/.test(raw))
    plain = raw.replace(/\./g, '').replace(',', '.');
  else plain = raw.replace(',', '.');
  const n = Number(plain);
  return Number.isFinite(n) ? String(n) : plain;
}

export function canonicalUnit(raw: string | undefined): string | null {
  if (!raw) return null;
  const u = raw.toLowerCase();
  return UNIT_ALIASES[u] ?? u;
}

export function factsOf(text: string): Fact[] {
  const out: Fact[] = [];
  // NFKC first: "3 ½ inches" must read the same in the source and in a rewrite that normalised it.
  const norm = text.normalize('NFKC');
  NUMBER_UNIT.lastIndex = 0;
  for (let m = NUMBER_UNIT.exec(norm); m !== null; m = NUMBER_UNIT.exec(norm)) {
    out.push({ number: canonicalNumber(m[1]!), unit: canonicalUnit(m[2]), text: m[0].trim() });
  }
  return out;
}

/**
 * Facts of `result` the source does not back: the number never appears in the source, or it
 * appears only with a different unit ("5000 steps" does not back "5000mAh").
 */
export function findInventedFacts(result: string, source: string): Fact[] {
  const known = factsOf(source);
  return factsOf(result).filter(
    (f) =>
      !known.some(
        (k) =>
          k.number === f.number &&
          (k.unit === f.unit || k.unit === null || f.unit === null || !isUnitLike(k.unit) || !isUnitLike(f.unit)),
      ),
  );
}

/** Words after a number that are measure units; other words ("3 brushes") don't make a fact differ. */
const UNIT_WORDS: ReadonlySet<string> = new Set([
  'in',
  'ft',
  'lb',
  'oz',
  'g',
  'kg',
  'mg',
  'l',
  'ml',
  'cl',
  'fl',
  'mm',
  'cm',
  'm',
  'km',
  'pcs',
  'year',
  'month',
  'w',
  'kw',
  'v',
  'h',
  'min',
  's',
  'mah',
  'ah',
  'wh',
  'gb',
  'tb',
  'mb',
  'hz',
  'khz',
  'mhz',
  'ghz',
  'qt',
  'gal',
  'psi',
  'db',
  'rpm',
  '%',
  'x',
  'k',
  'p',
  'day',
  'days',
  'week',
  'weeks',
  'cup',
  'cups',
]);

function isUnitLike(unit: string): boolean {
  return UNIT_WORDS.has(unit);
}
