import { createTextField, normalizeText, type Severity } from '#core/health/index';
import { findMarketplace, type LanguageCode } from '#core/marketplaces';
import { checkAplusFacts, type AplusFactSource } from './fact-check.ts';
import type { AplusModule } from './modules.ts';
import { APLUS_DOCUMENT_RULES, APLUS_MODULE_RULES, type AplusModuleContext, type AplusPart } from './rules/index.ts';
import type { AplusRuleFinding } from './rules/types.ts';
import type { AplusTemplate } from './settings.ts';

/** One breach of an A+ rule; `moduleIndex` is null for document-level rules (module count). */
export type AplusFinding = {
  ruleId: string;
  severity: Severity;
  source: string;
  moduleIndex: number | null;
  part?: AplusPart;
  message: string;
  fix: string;
  match?: string;
};

export type AplusCheck = { findings: AplusFinding[]; publishable: boolean };

export type AplusCheckInput = {
  modules: readonly AplusModule[];
  template: AplusTemplate;
  marketplaceId: string;
  brand?: string | null;
  /** The listing's text; given, every module's numbers are checked against it (fact-check.ts). */
  listing?: AplusFactSource;
};

const SEVERITY_ORDER: Readonly<Record<Severity, number>> = { error: 0, warning: 1, info: 2 };

export function buildModuleContext(
  module: AplusModule,
  index: number,
  language: LanguageCode,
  brand: string,
): AplusModuleContext {
  const n = index + 1;
  const texts: AplusModuleContext['texts'] = [
    { part: 'title', text: createTextField(module.title, language), where: `the headline of module ${n}` },
    {
      part: 'content',
      text: createTextField(module.content, language),
      where: module.type === 'testimonial' ? `the quote of module ${n}` : `the text of module ${n}`,
    },
    ...(module.imageUrl
      ? [
          {
            part: 'imageAlt' as const,
            text: createTextField(module.imageAlt ?? '', language),
            where: `the image alt text of module ${n}`,
          },
        ]
      : []),
    ...(module.items ?? []).map((item, i) => ({
      part: 'items' as const,
      text: createTextField(item.text, language),
      where: `item ${i + 1} of module ${n}`,
    })),
  ];
  return { module, index, language, brand, texts };
}

/**
 * Runs the A+ rules over a draft. Pure: the server checks every stored draft with it and the
 * browser re-checks in-place edits with the same code. Publishable = no error-severity finding,
 * so with the listing given, "publishable" also means every module passed the fact check.
 */
export function checkAplusDraft(input: AplusCheckInput): AplusCheck {
  const language = findMarketplace(input.marketplaceId)?.language ?? 'en';
  const brand = input.brand ? normalizeText(input.brand).toLowerCase() : '';
  const findings: AplusFinding[] = [];
  for (const rule of APLUS_DOCUMENT_RULES) {
    for (const f of rule.check({ modules: input.modules, template: input.template, language })) {
      findings.push({
        ruleId: rule.id,
        severity: f.severity ?? rule.severity,
        source: rule.source,
        moduleIndex: null,
        message: f.message,
        fix: f.fix,
      });
    }
  }
  input.modules.forEach((module, index) => {
    const ctx = buildModuleContext(module, index, language, brand);
    for (const rule of APLUS_MODULE_RULES) {
      for (const f of rule.check(ctx) as readonly AplusRuleFinding[]) {
        const finding: AplusFinding = {
          ruleId: rule.id,
          severity: f.severity ?? rule.severity,
          source: rule.source,
          moduleIndex: index,
          message: f.message,
          fix: f.fix,
        };
        if (f.part) finding.part = f.part;
        if (f.match !== undefined) finding.match = f.match;
        findings.push(finding);
      }
    }
  });
  if (input.listing) findings.push(...checkAplusFacts(input.modules, { brand: input.brand, ...input.listing }));
  // Stable: within a severity, document findings first, then module order.
  findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  return { findings, publishable: !findings.some((f) => f.severity === 'error') };
}

/** Whether a piece of text would raise an error-severity finding in a module of this kind. */
export function isCleanText(
  text: string,
  opts: { type?: AplusModule['type']; marketplaceId: string; brand?: string | null },
): boolean {
  const language = findMarketplace(opts.marketplaceId)?.language ?? 'en';
  const brand = opts.brand ? normalizeText(opts.brand).toLowerCase() : '';
  const ctx = buildModuleContext({ type: opts.type ?? 'image_text', title: text, content: '' }, 0, language, brand);
  const only = { ...ctx, texts: ctx.texts.filter((t) => t.part === 'title') };
  return APLUS_MODULE_RULES.every(
    (rule) =>
      rule.id === 'APLUS_EMPTY_TEXT' ||
      rule.id === 'APLUS_TEXT_LIMITS' ||
      rule.check(only).every((f) => (f.severity ?? rule.severity) !== 'error'),
  );
}
