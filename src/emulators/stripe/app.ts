import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import Stripe from 'stripe';
import { list, obj, parseStripeForm, str, type FormObject } from './form.ts';
import { checkoutPage, messagePage } from './pages.ts';

export type StripeEmulatorOptions = {
  /** whsec_… the app verifies with (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Where signed events are POSTed, e.g. http://127.0.0.1:3000/api/billing/webhook. */
  webhookUrl?: string;
  /** This server's own base URL, for the checkout page links; set after listen({port: 0}). */
  publicUrl?: string;
  /**
   * Serve the control API (/__stripe/*, /__reset) for tests. Off by default: it lists every
   * checkout with its email and moves any subscription between plans.
   */
  controlApi?: boolean;
  /**
   * With the control API: whether POST /__stripe/settings may change `webhookUrl` and `publicUrl`
   * (default true). A demo deployment passes false, so nobody redirects checkouts or webhooks.
   */
  settingsOverHttp?: boolean;
  logger?: boolean;
};

type Session = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  amount_total: number;
  currency: string;
  livemode: false;
  created: number;
  /** Not part of Stripe's object: kept for the checkout page. */
  _productName: string;
  /** Not part of Stripe's object: the first line item's price, for the subscription it creates. */
  _price: { unitAmount: number; quantity: number; interval: string | null };
  /** Not part of Stripe's object: subscription_data.trial_period_days (0 = none). */
  _trialDays: number;
  /** Not part of Stripe's object: payment_method_collection=if_required, so a trial needs no card. */
  _cardOptional: boolean;
};

type Subscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'trialing' | 'past_due' | 'unpaid' | 'canceled';
  metadata: Record<string, string>;
  /** One item, the price Checkout was given (price_data becomes an inline price, as at Stripe). */
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; url: string };
  created: number;
  canceled_at: number | null;
  trial_end: number | null;
};

type SubscriptionItem = {
  id: string;
  object: 'subscription_item';
  quantity: number;
  price: {
    id: string;
    object: 'price';
    active: boolean;
    currency: string;
    unit_amount: number;
    recurring: { interval: string; interval_count: number } | null;
    product: string;
    type: 'recurring' | 'one_time';
  };
};

export type StripeEvent = {
  id: string;
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: unknown };
};
export type Delivery = { eventId: string; type: string; status: number | 'error'; at: string };

const API_VERSION = '2025-01-27.acacia';

/**
 * A local stand-in for the parts of Stripe ListingPilot uses, so billing works offline: Checkout Sessions, a
 * checkout page whose Pay button completes the session and delivers a signed
 * checkout.session.completed webhook, and subscription cancellation (which delivers
 * customer.subscription.deleted, as Stripe does). Signing uses the SDK's own test-header helper,
 * so the app verifies exactly as it does against Stripe.
 */
export type StripeEmulator = FastifyInstance & {
  stripeState: {
    sessions: Map<string, Session>;
    subscriptions: Map<string, Subscription>;
    events: StripeEvent[];
    deliveries: Delivery[];
  };
  /** Signs a payload as Stripe would: the Stripe-Signature header value. */
  sign(payload: string): string;
  settings: { webhookUrl?: string; publicUrl?: string };
};

export function buildStripeEmulator(options: StripeEmulatorOptions): StripeEmulator {
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true }) as unknown as StripeEmulator;
  const core = createStripeCore(options);
  app.decorate('stripeState', core.stripeState);
  app.decorate('settings', core.settings);
  app.decorate('sign', core.sign);
  registerStripeRoutes(app, core);
  return app;
}

type StripeCore = Pick<StripeEmulator, 'stripeState' | 'settings' | 'sign'> & {
  controlApi: boolean;
  settingsOverHttp: boolean;
  /** The origins the settings may point at over HTTP: where the webhook and the pages were first configured. */
  origins: { webhook?: string; public?: string };
};

function createStripeCore(options: StripeEmulatorOptions): StripeCore {
  const signer = new Stripe('sk_test_emulator_signing_only');
  return {
    stripeState: { sessions: new Map(), subscriptions: new Map(), events: [], deliveries: [] },
    settings: { webhookUrl: options.webhookUrl, publicUrl: options.publicUrl },
    sign: (payload: string) => signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }),
    controlApi: options.controlApi ?? false,
    settingsOverHttp: options.settingsOverHttp ?? true,
    origins: { webhook: originOf(options.webhookUrl), public: originOf(options.publicUrl) },
  };
}

/**
 * The emulator mounted inside another server (the app's embedded demo, under a prefix):
 * `publicUrl` must then be the prefix's full URL, which the checkout links are built from.
 */
export async function stripeEmulatorPlugin(scope: FastifyInstance, options: StripeEmulatorOptions): Promise<void> {
  registerStripeRoutes(scope, createStripeCore(options));
}

function registerStripeRoutes(app: FastifyInstance, core: StripeCore): void {
  const { stripeState: state, settings } = core;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, parseStripeForm(body as string)),
  );

  const baseUrl = () =>
    (settings.publicUrl ?? `http://127.0.0.1:${(app.server.address() as { port: number } | null)?.port ?? 0}`).replace(/\/$/, '');

  async function deliver(type: string, object: unknown): Promise<StripeEvent> {
    const event: StripeEvent = {
      id: id('evt'),
      object: 'event',
      type,
      api_version: API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
    state.events.push(event);
    await send(event);
    return event;
  }

  async function send(event: StripeEvent): Promise<void> {
    if (!settings.webhookUrl) return;
    const payload = JSON.stringify(event);
    let status: Delivery['status'];
    try {
      const res = await fetch(settings.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': core.sign(payload),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
      });
      status = res.status;
    } catch {
      status = 'error';
    }
    state.deliveries.push({ eventId: event.id, type: event.type, status, at: new Date().toISOString() });
  }

  // Stripe's API: a secret key is required on every /v1 call.
  app.addHook('onRequest', async (request, reply) => {
    // Matched anywhere in the path: the emulator may be mounted under a prefix.
    if (!/\/v1\//.test(request.url.split('?')[0] ?? '')) return;
    const auth = request.headers.authorization ?? '';
    if (!/^Bearer sk_(test|live)_\S+$/.test(auth)) {
      return stripeError(reply, 401, 'invalid_request_error', 'You did not provide a valid API key.', 'api_key_invalid');
    }
  });

  app.post('/v1/checkout/sessions', async (request, reply) => {
    const body = (request.body ?? {}) as FormObject;
    const mode = str(body.mode);
    const successUrl = str(body.success_url);
    const cancelUrl = str(body.cancel_url);
    const items = list(body.line_items).map(obj);
    if (mode !== 'subscription' && mode !== 'payment')
      return stripeError(
        reply,
        400,
        'invalid_request_error',
        'Invalid mode: must be one of payment, setup or subscription',
        'parameter_invalid_empty',
        'mode',
      );
    if (!successUrl)
      return stripeError(
        reply,
        400,
        'invalid_request_error',
        'Missing required param: success_url.',
        'parameter_missing',
        'success_url',
      );
    if (items.length === 0)
      return stripeError(
        reply,
        400,
        'invalid_request_error',
        'Missing required param: line_items.',
        'parameter_missing',
        'line_items',
      );
    const priceData = obj(items[0]!.price_data);
    const unitAmount = Number(str(priceData.unit_amount) ?? 0);
    const quantity = Number(str(items[0]!.quantity) ?? 1);
    const amount = unitAmount * quantity;
    if (mode === 'subscription' && !str(obj(priceData.recurring).interval)) {
      return stripeError(
        reply,
        400,
        'invalid_request_error',
        'You must provide a recurring price in `subscription` mode.',
        'parameter_invalid_empty',
        'line_items',
      );
    }
    const trialDays = Number(str(obj(body.subscription_data).trial_period_days) ?? 0);
    if (!Number.isInteger(trialDays) || trialDays < 0 || trialDays > 730)
      return stripeError(
        reply,
        400,
        'invalid_request_error',
        'subscription_data[trial_period_days] must be a whole number of days up to 730.',
        'parameter_invalid_integer',
        'subscription_data[trial_period_days]',
      );
    const sessionId = id('cs_test');
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: str(body.client_reference_id) ?? null,
      customer: str(body.customer) ?? null,
      customer_email: str(body.customer_email) ?? null,
      metadata: strings(obj(body.metadata)),
      subscription: null,
      success_url: successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId),
      cancel_url: cancelUrl ?? successUrl,
      url: `${baseUrl()}/c/pay/${sessionId}`,
      // As at Stripe: nothing is due today while a trial runs.
      amount_total: trialDays > 0 ? 0 : amount,
      currency: str(priceData.currency) ?? 'usd',
      livemode: false,
      created: now(),
      _productName: str(obj(priceData.product_data).name) ?? 'Subscription',
      _price: { unitAmount, quantity, interval: str(obj(priceData.recurring).interval) ?? null },
      _trialDays: mode === 'subscription' ? trialDays : 0,
      _cardOptional: str(body.payment_method_collection) === 'if_required',
    };
    state.sessions.set(sessionId, session);
    return publicSession(session);
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
    const session = state.sessions.get(request.params.id);
    if (!session)
      return stripeError(
        reply,
        404,
        'invalid_request_error',
        `No such checkout.session: '${request.params.id}'`,
        'resource_missing',
      );
    return publicSession(session);
  });

  app.delete<{ Params: { id: string } }>('/v1/subscriptions/:id', async (request, reply) => {
    const sub = state.subscriptions.get(request.params.id);
    if (!sub || sub.status === 'canceled')
      return stripeError(reply, 404, 'invalid_request_error', `No such subscription: '${request.params.id}'`, 'resource_missing');
    cancel(sub);
    // Stripe sends the event after answering; the app must not depend on the order.
    setImmediate(() => void deliver('customer.subscription.deleted', { ...sub }));
    return sub;
  });

  app.get<{ Params: { id: string } }>('/v1/subscriptions/:id', async (request, reply) => {
    const sub = state.subscriptions.get(request.params.id);
    if (!sub)
      return stripeError(reply, 404, 'invalid_request_error', `No such subscription: '${request.params.id}'`, 'resource_missing');
    return sub;
  });

  // The hosted checkout page.
  app.get<{ Params: { id: string } }>('/c/pay/:id', async (request, reply) => {
    const session = state.sessions.get(request.params.id);
    if (!session || session.status !== 'open')
      return reply.code(404).type('text/html').send(messagePage('Checkout not found', 'This checkout session is not open.'));
    const money = (cents: number) =>
      `${session.currency === 'usd' ? '$' : ''}${(cents / 100).toFixed(2)}${session.currency === 'usd' ? '' : ` ${session.currency.toUpperCase()}`}`;
    return reply.type('text/html').send(
      checkoutPage({
        productName: session._productName,
        amount: money(session._price.unitAmount * session._price.quantity),
        interval: session._price.interval,
        trialDays: session._trialDays,
        dueToday: money(session.amount_total),
        cardOptional: session._cardOptional,
        email: session.customer_email,
        cancelUrl: session.cancel_url,
      }),
    );
  });

  app.post<{ Params: { id: string } }>('/c/pay/:id', async (request, reply) => {
    const session = state.sessions.get(request.params.id);
    if (!session || session.status !== 'open')
      return reply.code(404).type('text/html').send(messagePage('Checkout not found', 'This checkout session is not open.'));
    const customer = session.customer ?? id('cus');
    session.customer = customer;
    session.status = 'complete';
    session.payment_status = session.amount_total === 0 ? 'no_payment_required' : 'paid';
    if (session.mode === 'subscription') {
      const subId = id('sub');
      const sub: Subscription = {
        id: subId,
        object: 'subscription',
        customer,
        status: session._trialDays > 0 ? 'trialing' : 'active',
        metadata: session.metadata,
        items: {
          object: 'list',
          has_more: false,
          url: `/v1/subscription_items?subscription=${subId}`,
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              quantity: session._price.quantity,
              price: {
                id: id('price'),
                object: 'price',
                active: false,
                currency: session.currency,
                unit_amount: session._price.unitAmount,
                recurring: session._price.interval ? { interval: session._price.interval, interval_count: 1 } : null,
                product: id('prod'),
                type: session._price.interval ? 'recurring' : 'one_time',
              },
            },
          ],
        },
        created: now(),
        canceled_at: null,
        trial_end: session._trialDays > 0 ? now() + session._trialDays * 86_400 : null,
      };
      state.subscriptions.set(sub.id, sub);
      session.subscription = sub.id;
    }
    session.url = null;
    await deliver('checkout.session.completed', publicSession(session));
    return reply.redirect(session.success_url, 303);
  });

  if (core.controlApi) registerControlRoutes(app, core, deliver, send);
  // As Stripe answers an unknown path; mounted in the app, it also keeps the SPA's fallback off these paths.
  app.setNotFoundHandler((request, reply) =>
    stripeError(
      reply,
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}).`,
    ),
  );
}

/**
 * Control API for tests. Only with `controlApi`, so on a reachable server every path here is 404.
 * The settings may only keep the webhook on the app it was configured for and the pages on this
 * stand-in's own origin: a caller-chosen webhook URL would make the server POST signed events
 * anywhere, a caller-chosen public URL would send the next checkout to the caller's page.
 */
function registerControlRoutes(
  app: FastifyInstance,
  core: StripeCore,
  deliver: (type: string, object: unknown) => Promise<StripeEvent>,
  send: (event: StripeEvent) => Promise<void>,
): void {
  const { stripeState: state, settings } = core;
  app.post<{ Body: { webhookUrl?: unknown; publicUrl?: unknown } }>('/__stripe/settings', async (request, reply) => {
    if (!core.settingsOverHttp) {
      return reply.code(403).send({ error: 'The settings of this stand-in cannot be changed over HTTP.' });
    }
    const body = request.body ?? {};
    const problem =
      refusedUrl(body.webhookUrl, core.origins.webhook, 'webhookUrl') ??
      refusedUrl(body.publicUrl, core.origins.public, 'publicUrl');
    if (problem) return reply.code(400).send({ error: problem });
    if (typeof body.webhookUrl === 'string') settings.webhookUrl = body.webhookUrl;
    if (typeof body.publicUrl === 'string') settings.publicUrl = body.publicUrl;
    return settings;
  });
  app.get('/__stripe/events', async () => state.events);
  app.get('/__stripe/deliveries', async () => state.deliveries);
  app.post<{ Params: { id: string } }>('/__stripe/events/:id/resend', async (request, reply) => {
    const event = state.events.find((e) => e.id === request.params.id);
    if (!event) return reply.code(404).send({ error: 'no such event' });
    await send(event);
    return state.deliveries.at(-1);
  });
  // What a customer cancelling in Stripe's portal looks like to the app.
  app.post<{ Params: { id: string } }>('/__stripe/subscriptions/:id/cancel', async (request, reply) => {
    const sub = state.subscriptions.get(request.params.id);
    if (!sub) return reply.code(404).send({ error: 'no such subscription' });
    cancel(sub);
    return deliver('customer.subscription.deleted', { ...sub });
  });
  // Stripe's dunning at the end of failed retries (or any other status change) as the app sees it.
  app.post<{ Params: { id: string }; Body: { status?: Subscription['status'] } }>(
    '/__stripe/subscriptions/:id/status',
    async (request, reply) => {
      const sub = state.subscriptions.get(request.params.id);
      const status = request.body?.status;
      if (!sub || !status) return reply.code(404).send({ error: 'no such subscription, or no status' });
      sub.status = status;
      return deliver('customer.subscription.updated', { ...sub });
    },
  );
  app.post('/__reset', async () => {
    state.sessions.clear();
    state.subscriptions.clear();
    state.events.length = 0;
    state.deliveries.length = 0;
    return { ok: true };
  });
}

/**
 * Why a URL sent to the settings is refused, or undefined: it must be http(s) on the origin the
 * stand-in was configured with (loopback when none was, as in a test that listens on port 0).
 */
function refusedUrl(value: unknown, origin: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return `${name} must be a URL.`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} must be a URL.`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${name} must be an http or https URL.`;
  if (origin ? url.origin !== origin : !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    return `${name} must stay on ${origin ?? 'this machine'}.`;
  }
  return undefined;
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function publicSession(session: Session): Omit<Session, '_productName' | '_price' | '_trialDays' | '_cardOptional'> {
  const { _productName: _omit, _price: _omitPrice, _trialDays: _omitTrial, _cardOptional: _omitCard, ...rest } = session;
  return rest;
}

function cancel(sub: Subscription): void {
  sub.status = 'canceled';
  sub.canceled_at = now();
}

function stripeError(reply: FastifyReply, status: number, type: string, message: string, code?: string, param?: string) {
  return reply.code(status).send({ error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } });
}

function strings(value: FormObject): Record<string, string> {
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}
