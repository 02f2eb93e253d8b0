import { checkAplusDraft } from '#core/aplus/check';
import type { AplusModule } from '#core/aplus/modules';
import type { AplusSource } from './source.ts';
import { dedupe } from '../faqs/checks.ts';
import { findInventedFacts } from '../facts.ts';
import type { AplusInput } from '../types.ts';

/** A+ text may use the listing's facts only (reviews are not A+ material: APLUS_REVIEWS). */
export function aplusFactsSource(source: AplusSource): string {
  return [source.brand ?? '', source.title, ...source.bullets, source.description].join('\n');
}

export function moduleTexts(m: AplusModule): string[] {
  return [m.title, m.content, ...(m.items ?? []).map((i) => i.text)];
}

export function aplusErrors(modules: readonly AplusModule[], input: AplusInput) {
  return checkAplusDraft({
    modules,
    template: input.settings.template,
    marketplaceId: input.source.marketplaceId,
    brand: input.source.brand,
  }).findings.filter((f) => f.severity === 'error');
}

/** Error findings of the A+ rules and invented numbers, phrased for the one repair prompt. */
export function findAplusProblems(modules: readonly AplusModule[], input: AplusInput): string[] {
  const errors = aplusErrors(modules, input).map((f) => `${f.message} Fix: ${f.fix}`);
  const source = aplusFactsSource(input.source);
  const invented = dedupe(findInventedFacts(modules.flatMap(moduleTexts).join('\n'), source)).map(
    (f) => `"${f.text}" is not stated in the listing. Remove it; use only facts from the listing.`,
  );
  return [...new Set([...errors, ...invented])];
}
