import type { TextField, Finding, Rule } from '#core/health/index';
import type { LanguageCode } from '#core/marketplaces';
import type { AplusModule } from '../modules.ts';
import type { AplusTemplate } from '../settings.ts';

/** The part of a module a finding points at, so the editor can mark the right box. */
export type AplusPart = 'title' | 'content' | 'imageAlt' | 'items';

export type AplusText = { part: AplusPart; text: TextField; where: string };

/** What module rules read: one module, its texts prepared once (shared TextField of the health engine). */
export type AplusModuleContext = {
  module: AplusModule;
  /** 0-based position in the document. */
  index: number;
  language: LanguageCode;
  /** Lower-cased, normalised brand of the listing; '' when unknown. */
  brand: string;
  texts: readonly AplusText[];
};

export type AplusDocumentContext = {
  modules: readonly AplusModule[];
  template: AplusTemplate;
  language: LanguageCode;
};

/** A health-engine Finding that also says which part of the module it is about. */
export type AplusRuleFinding = Finding & { part?: AplusPart };

/**
 * A+ rules reuse the health engine's Rule shape (id, field 'aplus', severity, source, check), over
 * an A+ context instead of a listing context (docs/listing-rules.md#a-content).
 */
export type AplusModuleRule = Rule<AplusModuleContext> & {
  scope: 'module';
  check: (ctx: AplusModuleContext) => readonly AplusRuleFinding[];
};
export type AplusDocumentRule = Rule<AplusDocumentContext> & { scope: 'document' };
export type AplusRule = AplusModuleRule | AplusDocumentRule;
