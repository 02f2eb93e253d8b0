import type { CoreText } from '#core/listings/content';
import { getPolicy } from '#core/health/index';
import { findMarketplace } from '#core/marketplaces';
import { languageName } from '../language-name.ts';
import type { OptimizeInput } from '../types.ts';
import { keywordPlanOf } from '../keywords/plan.ts';
import { DATA_RULE, dataLine, fenced } from './fence.ts';

/**
 * Amazon's rules as the health engine checks them (titles, highlights, bullets, description and claims in docs/listing-rules.md), so the model aims
 * at the same target the guardrails measure. Limits come from the policy in force.
 */
export function systemPrompt(input: OptimizeInput): string {
  const policy = getPolicy(input.listing.marketplaceId, input.listing.isMedia === true);
  const tag = findMarketplace(input.listing.marketplaceId)?.languageTag ?? 'en_US';
  return [
    "You are an expert Amazon listing copywriter. Rewrite the title, bullet points and description of one product listing so that it complies with Amazon's listing rules and sells well.",
    `Write in ${languageName(input.language)} (target language tag ${input.language}; the listing's marketplace language tag is ${tag}).`,
    DATA_RULE,
    'TRUTHFULNESS: use only facts stated in the listing. Never add a number, measurement, quantity, certification, material, compatibility or claim that the listing does not state. Do not convert units. If something is unclear, leave it out.',
    'TITLE rules:',
    `- At most ${policy.titleMaxChars} characters including spaces; start with the brand name exactly as given; then the product type and the key attributes (size, colour, quantity).`,
    '- No ! $ ? _ { } ^ ¬ ¦ characters, no emoji, no decorative symbols (★ ~ # < > *), no ™ ® ©.',
    `- No word more than ${policy.titleMaxWordRepeats} times (the brand counts); title case; not all capitals.`,
    '- No promotional, subjective or time-sensitive words: free shipping, sale, deal, discount, best seller, #1, top rated, great gift, amazing, new, latest, guaranteed.',
    '- No prices, URLs, e-mail addresses or phone numbers.',
    'BULLET rules:',
    `- Exactly ${policy.bulletsRecommended} bullets, each ${policy.bulletMinChars}–${policy.bulletMaxChars} characters, ${policy.bulletsTotalMaxChars} characters in total at most.`,
    '- Each starts with a short capitalised key phrase and a colon ("Key Phrase: rest"), is a sentence fragment and has no ending punctuation.',
    '- No emoji or special characters (™ ® € … † ‡ ° ¢ £ ¥ © ± ~), no HTML, no ASINs, no placeholder text (N/A, TBD).',
    '- No guarantees or refund promises, no prices or shipping, no contact details, no comparisons with other brands, no unsubstantiated claims (#1, best, clinically proven).',
    '- No eco-friendly, biodegradable, antibacterial, antimicrobial, bamboo or soy claims; no claims to cure, treat or prevent a disease; no FDA claims.',
    'DESCRIPTION rules:',
    `- Plain text, at most ${policy.descriptionMaxChars} characters, no HTML; no contact details, prices, promotions, reviews, quotes or time-sensitive wording.`,
    'TARGETED KEYWORDS (when the listing lists some, strongest first):',
    '- Put the strongest keyword marked "use" that fits early in the title, right after the brand, without breaking the title rules.',
    '- Work the other keywords marked "use" naturally into the bullets, each at most once; no keyword lists, no stuffing.',
    '- Never use a keyword marked "unconfirmed" or its unstated words anywhere: the listing does not say it is true of the product.',
    "- Never name another brand than the listing's own. Keywords that do not fit go into the backend search terms, which are built for you: do not write them.",
    'Answer with JSON only: {"title": string, "bullets": string[], "description": string}.',
  ].join('\n');
}

/** The listing is data: fenced, one line per field, so its text cannot pose as instructions. */
export function listingPrompt(input: OptimizeInput): string {
  const l = input.listing;
  return [
    'LISTING TO REWRITE',
    ...fenced([
      `Brand: ${dataLine(l.brand ?? '') || '(none)'}`,
      `Product type: ${dataLine(l.productType ?? '') || '(unknown)'}`,
      `Title: ${dataLine(l.title)}`,
      'Bullets:',
      ...l.bullets.map((b, i) => `${i + 1}. ${dataLine(b)}`),
      `Description: ${dataLine(l.description) || '(none)'}`,
    ]),
    ...keywordLines(input),
  ].join('\n');
}

/** The targeted keywords, strongest first, each marked "use" or "unconfirmed" as the guardrails will judge it. */
function keywordLines(input: OptimizeInput): string[] {
  const plan = keywordPlanOf(input);
  if (!plan) return [];
  return [
    'TARGETED KEYWORDS',
    ...fenced(
      plan.keywords.map(
        (k, i) =>
          `${i + 1}. ${dataLine(k.keyword)} (${k.supported && k.competitorWords.size === 0 ? 'use' : 'unconfirmed'}${k.volume !== null ? `, ${k.volume} searches` : ''})`,
      ),
    ),
  ];
}

/** The one repair round: the draft and what the guardrails found wrong with it. */
export function repairPrompt(input: OptimizeInput, draft: CoreText, findings: readonly string[]): string {
  return [
    listingPrompt(input),
    '',
    'YOUR PREVIOUS REWRITE',
    ...fenced([dataLine(JSON.stringify(draft))]),
    '',
    'It breaks these rules. Fix every one, change nothing else, and keep to the facts of the listing:',
    ...findings.map((f) => `- ${dataLine(f)}`),
  ].join('\n');
}
