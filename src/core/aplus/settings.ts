import { z } from 'zod';

/** Content Focus options, in the order the select shows them. */
export const CONTENT_FOCUS_OPTIONS = [
  { value: 'benefits_features', label: 'Benefits & Features' },
  { value: 'story_brand', label: 'Brand Story' },
  { value: 'comparison', label: 'Product Comparison' },
  { value: 'usage_guide', label: 'Usage Guide' },
  { value: 'technical_specs', label: 'Technical Specifications' },
] as const;

export const TEMPLATE_OPTIONS = [
  { value: 'standard', label: 'Standard' },
  { value: 'premium', label: 'Premium' },
  { value: 'minimal', label: 'Minimal' },
  { value: 'technical', label: 'Technical' },
] as const;

export type ContentFocus = (typeof CONTENT_FOCUS_OPTIONS)[number]['value'];
export type AplusTemplate = (typeof TEMPLATE_OPTIONS)[number]['value'];

const FOCUS_VALUES = CONTENT_FOCUS_OPTIONS.map((o) => o.value) as [ContentFocus, ...ContentFocus[]];
const TEMPLATE_VALUES = TEMPLATE_OPTIONS.map((o) => o.value) as [AplusTemplate, ...AplusTemplate[]];

export const MAX_CUSTOM_INSTRUCTIONS = 1000;
export const CREATIVITY_STEP = 5;

/** Defaults: creativity 60, template premium, focus benefits_features; images on. */
export const DEFAULT_APLUS_SETTINGS = {
  contentFocus: 'benefits_features',
  creativity: 60,
  includeImages: true,
  template: 'premium',
} as const satisfies { contentFocus: ContentFocus; creativity: number; includeImages: boolean; template: AplusTemplate };

export const AplusSettingsSchema = z.object({
  contentFocus: z.enum(FOCUS_VALUES, { error: `Content focus must be one of ${FOCUS_VALUES.join(', ')}` }),
  creativity: z
    .number({ error: 'Creativity must be a number from 0 to 100' })
    .int('Creativity must be a whole number from 0 to 100')
    .min(0, 'Creativity must be between 0 and 100')
    .max(100, 'Creativity must be between 0 and 100')
    .refine((n) => n % CREATIVITY_STEP === 0, `Creativity moves in steps of ${CREATIVITY_STEP} (0, 5, 10 … 100)`),
  includeImages: z.boolean({ error: 'Include images must be true or false' }),
  template: z.enum(TEMPLATE_VALUES, { error: `Template must be one of ${TEMPLATE_VALUES.join(', ')}` }),
  customInstructions: z
    .string({ error: 'Custom instructions must be text' })
    .max(MAX_CUSTOM_INSTRUCTIONS, `Custom instructions can be at most ${MAX_CUSTOM_INSTRUCTIONS} characters`)
    .optional(),
});

export type AplusSettings = z.infer<typeof AplusSettingsSchema>;

/**
 * Sampling temperature for LLM providers: 0 → 0.2 (literal), 100 → 1.0 (free). The floor keeps
 * "Conservative" from collapsing into repetitive wording; the ceiling keeps facts recognisable.
 */
export function creativityToTemperature(creativity: number): number {
  return Math.round((0.2 + (Math.min(100, Math.max(0, creativity)) / 100) * 0.8) * 100) / 100;
}
