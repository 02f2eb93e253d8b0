import { findPattern, HTML_TAG_RE, quoted, SOURCES } from '#core/health/index';
import { MAX_ALT_TEXT } from '../amazon-limits.ts';
import { amazonModuleTypeFor, fieldLimitsFor } from '../mapping.ts';
import { maxModulesFor, PREMIUM_MAX_MODULES } from '../modules.ts';
import { lexiconRule, NO_APLUS_FINDINGS } from './kit.ts';
import type { AplusDocumentRule, AplusModuleRule, AplusRuleFinding } from './types.ts';

/** Amazon's per-field limits of the module each of ours is published as (AMAZON_TEXT_LIMITS in ../amazon-limits.ts). */
export const APLUS_TEXT_LIMITS: AplusModuleRule = {
  scope: 'module',
  id: 'APLUS_TEXT_LIMITS',
  field: 'aplus',
  severity: 'error',
  source: SOURCES.A4,
  check(ctx) {
    const limits = fieldLimitsFor(ctx.module);
    const type = amazonModuleTypeFor(ctx.module);
    const out: AplusRuleFinding[] = [];
    for (const { part, text, where } of ctx.texts) {
      const max =
        part === 'title' ? limits.title : part === 'content' ? limits.content : part === 'items' ? limits.item : undefined;
      if (max !== undefined && text.chars > max) {
        out.push({
          message: `${capitalize(where)} has ${text.chars} characters; ${type} allows ${max}.`,
          fix: `Shorten it to ${max} characters or fewer.`,
          part,
        });
      }
    }
    const items = ctx.module.items?.length ?? 0;
    if (limits.maxItems !== undefined && items > limits.maxItems) {
      out.push({
        message: `Module ${ctx.index + 1} has ${items} items; ${type} allows ${limits.maxItems}.`,
        fix: `Keep at most ${limits.maxItems} items.`,
        part: 'items',
      });
    }
    return out.length > 0 ? out : NO_APLUS_FINDINGS;
  },
};

/** Every field Amazon requires must hold text: a headline, and a body unless a list carries the module. */
export const APLUS_EMPTY_TEXT: AplusModuleRule = {
  scope: 'module',
  id: 'APLUS_EMPTY_TEXT',
  field: 'aplus',
  severity: 'error',
  source: SOURCES.A4,
  check({ module, index }) {
    const out: AplusRuleFinding[] = [];
    if (module.title.trim() === '')
      out.push({ message: `Module ${index + 1} has no headline.`, fix: 'Add a short headline.', part: 'title' });
    const hasItems = (module.items ?? []).some((i) => i.text.trim() !== '');
    if (module.content.trim() === '' && !(module.type === 'comparison' && hasItems))
      out.push({ message: `Module ${index + 1} has no text.`, fix: 'Add body text or remove the module.', part: 'content' });
    return out.length > 0 ? out : NO_APLUS_FINDINGS;
  },
};

/** APLUS_ALT_TEXT: every image needs alt text of 1–100 characters. */
export const APLUS_ALT_TEXT: AplusModuleRule = {
  scope: 'module',
  id: 'APLUS_ALT_TEXT',
  field: 'aplus',
  severity: 'error',
  source: SOURCES.A1,
  check({ module, index }) {
    if (!module.imageUrl) return NO_APLUS_FINDINGS;
    const alt = (module.imageAlt ?? '').trim();
    if (alt === '')
      return [
        {
          message: `The image of module ${index + 1} has no alt text.`,
          fix: 'Describe the image in up to 100 characters.',
          part: 'imageAlt',
        },
      ];
    const n = [...alt].length;
    if (n > MAX_ALT_TEXT)
      return [
        {
          message: `The alt text of module ${index + 1} has ${n} characters; Amazon allows ${MAX_ALT_TEXT}.`,
          fix: 'Shorten the alt text.',
          part: 'imageAlt',
        },
      ];
    return NO_APLUS_FINDINGS;
  },
};

/** An image-and-text module without an image still publishes, as a text module; worth knowing. */
export const APLUS_IMAGE_MISSING: AplusModuleRule = {
  scope: 'module',
  id: 'APLUS_IMAGE_MISSING',
  field: 'aplus',
  severity: 'warning',
  source: SOURCES.A1,
  check: ({ module, index }) =>
    module.type === 'image_text' && !module.imageUrl
      ? [
          {
            message: `Module ${index + 1} has no image and will be published as a text-only module.`,
            fix: 'Turn on Include Product Images, or keep it as text.',
            part: 'content',
          },
        ]
      : NO_APLUS_FINDINGS,
};

/** A+ text is plain: Amazon renders markup literally or rejects it. */
export const APLUS_MARKUP = lexiconRule({
  id: 'APLUS_MARKUP',
  severity: 'error',
  source: SOURCES.A4,
  patterns: (lower) => (lower.includes('<') ? findPattern(lower, HTML_TAG_RE) : []),
  message: (q, where) => `HTML markup ${q} in ${where}.`,
  fix: 'Use plain text; A+ modules do their own formatting.',
});

const TM_RE = /[™®©]|\((?:tm|r|c)\)/gu;

export const APLUS_TM_SYMBOLS = lexiconRule({
  id: 'APLUS_TM_SYMBOLS',
  severity: 'warning',
  source: SOURCES.A3,
  patterns: (lower) => findPattern(lower, TM_RE),
  message: (q, where) => `Trademark symbol ${q} in ${where}.`,
  fix: 'Leave ™, ® and © to the logo or packaging images.',
});

const SENTENCE_END = /[.!?]+(?:\s|$)/g;
const SHOUTING = /\b[A-Z]{2,}(?:\s+[A-Z]{2,}){2,}\b/g;

/** APLUS_STYLE (info): paragraphs of at most three sentences, no strings of capitals. */
export const APLUS_STYLE: AplusModuleRule = {
  scope: 'module',
  id: 'APLUS_STYLE',
  field: 'aplus',
  severity: 'info',
  source: SOURCES.A1,
  check({ texts }) {
    const out: AplusRuleFinding[] = [];
    for (const { part, text, where } of texts) {
      if (part === 'content') {
        for (const paragraph of text.raw.split(/\n\s*\n/)) {
          const sentences = paragraph.match(SENTENCE_END)?.length ?? 0;
          if (sentences > 3) {
            out.push({
              message: `A paragraph in ${where} has ${sentences} sentences.`,
              fix: 'Keep paragraphs to three sentences or fewer so they read well on mobile.',
              part,
            });
            break;
          }
        }
      }
      const caps = findPattern(text.norm, SHOUTING)[0];
      if (caps)
        out.push({
          ...quoted(text, caps.index, caps.end, (q) => `All-capitals text ${q} in ${where}.`, 'Use sentence case.'),
          part,
        });
    }
    return out.length > 0 ? out : NO_APLUS_FINDINGS;
  },
};

/** APLUS_MODULE_COUNT: Basic A+ shows 5 modules, Premium 7 (Amazon's A+ Content guide). */
export const APLUS_MODULE_COUNT: AplusDocumentRule = {
  scope: 'document',
  id: 'APLUS_MODULE_COUNT',
  field: 'aplus',
  severity: 'error',
  source: SOURCES.A1,
  check({ modules, template }) {
    const max = maxModulesFor(template);
    if (modules.length === 0) return [{ message: 'The draft has no modules.', fix: 'Generate content first.' }];
    if (modules.length > max) {
      const tier = max === PREMIUM_MAX_MODULES ? 'Premium A+' : 'Basic A+';
      return [
        {
          message: `The draft has ${modules.length} modules; ${tier} allows ${max}.`,
          fix: `Remove ${modules.length - max} module${modules.length - max === 1 ? '' : 's'}.`,
        },
      ];
    }
    return NO_APLUS_FINDINGS;
  },
};

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
