import { z } from 'zod';

/** The five rewrite languages; en is the default. */
export const LANGUAGES = [
  { code: 'en', label: 'English (US)' },
  { code: 'es', label: 'Spanish' },
  { code: 'de', label: 'German' },
  { code: 'fr', label: 'French' },
  { code: 'it', label: 'Italian' },
] as const;

export const LANGUAGE_CODES = ['en', 'es', 'de', 'fr', 'it'] as const;
export const LanguageSchema = z.enum(LANGUAGE_CODES, {
  error: 'Language must be one of en, es, de, fr, it',
});
export type Language = z.infer<typeof LanguageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';

export function languageLabel(code: Language): string {
  return LANGUAGES.find((l) => l.code === code)?.label ?? code;
}
