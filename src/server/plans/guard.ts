import type { FastifyRequest } from 'fastify';
import { featureGateMessage, hasFeature, type Feature } from '#core/plans/features';
import type { Tier } from '#core/plans/tiers';
import { AppError } from '../errors.ts';

/** The one place a tier is checked: throws 403 PLAN_REQUIRED naming the feature and the plan that has it. */
export function assertFeature(user: { tier: Tier }, feature: Feature): void {
  if (!hasFeature(user.tier, feature)) throw new AppError('PLAN_REQUIRED', featureGateMessage(feature));
}

/** `preHandler: [app.authenticate, requireFeature('faq')]` for routes gated as a whole. */
export function requireFeature(feature: Feature) {
  return async (request: FastifyRequest): Promise<void> => {
    assertFeature(request.user, feature);
  };
}
