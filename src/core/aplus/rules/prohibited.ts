import { CAT, findContacts, findPattern, PRICE_RE, quoted, SOURCES, getHits } from '#core/health/index';
import * as L from './lexicons.ts';
import { lexiconRule, NO_APLUS_FINDINGS } from './kit.ts';
import type { AplusModuleRule, AplusRuleFinding } from './types.ts';

/** A quotation followed by a dash and a name: "Love it!" - Sarah. */
const ATTRIBUTED_QUOTE = /"[^"]{8,300}"\s*[-–—]\s*\p{L}/gu;
/** Percentages off and currency amounts, plus the price patterns of the health engine. */
const PERCENT_OFF = /\d+\s?%\s?off(?![\p{L}\p{N}])/gu;
/** Social handles (@brand) and QR codes: contact routes outside Amazon. */
const SOCIAL =
  /(?<![\p{L}\p{N}._%+-])@[a-z0-9_.]{3,30}(?![\p{L}\p{N}@])|\bqr[\s-]?codes?\b|\b(?:instagram|facebook|tiktok|youtube|twitter|pinterest)\b/gu;

/** APLUS_REVIEWS: customer reviews and quotes from private individuals are never allowed. */
export const APLUS_REVIEWS: AplusModuleRule = {
  scope: 'module',
  id: 'APLUS_REVIEWS',
  field: 'aplus',
  severity: 'error',
  source: SOURCES.A2,
  check(ctx) {
    let out: AplusRuleFinding[] | null = null;
    if (ctx.module.type === 'testimonial') {
      out = [
        {
          message: `Module ${ctx.index + 1} is a customer testimonial. Amazon does not allow customer reviews or quotes in A+ content.`,
          fix: 'Remove this module; Amazon shows real reviews on the page itself.',
          part: 'content',
        },
      ];
    }
    const found = REVIEW_TEXT.check(ctx);
    return out ? [...out, ...found] : found.length > 0 ? found : NO_APLUS_FINDINGS;
  },
};

const REVIEW_TEXT = lexiconRule({
  id: 'APLUS_REVIEWS',
  severity: 'error',
  source: SOURCES.A2,
  lexicon: L.APLUS_REVIEW_CUES,
  patterns: (lower) => (lower.includes('"') ? findPattern(lower, ATTRIBUTED_QUOTE) : []),
  message: (q, where) => `Customer review or quote ${q} in ${where}.`,
  fix: 'Remove reviews, star ratings and customer quotes; Amazon shows real reviews separately.',
});

export const APLUS_PRICE_PROMO = lexiconRule({
  id: 'APLUS_PRICE_PROMO',
  severity: 'error',
  source: SOURCES.A1,
  lexicon: L.APLUS_PRICE_PROMO,
  patterns: (lower) => [...findPattern(lower, PRICE_RE), ...findPattern(lower, PERCENT_OFF)],
  message: (q, where) => `Price or promotion ${q} in ${where}.`,
  fix: 'Remove prices, discounts and promotional words such as "free" or "bonus"; prices change and A+ content does not.',
});

export const APLUS_CTA = lexiconRule({
  id: 'APLUS_CTA',
  severity: 'error',
  source: SOURCES.A2,
  lexicon: L.APLUS_CTA,
  message: (q, where) => `Call to action ${q} in ${where}.`,
  fix: 'Describe the product instead of asking shoppers to buy; Amazon rejects calls to action.',
});

export const APLUS_TIME_SENSITIVE = lexiconRule({
  id: 'APLUS_TIME_SENSITIVE',
  severity: 'error',
  source: SOURCES.A1,
  lexicon: L.APLUS_TIME_SENSITIVE,
  message: (q, where) => `Time-sensitive wording ${q} in ${where}.`,
  fix: 'Remove words like "new", "latest", "now" and holiday references; A+ content stays up for years.',
});

export const APLUS_GUARANTEE = lexiconRule({
  id: 'APLUS_GUARANTEE',
  severity: 'error',
  source: SOURCES.A1,
  lexicon: L.APLUS_GUARANTEE,
  message: (q, where) => `Guarantee or warranty wording ${q} in ${where}.`,
  fix: 'Remove guarantee, warranty and refund promises from A+ content.',
});

export const APLUS_CONTACT_LINKS = lexiconRule({
  id: 'APLUS_CONTACT_LINKS',
  severity: 'error',
  source: SOURCES.A1,
  patterns: (lower) => [...findContacts(lower), ...findPattern(lower, SOCIAL)],
  message: (q, where) => `Link or contact detail ${q} in ${where}.`,
  fix: 'Remove URLs, e-mail addresses, phone numbers, QR codes and social media handles.',
});

export const APLUS_SHIPPING = lexiconRule({
  id: 'APLUS_SHIPPING',
  severity: 'error',
  source: SOURCES.A1,
  lexicon: L.APLUS_SHIPPING,
  message: (q, where) => `Shipping or delivery promise ${q} in ${where}.`,
  fix: 'Remove shipping and delivery claims; Amazon shows delivery options itself.',
});

export const APLUS_SELLER_AUTH = lexiconRule({
  id: 'APLUS_SELLER_AUTH',
  severity: 'error',
  source: SOURCES.A3,
  lexicon: L.APLUS_SELLER_AUTH,
  message: (q, where) => `Seller authorisation claim ${q} in ${where}.`,
  fix: 'Remove claims about authorised resellers or where to buy genuine products.',
});

export const APLUS_BOASTFUL = lexiconRule({
  id: 'APLUS_BOASTFUL',
  severity: 'error',
  source: SOURCES.A5,
  lexicon: L.APLUS_BOASTFUL,
  message: (q, where) => `Unsupported superlative ${q} in ${where}.`,
  fix: 'Remove rankings and claims like "#1" or "best-selling"; Amazon requires them to be substantiated.',
});

/** Competitor cues and other brands' names; the listing's own brand is never a competitor. */
export const APLUS_COMPETITOR: AplusModuleRule = {
  scope: 'module',
  id: 'APLUS_COMPETITOR',
  field: 'aplus',
  severity: 'error',
  source: SOURCES.A1,
  check(ctx) {
    const cues = COMPETITOR_CUES.check(ctx);
    let brands: AplusRuleFinding[] | null = null;
    for (const { part, text, where } of ctx.texts) {
      for (const h of getHits(text)) {
        if ((h.mask & CAT.BRAND) === 0 || h.term === ctx.brand || ctx.brand.includes(h.term)) continue;
        (brands ??= []).push({
          ...quoted(
            text,
            h.index,
            h.end,
            (q) => `Other brand ${q} named in ${where}.`,
            'Do not name or compare with other brands; compare only with your own products.',
          ),
          part,
        });
        break;
      }
    }
    return brands ? [...cues, ...brands] : cues;
  },
};

const COMPETITOR_CUES = lexiconRule({
  id: 'APLUS_COMPETITOR',
  severity: 'error',
  source: SOURCES.A1,
  lexicon: L.APLUS_COMPETITOR,
  message: (q, where) => `Competitor reference ${q} in ${where}.`,
  fix: 'Describe your product on its own merits; comparisons are allowed only with your own products.',
});

/** The listing claim rules (docs/listing-rules.md#claims) apply to A+ too (pesticide, FDA, unqualified environmental claims, AI artifacts). */
export const APLUS_CLAIMS: AplusModuleRule = {
  scope: 'module',
  id: 'APLUS_CLAIMS',
  field: 'aplus',
  severity: 'error',
  source: SOURCES.P2,
  check(ctx) {
    let out: AplusRuleFinding[] | null = null;
    const mask =
      CAT.PESTICIDE | CAT.FDA | CAT.ENVIRONMENTAL | CAT.AI_ARTIFACT | CAT.PLACEHOLDER | CAT.REVIEW_SOLICIT | CAT.SABOTAGE;
    for (const { part, text, where } of ctx.texts) {
      const seen = new Set<string>();
      for (const h of getHits(text)) {
        if ((h.mask & mask) === 0 || seen.has(h.term)) continue;
        seen.add(h.term);
        (out ??= []).push({
          ...quoted(
            text,
            h.index,
            h.end,
            (q) => `Restricted claim or placeholder ${q} in ${where}.`,
            'Remove health, pesticide, FDA and unqualified environmental claims, and any placeholder text.',
          ),
          part,
        });
      }
    }
    return out ?? NO_APLUS_FINDINGS;
  },
};
