/**
 * Registers one SP-API operation the way Amazon's front door handles it: forced faults, then
 * `x-amz-access-token` auth, seller scoping, the token bucket, request validation against the model,
 * the handler, and finally response validation against the model. Route modules only supply the
 * handler, so method, path, parameters and response shapes all come from Amazon's model file.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EXPIRED_TOKEN, invalidInput, QUOTA_EXCEEDED, UNAUTHORIZED } from './errors.ts';
import { faultAnswer } from './faults.ts';
import {
  fitErrorDetails,
  getModelOperation,
  parseRequest,
  validateResponse,
  type ModelFile,
  type ModelOperation,
} from './models.ts';
import { applyDuePatches, nowMs, type EmulatorState } from './state.ts';
import { ensureCopied, publicIdOf, sellingPartnerOf } from './accounts.ts';
import { requestRegion, servesMarketplace } from './regions.ts';
import { formatRateHeader, rateBucket, takeToken } from './throttle.ts';

export type OperationContext = {
  state: EmulatorState;
  /**
   * Whose catalogue the access token sees: the account key of its authorisation (accounts.ts), the
   * key of every listing, report, document and bucket of that copy of the seller.
   */
  sellerId: string;
  /** The seller id as Amazon names it (paths, participations). */
  sellingPartnerId: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  request: FastifyRequest;
};

export type OperationResult = { status: number; body?: unknown };
export type OperationHandler = (ctx: OperationContext) => OperationResult | Promise<OperationResult>;

/** Statuses on which Amazon sends x-amzn-RateLimit-Limit (never 401/403/429). */
function carriesRateHeader(status: number): boolean {
  return (status >= 200 && status < 300) || status === 400 || status === 404;
}

/** Send a body after checking it against the model; a mismatch is an emulator bug and answers 500. */
export function sendModelResponse(
  state: EmulatorState,
  op: ModelOperation,
  reply: FastifyReply,
  status: number,
  rawBody?: unknown,
): FastifyReply {
  const body = status >= 400 ? fitErrorDetails(op.model, rawBody) : rawBody;
  const check = validateResponse(op, status, body);
  if (!check.valid) {
    state.responseViolations.push({ operation: op.operationId, status, errors: check.errors });
    reply.log.error(
      { operation: op.operationId, status, errors: check.errors },
      'emulator response does not match the Amazon model',
    );
    return reply.code(500).send({
      errors: [
        {
          code: 'InternalFailure',
          message: `Emulator response for ${op.operationId} (${status}) does not match ${op.model}`,
          details: check.errors.join('; '),
        },
      ],
    });
  }
  if (carriesRateHeader(status))
    reply.header('x-amzn-RateLimit-Limit', formatRateHeader(state, rateBucket(op.operationId, reply.request.query)));
  reply.code(status);
  return body === undefined ? reply.send() : reply.send(body);
}

/** Resolve the access token to a seller, or the 403 body Amazon would send. */
function authenticate(
  state: EmulatorState,
  request: FastifyRequest,
  grantlessScope: string | undefined,
): { sellerId: string } | { error: unknown } {
  const header = request.headers['x-amz-access-token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) return { error: UNAUTHORIZED };
  const entry = state.accessTokens.get(token);
  if (!entry) return { error: UNAUTHORIZED };
  // Another region's token is unknown here, as at Amazon's separate regional endpoints.
  const region = requestRegion(request);
  if (region !== null && entry.region !== null && entry.region !== region) return { error: UNAUTHORIZED };
  if (entry.expiresAt <= nowMs(state)) return { error: EXPIRED_TOKEN };
  // A grantless operation takes only an application token of its scope; the others only a seller's.
  if (entry.grantless !== grantlessScope) return { error: UNAUTHORIZED };
  return { sellerId: entry.sellerId };
}

/** A marketplace of another region asked of a regional endpoint, or undefined. */
function foreignMarketplace(request: FastifyRequest): string | undefined {
  const region = requestRegion(request);
  if (region === null) return undefined;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const ids = [query['marketplaceIds'], query['marketplaceId'], body['marketplaceIds']]
    .flatMap((v) => (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : []))
    .filter((v): v is string => typeof v === 'string' && v.length > 0);
  return ids.find((id) => !servesMarketplace(region, id));
}

export function registerOperation(
  app: FastifyInstance,
  state: EmulatorState,
  model: ModelFile,
  operationId: string,
  handler: OperationHandler,
  /** A grantless operation: called with a client_credentials token of this LWA scope, for no seller. */
  grantlessScope?: string,
): void {
  const op = getModelOperation(model, operationId);
  app.route({
    method: op.method,
    url: op.routePath,
    config: { operationId },
    handler: async (request, reply) => {
      await state.holds.get(operationId)?.released;
      const fault = state.faults.get(operationId);
      if (fault && fault.count > 0) {
        fault.count--;
        const answer = await faultAnswer(fault);
        return sendModelResponse(state, op, reply, answer.status, answer.body);
      }
      const auth = authenticate(state, request, grantlessScope);
      if ('error' in auth) return sendModelResponse(state, op, reply, 403, auth.error);
      const params = (request.params ?? {}) as Record<string, string>;
      const sellingPartnerId = sellingPartnerOf(state, auth.sellerId);
      // Tokens are scoped to one seller; another seller's id in the path is simply not authorised.
      if (params['sellerId'] !== undefined && params['sellerId'] !== publicIdOf(state, auth.sellerId))
        return sendModelResponse(state, op, reply, 403, UNAUTHORIZED);
      const foreign = foreignMarketplace(request);
      if (foreign !== undefined)
        return sendModelResponse(
          state,
          op,
          reply,
          400,
          invalidInput(`Marketplace ${foreign} is not served by this region's endpoint.`, 'marketplaceIds'),
        );
      if (!takeToken(state, operationId, auth.sellerId, rateBucket(operationId, request.query)))
        return sendModelResponse(state, op, reply, 429, QUOTA_EXCEEDED);
      const parsed = parseRequest(op, (request.query ?? {}) as Record<string, unknown>, request.body);
      if (parsed.errors.length > 0)
        return sendModelResponse(
          state,
          op,
          reply,
          400,
          invalidInput(parsed.errors[0] ?? 'Invalid input', parsed.errors.join(' ')),
        );
      applyDuePatches(state);
      if (grantlessScope === undefined) ensureCopied(state, auth.sellerId);
      const result = await handler({
        state,
        sellerId: auth.sellerId,
        sellingPartnerId,
        params,
        query: parsed.query,
        body: request.body,
        request,
      });
      return sendModelResponse(state, op, reply, result.status, result.body);
    },
  });
}

export function queryList(ctx: OperationContext, name: string): string[] {
  const v = ctx.query[name];
  return Array.isArray(v) ? (v as string[]) : [];
}

export function queryString(ctx: OperationContext, name: string): string | undefined {
  const v = ctx.query[name];
  return typeof v === 'string' ? v : undefined;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /** SP-API operationId of an emulated route; used by the call log. */
    operationId?: string;
  }
}
