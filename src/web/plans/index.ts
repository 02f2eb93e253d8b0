/** The plan as screens see it: the badge on gated features, and the marketplace a plan covers. */
export { isPlanGateError, PlanBadge, planGateToastAction } from './plan-badge.tsx';
export { PlanGate } from './plan-gate.tsx';
export { changePlanMarketplace, planMarketplaceQueryOptions, usePlanCoverage } from './plan-marketplace.ts';
