/** Plans and credits: what other features may use. They import it from here, never from the files behind it. */
export { assertCreditLeft, spendCredit, startCreditMonth } from './credits.ts';
export { assertFeature, requireFeature } from './guard.ts';
export { resolvePlanMarketplace } from './marketplace.ts';
