import type { Rule } from '../types.ts';
import { TITLE_ALL_CAPS } from './title-all-caps.ts';
import { TITLE_ALL_LOWER } from './title-all-lower.ts';
import { TITLE_BANNED_CHARS_RULE } from './title-banned-chars.ts';
import { TITLE_BRAND_FIRST } from './title-brand-first.ts';
import { TITLE_CASE } from './title-case.ts';
import { TITLE_DECORATIVE_CHARS } from './title-decorative-chars.ts';
import { TITLE_EMOJI } from './title-emoji.ts';
import { TITLE_FIELD_CAP_RULE } from './title-field-cap.ts';
import { TITLE_LENGTH_MEDIA } from './title-length-media.ts';
import { TITLE_LENGTH_NEAR } from './title-length-near.ts';
import { TITLE_LENGTH } from './title-length.ts';
import { TITLE_MISSING } from './title-missing.ts';
import { TITLE_NON_LANGUAGE_CHARS } from './title-non-language-chars.ts';
import { TITLE_NUMERALS } from './title-numerals.ts';
import { TITLE_PRICE_OR_CONTACT } from './title-price-or-contact.ts';
import { TITLE_PROMO } from './title-promo.ts';
import { TITLE_REDUNDANCY } from './title-redundancy.ts';
import { TITLE_RESTRICTED_PHRASE } from './title-restricted-phrase.ts';
import { TITLE_SUBJECTIVE } from './title-subjective.ts';
import { TITLE_TIME_SENSITIVE } from './title-time-sensitive.ts';
import { TITLE_WORD_REPEAT } from './title-word-repeat.ts';
import { HIGHLIGHTS_FORMAT } from './highlights-format.ts';
import { HIGHLIGHTS_LENGTH } from './highlights-length.ts';
import { HIGHLIGHTS_MISSING } from './highlights-missing.ts';
import { HIGHLIGHTS_PROMO } from './highlights-promo.ts';
import { HIGHLIGHTS_REQUIRES_SHORT_TITLE } from './highlights-requires-short-title.ts';
import { BULLETS_COUNT_MAX } from './bullets-count-max.ts';
import { BULLETS_COUNT_MIN } from './bullets-count-min.ts';
import { BULLETS_COUNT_RECOMMENDED } from './bullets-count-recommended.ts';
import { BULLETS_MISSING } from './bullets-missing.ts';
import { BULLETS_TOTAL_LENGTH } from './bullets-total-length.ts';
import { BULLET_ALL_CAPS } from './bullet-all-caps.ts';
import { BULLET_ASIN } from './bullet-asin.ts';
import { BULLET_CAPITAL_START } from './bullet-capital-start.ts';
import { BULLET_COMPETITOR } from './bullet-competitor.ts';
import { BULLET_DUPLICATES_TITLE } from './bullet-duplicates-title.ts';
import { BULLET_EMOJI } from './bullet-emoji.ts';
import { BULLET_END_PUNCTUATION } from './bullet-end-punctuation.ts';
import { BULLET_EXTERNAL_INFO } from './bullet-external-info.ts';
import { BULLET_GUARANTEE } from './bullet-guarantee.ts';
import { BULLET_HTML } from './bullet-html.ts';
import { BULLET_LEADIN_CONSISTENCY } from './bullet-leadin-consistency.ts';
import { BULLET_LENGTH_MAX } from './bullet-length-max.ts';
import { BULLET_LENGTH_MIN } from './bullet-length-min.ts';
import { BULLET_NUMBERS } from './bullet-numbers.ts';
import { BULLET_PLACEHOLDER } from './bullet-placeholder.ts';
import { BULLET_PRICE_SHIPPING } from './bullet-price-shipping.ts';
import { BULLET_PROHIBITED_CLAIM } from './bullet-prohibited-claim.ts';
import { BULLET_REPETITIVE } from './bullet-repetitive.ts';
import { BULLET_SPECIAL_CHARS } from './bullet-special-chars.ts';
import { BULLET_STRUCTURE } from './bullet-structure.ts';
import { BULLET_UNSUBSTANTIATED } from './bullet-unsubstantiated.ts';
import { DESC_CONTACT } from './desc-contact.ts';
import { DESC_HTML_CODE } from './desc-html-code.ts';
import { DESC_HTML_TAGS } from './desc-html-tags.ts';
import { DESC_LENGTH } from './desc-length.ts';
import { DESC_MISSING } from './desc-missing.ts';
import { DESC_OTHER_PRODUCTS } from './desc-other-products.ts';
import { DESC_PRICE_PROMO } from './desc-price-promo.ts';
import { DESC_PROHIBITED_CLAIM } from './desc-prohibited-claim.ts';
import { DESC_REVIEWS_QUOTES } from './desc-reviews-quotes.ts';
import { DESC_THIN } from './desc-thin.ts';
import { DESC_TIME_SENSITIVE } from './desc-time-sensitive.ts';
import { DESC_CONDITION } from './desc-condition.ts';
import { IMG_COUNT } from './img-count.ts';
import { IMG_FORMAT } from './img-format.ts';
import { IMG_MAIN_MISSING } from './img-main-missing.ts';
import { IMG_TOO_LARGE } from './img-too-large.ts';
import { IMG_ZOOM } from './img-zoom.ts';
import { ST_ASIN } from './st-asin.ts';
import { ST_BRAND } from './st-brand.ts';
import { ST_BYTES_SAFE } from './st-bytes-safe.ts';
import { ST_BYTES } from './st-bytes.ts';
import { ST_CASE } from './st-case.ts';
import { ST_DUPLICATES } from './st-duplicates.ts';
import { ST_EMPTY } from './st-empty.ts';
import { ST_OFFENSIVE } from './st-offensive.ts';
import { ST_PLURAL_BOTH } from './st-plural-both.ts';
import { ST_PUNCTUATION } from './st-punctuation.ts';
import { ST_STOPWORDS } from './st-stopwords.ts';
import { ST_SUBJECTIVE } from './st-subjective.ts';
import { ST_TEMPORARY } from './st-temporary.ts';
import { ST_TITLE_OVERLAP } from './st-title-overlap.ts';
import { CLAIM_DISEASE_RULES } from './claim-disease.ts';
import { CLAIM_ENVIRONMENTAL_RULES } from './claim-environmental.ts';
import { CLAIM_FDA_RULES } from './claim-fda.ts';
import { CLAIM_PESTICIDE_RULES } from './claim-pesticide.ts';
import { CONTACT_ANYWHERE_RULES } from './contact-anywhere.ts';
import { REVIEW_SOLICIT_RULES } from './review-solicit.ts';
import { AI_ARTIFACT_RULES } from './ai-artifact.ts';
import { SABOTAGE_TERMS_RULES } from './sabotage-terms.ts';
import { LANGUAGE_MISMATCH_RULES } from './language-mismatch.ts';
import { APLUS_ABSENT } from './aplus-absent.ts';

/**
 * The rule catalogue of docs/listing-rules.md (plus APLUS_ABSENT from the A+ rules, needed by the score's
 * example), in table order; the order breaks ties when issues are sorted.
 *
 * Skipped, because ListingContent does not carry the data they need:
 * - TITLE_SELLER_NAME: needs the seller/store name.
 * - TITLE_PARENT_VARIANTS, TITLE_CHILD_SAME_AS_PARENT: need the parent/child ASIN relation.
 * - TITLE_PRODUCT_TYPE: needs item_type_keyword → product noun mapping; productType ids
 *   ("HOME_BED_AND_BATH") are not nouns a title would contain, so checking them would misfire.
 * - HIGHLIGHTS_SUPPORTED: not a rule but field presence (context.ts): no schema/field → the
 *   highlights field is dropped from the score instead of penalised.
 * - IMG_FILE_SIZE, IMG_MAIN_WHITE_BG, IMG_MAIN_FILL, IMG_MAIN_TEXT_BADGES: need the image
 *   bytes/pixels (fetching is I/O; core is pure).
 * - IMG_VIDEO: needs video data.
 * - Schema halves of DESC_MISSING (required → error), ST_EMPTY (required → error),
 *   BULLET_LENGTH_MAX (> schema maxLength → error), BULLETS_COUNT_MAX (> maxUniqueItems → error):
 *   need the Product Type Definition; the non-schema severity is implemented.
 * - DESC_CONTACT's "seller name" part: needs the seller name.
 * - CLAIM_FDA's "unless marked substantiated": no such flag yet; always reported.
 * - A+ document rules: owned by the A+ module; they plug in as Rule<AplusContext> with field 'aplus'.
 */
export const RULES: readonly Rule[] = [
  TITLE_ALL_CAPS,
  TITLE_ALL_LOWER,
  TITLE_BANNED_CHARS_RULE,
  TITLE_BRAND_FIRST,
  TITLE_CASE,
  TITLE_DECORATIVE_CHARS,
  TITLE_EMOJI,
  TITLE_FIELD_CAP_RULE,
  TITLE_LENGTH_MEDIA,
  TITLE_LENGTH_NEAR,
  TITLE_LENGTH,
  TITLE_MISSING,
  TITLE_NON_LANGUAGE_CHARS,
  TITLE_NUMERALS,
  TITLE_PRICE_OR_CONTACT,
  TITLE_PROMO,
  TITLE_REDUNDANCY,
  TITLE_RESTRICTED_PHRASE,
  TITLE_SUBJECTIVE,
  TITLE_TIME_SENSITIVE,
  TITLE_WORD_REPEAT,
  HIGHLIGHTS_FORMAT,
  HIGHLIGHTS_LENGTH,
  HIGHLIGHTS_MISSING,
  HIGHLIGHTS_PROMO,
  HIGHLIGHTS_REQUIRES_SHORT_TITLE,
  BULLETS_COUNT_MAX,
  BULLETS_COUNT_MIN,
  BULLETS_COUNT_RECOMMENDED,
  BULLETS_MISSING,
  BULLETS_TOTAL_LENGTH,
  BULLET_ALL_CAPS,
  BULLET_ASIN,
  BULLET_CAPITAL_START,
  BULLET_COMPETITOR,
  BULLET_DUPLICATES_TITLE,
  BULLET_EMOJI,
  BULLET_END_PUNCTUATION,
  BULLET_EXTERNAL_INFO,
  BULLET_GUARANTEE,
  BULLET_HTML,
  BULLET_LEADIN_CONSISTENCY,
  BULLET_LENGTH_MAX,
  BULLET_LENGTH_MIN,
  BULLET_NUMBERS,
  BULLET_PLACEHOLDER,
  BULLET_PRICE_SHIPPING,
  BULLET_PROHIBITED_CLAIM,
  BULLET_REPETITIVE,
  BULLET_SPECIAL_CHARS,
  BULLET_STRUCTURE,
  BULLET_UNSUBSTANTIATED,
  DESC_CONTACT,
  DESC_CONDITION,
  DESC_HTML_CODE,
  DESC_HTML_TAGS,
  DESC_LENGTH,
  DESC_MISSING,
  DESC_OTHER_PRODUCTS,
  DESC_PRICE_PROMO,
  DESC_PROHIBITED_CLAIM,
  DESC_REVIEWS_QUOTES,
  DESC_THIN,
  DESC_TIME_SENSITIVE,
  IMG_COUNT,
  IMG_FORMAT,
  IMG_MAIN_MISSING,
  IMG_TOO_LARGE,
  IMG_ZOOM,
  ST_ASIN,
  ST_BRAND,
  ST_BYTES_SAFE,
  ST_BYTES,
  ST_CASE,
  ST_DUPLICATES,
  ST_EMPTY,
  ST_OFFENSIVE,
  ST_PLURAL_BOTH,
  ST_PUNCTUATION,
  ST_STOPWORDS,
  ST_SUBJECTIVE,
  ST_TEMPORARY,
  ST_TITLE_OVERLAP,
  ...CLAIM_DISEASE_RULES,
  ...CLAIM_ENVIRONMENTAL_RULES,
  ...CLAIM_FDA_RULES,
  ...CLAIM_PESTICIDE_RULES,
  ...CONTACT_ANYWHERE_RULES,
  ...REVIEW_SOLICIT_RULES,
  ...AI_ARTIFACT_RULES,
  ...SABOTAGE_TERMS_RULES,
  ...LANGUAGE_MISMATCH_RULES,
  APLUS_ABSENT,
];
