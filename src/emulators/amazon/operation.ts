/**
 * Registers one SP-API operation the way Amazon's front door handles it: forced faults, then
 * `x-amz-access-token` auth, seller scoping, the token bucket, request validation against the model,
 * the handler, and finally response validation against the model. Route modules only supply the
 * handler, so method, path, parameters and response shapes all come from Amazon's model file.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EXPIRED_TOKEN, INTERNAL_FAILURE, invalidInput, QUOTA_EXCEEDED, UNAUTHORIZED } from './errors.ts';
import { getModelOperation, parseRequest, validateResponse, type ModelFile, type ModelOperation } from './models.ts';
import { applyDuePatches, nowMs, type EmulatorState } from './state.ts';
import { formatRateHeader, takeToken } from './throttle.ts';

export type OperationContext = {
  state: EmulatorState;
  /** The seller the access token belongs to. */
  sellerId: string;
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

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Send a body after checking it against the model; a mismatch is an emulator bug and answers 500. */
export function sendModelResponse(state: EmulatorState, op: ModelOperation, reply: FastifyReply, status: number, body?: unknown): FastifyReply {
  const check = validateResponse(op, status, body);
  if (!check.valid) {
    state.responseViolations.push({ operation: op.operationId, status, errors: check.errors });
    reply.log.error({ operation: op.operationId, status, errors: check.errors }, 'emulator response does not match the Amazon model');
    return reply.code(500).send({
      errors: [{ code: 'InternalFailure', message: `Emulator response for ${op.operationId} (${status}) does not match ${op.model}`, details: check.errors.join('; ') }],
    });
  }
  if (carriesRateHeader(status)) reply.header('x-amzn-RateLimit-Limit', formatRateHeader(state, op.operationId));
  reply.code(status);
  return body === undefined ? reply.send() : reply.send(body);
}

/** Resolve the access token to a seller, or the 403 body Amazon would send. */
function authenticate(state: EmulatorState, request: FastifyRequest): { sellerId: string } | { error: unknown } {
  const header = request.headers['x-amz-access-token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) return { error: UNAUTHORIZED };
  const entry = state.accessTokens.get(token);
  if (!entry) return { error: UNAUTHORIZED };
  if (entry.expiresAt <= nowMs(state)) return { error: EXPIRED_TOKEN };
  return { sellerId: entry.sellerId };
}

export function registerOperation(app: FastifyInstance, state: EmulatorState, model: ModelFile, operationId: string, handler: OperationHandler): void {
  const op = getModelOperation(model, operationId);
  app.route({
    method: op.method,
    url: op.routePath,
    config: { operationId },
    handler: async (request, reply) => {
      const fault = state.faults.get(operationId);
      if (fault && fault.count > 0) {
        fault.count--;
        if (fault.kind === 'expired_token') return sendModelResponse(state, op, reply, 403, EXPIRED_TOKEN);
        if (fault.kind === 'timeout') await sleep(fault.timeoutMs);
        return sendModelResponse(state, op, reply, 500, INTERNAL_FAILURE);
      }
      const auth = authenticate(state, request);
      if ('error' in auth) return sendModelResponse(state, op, reply, 403, auth.error);
      const params = (request.params ?? {}) as Record<string, string>;
      // Tokens are scoped to one seller; another seller's id in the path is simply not authorised.
      if (params['sellerId'] !== undefined && params['sellerId'] !== auth.sellerId) return sendModelResponse(state, op, reply, 403, UNAUTHORIZED);
      if (!takeToken(state, operationId, auth.sellerId)) return sendModelResponse(state, op, reply, 429, QUOTA_EXCEEDED);
      const parsed = parseRequest(op, (request.query ?? {}) as Record<string, unknown>, request.body);
      if (parsed.errors.length > 0) return sendModelResponse(state, op, reply, 400, invalidInput(parsed.errors[0] ?? 'Invalid input', parsed.errors.join(' ')));
      applyDuePatches(state);
      const result = await handler({ state, sellerId: auth.sellerId, params, query: parsed.query, body: request.body, request });
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

export { sleep };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /** SP-API operationId of an emulated route; used by the call log. */
    operationId?: string;
  }
}
