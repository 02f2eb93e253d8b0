import { z } from 'zod';
import { TierSchema } from '../plans/tiers.ts';

/** POST /api/user/upgrade; answers the updated user (UserSchema). */
export const UpgradeBodySchema = z.object({ tier: TierSchema }, { error: 'Tier must be one of free, pro, growth, enterprise' });
export type UpgradeBody = z.infer<typeof UpgradeBodySchema>;

export const INQUIRY_MESSAGE_MIN = 10;
export const INQUIRY_MESSAGE_MAX = 2000;

/** POST /api/sales/inquiries: the Enterprise 'Contact Sales' form. */
export const SalesInquiryBodySchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  email: z
    .string({ error: 'Please enter a valid email' })
    .trim()
    .max(254, 'Please enter a valid email')
    .pipe(z.email('Please enter a valid email')),
  company: z.string().trim().max(160, 'Company must be at most 160 characters').optional(),
  message: z
    .string({ error: `Message must be at least ${INQUIRY_MESSAGE_MIN} characters` })
    .trim()
    .min(INQUIRY_MESSAGE_MIN, `Message must be at least ${INQUIRY_MESSAGE_MIN} characters`)
    .max(INQUIRY_MESSAGE_MAX, `Message must be at most ${INQUIRY_MESSAGE_MAX} characters`),
});
export type SalesInquiryBody = z.infer<typeof SalesInquiryBodySchema>;

export const SalesInquiryResponseSchema = z.object({ id: z.number().int(), createdAt: z.string() });
export type SalesInquiryResponse = z.infer<typeof SalesInquiryResponseSchema>;
