import { describe, expect, it } from 'vitest';
import type { ListingImage } from '#core/listings/content';
import { MARKETPLACES, US_MARKETPLACE_ID } from '#core/marketplaces';
import { getPolicy, POLICY_VERSION, TITLE_FIELD_CAP, type Severity } from '../index.ts';
import { buildListing, NOW } from '../test-support/build-listing.ts';
import { expectFires, findingsOf, type CaseListing } from '../test-support/rule-cases.ts';
import { RULES } from './index.ts';

/**
 * Threshold and non-ASCII cases that rules.test.ts lacks: for every rule with a numeric limit,
 * a case at the limit and one just over it; for every rule that counts characters or bytes or
 * matches words, cases with German umlauts and French accents (one character each, UTF-8 bytes
 * for search terms). Limits come from the policy in force at NOW, and the few ratios the policy
 * table does not carry (caps share, title case, overlap, similarity) from docs/listing-rules.md.
 */

const US = US_MARKETPLACE_ID;
const marketplace = (country: string): string => MARKETPLACES.find((m) => m.country === country)!.id;
const DE = marketplace('DE');
const FR = marketplace('FR');
/** Saudi Arabia: keeps the 200-character title [T1]; not in MARKETPLACES. */
const SA = 'A17E79C6D8DWNP';
const BEFORE_CUTOVER = new Date('2026-07-01T00:00:00Z');

const P = getPolicy(US, false, NOW);
const MEDIA = getPolicy(US, true, NOW);
const OLD = getPolicy(US, false, BEFORE_CUTOVER);
const L = P.titleMaxChars;
const LONG = MEDIA.titleMaxChars;
const H = P.highlightsMaxChars ?? 0;
const NEAR = P.titleNearChars;
const ST_MAX = P.searchTermsMaxBytes;
const ST_SAFE = P.searchTermsSafeBytes;
/** TITLE_REDUNDANCY: "in a ≤75-char title" (a fixed number, not the policy limit). */
const REDUNDANCY_MAX_TITLE = 75;

/** "Acme " + filler to exactly n code points (`fill` is one code point, maybe non-ASCII or astral). */
function title(n: number, fill = 'x'): string {
  return `Acme ${fill.repeat(n - 5)}`;
}
/** `prefix` padded with one filler word to exactly n code points. */
function padTitle(prefix: string, n: number): string {
  return `${prefix} ${'x'.repeat(n - [...prefix].length - 1)}`;
}
function text(n: number, fill = 'a'): string {
  return `Ab ${fill.repeat(n - 3)}`;
}
/** Exactly `bytes` UTF-8 bytes: as many `ch` as fit, the rest ASCII. */
function ofBytes(bytes: number, ch: string): string {
  const width = new TextEncoder().encode(ch).length;
  const n = Math.floor(bytes / width);
  return ch.repeat(n) + 'a'.repeat(bytes - n * width);
}

const BULLETS = buildListing().bullets;
const DESCRIPTION = buildListing().description;
const withBullet = (b: string, at = 0): string[] => BULLETS.map((x, i) => (i === at ? b : x));
const NO_HEADER = BULLETS.map((b) => b.split(': ')[1]!);
const img = (variant: string, width: number, height = width, ext = 'jpg'): ListingImage => ({
  url: `https://example.com/${variant}.${ext}`,
  variant,
  width,
  height,
});
const gallery = (n: number, side = 2000): ListingImage[] =>
  Array.from({ length: n }, (_, i) => img(i === 0 ? 'MAIN' : `PT0${i}`, side));
const withImage = (image: ListingImage): ListingImage[] => [...gallery(P.imagesGood - 1), image];

/** Exactly 8 distinct words; +2 words gives Jaccard 8/10 = 0.8 (the BULLET_REPETITIVE limit), +3 gives 8/11. */
const EIGHT_WORDS = 'Leak Proof Lid: silicone seal keeps bags dry';
const repeatPair = (a: string, b: string): string[] => [BULLETS[0]!, a, b, BULLETS[3]!, BULLETS[4]!];

const DE_TITLE = 'Acme Trinkflasche Edelstahl Größe Blau';
const DE_BULLETS = [
  'Hält kalt: Die doppelte Wand hält Getränke für viele Stunden kühl',
  'Dichter Deckel: Die Dichtung aus Silikon hält die Tasche trocken',
  'Leicht zu reinigen: Die breite Öffnung passt für Eiswürfel und Bürste',
  'Robust: Der Edelstahl ist stabil und nimmt keinen Geruch an',
  'Passt überall: Die schlanke Form passt in jeden Getränkehalter',
];
const DE_DESCRIPTION =
  'Diese Trinkflasche ist aus Edelstahl und hält Getränke lange kalt. Der Deckel ist dicht, und die Öffnung ist breit genug für Eiswürfel.';

/**
 * [ruleId, case, listing overrides, expected, message part]: a number = how many findings; a
 * severity = fires (≥1) with it. The message part, when given, must appear in a finding's
 * description (counts such as "76 characters" or "250 bytes" prove what was counted).
 */
type Case = [string, string, CaseListing, number | Severity, string?];

const CASES: Case[] = [
  // Title: lengths (code points; umlauts, accents and astral letters count once).
  ['TITLE_LENGTH', `${L} accents (at the limit)`, { title: title(L, 'é') }, 0],
  [
    'TITLE_LENGTH',
    `${L + 1} umlauts (over): counted as ${L + 1}`,
    { title: title(L + 1, 'ä') },
    'error',
    `is ${L + 1} characters`,
  ],
  ['TITLE_LENGTH', `${L} astral letters (UTF-16 length ${2 * (L - 5) + 5})`, { title: title(L, '𝐁') }, 0],
  ['TITLE_LENGTH', `${L + 1} astral letters`, { title: title(L + 1, '𝐁') }, 'error', `is ${L + 1} characters`],
  ['TITLE_LENGTH', 'exempt store: not this rule', { title: title(L + 50), marketplaceId: SA }, 0],
  ['TITLE_LENGTH_MEDIA', `media ${LONG} umlauts (at)`, { title: title(LONG, 'ö'), isMedia: true }, 0],
  [
    'TITLE_LENGTH_MEDIA',
    `media ${LONG + 1} accents (over)`,
    { title: title(LONG + 1, 'é'), isMedia: true },
    'error',
    `is ${LONG + 1} characters`,
  ],
  ['TITLE_LENGTH_MEDIA', `exempt store ${LONG} (at)`, { title: title(LONG), marketplaceId: SA }, 0],
  ['TITLE_LENGTH_MEDIA', `exempt store ${LONG + 1} (over)`, { title: title(LONG + 1), marketplaceId: SA }, 'error'],
  [
    'TITLE_LENGTH_MEDIA',
    `before the cut-over ${OLD.titleMaxChars} (at)`,
    { title: title(OLD.titleMaxChars), now: BEFORE_CUTOVER },
    0,
  ],
  [
    'TITLE_LENGTH_MEDIA',
    `before the cut-over ${OLD.titleMaxChars + 1} (over)`,
    { title: title(OLD.titleMaxChars + 1), now: BEFORE_CUTOVER },
    'error',
  ],
  ['TITLE_LENGTH_MEDIA', `non-media ${LONG + 1} today: TITLE_LENGTH's issue`, { title: title(LONG + 1) }, 0],
  ['TITLE_LENGTH_NEAR', `${NEAR} umlauts (band starts)`, { title: title(NEAR, 'ü') }, 'info', `is ${NEAR} characters`],
  ['TITLE_LENGTH_NEAR', `${NEAR - 1} accents (below the band)`, { title: title(NEAR - 1, 'é') }, 0],
  ['TITLE_LENGTH_NEAR', `${L} "ß" (band ends at the limit)`, { title: title(L, 'ß') }, 'info', `is ${L} characters`],
  ['TITLE_LENGTH_NEAR', 'media: no headroom band at 200', { title: title(NEAR + 1), isMedia: true }, 0],
  ['TITLE_FIELD_CAP', `${TITLE_FIELD_CAP} umlauts (at)`, { title: title(TITLE_FIELD_CAP, 'ä') }, 0],
  [
    'TITLE_FIELD_CAP',
    `${TITLE_FIELD_CAP + 1} accents (over)`,
    { title: title(TITLE_FIELD_CAP + 1, 'é') },
    'error',
    `is ${TITLE_FIELD_CAP + 1} characters`,
  ],
  [
    'TITLE_FIELD_CAP',
    'media over the cap: TITLE_LENGTH_MEDIA reports it',
    { title: title(TITLE_FIELD_CAP + 1), isMedia: true },
    0,
  ],
  ['TITLE_MISSING', 'only no-break spaces', { title: '\u00a0\u00a0' }, 'error'],

  // Title: characters.
  ['TITLE_BANNED_CHARS', '"¬" (non-ASCII banned)', { title: 'Acme Water ¬ Bottle' }, 'error'],
  ['TITLE_BANNED_CHARS', '"¦" (non-ASCII banned)', { title: 'Acme Water ¦ Bottle' }, 'error'],
  ['TITLE_BANNED_CHARS', '"$" before a digit is a price', { title: 'Acme Water Bottle $19' }, 0],
  ['TITLE_BANNED_CHARS', '"$" alone is banned', { title: 'Acme Water Bottle $ Saver' }, 'error'],
  ['TITLE_BANNED_CHARS', 'one finding per character, count in the message', { title: 'Acme Bottle?? Really?' }, 1, '(3 times)'],
  ['TITLE_DECORATIVE_CHARS', 'measure "~5 kg"', { title: 'Acme Kettlebell ~5 kg' }, 0],
  ['TITLE_DECORATIVE_CHARS', '"●"', { title: 'Acme ● Water Bottle' }, 'error'],
  ['TITLE_DECORATIVE_CHARS', '"♥" is emoji: TITLE_EMOJI instead', { title: 'Acme ♥ Water Bottle' }, 0],
  ['TITLE_EMOJI', '"♥"', { title: 'Acme ♥ Water Bottle' }, 'error'],
  ['TITLE_EMOJI', 'umlauts are not emoji', { title: DE_TITLE, marketplaceId: DE }, 0],
  ['TITLE_NON_LANGUAGE_CHARS', 'French accents are language', { title: 'Acme Gourde Crème Brûlée', marketplaceId: FR }, 0],
  ['TITLE_NON_LANGUAGE_CHARS', '"Æ"', { title: 'Acme Æther Bottle' }, 'warning'],
  ['TITLE_NON_LANGUAGE_CHARS', 'distinct characters listed', { title: 'Acme™ Bottle® Lid™' }, 1, '"™", "®"'],

  // Title: words (max repeats from the policy, case-insensitive, on NFKC text).
  [
    'TITLE_WORD_REPEAT',
    `accented word ${P.titleMaxWordRepeats} times (at)`,
    { title: 'Acme Gourde Crème, Crème', marketplaceId: FR },
    0,
  ],
  [
    'TITLE_WORD_REPEAT',
    'accented word 3 times in three casings (over)',
    { title: 'Acme Gourde Crème, crème, CRÈME', marketplaceId: FR },
    'error',
    `appears 3 times in the title (max ${P.titleMaxWordRepeats})`,
  ],
  [
    'TITLE_WORD_REPEAT',
    'composed and decomposed "Größe" are one word',
    { title: 'Acme Größe S, Gro\u0308ße M, größe L', marketplaceId: DE },
    'error',
    'appears 3 times',
  ],
  ['TITLE_REDUNDANCY', 'three times: TITLE_WORD_REPEAT instead', { title: 'Acme Bottle Pack, Lid Pack, Pack' }, 0],
  [
    'TITLE_REDUNDANCY',
    `repeat in a ${REDUNDANCY_MAX_TITLE}-char title (at)`,
    { title: padTitle('Acme Bottle Lid Bottle', REDUNDANCY_MAX_TITLE) },
    'info',
  ],
  [
    'TITLE_REDUNDANCY',
    `repeat in a ${REDUNDANCY_MAX_TITLE + 1}-char title (over)`,
    { title: padTitle('Acme Bottle Lid Bottle', REDUNDANCY_MAX_TITLE + 1) },
    0,
  ],
  ['TITLE_REDUNDANCY', 'umlaut word twice', { title: 'Acme Größe S, Größe M', marketplaceId: DE }, 'info', '"Größe"'],
  [
    'TITLE_REDUNDANCY',
    'accented word twice',
    { title: 'Acme Crème Brûlée, Crème Vanille', marketplaceId: FR },
    'info',
    '"Crème"',
  ],
  ['TITLE_REDUNDANCY', 'two-letter words are skipped', { title: 'Acme XL Shirt, XL Lid' }, 0],
  ['TITLE_PROMO', '"Salé" is not "sale"', { title: 'Acme Caramel Salé Sauce' }, 0],
  ['TITLE_PROMO', 'decomposed "Salé" is not "sale"', { title: 'Acme Caramel Sale\u0301 Sauce' }, 0],
  ['TITLE_PROMO', 'French "Livraison Gratuite"', { title: 'Acme Gourde Livraison Gratuite', marketplaceId: FR }, 'error'],
  ['TITLE_PROMO', 'German "Günstigster Preis"', { title: 'Acme Trinkflasche Günstigster Preis', marketplaceId: DE }, 'error'],
  ['TITLE_SUBJECTIVE', 'clean', {}, 0],
  ['TITLE_SUBJECTIVE', 'German "Beste Qualität"', { title: 'Acme Trinkflasche Beste Qualität', marketplaceId: DE }, 'warning'],
  ['TITLE_RESTRICTED_PHRASE', '"HSA" without "eligible"', { title: 'Acme Thermometer for HSA Accounts' }, 0],
  ['TITLE_NUMERALS', 'digits', { title: 'Acme Water Bottle 2 Pack' }, 0],
  ['TITLE_NUMERALS', '"Someone" holds no "one"', { title: 'Acme Bottle for Someone Special' }, 0],
  ['TITLE_NUMERALS', 'German "Fünf"', { title: 'Acme Trinkflasche Fünf Stück', marketplaceId: DE }, 'info'],
  ['TITLE_TIME_SENSITIVE', '"Renewable" holds no "new"', { title: 'Acme Renewable Steel Bottle' }, 0],
  ['TITLE_TIME_SENSITIVE', 'French "Nouveauté"', { title: 'Acme Gourde Nouveauté', marketplaceId: FR }, 'warning'],
  ['TITLE_TIME_SENSITIVE', 'German "Neuheit"', { title: 'Acme Trinkflasche Neuheit', marketplaceId: DE }, 'warning'],
  ['TITLE_PRICE_OR_CONTACT', 'clean', {}, 0],
  ['TITLE_PRICE_OR_CONTACT', '"19,99 €"', { title: 'Acme Trinkflasche nur 19,99 €', marketplaceId: DE }, 'error'],

  // Title: case shares (caps > 50% of eligible words, title case < 70%).
  ['TITLE_ALL_CAPS', '2 of 4 words in capitals (at 50%)', { title: 'Acme STAINLESS STEEL Water Bottle' }, 0],
  ['TITLE_ALL_CAPS', '3 of 4 (over)', { title: 'Acme STAINLESS STEEL WATER Bottle' }, 'warning', '3 of 4 words'],
  ['TITLE_ALL_CAPS', 'umlauts: 2 of 4 (at)', { title: 'Acme ÜBERGRÖSSE TRINKFLASCHE Blau Edelstahl', marketplaceId: DE }, 0],
  [
    'TITLE_ALL_CAPS',
    'umlauts: 3 of 4 (over)',
    { title: 'Acme ÜBERGRÖSSE TRINKFLASCHE EDELSTAHL Blau', marketplaceId: DE },
    'warning',
    '3 of 4 words',
  ],
  ['TITLE_ALL_CAPS', 'accents: 2 of 4 (at)', { title: 'Acme GOURDE ÉTANCHE Inox Bleue', marketplaceId: FR }, 0],
  [
    'TITLE_ALL_CAPS',
    'accents: 3 of 4 (over)',
    { title: 'Acme GOURDE ÉTANCHE INOX Bleue', marketplaceId: FR },
    'warning',
    '3 of 4 words',
  ],
  ['TITLE_ALL_LOWER', 'one capital', { title: 'acme water Bottle', brand: 'acme' }, 0],
  ['TITLE_ALL_LOWER', 'lower-case umlauts', { title: 'acme trinkflasche größe', brand: 'acme', marketplaceId: DE }, 'warning'],
  ['TITLE_ALL_LOWER', 'capital umlaut', { title: 'acme trinkflasche Größe', brand: 'acme', marketplaceId: DE }, 0],
  ['TITLE_ALL_LOWER', 'capital accent', { title: 'acme Éclair bottle', brand: 'acme' }, 0],
  ['TITLE_CASE', '7 of 10 capitalised (at 70%)', { title: 'Acme Steel Water Bottle Vacuum Lid Straw tall slim wide' }, 0],
  [
    'TITLE_CASE',
    '6 of 10 (under)',
    { title: 'Acme Steel Water Bottle Vacuum Lid straw tall slim wide' },
    'info',
    'Only 6 of 10 words',
  ],
  ['TITLE_CASE', 'accented capitals count', { title: 'Acme Édition Crème Brûlée Torch' }, 0],
  ['TITLE_CASE', 'accented lower-case words', { title: 'Acme édition crème brûlée Torch' }, 'info', 'Only 2 of 5 words'],
  [
    'TITLE_CASE',
    'German capitalises nouns only: skipped',
    { title: 'Acme edelstahl trinkflasche mit deckel', marketplaceId: DE },
    0,
  ],
  ['TITLE_BRAND_FIRST', 'umlaut brand first', { brand: 'Müller', title: 'Müller Trinkflasche Edelstahl', marketplaceId: DE }, 0],
  [
    'TITLE_BRAND_FIRST',
    'umlaut brand later',
    { brand: 'Müller', title: 'Trinkflasche von Müller', marketplaceId: DE },
    'warning',
  ],
  [
    'TITLE_BRAND_FIRST',
    'decomposed brand, composed title',
    { brand: 'Mu\u0308ller', title: 'Müller Trinkflasche', marketplaceId: DE },
    0,
  ],
  ['TITLE_BRAND_FIRST', 'accented brand in other casing', { brand: 'ÉCLAT', title: 'Éclat Gourde Inox', marketplaceId: FR }, 0],

  // Item highlights.
  ['HIGHLIGHTS_LENGTH', `${H} ASCII (at)`, { highlights: text(H) }, 0],
  ['HIGHLIGHTS_LENGTH', `${H + 1} ASCII (over)`, { highlights: text(H + 1) }, 'error', `are ${H + 1} characters`],
  ['HIGHLIGHTS_LENGTH', `${H} umlauts (at)`, { highlights: text(H, 'ä') }, 0],
  [
    'HIGHLIGHTS_LENGTH',
    `${H + 1} umlauts (over): counted as ${H + 1}`,
    { highlights: text(H + 1, 'ü') },
    'error',
    `are ${H + 1} characters`,
  ],
  ['HIGHLIGHTS_LENGTH', 'no such field before the cut-over', { highlights: text(2 * H), now: BEFORE_CUTOVER }, 0],
  ['HIGHLIGHTS_LENGTH', 'no such field for media', { highlights: text(2 * H), isMedia: true }, 0],
  ['HIGHLIGHTS_REQUIRES_SHORT_TITLE', `title ${L} (at)`, { highlights: 'Steel, 750 ml', title: title(L) }, 0],
  [
    'HIGHLIGHTS_REQUIRES_SHORT_TITLE',
    `title ${L} umlauts (at)`,
    { highlights: 'Edelstahl, 750 ml', title: title(L, 'ö'), marketplaceId: DE },
    0,
  ],
  [
    'HIGHLIGHTS_REQUIRES_SHORT_TITLE',
    `title ${L + 1} accents (over)`,
    { highlights: 'Inox, 750 ml', title: title(L + 1, 'é'), marketplaceId: FR },
    'error',
    `title is ${L + 1} characters`,
  ],
  ['HIGHLIGHTS_REQUIRES_SHORT_TITLE', 'long title, empty highlights', { highlights: '', title: title(L + 1) }, 0],
  ['HIGHLIGHTS_MISSING', `title ${L} (at)`, { title: title(L) }, 'info'],
  ['HIGHLIGHTS_MISSING', `title ${L + 1} (over)`, { title: title(L + 1) }, 0],
  ['HIGHLIGHTS_MISSING', `title ${L} umlauts (at)`, { title: title(L, 'ä') }, 'info'],
  ['HIGHLIGHTS_MISSING', `title ${L + 1} "ß" (over)`, { title: title(L + 1, 'ß') }, 0],
  ['HIGHLIGHTS_MISSING', 'only spaces', { highlights: '   ' }, 'info'],
  ['HIGHLIGHTS_FORMAT', 'bullet glyph "•"', { highlights: '• Steel • 750 ml' }, 'info'],
  [
    'HIGHLIGHTS_FORMAT',
    'French phrases with a decimal comma',
    { highlights: 'Acier inoxydable, 1,5 L, lavable au lave-vaisselle', marketplaceId: FR },
    0,
  ],
  ['HIGHLIGHTS_PROMO', 'clean', { highlights: 'Stainless steel, 750 ml' }, 0],
  ['HIGHLIGHTS_PROMO', 'German "Versandkostenfrei"', { highlights: 'Versandkostenfrei, Edelstahl', marketplaceId: DE }, 1],
  ['HIGHLIGHTS_PROMO', 'non-ASCII banned "¦"', { highlights: 'Edelstahl ¦ Blau', marketplaceId: DE }, 1],

  // Bullets: counts (policy: min, recommended, max).
  ['BULLETS_MISSING', 'five bullets', {}, 0],
  ['BULLETS_MISSING', 'only blank bullets', { bullets: ['  ', ''] }, 'error'],
  ['BULLETS_COUNT_MIN', '1', { bullets: BULLETS.slice(0, 1) }, 'warning', 'has 1 bullet point;'],
  ['BULLETS_COUNT_MIN', '0: BULLETS_MISSING instead', { bullets: [] }, 0],
  [
    'BULLETS_COUNT_RECOMMENDED',
    `${P.bulletsMin} (lower end)`,
    { bullets: BULLETS.slice(0, P.bulletsMin) },
    'info',
    `has ${P.bulletsMin} bullet points; ${P.bulletsRecommended} are recommended`,
  ],
  [
    'BULLETS_COUNT_RECOMMENDED',
    `${P.bulletsMin - 1}: BULLETS_COUNT_MIN instead`,
    { bullets: BULLETS.slice(0, P.bulletsMin - 1) },
    0,
  ],
  ['BULLETS_COUNT_MAX', `${P.bulletsMax} (at)`, { bullets: BULLETS.slice(0, P.bulletsMax) }, 0],
  [
    'BULLETS_COUNT_MAX',
    `${P.bulletsMax + 2} (over)`,
    { bullets: [...BULLETS, 'Gift Ready: Arrives in a recyclable box', 'Spare Lid: A second lid in the box'] },
    'info',
    `has ${P.bulletsMax + 2} bullet points`,
  ],
  ['BULLETS_COUNT_MAX', 'blank bullets do not count', { bullets: [...BULLETS, '   '] }, 0],

  // Bullets: lengths (code points).
  [
    'BULLET_LENGTH_MIN',
    `${P.bulletMinChars - 1} umlauts (under; ${2 * (P.bulletMinChars - 4) + 3} bytes)`,
    { bullets: withBullet(text(P.bulletMinChars - 1, 'ü')) },
    'warning',
    `is only ${P.bulletMinChars - 1} characters`,
  ],
  ['BULLET_LENGTH_MIN', `${P.bulletMinChars} accents (at)`, { bullets: withBullet(text(P.bulletMinChars, 'é')) }, 0],
  ['BULLET_LENGTH_MAX', `${P.bulletMaxChars} accents (at)`, { bullets: withBullet(text(P.bulletMaxChars, 'é')) }, 0],
  [
    'BULLET_LENGTH_MAX',
    `${P.bulletMaxChars + 1} accents (over)`,
    { bullets: withBullet(text(P.bulletMaxChars + 1, 'é')) },
    'warning',
    `is ${P.bulletMaxChars + 1} characters`,
  ],
  ['BULLET_LENGTH_MAX', `${P.bulletMaxChars + 1} ASCII (over)`, { bullets: withBullet(text(P.bulletMaxChars + 1)) }, 'warning'],
  [
    'BULLETS_TOTAL_LENGTH',
    `${P.bulletsTotalMaxChars} umlauts (at; twice as many bytes)`,
    { bullets: Array.from({ length: 5 }, () => text(P.bulletsTotalMaxChars / 5, 'ö')) },
    0,
  ],
  [
    'BULLETS_TOTAL_LENGTH',
    `${P.bulletsTotalMaxChars + 1} with accents (over by one)`,
    {
      bullets: [...Array.from({ length: 4 }, () => text(P.bulletsTotalMaxChars / 5)), text(P.bulletsTotalMaxChars / 5 + 1, 'é')],
    },
    'warning',
    `total ${P.bulletsTotalMaxChars + 1} characters`,
  ],

  // Bullets: characters and words.
  [
    'BULLET_CAPITAL_START',
    'lower-case umlaut start',
    { bullets: withBullet('äußerst robust: aus Stahl gefertigt'), marketplaceId: DE },
    'info',
  ],
  [
    'BULLET_CAPITAL_START',
    'lower-case accent start',
    { bullets: withBullet('élégante: facile à nettoyer'), marketplaceId: FR },
    'info',
  ],
  ['BULLET_CAPITAL_START', 'digit start', { bullets: withBullet('2 Lids: a spare one is included') }, 0],
  ['BULLET_END_PUNCTUATION', 'clean', {}, 0],
  ['BULLET_END_PUNCTUATION', '"!"', { bullets: withBullet('Keeps Drinks Cold: for hours!') }, 'info'],
  ['BULLET_END_PUNCTUATION', '"?"', { bullets: withBullet('Keeps Drinks Cold: for how long?') }, 'info'],
  [
    'BULLET_END_PUNCTUATION',
    'French full stop',
    { bullets: withBullet('Entretien: facile à nettoyer au quotidien.'), marketplaceId: FR },
    'info',
  ],
  ['BULLET_END_PUNCTUATION', 'closing bracket', { bullets: withBullet('Keeps Drinks Cold: for hours (24 h)') }, 0],
  ['BULLET_SPECIAL_CHARS', '"…" (raw, before NFKC)', { bullets: withBullet('Keeps Drinks Cold: for hours…') }, 'error'],
  ['BULLET_SPECIAL_CHARS', '"±"', { bullets: withBullet('Accurate: ± 1 degree') }, 'error'],
  ['BULLET_SPECIAL_CHARS', '"€" not next to a digit', { bullets: withBullet('Payment: pay in € at checkout') }, 'error'],
  ['BULLET_EMOJI', 'clean', {}, 0],
  ['BULLET_PLACEHOLDER', '"Naïve" holds no "na"', { bullets: withBullet('Naïve Design: a gift for grandma') }, 0],
  ['BULLET_PLACEHOLDER', '"TBD"', { bullets: withBullet('Colour: TBD') }, 'error'],
  ['BULLET_ASIN', 'nine characters', { bullets: withBullet('Pairs with lid B07HV2JDJ sold separately') }, 0],
  ['BULLET_PROHIBITED_CLAIM', 'bamboo print', { bullets: withBullet('Bamboo Print: a printed leaf pattern') }, 0],
  [
    'BULLET_PROHIBITED_CLAIM',
    'German "aus Bambus"',
    { bullets: withBullet('Deckel: aus Bambus gefertigt'), marketplaceId: DE },
    'error',
  ],
  ['BULLET_GUARANTEE', 'built to last', { bullets: withBullet('Lifetime Use: built to last for years') }, 0],
  [
    'BULLET_GUARANTEE',
    'French "satisfait ou remboursé"',
    { bullets: withBullet('Sérénité: satisfait ou remboursé'), marketplaceId: FR },
    'error',
  ],
  ['BULLET_EXTERNAL_INFO', 'Amazon messages', { bullets: withBullet('Support: message us through Amazon') }, 0],
  [
    'BULLET_EXTERNAL_INFO',
    'German "besuchen Sie unseren Shop"',
    { bullets: withBullet('Service: besuchen Sie unseren Shop'), marketplaceId: DE },
    'error',
  ],
  ['BULLET_PRICE_SHIPPING', 'clean', { bullets: withBullet('Great Value: a bottle for every day') }, 0],
  ['BULLET_PRICE_SHIPPING', '"19,99 €"', { bullets: withBullet('Preis: nur 19,99 € pro Stück'), marketplaceId: DE }, 'error'],
  ['BULLET_HTML', '"<10 lb" is no tag', { bullets: withBullet('Light: weighs <10 lb when full') }, 0],
  [
    'BULLET_COMPETITOR',
    'German "besser als Apple"',
    { bullets: withBullet('Stabiler Deckel: besser als Apple Flaschen'), marketplaceId: DE },
    'error',
  ],
  ['BULLET_UNSUBSTANTIATED', 'clean', {}, 0],
  [
    'BULLET_UNSUBSTANTIATED',
    'German "Testsieger"',
    { bullets: withBullet('Testsieger: im Vergleich überzeugt'), marketplaceId: DE },
    'warning',
  ],
  [
    'BULLET_UNSUBSTANTIATED',
    'French "la meilleure"',
    { bullets: withBullet('Qualité: la meilleure gourde'), marketplaceId: FR },
    'warning',
  ],
  ['BULLET_NUMBERS', 'English only: "60ml" on amazon.de', { bullets: withBullet('Größe: 60ml Inhalt'), marketplaceId: DE }, 0],
  [
    'BULLET_DUPLICATES_TITLE',
    '7 of 10 words in the title (at 70%)',
    { bullets: withBullet('Acme Stainless Steel Water Bottle Vacuum Insulated Red Lid Straw') },
    'info',
    '(70% of its words)',
  ],
  [
    'BULLET_DUPLICATES_TITLE',
    '6 of 10 (under)',
    { bullets: withBullet('Acme Stainless Steel Water Bottle Vacuum Orange Red Lid Straw') },
    0,
  ],
  [
    'BULLET_DUPLICATES_TITLE',
    'umlauts, decomposed "Größe": 7 of 10 (at)',
    {
      title: `${DE_TITLE} Grün Weiß`,
      bullets: withBullet('Acme Trinkflasche Edelstahl Gro\u0308ße Blau Grün Weiß Deckel Henkel Kühlung'),
      marketplaceId: DE,
    },
    'info',
    '(70% of its words)',
  ],
  [
    'BULLET_DUPLICATES_TITLE',
    'umlauts: 6 of 10 (under)',
    {
      title: `${DE_TITLE} Grün Weiß`,
      bullets: withBullet('Acme Trinkflasche Edelstahl Größe Blau Grün Rot Deckel Henkel Kühlung'),
      marketplaceId: DE,
    },
    0,
  ],

  // Bullets: shares across and within bullets.
  [
    'BULLET_REPETITIVE',
    'Jaccard 8/10 = 0.8 (at) → warning',
    { bullets: repeatPair(EIGHT_WORDS, `${EIGHT_WORDS} on trips`) },
    'warning',
    'nearly the same',
  ],
  ['BULLET_REPETITIVE', 'Jaccard 8/11 (under)', { bullets: repeatPair(EIGHT_WORDS, `${EIGHT_WORDS} on long trips`) }, 0],
  [
    'BULLET_REPETITIVE',
    'identical after NFKC (decomposed umlaut) → error',
    {
      bullets: repeatPair(
        'Größe: passt in jede Tasche und jeden Rucksack',
        'Gro\u0308ße: passt in jede Tasche und jeden Rucksack',
      ),
      marketplaceId: DE,
    },
    'error',
    'word for word',
  ],
  [
    'BULLET_REPETITIVE',
    'identical but for case and punctuation → error',
    { bullets: repeatPair('Élégante: facile à nettoyer', 'élégante : facile à nettoyer.'), marketplaceId: FR },
    'error',
    'word for word',
  ],
  [
    'BULLET_ALL_CAPS',
    '2 of 4 body words in capitals (at 50%)',
    { bullets: withBullet('Keeps cold: DOUBLE WALL vacuum insulation') },
    0,
  ],
  [
    'BULLET_ALL_CAPS',
    '3 of 4 (over)',
    { bullets: withBullet('Keeps cold: DOUBLE WALL VACUUM insulation') },
    'warning',
    '(3 of 4 words, e.g. "DOUBLE", "WALL", "VACUUM")',
  ],
  [
    'BULLET_ALL_CAPS',
    'umlauts: 2 of 4 (at)',
    { bullets: withBullet('Größe: ÄUSSERST ROBUSTE Flasche Stahl'), marketplaceId: DE },
    0,
  ],
  [
    'BULLET_ALL_CAPS',
    'umlauts: 3 of 4 (over)',
    { bullets: withBullet('Größe: ÄUSSERST ROBUSTE FLASCHE Stahl'), marketplaceId: DE },
    'warning',
    '(3 of 4 words, e.g. "ÄUSSERST", "ROBUSTE", "FLASCHE")',
  ],
  ['BULLET_STRUCTURE', '2 of 4 with a header (exactly half)', { bullets: [...BULLETS.slice(0, 2), ...NO_HEADER.slice(2, 4)] }, 0],
  ['BULLET_STRUCTURE', '3 of 5', { bullets: [...BULLETS.slice(0, 3), ...NO_HEADER.slice(3)] }, 0],
  [
    'BULLET_STRUCTURE',
    '2 of 5 (fewer than half)',
    { bullets: [...BULLETS.slice(0, 2), ...NO_HEADER.slice(2)] },
    'info',
    'Only 2 of 5',
  ],
  [
    'BULLET_STRUCTURE',
    'umlaut headers: 2 of 5',
    {
      bullets: [
        'Größe: passt überall',
        'Öffnung: breit genug',
        'Äußerst leicht und robust',
        'Für Sport und Büro',
        'Überall dabei',
      ],
      marketplaceId: DE,
    },
    'info',
    'Only 2 of 5',
  ],
  [
    'BULLET_STRUCTURE',
    'umlaut headers with an en dash: 3 of 5',
    {
      bullets: [
        'Größe: passt überall',
        'Öffnung: breit genug',
        'Äußerst leicht – und robust',
        'Für Sport und Büro',
        'Überall dabei',
      ],
      marketplaceId: DE,
    },
    0,
  ],
  ['BULLET_LEADIN_CONSISTENCY', 'clean', {}, 0],
  [
    'BULLET_LEADIN_CONSISTENCY',
    'all caps umlaut headers',
    { bullets: ['GRÖSSE: passt überall', 'ÖFFNUNG: breit genug für Eis', 'ÄUSSERST LEICHT: nur 300 g'], marketplaceId: DE },
    0,
  ],
  [
    'BULLET_LEADIN_CONSISTENCY',
    'caps and title case umlaut headers',
    { bullets: ['GRÖSSE: passt überall', 'Öffnung: breit genug für Eis', 'ÄUSSERST LEICHT: nur 300 g'], marketplaceId: DE },
    'info',
    'ALL CAPS headers, Title case headers',
  ],

  // Description.
  ['DESC_MISSING', 'present', {}, 0],
  ['DESC_MISSING', 'only whitespace', { description: ' \n\t ' }, 'warning'],
  ['DESC_LENGTH', `${P.descriptionMaxChars} accents (at)`, { description: text(P.descriptionMaxChars, 'é') }, 0],
  [
    'DESC_LENGTH',
    `${P.descriptionMaxChars + 1} accents (over)`,
    { description: text(P.descriptionMaxChars + 1, 'é') },
    'error',
    `is ${P.descriptionMaxChars + 1} characters`,
  ],
  ['DESC_LENGTH', `${P.descriptionMaxChars + 1} ASCII (over)`, { description: text(P.descriptionMaxChars + 1) }, 'error'],
  [
    'DESC_THIN',
    `${P.descriptionThinChars - 1} umlauts without A+ (under)`,
    { description: text(P.descriptionThinChars - 1, 'ü'), hasAplus: false },
    'info',
    `only ${P.descriptionThinChars - 1} characters`,
  ],
  ['DESC_THIN', `${P.descriptionThinChars} accents (at)`, { description: text(P.descriptionThinChars, 'é'), hasAplus: false }, 0],
  [
    'DESC_THIN',
    `${P.descriptionThinChars - 1} visible inside <p> (under)`,
    { description: `<p>${text(P.descriptionThinChars - 1)}</p>`, hasAplus: false },
    'info',
    `only ${P.descriptionThinChars - 1} characters`,
  ],
  [
    'DESC_THIN',
    `${P.descriptionThinChars} visible inside <p> (at)`,
    { description: `<p>${text(P.descriptionThinChars)}</p>`, hasAplus: false },
    0,
  ],
  ['DESC_HTML_CODE', '<br> is no code', { description: `${DESCRIPTION}<br>More text` }, 0],
  ['DESC_CONTACT', 'clean', {}, 0],
  [
    'DESC_CONTACT',
    'German "Kontaktieren Sie uns"',
    { description: `${DE_DESCRIPTION} Kontaktieren Sie uns bei Fragen.`, marketplaceId: DE },
    'error',
  ],
  ['DESC_PRICE_PROMO', 'clean', {}, 0],
  ['DESC_PRICE_PROMO', '"19,99 €"', { description: `${DE_DESCRIPTION} Jetzt nur 19,99 €.`, marketplaceId: DE }, 'error'],
  [
    'DESC_REVIEWS_QUOTES',
    'quoted words without attribution',
    { description: `${DESCRIPTION} The lid is marked "open" and "close".` },
    0,
  ],
  [
    'DESC_REVIEWS_QUOTES',
    'German quotes „…“ with attribution',
    { description: `${DE_DESCRIPTION} „Die beste Flasche überhaupt“ – Jürgen`, marketplaceId: DE },
    'error',
  ],
  [
    'DESC_REVIEWS_QUOTES',
    'French "5 étoiles"',
    { description: 'Une gourde notée 5 étoiles par nos clients.', marketplaceId: FR },
    'error',
  ],
  ['DESC_TIME_SENSITIVE', '"renewable" holds no "new"', { description: `${DESCRIPTION} Made with renewable energy.` }, 0],
  [
    'DESC_TIME_SENSITIVE',
    'French "nouveauté"',
    { description: 'Notre nouveauté pour le sport et le bureau.', marketplaceId: FR },
    'warning',
  ],
  ['DESC_PROHIBITED_CLAIM', 'clean', {}, 0],
  [
    'DESC_PROHIBITED_CLAIM',
    'German "enthält Bambus"',
    { description: `${DE_DESCRIPTION} Der Deckel enthält Bambus.`, marketplaceId: DE },
    'error',
  ],
  ['DESC_OTHER_PRODUCTS', 'clean', {}, 0],
  [
    'DESC_OTHER_PRODUCTS',
    'German "unsere anderen Produkte"',
    { description: `${DE_DESCRIPTION} Entdecken Sie unsere anderen Produkte.`, marketplaceId: DE },
    'warning',
  ],

  // Images (policy: min, good, max count; min, zoom, recommended, max px).
  ['IMG_MAIN_MISSING', 'MAIN present', {}, 0],
  ['IMG_MAIN_MISSING', 'lower-case "main" variant', { images: [{ ...img('PT01', 2000), variant: 'main' }] }, 0],
  ['IMG_COUNT', '1', { images: gallery(1) }, 'warning', 'has only 1 image.'],
  ['IMG_COUNT', `${P.imagesMax} (gallery full)`, { images: gallery(P.imagesMax) }, 0],
  [
    'IMG_COUNT',
    `swatch not counted: ${P.imagesGood - 1} + SWCH`,
    { images: withImage(img('SWCH', 2000)) },
    'info',
    `has ${P.imagesGood - 1} images`,
  ],
  ['IMG_ZOOM', `${P.imageZoomPx - 1} → warning`, { images: withImage(img('PT06', P.imageZoomPx - 1)) }, 'warning'],
  ['IMG_ZOOM', `${P.imageRecommendedPx - 1} → info`, { images: withImage(img('PT06', P.imageRecommendedPx - 1)) }, 'info'],
  [
    'IMG_ZOOM',
    `longest side counts: ${P.imageRecommendedPx}×400`,
    { images: withImage(img('PT06', P.imageRecommendedPx, 400)) },
    0,
  ],
  ['IMG_ZOOM', 'unknown size', { images: withImage({ url: 'https://example.com/pt06.jpg', variant: 'PT06' }) }, 0],
  [
    'IMG_TOO_LARGE',
    `longest side counts: ${P.imageMaxPx + 1}×800`,
    { images: withImage(img('PT06', P.imageMaxPx + 1, 800)) },
    'error',
    `is ${P.imageMaxPx + 1} px`,
  ],
  [
    'IMG_FORMAT',
    'png, gif, tiff',
    { images: [...gallery(4), img('PT04', 2000, 2000, 'png'), img('PT05', 2000, 2000, 'gif'), img('PT06', 2000, 2000, 'tiff')] },
    0,
  ],
  ['IMG_FORMAT', 'upper-case ".WEBP"', { images: withImage(img('PT06', 2000, 2000, 'WEBP')) }, 'error'],
  [
    'IMG_FORMAT',
    '".webp" before a query string',
    { images: withImage({ url: 'https://example.com/pt06.webp?v=2', variant: 'PT06' }) },
    'error',
  ],

  // Backend search terms: UTF-8 bytes (2-byte umlauts/accents, 3-byte "€", 4-byte emoji).
  ['ST_BYTES', `${ST_MAX} bytes of umlauts (at)`, { searchTerms: ofBytes(ST_MAX, 'ä') }, 0],
  [
    'ST_BYTES',
    `${ST_MAX + 1} bytes of accents (over; ${(ST_MAX + 1) / 2} characters)`,
    { searchTerms: ofBytes(ST_MAX + 1, 'é') },
    'error',
    `are ${ST_MAX + 1} bytes`,
  ],
  ['ST_BYTES', `${ST_MAX} bytes of "€" (at)`, { searchTerms: ofBytes(ST_MAX, '€') }, 0],
  [
    'ST_BYTES',
    `${ST_MAX + 1} bytes of "€" (over)`,
    { searchTerms: ofBytes(ST_MAX + 1, '€') },
    'error',
    `are ${ST_MAX + 1} bytes`,
  ],
  ['ST_BYTES', `${ST_MAX} bytes of emoji (at; surrogate pairs are 4 bytes)`, { searchTerms: ofBytes(ST_MAX, '😀') }, 0],
  [
    'ST_BYTES',
    `${ST_MAX + 1} bytes of emoji (over)`,
    { searchTerms: ofBytes(ST_MAX + 1, '😀') },
    'error',
    `are ${ST_MAX + 1} bytes`,
  ],
  ['ST_BYTES_SAFE', `${ST_SAFE - 1} bytes of accents (under)`, { searchTerms: ofBytes(ST_SAFE - 1, 'é') }, 0],
  [
    'ST_BYTES_SAFE',
    `${ST_SAFE} bytes of umlauts (at)`,
    { searchTerms: ofBytes(ST_SAFE, 'ü') },
    'warning',
    `are ${ST_SAFE} bytes`,
  ],
  ['ST_BYTES_SAFE', `${ST_MAX} bytes (band ends)`, { searchTerms: 'a'.repeat(ST_MAX) }, 'warning', `are ${ST_MAX} bytes`],
  [
    'ST_BYTES_SAFE',
    `${ST_MAX} bytes of "€" (band ends)`,
    { searchTerms: ofBytes(ST_MAX, '€') },
    'warning',
    `are ${ST_MAX} bytes`,
  ],
  ['ST_BYTES_SAFE', `${ST_MAX + 1} bytes: ST_BYTES instead`, { searchTerms: 'a'.repeat(ST_MAX + 1) }, 0],
  ['ST_EMPTY', 'present', {}, 0],
  ['ST_EMPTY', 'only spaces', { searchTerms: '   ' }, 'warning'],
  ['ST_ASIN', 'nine characters', { searchTerms: 'flask b07hv2jdj' }, 0],
  ['ST_BRAND', 'clean', {}, 0],
  ['ST_BRAND', 'brand inside a longer word', { searchTerms: 'acmeware flask' }, 0],
  ['ST_BRAND', 'umlaut brand', { brand: 'Müller', searchTerms: 'flasche müller sport', marketplaceId: DE }, 'error'],
  [
    'ST_BRAND',
    'umlaut brand inside a longer word',
    { brand: 'Müller', searchTerms: 'flasche müllerei sport', marketplaceId: DE },
    0,
  ],
  [
    'ST_BRAND',
    'decomposed brand, composed terms',
    { brand: 'Mu\u0308ller', searchTerms: 'flasche müller sport', marketplaceId: DE },
    'error',
  ],
  ['ST_TEMPORARY', '"renewable" holds no "new"', { searchTerms: 'renewable flask' }, 0],
  ['ST_TEMPORARY', 'German "neu"', { searchTerms: 'flasche neu sport', marketplaceId: DE }, 'error'],
  ['ST_SUBJECTIVE', '"bestway" holds no "best"', { searchTerms: 'bestway flask' }, 0],
  ['ST_SUBJECTIVE', 'German "günstigste"', { searchTerms: 'günstigste flasche', marketplaceId: DE }, 'error'],
  ['ST_OFFENSIVE', 'clean', {}, 0],
  ['ST_OFFENSIVE', 'German "scheiße"', { searchTerms: 'flasche scheiße', marketplaceId: DE }, 'error'],
  [
    'ST_TITLE_OVERLAP',
    '2 of 10 words in the title (at 20%)',
    { searchTerms: 'steel bottle canteen thermos jug tumbler gym hiking camping picnic' },
    0,
  ],
  [
    'ST_TITLE_OVERLAP',
    '3 of 10 (over)',
    { searchTerms: 'steel bottle water canteen thermos jug tumbler gym hiking camping' },
    'warning',
    '3 of 10 search-term words',
  ],
  [
    'ST_TITLE_OVERLAP',
    'umlauts: 2 of 10 (at)',
    {
      title: DE_TITLE,
      searchTerms: 'größe trinkflasche sport büro schule wandern reise rucksack fahrrad kühl',
      marketplaceId: DE,
    },
    0,
  ],
  [
    'ST_TITLE_OVERLAP',
    'umlauts: 3 of 10 (over)',
    {
      title: DE_TITLE,
      searchTerms: 'größe trinkflasche edelstahl sport büro schule wandern reise rucksack kühl',
      marketplaceId: DE,
    },
    'warning',
    '3 of 10 search-term words',
  ],
  ['ST_DUPLICATES', 'clean', {}, 0],
  [
    'ST_DUPLICATES',
    'composed and decomposed "größe"',
    { searchTerms: 'größe gro\u0308ße flasche', marketplaceId: DE },
    'warning',
    '"größe"',
  ],
  ['ST_DUPLICATES', '"Größe" and "größe"', { searchTerms: 'Größe größe flasche', marketplaceId: DE }, 'warning', '"größe"'],
  ['ST_STOPWORDS', 'clean', {}, 0],
  ['ST_STOPWORDS', 'German "für"', { searchTerms: 'flasche für sport', marketplaceId: DE }, 'info', '"für"'],
  ['ST_STOPWORDS', '"fürth" holds no "für"', { searchTerms: 'flasche fürth sport', marketplaceId: DE }, 0],
  ['ST_CASE', 'capital umlaut', { searchTerms: 'Ärmel flasche', marketplaceId: DE }, 'info'],
  ['ST_CASE', 'lower-case umlaut', { searchTerms: 'ärmel flasche', marketplaceId: DE }, 0],
  ['ST_PLURAL_BOTH', 'clean', {}, 0],
  ['ST_PLURAL_BOTH', 'French "tasse tasses"', { searchTerms: 'tasse tasses gourde', marketplaceId: FR }, 'info', '"tasse"'],
  ['ST_PLURAL_BOTH', 'German is skipped', { searchTerms: 'tasse tasses becher', marketplaceId: DE }, 0],

  // Cross-field claims.
  [
    'CLAIM_DISEASE',
    'disease 3 words after the verb',
    { bullets: withBullet('Herbal Blend: helps treat the symptoms of anxiety') },
    'error',
  ],
  [
    'CLAIM_DISEASE',
    'disease 4 words after the verb',
    { bullets: withBullet('Herbal Blend: helps treat the worst symptoms of anxiety') },
    0,
  ],
  ['CLAIM_FDA', '"FDA" alone', { bullets: withBullet('Food Safe: silicone meets FDA food contact rules') }, 0],
  ['CLAIM_PESTICIDE', '"anti-slip"', { bullets: withBullet('Grip: anti-slip base') }, 0],
  [
    'CLAIM_PESTICIDE',
    'German "antibakteriell"',
    { bullets: withBullet('Deckel: antibakteriell beschichtet'), marketplaceId: DE },
    'error',
  ],
  ['CLAIM_ENVIRONMENTAL', 'clean', {}, 0],
  [
    'CLAIM_ENVIRONMENTAL',
    'French "écologique" in bullets → error',
    { bullets: withBullet('Planète: emballage écologique'), marketplaceId: FR },
    'error',
  ],
  ['CONTACT_ANYWHERE', 'clean highlights', { highlights: 'Steel, 750 ml' }, 0],
  ['REVIEW_SOLICIT', '"reviewed"', { description: `${DESCRIPTION} Reviewed by our engineers.` }, 0],
  [
    'REVIEW_SOLICIT',
    'French "laissez un avis"',
    { description: 'Merci de votre achat. Laissez un avis !', marketplaceId: FR },
    'error',
  ],
  ['AI_ARTIFACT', 'clean', {}, 0],
  ['AI_ARTIFACT', '"[Insert" in the title', { title: 'Acme [Insert Product Name] Bottle' }, 'error'],
  [
    'AI_ARTIFACT',
    '"lorem ipsum" in a bullet: BULLET_PLACEHOLDER instead',
    { bullets: withBullet('Lorem ipsum dolor sit amet') },
    0,
  ],
  ['SABOTAGE_TERMS', 'German "Fälschung"', { description: `${DE_DESCRIPTION} Achtung, Fälschung!`, marketplaceId: DE }, 'error'],
  [
    'LANGUAGE_MISMATCH',
    'German with umlauts on amazon.de',
    { description: DE_DESCRIPTION, bullets: DE_BULLETS, marketplaceId: DE },
    0,
  ],
  ['LANGUAGE_MISMATCH', 'German with umlauts on amazon.com', { description: DE_DESCRIPTION }, 'warning', 'looks like German'],
  ['APLUS_ABSENT', 'has A+', { hasAplus: true }, 0],
  [
    'HIGHLIGHTS_FORMAT',
    'quotes the sentence end, not a lone "."',
    { title: 'Acme Water Bottle 32 oz', highlights: 'Keeps drinks cold. Dishwasher safe' },
    'info',
    '"Keeps drinks cold." found',
  ],
];

describe('preconditions', () => {
  it('the policy in force at NOW has the policy limits these cases are built on', () => {
    expect(P).toMatchObject({
      version: POLICY_VERSION,
      productClass: 'non-media',
      titleMaxChars: 75,
      titleNearChars: 73,
      titleMaxWordRepeats: 2,
      highlightsMaxChars: 125,
    });
    expect(P).toMatchObject({
      bulletsMin: 3,
      bulletsRecommended: 5,
      bulletsMax: 5,
      bulletMinChars: 10,
      bulletMaxChars: 255,
      bulletsTotalMaxChars: 1000,
    });
    expect(P).toMatchObject({
      descriptionMaxChars: 2000,
      descriptionThinChars: 250,
      searchTermsMaxBytes: 249,
      searchTermsSafeBytes: 200,
    });
    expect(P).toMatchObject({
      imagesMin: 4,
      imagesGood: 7,
      imagesMax: 9,
      imageMinPx: 500,
      imageZoomPx: 1000,
      imageRecommendedPx: 1600,
      imageMaxPx: 10000,
    });
    expect([MEDIA.titleMaxChars, OLD.titleMaxChars, getPolicy(SA, false, NOW).titleMaxChars]).toEqual([
      TITLE_FIELD_CAP,
      TITLE_FIELD_CAP,
      TITLE_FIELD_CAP,
    ]);
    expect(getPolicy(SA, false, NOW).productClass).toBe('non-media');
  });

  it('builds text of the intended length: code points and UTF-8 bytes', () => {
    expect([...title(L, '𝐁')]).toHaveLength(L);
    expect(title(L, '𝐁').length).toBeGreaterThan(L);
    expect([...padTitle('Acme Bottle Lid Bottle', REDUNDANCY_MAX_TITLE)]).toHaveLength(REDUNDANCY_MAX_TITLE);
    for (const ch of ['ä', 'é', '€', '😀']) {
      expect(new TextEncoder().encode(ofBytes(ST_MAX, ch)).length).toBe(ST_MAX);
      expect(ofBytes(ST_MAX, ch).startsWith(ch.repeat(10))).toBe(true);
    }
  });

  it('names only registered rules (a misspelt id would pass every "0" case)', () => {
    const ids = new Set(RULES.map((r) => r.id));
    expect(CASES.map((c) => c[0]).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe.each(CASES)('%s: %s', (ruleId, _label, overrides, expected, messagePart) => {
  it(typeof expected === 'number' ? `fires ${expected} time(s)` : `fires as ${expected}`, () => {
    const found = findingsOf(ruleId, overrides);
    expectFires(found, expected);
    if (messagePart !== undefined) expect(found.map((f) => f.description).join('\n')).toContain(messagePart);
  });
});
