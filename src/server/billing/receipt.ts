import { MONTHLY_PRICE_CENTS, TIER_LABELS, type PaidTier } from '#core/plans/tiers';
import { renderMail, type Mailer, type MailContent } from '../mail/index.ts';

export type Receipt = {
  to: string;
  username: string;
  tier: PaidTier;
  /** What Stripe charged today, in cents (0 while a trial runs). */
  chargedCents: number;
  trialDays: number;
  at: Date;
  publicUrl: string;
};

/** The mail after a plan is bought: what was charged, the trial, and when the first charge comes. */
export function receiptContent(r: Receipt): MailContent {
  const plan = TIER_LABELS[r.tier];
  const monthly = money(MONTHLY_PRICE_CENTS[r.tier]);
  const trialEnd = new Date(r.at.getTime() + r.trialDays * 86_400_000).toISOString().slice(0, 10);
  return {
    subject: `Your ListingPilot ${plan} plan: receipt`,
    paragraphs: [
      `Hi ${r.username},`,
      `thank you for choosing ListingPilot ${plan} (${monthly} per month).`,
      `Charged today: ${money(r.chargedCents)}.`,
      ...(r.trialDays > 0
        ? [
            `Your ${r.trialDays}-day free trial runs until ${trialEnd}. Add a card before then to keep the plan; the first charge of ${monthly} is on ${trialEnd}. Without a card the plan ends with the trial and nothing is charged.`,
          ]
        : [`Your plan renews every month for ${monthly} until you cancel.`]),
    ],
    action: { label: 'See your plan in Settings', url: `${r.publicUrl}/settings` },
    footer: ['You can move back to the Free plan in Settings at any time; billing stops at once.'],
  };
}

export async function sendReceipt(mailer: Mailer, receipt: Receipt): Promise<void> {
  const { subject, text, html } = renderMail(receiptContent(receipt));
  await mailer.send({ to: receipt.to, subject, text, html, kind: 'subscription-receipt' });
}

/** A receipt states cents: $29.00, $0.00. */
function money(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
