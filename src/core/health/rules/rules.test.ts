import { describe, expect, it } from 'vitest';
import type { Severity } from '../index.ts';
import { buildListing } from '../test-support/build-listing.ts';
import { expectFires, findingsOf, type CaseListing } from '../test-support/rule-cases.ts';
import { RULES } from './index.ts';

const DE = 'A1PA6795UKMFR9';
const FR = 'A13V1IB3VIYZZH';
const IT = 'APJ6JRA9NG5V4';
const ES = 'A1RKKUPIHCS9HS';
const UK = 'A1F83G8C2ARO7P';

/** "Acme " + filler to exactly n code points (fill may be non-ASCII: each counts once). */
function title(n: number, fill = 'x'): string {
  return `Acme ${fill.repeat(n - 5)}`;
}
function text(n: number, fill = 'a'): string {
  return `Ab ${fill.repeat(n - 3)}`;
}
const BULLETS = buildListing().bullets;
const withBullet = (b: string, at = 0): string[] => BULLETS.map((x, i) => (i === at ? b : x));
const img = (variant: string, side: number, ext = 'jpg') => ({ url: `https://example.com/${variant}.${ext}`, variant, width: side, height: side });
const gallery = (n: number, side = 2000) => Array.from({ length: n }, (_, i) => img(i === 0 ? 'MAIN' : `PT0${i}`, side));

/** [ruleId, case, listing overrides, expected]: a number = how many findings; a severity = fires (≥1) with it. */
type Case = [string, string, CaseListing, number | Severity];

const CASES: Case[] = [
  ['TITLE_MISSING', 'present', {}, 0],
  ['TITLE_MISSING', 'empty', { title: '  ' }, 'error'],
  ['TITLE_LENGTH', '75 chars', { title: title(75) }, 0],
  ['TITLE_LENGTH', '76 chars', { title: title(76) }, 'error'],
  ['TITLE_LENGTH', '75 umlauts count as 75', { title: title(75, 'ä') }, 0],
  ['TITLE_LENGTH', '76 with accents', { title: title(76, 'é') }, 'error'],
  ['TITLE_LENGTH', '75 and a trailing space (Amazon trims)', { title: `${title(75)} ` }, 0],
  ['TITLE_LENGTH', '75 between no-break spaces', { title: `\u00a0${title(75, 'é')}\u00a0` }, 0],
  ['BULLET_LENGTH_MIN', '8 characters padded with spaces', { bullets: withBullet('  Lid only  ') }, 'warning'],
  ['TITLE_LENGTH', 'media is not capped at 75', { title: title(150), isMedia: true }, 0],
  ['TITLE_LENGTH', 'before 2026-07-27 the cap is 200', { title: title(150), now: new Date('2026-07-01') }, 0],
  ['TITLE_LENGTH_MEDIA', 'media 200', { title: title(200), isMedia: true }, 0],
  ['TITLE_LENGTH_MEDIA', 'media 201', { title: title(201), isMedia: true }, 'error'],
  ['TITLE_LENGTH_NEAR', '72', { title: title(72) }, 0],
  ['TITLE_LENGTH_NEAR', '73', { title: title(73) }, 'info'],
  ['TITLE_LENGTH_NEAR', '75', { title: title(75) }, 'info'],
  ['TITLE_LENGTH_NEAR', '76 (over: TITLE_LENGTH instead)', { title: title(76) }, 0],
  ['TITLE_FIELD_CAP', '200', { title: title(200) }, 0],
  ['TITLE_FIELD_CAP', '201', { title: title(201) }, 'error'],
  ['TITLE_BANNED_CHARS', 'clean', {}, 0],
  ['TITLE_BANNED_CHARS', '"!"', { title: 'Acme Water Bottle!' }, 'error'],
  ['TITLE_BANNED_CHARS', 'full-width "！" (NFKC)', { title: 'Acme Water Bottle！' }, 'error'],
  ['TITLE_BANNED_CHARS', 'inside the brand → warning', { brand: 'Yahoo!', title: 'Yahoo! Water Bottle' }, 'warning'],
  ['TITLE_BANNED_CHARS', 'two distinct chars', { title: 'Acme Water Bottle? Yes_Really' }, 2],
  ['TITLE_DECORATIVE_CHARS', 'identifier "Style #4301"', { title: 'Acme Water Bottle Style #4301' }, 0],
  ['TITLE_DECORATIVE_CHARS', 'measure "<10 lb"', { title: 'Acme Water Bottle <10 lb' }, 0],
  ['TITLE_DECORATIVE_CHARS', 'SKU "#EDTH-114"', { title: 'Acme Drug Test Kit #EDTH-114' }, 0],
  ['TITLE_DECORATIVE_CHARS', '"★"', { title: 'Acme ★ Water Bottle' }, 'error'],
  ['TITLE_DECORATIVE_CHARS', '"<< >>"', { title: 'Acme << Water Bottle >>' }, 'error'],
  ['TITLE_EMOJI', 'none', {}, 0],
  ['TITLE_EMOJI', '"🔥"', { title: 'Acme Water Bottle 🔥' }, 'error'],
  ['TITLE_EMOJI', '"®" is not emoji', { title: 'Acme® Water Bottle' }, 0],
  ['TITLE_NON_LANGUAGE_CHARS', '"™"', { title: 'Acme™ Water Bottle' }, 'warning'],
  ['TITLE_NON_LANGUAGE_CHARS', '"Œ"', { title: 'Acme Œuvre Bottle' }, 'warning'],
  ['TITLE_NON_LANGUAGE_CHARS', 'German umlauts are language', { title: 'Acme Trinkflasche Größe Blau', marketplaceId: DE }, 0],
  ['TITLE_WORD_REPEAT', 'twice', { title: 'Acme Bottle Pack, Lid Pack' }, 0],
  ['TITLE_WORD_REPEAT', 'three times', { title: 'Acme Bottle Pack, Lid Pack, Pack' }, 'error'],
  ['TITLE_WORD_REPEAT', 'case-insensitive, umlauts', { title: 'Acme Größe GRÖSSE Größe größe', marketplaceId: DE }, 'error'],
  ['TITLE_WORD_REPEAT', 'stop words exempt', { title: 'Acme Bottle for Gym for Office for Travel' }, 0],
  ['TITLE_WORD_REPEAT', 'brand counts since 2026-07-27', { title: 'Acme Bottle, Acme Lid, Acme Straw' }, 'error'],
  ['TITLE_WORD_REPEAT', 'brand exempt before', { title: 'Acme Bottle, Acme Lid, Acme Straw', now: new Date('2026-01-01') }, 0],
  ['TITLE_REDUNDANCY', 'once', {}, 0],
  ['TITLE_REDUNDANCY', 'twice in a short title', { title: "Acme Men's Bottle for Men's Gym" }, 'info'],
  ['TITLE_PROMO', 'clean', {}, 0],
  ['TITLE_PROMO', '"Free Shipping"', { title: 'Acme Water Bottle Free Shipping' }, 'error'],
  ['TITLE_PROMO', '"dealer" is not "deal"', { title: 'Acme Water Bottle for Dealer Shows' }, 0],
  ['TITLE_PROMO', 'German "Versandkostenfrei"', { title: 'Acme Trinkflasche Versandkostenfrei', marketplaceId: DE }, 'error'],
  ['TITLE_PROMO', 'Italian "sale" means salt', { title: 'Acme Macinino per Sale e Pepe', marketplaceId: IT }, 0],
  ['TITLE_SUBJECTIVE', '"Best Seller"', { title: 'Acme Water Bottle Best Seller' }, 'warning'],
  ['TITLE_SUBJECTIVE', 'French "meilleure vente"', { title: 'Acme Gourde Meilleure Vente', marketplaceId: FR }, 'warning'],
  ['TITLE_RESTRICTED_PHRASE', '"FSA/HSA Eligible"', { title: 'Acme Thermometer FSA/HSA Eligible' }, 'error'],
  ['TITLE_ALL_CAPS', 'acronyms allowed', { title: 'Acme USB LED Desk Lamp' }, 0],
  ['TITLE_ALL_CAPS', 'shouting', { title: 'Acme STAINLESS STEEL WATER Bottle' }, 'warning'],
  ['TITLE_ALL_LOWER', 'lower', { title: 'acme water bottle', brand: 'acme' }, 'warning'],
  ['TITLE_CASE', 'title case', {}, 0],
  ['TITLE_CASE', 'sentence case', { title: 'Acme stainless steel water bottle with lid' }, 'info'],
  ['TITLE_BRAND_FIRST', 'brand first', {}, 0],
  ['TITLE_BRAND_FIRST', 'brand later', { title: 'Water Bottle by Acme' }, 'warning'],
  ['TITLE_BRAND_FIRST', 'Generic exempt', { brand: 'Generic', title: 'Water Bottle' }, 0],
  ['TITLE_NUMERALS', '"Two Pack"', { title: 'Acme Water Bottle Two Pack' }, 'info'],
  ['TITLE_NUMERALS', '"All-in-One"', { title: 'Acme All-in-One Bottle' }, 0],
  ['TITLE_TIME_SENSITIVE', '"2026 Newest"', { title: 'Acme Water Bottle 2026 Newest' }, 'warning'],
  ['TITLE_TIME_SENSITIVE', 'brand "New Balance"', { brand: 'New Balance', title: 'New Balance Running Shoe' }, 0],
  ['TITLE_PRICE_OR_CONTACT', 'price', { title: 'Acme Water Bottle $19.99' }, 'error'],
  ['TITLE_PRICE_OR_CONTACT', 'URL', { title: 'Acme Water Bottle www.acme.com' }, 'error'],
  ['TITLE_PRICE_OR_CONTACT', 'brand "StarTech.com"', { brand: 'StarTech.com', title: 'StarTech.com USB Cable' }, 0],
  ['TITLE_PRICE_OR_CONTACT', 'missing space "use.It" is no URL', { title: 'Acme Bottle easy to use.It Works' }, 0],

  ['HIGHLIGHTS_LENGTH', '125', { highlights: text(125, 'é') }, 0],
  ['HIGHLIGHTS_LENGTH', '126', { highlights: text(126, 'é') }, 'error'],
  ['HIGHLIGHTS_REQUIRES_SHORT_TITLE', 'short title', { highlights: 'Steel, 750 ml' }, 0],
  ['HIGHLIGHTS_REQUIRES_SHORT_TITLE', 'long title', { highlights: 'Steel, 750 ml', title: title(76) }, 'error'],
  ['HIGHLIGHTS_MISSING', 'empty with short title', {}, 'info'],
  ['HIGHLIGHTS_MISSING', 'empty with long title', { title: title(80) }, 0],
  ['HIGHLIGHTS_MISSING', 'field absent', { highlights: undefined }, 0],
  ['HIGHLIGHTS_FORMAT', 'phrases', { highlights: 'Stainless steel, 1.5 L, dishwasher safe' }, 0],
  ['HIGHLIGHTS_FORMAT', 'sentences', { highlights: 'It is steel. It holds 1.5 L.' }, 'info'],
  ['HIGHLIGHTS_PROMO', 'promo + emoji + banned', { highlights: 'Free shipping, 🔥, wow!' }, 3],
  ['HIGHLIGHTS_PROMO', 'a price ("$" before a digit is no banned character)', { highlights: 'Steel, only $19.99' }, 1],

  ['BULLETS_MISSING', 'none', { bullets: [] }, 'error'],
  ['BULLETS_COUNT_MIN', '2', { bullets: BULLETS.slice(0, 2) }, 'warning'],
  ['BULLETS_COUNT_MIN', '3', { bullets: BULLETS.slice(0, 3) }, 0],
  ['BULLETS_COUNT_RECOMMENDED', '4', { bullets: BULLETS.slice(0, 4) }, 'info'],
  ['BULLETS_COUNT_RECOMMENDED', '5', {}, 0],
  ['BULLETS_COUNT_MAX', '6', { bullets: [...BULLETS, 'Gift Ready: Arrives in a recyclable box'] }, 'info'],
  ['BULLET_LENGTH_MIN', '9', { bullets: withBullet('Ab cdefgh') }, 'warning'],
  ['BULLET_LENGTH_MIN', '10', { bullets: withBullet('Ab cdefghi') }, 0],
  ['BULLET_LENGTH_MAX', '255 with umlauts', { bullets: withBullet(text(255, 'ü')) }, 0],
  ['BULLET_LENGTH_MAX', '256', { bullets: withBullet(text(256, 'ü')) }, 'warning'],
  ['BULLETS_TOTAL_LENGTH', '1000', { bullets: Array.from({ length: 5 }, () => text(200)) }, 0],
  ['BULLETS_TOTAL_LENGTH', '1005', { bullets: Array.from({ length: 5 }, () => text(201)) }, 'warning'],
  ['BULLET_CAPITAL_START', 'lower-case start', { bullets: withBullet('keeps drinks cold for hours') }, 'info'],
  ['BULLET_CAPITAL_START', 'umlaut capital', { bullets: withBullet('Äußerst robust: aus Stahl gefertigt'), marketplaceId: DE }, 0],
  ['BULLET_END_PUNCTUATION', 'full stop', { bullets: withBullet('Keeps Drinks Cold: holds temperature for hours.') }, 'info'],
  ['BULLET_SPECIAL_CHARS', '"™" and "°"', { bullets: withBullet('Acme™ steel keeps 4°C for hours') }, 2],
  ['BULLET_SPECIAL_CHARS', 'French "â" is a letter', { bullets: withBullet('Pâte: facile à nettoyer au quotidien'), marketplaceId: FR }, 0],
  ['BULLET_SPECIAL_CHARS', '"£9" is a price, not a symbol', { bullets: withBullet('Great value at £9 per bottle') }, 0],
  ['BULLET_SPECIAL_CHARS', '"99¢" is a price', { bullets: withBullet('Low Cost: only 99¢ per refill pack') }, 0],
  ['BULLET_SPECIAL_CHARS', '"5,99 €" with a no-break space is a price', { bullets: withBullet('Prix bas : seulement 5,99\u00a0€ la recharge'), marketplaceId: FR }, 0],
  ['BULLET_SPECIAL_CHARS', '"¢" before a digit is no price', { bullets: withBullet('Vintage Stamp: a ¢5 stamp for collectors') }, 'error'],
  ['BULLET_SPECIAL_CHARS', '"¥" two characters before a digit is no price', { bullets: withBullet('Lucky Charm: ¥ symbol, 1 per pack') }, 'error'],
  ['BULLET_EMOJI', '"✅"', { bullets: withBullet('✅ Leak proof lid for bags') }, 'error'],
  ['BULLET_PLACEHOLDER', '"N/A"', { bullets: withBullet('Warranty: N/A') }, 'error'],
  ['BULLET_PLACEHOLDER', '"Nana" is not "na"', { bullets: withBullet('Nana Approved: a gift for grandma') }, 0],
  ['BULLET_ASIN', 'ASIN', { bullets: withBullet('Pairs with lid B07HV2JDJ9 sold separately') }, 'error'],
  ['BULLET_PROHIBITED_CLAIM', 'bamboo', { bullets: withBullet('Natural Lid: made from bamboo for a warm look') }, 'error'],
  ['BULLET_GUARANTEE', 'money back guarantee', { bullets: withBullet('Peace of Mind: money back guarantee on every order') }, 'error'],
  ['BULLET_EXTERNAL_INFO', 'e-mail', { bullets: withBullet('Support: write to help@acme.com any time') }, 'error'],
  ['BULLET_EXTERNAL_INFO', 'phone', { bullets: withBullet('Support: call (555) 123-4567 any time') }, 'error'],
  ['BULLET_PRICE_SHIPPING', 'free shipping', { bullets: withBullet('Fast Delivery: free shipping on every order') }, 'error'],
  ['BULLET_PRICE_SHIPPING', '"99¢"', { bullets: withBullet('Low Cost: only 99¢ per refill pack') }, 'error'],
  ['BULLET_PRICE_SHIPPING', '"500 ¥"', { bullets: withBullet('Low Cost: only 500 ¥ per refill pack') }, 'error'],
  ['BULLET_HTML', 'tag', { bullets: withBullet('Keeps <b>cold</b> for hours') }, 'error'],
  ['BULLET_REPETITIVE', 'distinct', {}, 0],
  ['BULLET_REPETITIVE', 'identical → error', { bullets: [...BULLETS.slice(0, 4), BULLETS[0]!] }, 'error'],
  ['BULLET_REPETITIVE', 'near-identical → warning', { bullets: [...BULLETS.slice(0, 4), `${BULLETS[0]!} today`] }, 'warning'],
  ['BULLET_COMPETITOR', 'better than a brand', { bullets: withBullet('Stronger Lid: better than Apple bottles') }, 'error'],
  ['BULLET_COMPETITOR', 'better than an adjective', { bullets: withBullet('Stronger Lid: better than ever before') }, 0],
  ['BULLET_UNSUBSTANTIATED', '"clinically proven"', { bullets: withBullet('Clean Water: clinically proven filter') }, 'warning'],
  ['BULLET_ALL_CAPS', 'caps lead-in allowed', { bullets: withBullet('KEEPS COLD: double wall vacuum insulation') }, 0],
  ['BULLET_ALL_CAPS', 'caps body', { bullets: withBullet('Keeps cold: DOUBLE WALL VACUUM INSULATION HOLDS') }, 'warning'],
  ['BULLET_STRUCTURE', 'headers', {}, 0],
  ['BULLET_STRUCTURE', 'no headers', { bullets: BULLETS.map((b) => b.split(': ')[1]!) }, 'info'],
  ['BULLET_LEADIN_CONSISTENCY', 'mixed', { bullets: withBullet('KEEPS COLD: double wall vacuum insulation') }, 'info'],
  ['BULLET_NUMBERS', '"60ml"', { bullets: withBullet('Small Size: holds 60ml of espresso') }, 'info'],
  ['BULLET_NUMBERS', '"3 brushes"', { bullets: withBullet('Cleaning Kit: includes 3 brushes') }, 'info'],
  ['BULLET_NUMBERS', '"60 ml"', { bullets: withBullet('Small Size: holds 60 ml of espresso') }, 0],
  ['BULLET_DUPLICATES_TITLE', 'repeats title', { bullets: withBullet('Acme Stainless Steel Water Bottle Vacuum Insulated Blue') }, 'info'],

  ['DESC_MISSING', 'empty', { description: '' }, 'warning'],
  ['DESC_LENGTH', '2000', { description: text(2000, 'ö') }, 0],
  ['DESC_LENGTH', '2001', { description: text(2001, 'ö') }, 'error'],
  ['DESC_THIN', '249 without A+', { description: text(249), hasAplus: false }, 'info'],
  ['DESC_THIN', '250', { description: text(250), hasAplus: false }, 0],
  ['DESC_THIN', 'short with A+', { description: text(100), hasAplus: true }, 0],
  ['DESC_HTML_CODE', '<script>', { description: `${buildListing().description}<script>alert(1)</script>` }, 'error'],
  ['DESC_HTML_CODE', 'event handler', { description: `${buildListing().description}<img src=x onerror="alert(1)">` }, 'error'],
  ['DESC_HTML_TAGS', '<br> allowed', { description: `${buildListing().description}<br>More text` }, 0],
  ['DESC_HTML_TAGS', '<p> and <b>', { description: `<p>${buildListing().description}</p><b>Bold</b>` }, 2],
  ['DESC_CONTACT', 'contact us', { description: `${buildListing().description} Contact us with questions.` }, 'error'],
  ['DESC_PRICE_PROMO', '% off', { description: `${buildListing().description} Now 20% off.` }, 'error'],
  ['DESC_PRICE_PROMO', '"99¢"', { description: `${buildListing().description} Refills cost only 99¢.` }, 'error'],
  ['DESC_REVIEWS_QUOTES', 'attributed quote', { description: `${buildListing().description} "Best bottle I ever owned" - Sarah` }, 'error'],
  ['DESC_TIME_SENSITIVE', '"latest"', { description: `${buildListing().description} Our latest model.` }, 'warning'],
  ['DESC_PROHIBITED_CLAIM', 'soy', { description: `${buildListing().description} The grip contains soy.` }, 'error'],
  ['DESC_OTHER_PRODUCTS', 'cross-sell', { description: `${buildListing().description} Check out our other bottles.` }, 'warning'],

  ['IMG_MAIN_MISSING', 'none', { images: [] }, 'error'],
  ['IMG_MAIN_MISSING', 'unknown images', { images: null }, 0],
  ['IMG_MAIN_MISSING', 'no MAIN variant', { images: [img('PT01', 2000)] }, 'error'],
  ['IMG_COUNT', '3 → warning', { images: gallery(3) }, 'warning'],
  ['IMG_COUNT', '4 → info', { images: gallery(4) }, 'info'],
  ['IMG_COUNT', '6 → info', { images: gallery(6) }, 'info'],
  ['IMG_COUNT', '7 → ok', { images: gallery(7) }, 0],
  ['IMG_ZOOM', '499 → error', { images: [...gallery(6), img('PT06', 499)] }, 'error'],
  ['IMG_ZOOM', '500 → warning', { images: [...gallery(6), img('PT06', 500)] }, 'warning'],
  ['IMG_ZOOM', '1000 → info', { images: [...gallery(6), img('PT06', 1000)] }, 'info'],
  ['IMG_ZOOM', '1600 → ok', { images: [...gallery(6), img('PT06', 1600)] }, 0],
  ['IMG_TOO_LARGE', '10000', { images: [...gallery(6), img('PT06', 10000)] }, 0],
  ['IMG_TOO_LARGE', '10001', { images: [...gallery(6), img('PT06', 10001)] }, 'error'],
  ['IMG_FORMAT', 'webp', { images: [...gallery(6), img('PT06', 2000, 'webp')] }, 'error'],
  ['IMG_FORMAT', 'no extension', { images: [...gallery(6), { url: 'https://example.com/image?id=1', variant: 'PT06' }] }, 0],

  ['ST_BYTES', '249 bytes', { searchTerms: 'a'.repeat(249) }, 0],
  ['ST_BYTES', '250 bytes', { searchTerms: 'a'.repeat(250) }, 'error'],
  ['ST_BYTES', '125 umlauts = 250 bytes', { searchTerms: 'ä'.repeat(125) }, 'error'],
  ['ST_BYTES_SAFE', '199 bytes', { searchTerms: 'a'.repeat(199) }, 0],
  ['ST_BYTES_SAFE', '200 bytes', { searchTerms: 'a'.repeat(200) }, 'warning'],
  ['ST_BYTES_SAFE', '100 umlauts = 200 bytes', { searchTerms: 'ä'.repeat(100) }, 'warning'],
  ['ST_EMPTY', 'empty', { searchTerms: '' }, 'warning'],
  ['ST_EMPTY', 'unknown', { searchTerms: null }, 0],
  ['ST_ASIN', 'ASIN', { searchTerms: 'flask b07hv2jdj9' }, 'error'],
  ['ST_BRAND', 'own brand', { searchTerms: 'flask acme canteen' }, 'error'],
  ['ST_BRAND', 'other brand', { searchTerms: 'flask yeti nike' }, 'error'],
  ['ST_TEMPORARY', '"new"', { searchTerms: 'flask new canteen' }, 'error'],
  ['ST_SUBJECTIVE', '"cheapest"', { searchTerms: 'flask cheapest canteen' }, 'error'],
  ['ST_OFFENSIVE', 'profanity', { searchTerms: 'flask shit canteen' }, 'error'],
  ['ST_TITLE_OVERLAP', 'mostly title words', { searchTerms: 'stainless steel water bottle flask' }, 'warning'],
  ['ST_DUPLICATES', 'repeat', { searchTerms: 'flask canteen flask' }, 'warning'],
  ['ST_STOPWORDS', '"for"', { searchTerms: 'flask for gym' }, 'info'],
  ['ST_PUNCTUATION', 'commas', { searchTerms: 'flask, canteen' }, 'info'],
  ['ST_PUNCTUATION', 'hyphenated word ok', { searchTerms: 'flask leak-proof canteen' }, 0],
  ['ST_CASE', 'capitals', { searchTerms: 'Flask canteen' }, 'info'],
  ['ST_PLURAL_BOTH', 'flask/flasks', { searchTerms: 'flask flasks canteen' }, 'info'],

  ['CLAIM_DISEASE', 'treat + disease', { bullets: withBullet('Herbal Blend: helps treat anxiety naturally') }, 'error'],
  ['CLAIM_DISEASE', 'disease word alone', { bullets: withBullet('Gentle Formula: suitable for acne-prone skin') }, 0],
  ['CLAIM_DISEASE', 'German "heilt Krebs"', { bullets: withBullet('Kräutermischung: heilt Krebs und Diabetes'), marketplaceId: DE }, 'error'],
  ['CLAIM_DISEASE', 'German disease word alone', { bullets: withBullet('Sanfte Formel: auch für Haut mit Neigung zu Akne'), marketplaceId: DE }, 0],
  ['CLAIM_DISEASE', 'French "guérit le cancer"', { bullets: withBullet('Mélange de plantes : guérit le cancer naturellement'), marketplaceId: FR }, 'error'],
  ['CLAIM_DISEASE', "French elided article \"soulage l'arthrite\"", { description: `${buildListing().description} Soulage l'arthrite en quelques jours.`, marketplaceId: FR }, 'error'],
  ['CLAIM_DISEASE', "Italian \"tratta l'acne\"", { bullets: withBullet("Formula delicata: tratta l'acne in pochi giorni"), marketplaceId: IT }, 'error'],
  ['CLAIM_DISEASE', 'Italian "cura" is care', { bullets: withBullet('Formula delicata: per la cura della pelle con acne'), marketplaceId: IT }, 0],
  ['CLAIM_DISEASE', 'Spanish "previene la diabetes"', { bullets: withBullet('Fórmula natural: previene la diabetes tipo 2'), marketplaceId: 'A1RKKUPIHCS9HS' }, 'error'],
  ['CLAIM_DISEASE', 'English claim on amazon.de', { bullets: withBullet('Herbal Blend: helps treat anxiety naturally'), marketplaceId: DE }, 'error'],
  ['CLAIM_DISEASE', 'a German claim on amazon.com is not matched (German words are not claims in English)', { bullets: withBullet('Kräutermischung: heilt Krebs') }, 0],
  ['CLAIM_FDA', 'FDA approved', { description: `${buildListing().description} FDA approved materials.` }, 'error'],
  ['CLAIM_PESTICIDE', 'antibacterial in bullets', { bullets: withBullet('Clean Lid: antibacterial coating') }, 'error'],
  ['CLAIM_PESTICIDE', 'backend too', { searchTerms: 'flask antimicrobial' }, 'error'],
  ['CLAIM_ENVIRONMENTAL', 'bullets → error', { bullets: withBullet('Planet First: eco-friendly packaging') }, 'error'],
  ['CLAIM_ENVIRONMENTAL', 'description → warning', { description: `${buildListing().description} Eco-friendly packaging.` }, 'warning'],
  ['CLAIM_ENVIRONMENTAL', 'German "umweltfreundlich"', { description: 'Umweltfreundlich verpackt', marketplaceId: DE }, 'warning'],
  ['CONTACT_ANYWHERE', 'URL in highlights', { highlights: 'Steel, visit www.acme.com' }, 'error'],
  ['REVIEW_SOLICIT', 'leave a review', { description: `${buildListing().description} Please leave a review!` }, 'error'],
  ['AI_ARTIFACT', 'refusal text', { description: 'As an AI language model, I cannot write this.' }, 'error'],
  ['AI_ARTIFACT', 'template braces', { description: `${buildListing().description} {{product_name}}` }, 'error'],
  ['SABOTAGE_TERMS', '"do not buy"', { description: `${buildListing().description} Do not buy, it is a scam.` }, 2],
  ['SABOTAGE_TERMS', '"anti-counterfeit"', { description: `${buildListing().description} Anti-counterfeit label on the box.` }, 0],
  ['LANGUAGE_MISMATCH', 'English on amazon.de', { description: buildListing().description, marketplaceId: DE }, 'warning'],
  ['LANGUAGE_MISMATCH', 'English on amazon.com', {}, 0],
  ['APLUS_ABSENT', 'no A+', { hasAplus: false }, 'warning'],
  ['APLUS_ABSENT', 'unknown', { hasAplus: null }, 0],
  // Everyday wording that holds a flagged term without meaning it (review of false positives).
  ['TITLE_PROMO', 'French "Réduction de Bruit" is noise cancelling', { title: 'Acme Casque Bluetooth Réduction de Bruit Active', marketplaceId: FR }, 0],
  ['TITLE_PROMO', 'French "prix réduit"', { title: 'Acme Casque Bluetooth à prix réduit', marketplaceId: FR }, 'error'],
  ['BULLET_PRICE_SHIPPING', 'French "remise en forme" is getting fit', { bullets: withBullet('Polyvalent : idéal pour la remise en forme à la maison'), marketplaceId: FR }, 0],
  ['BULLET_GUARANTEE', 'French "sans risque de brûlure" is safety', { bullets: withBullet('Poignée isolée : se saisit sans risque de brûlure'), marketplaceId: FR }, 0],
  ['BULLET_GUARANTEE', 'Spanish "sin riesgo de quemaduras" is safety', { bullets: withBullet('Asa aislada: se coge sin riesgo de quemaduras'), marketplaceId: ES }, 0],
  ['BULLET_GUARANTEE', 'French "essai sans risque"', { bullets: withBullet('Garantie : essai sans risque pendant 30 jours'), marketplaceId: FR }, 'error'],
  ['CLAIM_ENVIRONMENTAL', 'Italian "pelle ecologica" is faux leather', { bullets: withBullet('Materiale: pelle ecologica morbida e resistente'), marketplaceId: IT }, 0],
  ['CLAIM_ENVIRONMENTAL', 'Italian "imballaggio ecologico"', { bullets: withBullet('Materiale: imballaggio ecologico e riciclato'), marketplaceId: IT }, 'error'],
  ['DESC_REVIEWS_QUOTES', 'French hotel stars', { description: `${buildListing().description} Une qualité hôtel 5 étoiles à la maison.`, marketplaceId: FR }, 0],
  ['DESC_REVIEWS_QUOTES', 'German hotel stars', { description: `${buildListing().description} 5 Sterne Hotelqualität für zu Hause.`, marketplaceId: DE }, 0],
  ['DESC_REVIEWS_QUOTES', 'French "5 étoiles" from customers', { description: `${buildListing().description} Nos clients nous donnent 5 étoiles.`, marketplaceId: FR }, 'error'],
  ['BULLET_COMPETITOR', 'Spanish "competidores de triatlón" are athletes', { bullets: withBullet('Ligero: usado por competidores de triatlón'), marketplaceId: ES }, 0],
  ['BULLET_COMPETITOR', 'a compatibility list "and other brands"', { bullets: withBullet('Universal Fit: fits Bosch, Makita and other brands of 18V drill') }, 0],
  ['BULLET_COMPETITOR', '"unlike other brands"', { bullets: withBullet('Strong Seal: unlike other brands, the lid never leaks') }, 'error'],
  ['SABOTAGE_TERMS', 'German "betrug" is also "amounted to"', { bullets: withBullet('Lange Laufzeit: die Akkulaufzeit betrug im Test 12 Stunden'), marketplaceId: DE }, 0],
  ['SABOTAGE_TERMS', 'French "anti-contrefaçon" label', { bullets: withBullet('Authentique : étiquette anti-contrefaçon sur chaque boîte'), marketplaceId: FR }, 0],
  ['SABOTAGE_TERMS', 'a counterfeit money detector', { title: 'Acme Counterfeit Money Detector Pen, 3 Pack' }, 0],
  ['SABOTAGE_TERMS', 'a scam call blocker', { bullets: withBullet('Call Blocker: blocks scam and robocalls at the press of a button') }, 0],
  ['SABOTAGE_TERMS', '"this is a scam"', { bullets: withBullet('Warning: this is a scam, do not order') }, 'error'],
  ['CLAIM_PESTICIDE', 'cleaning advice "a mild disinfectant"', { description: `${buildListing().description} Wipe the lid with a mild disinfectant.` }, 0],
  ['CLAIM_PESTICIDE', 'Italian mosquito screen "antizanzare"', { title: 'Acme Zanzariera Antizanzare per Finestre', marketplaceId: IT }, 0],
  ['CLAIM_PESTICIDE', '"repels mosquitoes"', { bullets: withBullet('Outdoor Use: repels mosquitoes for 8 hours') }, 'error'],
  ['CLAIM_DISEASE', '"treats for dogs" is a noun', { bullets: withBullet('Senior Dogs: soft treats for dogs with arthritis') }, 0],
  ['CLAIM_DISEASE', '"a treat for" is a noun', { bullets: withBullet('Spa Day: a treat for anyone with migraine days behind them'), marketplaceId: UK }, 0],
  ['CLAIM_DISEASE', '"treats acne"', { bullets: withBullet('Clear Skin: treats acne in seven days') }, 'error'],
  ['BULLET_PLACEHOLDER', 'size "XXX-Large"', { bullets: withBullet('Sizes: Small through XXX-Large for every fit') }, 0],
  ['ST_TEMPORARY', '"new york" is a place', { searchTerms: 'new york skyline poster manhattan' }, 0],
  ['TITLE_TIME_SENSITIVE', '"New Balance" is a brand, not a time word', { title: 'Acme Insoles for New Balance Running Shoes' }, 0],
  ['HIGHLIGHTS_MISSING', 'null highlights are unknown, not empty', { title: 'Acme Water Bottle 32 oz', highlights: null }, 0],
  ['ST_BRAND', 'the fruit: "apple corer"', { searchTerms: 'apple corer slicer stainless kitchen' }, 0],
  ['ST_BRAND', 'the brand: "apple watch"', { searchTerms: 'apple watch band silicone strap' }, 'error'],
  ['HIGHLIGHTS_FORMAT', 'abbreviation "approx. 5 cm"', { title: 'Acme Water Bottle 32 oz', highlights: 'Steel, approx. 5 cm wide, blue' }, 0],
  ['TITLE_PRICE_OR_CONTACT', '"2 Euro Plugs" is no price', { title: 'Acme Travel Adapter with 2 Euro Plugs' }, 0],
  ['TITLE_PRICE_OR_CONTACT', '"2 euros" is a price', { title: 'Acme Travel Adapter for only 2 euros' }, 'error'],
  ['DESC_CONTACT', 'UK number "020 7946 0958"', { description: `${buildListing().description} Questions? Call 020 7946 0958.`, marketplaceId: UK }, 'error'],
  ['DESC_CONTACT', 'French number "01 23 45 67 89"', { description: `${buildListing().description} Appelez le 01 23 45 67 89.`, marketplaceId: FR }, 'error'],
  ['DESC_CONTACT', 'Italian number "02 1234 5678"', { description: `${buildListing().description} Chiama lo 02 1234 5678 per assistenza.`, marketplaceId: IT }, 'error'],
  ['BULLET_EXTERNAL_INFO', 'German number "030/1234567"', { bullets: withBullet('Service: Rufen Sie uns an unter 030/1234567'), marketplaceId: DE }, 'error'],
  ['BULLET_EXTERNAL_INFO', 'a date and a size with leading zeros are no number', { bullets: withBullet('Since 01.12.2024: sizes 05 10 15 20 available') }, 0],
  ['BULLET_COMPETITOR', '"better than Hydro Flask"', { bullets: withBullet('Stays Cold Longer: better than Hydro Flask in our ice test') }, 'error'],
  ['TITLE_TIME_SENSITIVE', 'event "Black Friday"', { title: 'Acme Water Bottle Black Friday Edition' }, 'warning'],
  ['DESC_TIME_SENSITIVE', 'event "Prime Day" on amazon.de', { description: `${buildListing().description} Zum Prime Day im Angebot.`, marketplaceId: DE }, 'warning'],
  // Second review of everyday wording (warning and info level too).
  ['ST_TEMPORARY', '"new mom" and "new year"', { searchTerms: 'new mom gifts new year eve party decorations' }, 0],
  ['ST_TEMPORARY', 'German "neue Wohnung"', { searchTerms: 'geschenk neue wohnung einweihung', marketplaceId: DE }, 0],
  ['DESC_CONTACT', 'hook sizes in pairs are no phone number', { description: `${buildListing().description} Hook sizes 02 04 06 08 10 12 included.` }, 0],
  ['DESC_CONTACT', 'an article number starting "00" is no phone number', { description: `${buildListing().description} Artikelnummer 00 611 475 30.`, marketplaceId: DE }, 0],
  ['DESC_CONTACT', 'colour numbers of one length are no phone number', { description: `${buildListing().description} Colours 0100 0200 0300.` }, 0],
  ['DESC_CONTACT', 'a date and a time are no phone number', { description: `${buildListing().description} Lieferung ab 01.12.2025 10.30 Uhr.`, marketplaceId: DE }, 0],
  ['BULLET_PROHIBITED_CLAIM', 'French "surface en bambou" is a material, not a claim', { bullets: withBullet('Planche : la surface en bambou est ferme'), marketplaceId: FR }, 0],
  ['BULLET_PROHIBITED_CLAIM', 'French "fibre de bambou"', { bullets: withBullet('Serviette : douce fibre de bambou'), marketplaceId: FR }, 'error'],
  ['BULLET_COMPETITOR', '"better than ever"', { bullets: withBullet('Clear Sound: works better than ever with Alexa') }, 0],
  ['BULLET_COMPETITOR', '"designed for competitors" (athletes)', { bullets: withBullet('Race Ready: designed for competitors and coaches') }, 0],
  ['BULLET_COMPETITOR', '"holds more than most other brands"', { bullets: withBullet('Big Capacity: holds twice as much as most other brands') }, 'error'],
  ['BULLET_GUARANTEE', 'French "essai sans risque de 30 jours"', { bullets: withBullet('Garantie : essai sans risque de 30 jours'), marketplaceId: FR }, 'error'],
  ['CLAIM_DISEASE', 'a swim stroke', { bullets: withBullet('Training Aid: prevents skipping on every stroke') }, 0],
  ['CLAIM_DISEASE', 'a stroke is still a disease', { bullets: withBullet('Heart Health: helps prevent a stroke') }, 'error'],
  ['CLAIM_DISEASE', 'Italian "le cure del viso" is care', { bullets: withBullet('Delicato: ideale per le cure del viso con acne'), marketplaceId: IT }, 0],
  ['TITLE_PROMO', '"Clearance Lights" for trucks', { title: 'Acme LED Clearance Lights for Trucks, 10 Pack' }, 0],
  ['BULLET_PRICE_SHIPPING', '"ground clearance"', { bullets: withBullet('Off Road: high ground clearance of 8 cm') }, 0],
  ['BULLET_EXTERNAL_INFO', '"Amazon.com" is the marketplace', { bullets: withBullet('Renewed: certified refurbished products on Amazon.com are tested') }, 0],
  ['BULLET_EXTERNAL_INFO', 'a path on Amazon.com is a link', { bullets: withBullet('Manual: see amazon.com/acme-manual for the guide') }, 'error'],
  ['DESC_TIME_SENSITIVE', '"like new" and "a new one"', { description: `${buildListing().description} Replace the filter with a new one and it works like new.` }, 0],
  ['DESC_TIME_SENSITIVE', 'Spanish "de nuevo"', { description: `${buildListing().description} Úsalo de nuevo cada día.`, marketplaceId: ES }, 0],
  ['BULLET_UNSUBSTANTIATED', '"for best results"', { bullets: withBullet('Easy Care: for best results, hand wash only') }, 0],
  ['BULLET_UNSUBSTANTIATED', '"the best bottle"', { bullets: withBullet('Top Pick: the best bottle for hikers') }, 'warning'],
  ['TITLE_SUBJECTIVE', 'the brand "Amazing Grass"', { brand: 'Amazing Grass', title: 'Amazing Grass Green Superfood Powder, 30 Servings' }, 0],
  ['TITLE_BRAND_FIRST', 'the brand written "Acme®"', { brand: 'Acme®', title: 'Acme Water Bottle 32 oz' }, 0],
];

describe.each(CASES)('%s: %s', (ruleId, _label, overrides, expected) => {
  it(typeof expected === 'number' ? `fires ${expected} time(s)` : `fires as ${expected}`, () => {
    const found = findingsOf(ruleId, overrides);
    expectFires(found, expected);
    for (const f of found) {
      expect(f.description).not.toMatch(/[\n\r]/);
      expect(f.fix.length).toBeGreaterThan(0);
      expect(f.source).toMatch(/^https?:\/\//);
    }
  });
});

describe('catalogue', () => {
  it('has at least one case for every rule', () => {
    const covered = new Set(CASES.map((c) => c[0]));
    expect(RULES.map((r) => r.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it('quotes the offending text in the message', () => {
    const [issue] = findingsOf('TITLE_WORD_REPEAT', { title: 'Acme Bottle Pack, Lid Pack, Pack' });
    expect(issue?.description).toBe('The word "Pack" appears 3 times in the title (max 2).');
    const [banned] = findingsOf('TITLE_BANNED_CHARS', { title: 'Acme Water Bottle!' });
    expect(banned?.description).toBe('Banned character "!" in the title.');
  });

  it('quotes HTML from the listing as plain text, cut short (the UI escapes it)', () => {
    const [issue] = findingsOf('DESC_HTML_CODE', { description: '<script>alert(1)</script>' });
    expect(issue?.match).toBe('<script>');
    expect(issue?.description).toBe('Executable code "<script>" in the description.');
  });
});
