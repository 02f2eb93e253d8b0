import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WebhookAckSchema } from '#core/api/billing';
import { AppError } from '../errors.ts';
import { cancelSubscription } from './checkout.ts';
import { sendReceipt } from './receipt.ts';
import { applyEvent, verifyEvent, withCurrentSubscription } from './webhook.ts';

/**
 * POST /billing/webhook. Its own plugin because the signature covers the exact bytes Stripe sent:
 * the body parsers registered here keep the raw Buffer and do not leak to the other routes.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stripe } = app;
  const webhookSecret = app.config.stripe?.webhookSecret;
  const publicUrl = app.config.publicUrl;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/billing/webhook', { schema: { response: { 200: WebhookAckSchema } } }, async (request) => {
    if (!stripe || !webhookSecret) throw new AppError('UNAVAILABLE', 'Stripe billing is not configured.');
    const event = await withCurrentSubscription(
      stripe,
      verifyEvent(stripe, request.body, request.headers['stripe-signature'], webhookSecret),
    );
    const outcome = await applyEvent(app.db, event);
    request.log.info({ eventId: event.id, type: event.type, duplicate: outcome.duplicate }, 'stripe webhook');
    const receipt = outcome.receipt;
    // After the commit, and once per event (a replay is a duplicate and carries no receipt).
    if (receipt) app.mailer.sendLater('subscription-receipt', () => sendReceipt(app.mailer, { ...receipt, publicUrl }));
    if (outcome.cancelSubscriptionId) {
      // The plan change is committed; a failed cancel must not make Stripe resend (and re-apply) it.
      await cancelSubscription(stripe, outcome.cancelSubscriptionId).catch((error: unknown) =>
        request.log.error(
          { err: error, subscriptionId: outcome.cancelSubscriptionId },
          'could not cancel the replaced subscription',
        ),
      );
    }
    return { received: true as const };
  });
};
