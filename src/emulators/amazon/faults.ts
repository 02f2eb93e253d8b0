/**
 * Faults the control API can force on the next calls of one operation, answered the way Amazon
 * answers them: '403' is the plain access-denied refusal (the seller has not granted the role the
 * operation needs, e.g. A+ without Brand Registry, or revoked the app), 'expired_token' the 403 a
 * token refresh cures, '429' a throttle outside the token bucket, '500' and 'timeout' an outage.
 */
import { EXPIRED_TOKEN, INTERNAL_FAILURE, QUOTA_EXCEEDED, UNAUTHORIZED } from './errors.ts';

export const FAULT_KINDS = ['500', 'timeout', 'expired_token', '403', '429'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export function isFaultKind(value: unknown): value is FaultKind {
  return typeof value === 'string' && (FAULT_KINDS as readonly string[]).includes(value);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The answer of one forced fault; a timeout holds the request first, then answers 500. */
export async function faultAnswer(fault: { kind: FaultKind; timeoutMs: number }): Promise<{ status: number; body: unknown }> {
  switch (fault.kind) {
    case 'expired_token':
      return { status: 403, body: EXPIRED_TOKEN };
    case '403':
      return { status: 403, body: UNAUTHORIZED };
    case '429':
      return { status: 429, body: QUOTA_EXCEEDED };
    case 'timeout':
      await sleep(fault.timeoutMs);
      return { status: 500, body: INTERNAL_FAILURE };
    case '500':
      return { status: 500, body: INTERNAL_FAILURE };
  }
}
