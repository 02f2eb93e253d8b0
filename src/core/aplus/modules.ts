import { z } from 'zod';
import type { AplusTemplate } from './settings.ts';

/** Generated A+ content: modules of four kinds. */
export const MODULE_TYPES = ['header', 'image_text', 'comparison', 'testimonial'] as const;
export type AplusModuleType = (typeof MODULE_TYPES)[number];

/** Icons the preview can draw for comparison items (lucide names, mapped in the web). */
export const ITEM_ICONS = [
  'check',
  'shield',
  'zap',
  'ruler',
  'droplet',
  'battery',
  'leaf',
  'sparkles',
  'package',
  'settings',
] as const;
export type ItemIcon = (typeof ITEM_ICONS)[number];

/** Generous input caps: the rules report Amazon's much lower limits as findings, so edits stay possible. */
const MAX_INPUT_TEXT = 10_000;

export const AplusItemSchema = z.object({
  text: z.string().max(MAX_INPUT_TEXT, 'Item text is too long'),
  icon: z.string().max(40),
});

export const AplusModuleSchema = z.object({
  type: z.enum(MODULE_TYPES, { error: `Module type must be one of ${MODULE_TYPES.join(', ')}` }),
  title: z.string().max(MAX_INPUT_TEXT, 'Module title is too long'),
  content: z.string().max(MAX_INPUT_TEXT, 'Module text is too long'),
  imageUrl: z.string().max(2000).optional(),
  imageAlt: z.string().max(1000).optional(),
  items: z.array(AplusItemSchema).max(20, 'A module can hold at most 20 items').optional(),
});

export type AplusModule = z.infer<typeof AplusModuleSchema>;
export type AplusItem = z.infer<typeof AplusItemSchema>;

/** Amazon's module caps (APLUS_MODULE_COUNT, from Amazon's A+ Content guide): Basic A+ 5, Premium A+ 7. */
export const BASIC_MAX_MODULES = 5;
export const PREMIUM_MAX_MODULES = 7;

/**
 * Module order per template. The count never exceeds what the matching A+ tier allows, so every
 * template is publishable as far as module count goes.
 */
export const TEMPLATE_LAYOUTS: Readonly<Record<AplusTemplate, readonly AplusModuleType[]>> = {
  standard: ['header', 'image_text', 'comparison', 'image_text', 'image_text'],
  premium: ['header', 'image_text', 'image_text', 'comparison', 'image_text', 'image_text', 'image_text'],
  minimal: ['header', 'image_text', 'comparison'],
  technical: ['header', 'comparison', 'image_text', 'image_text', 'image_text'],
};

export function maxModulesFor(template: AplusTemplate): number {
  return template === 'premium' ? PREMIUM_MAX_MODULES : BASIC_MAX_MODULES;
}

export const MODULE_TYPE_LABELS: Readonly<Record<AplusModuleType, string>> = {
  header: 'Header',
  image_text: 'Image & text',
  comparison: 'Highlights',
  testimonial: 'Testimonial',
};
