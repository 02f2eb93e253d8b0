import { languageLabel, type Language } from '#core/languages';

/** "English (US)" reads as "English" inside a sentence that already has brackets. */
export function languageName(code: Language): string {
  return languageLabel(code).replace(/\s*\(.*\)$/, '');
}
