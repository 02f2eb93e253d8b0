import { z } from 'zod';
import { TierSchema } from '../plans/tier-schema.ts';
import { UserSchema, type User } from './auth.ts';

/** POST /api/user/upgrade. */
export const UpgradeBodySchema = z.object({ tier: TierSchema }, { error: 'Tier must be one of free, pro, growth, enterprise' });
export type UpgradeBody = z.infer<typeof UpgradeBodySchema>;

/** With Stripe configured, a paid tier is bought on Stripe's page: the browser goes to this URL. */
export const CheckoutRedirectSchema = z.object({ checkoutUrl: z.string() });
export type CheckoutRedirect = z.infer<typeof CheckoutRedirectSchema>;

/** The updated user when the change applied at once, else where to pay for it. */
export const UpgradeResponseSchema = z.union([UserSchema, CheckoutRedirectSchema]);
export type UpgradeResponse = User | CheckoutRedirect;

export function isCheckoutRedirect(response: UpgradeResponse): response is CheckoutRedirect {
  return 'checkoutUrl' in response;
}

/** What the Settings page reads from `?checkout=` after Stripe sends the browser back. */
export const CHECKOUT_RETURN_PARAM = 'checkout';
export type CheckoutReturn = 'success' | 'cancel';

/** POST /api/billing/webhook answers this once the event is stored (or was already). */
export const WebhookAckSchema = z.object({ received: z.literal(true) });

export const INQUIRY_MESSAGE_MIN = 10;
export const INQUIRY_MESSAGE_MAX = 2000;

/** POST /api/billing/sales-inquiries: the Enterprise 'Contact Sales' form. */
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
