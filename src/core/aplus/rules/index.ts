import {
  APLUS_BOASTFUL,
  APLUS_CLAIMS,
  APLUS_COMPETITOR,
  APLUS_CONTACT_LINKS,
  APLUS_CTA,
  APLUS_GUARANTEE,
  APLUS_PRICE_PROMO,
  APLUS_REVIEWS,
  APLUS_SELLER_AUTH,
  APLUS_SHIPPING,
  APLUS_TIME_SENSITIVE,
} from './prohibited.ts';
import {
  APLUS_ALT_TEXT,
  APLUS_EMPTY_TEXT,
  APLUS_IMAGE_MISSING,
  APLUS_MARKUP,
  APLUS_MODULE_COUNT,
  APLUS_STYLE,
  APLUS_TEXT_LIMITS,
  APLUS_TM_SYMBOLS,
} from './structure.ts';
import type { AplusDocumentRule, AplusModuleRule } from './types.ts';

/** The A+ rule catalogue (docs/listing-rules.md#a-content), in the order findings are listed. */
export const APLUS_MODULE_RULES: readonly AplusModuleRule[] = [
  APLUS_EMPTY_TEXT,
  APLUS_TEXT_LIMITS,
  APLUS_ALT_TEXT,
  APLUS_REVIEWS,
  APLUS_PRICE_PROMO,
  APLUS_CTA,
  APLUS_TIME_SENSITIVE,
  APLUS_GUARANTEE,
  APLUS_CONTACT_LINKS,
  APLUS_SHIPPING,
  APLUS_COMPETITOR,
  APLUS_SELLER_AUTH,
  APLUS_BOASTFUL,
  APLUS_CLAIMS,
  APLUS_MARKUP,
  APLUS_IMAGE_MISSING,
  APLUS_TM_SYMBOLS,
  APLUS_STYLE,
];

export const APLUS_DOCUMENT_RULES: readonly AplusDocumentRule[] = [APLUS_MODULE_COUNT];

export type {
  AplusDocumentRule,
  AplusModuleRule,
  AplusRule,
  AplusPart,
  AplusModuleContext,
  AplusDocumentContext,
} from './types.ts';
