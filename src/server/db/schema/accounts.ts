import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACCOUNT_TOKEN_PURPOSES, OAUTH_STATE_PURPOSES } from '#core/auth-purposes';
import { TIERS } from '#core/plans/tiers';
import { oneOf } from './one-of.ts';

/** The owning user's id: required, and the row goes when the user does. */
export function userIdColumn() {
  return integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /**
     * The name's look-alike key (accounts/username-skeleton.ts): unique, so `bоb` (Cyrillic о) or
     * `ｂｏｂ` cannot register next to `bob`. Null only for accounts from before the key existed
     * that look like an older account; the older one holds the key.
     */
    usernameSkeleton: text('username_skeleton'),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** null for accounts created through Google: password login then answers the generic 401. */
    passwordHash: text('password_hash'),
    tier: text('tier', { enum: TIERS }).notNull().default('free'),
    usageCount: integer('usage_count').notNull().default(0),
    /** Start of the current credit month; credits reset on its anniversary day. */
    usagePeriodStart: timestamp('usage_period_start', { withTimezone: true }).notNull().defaultNow(),
    /** Stripe ids from the last completed Checkout: a downgrade to Free cancels that subscription. */
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /**
     * The one marketplace the Free plan covers: set from the first marketplace the user's listings
     * came from, then changeable by the user once a month (planMarketplaceChangedAt). Paid plans
     * cover every marketplace and ignore it.
     */
    planMarketplaceId: text('plan_marketplace_id'),
    planMarketplaceChangedAt: timestamp('plan_marketplace_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_skeleton_idx').on(t.usernameSkeleton),
    uniqueIndex('users_email_idx').on(t.email),
    index('users_stripe_subscription_idx').on(t.stripeSubscriptionId),
    check('users_tier_check', oneOf(t.tier, TIERS)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the password (or Google) sign-in happened; refreshed sessions keep it (SESSION_MAX_DAYS). */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When this session last proved its user again (password or a fresh Google sign-in): the
     * dangerous account changes need a recent proof, so a stolen bearer token alone cannot make them.
     */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed password checks with back-off (accounts/login-throttle.ts), per username and address and
 * per username: shared by every process.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  /** The next attempt for this key is answered 429 (pair) or held back (username) until then. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
});

/** Single-use OAuth `state` values (Amazon consent, Google sign-in), bound to a user where known. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    purpose: text('purpose', { enum: OAUTH_STATE_PURPOSES }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('oauth_states_purpose_check', oneOf(t.purpose, OAUTH_STATE_PURPOSES))],
);

/**
 * Single-use links sent by mail: email verification (24 hours) and password reset (30 minutes).
 * Only the SHA-256 of the token is stored, like session tokens, so a database reader cannot use
 * a pending link. `email` is the address the link went to: a verification link proves control of
 * that address only, so it verifies nothing once the account's email has changed.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link is used or replaced; a used link never works again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_idx').on(t.tokenHash),
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_check', oneOf(t.purpose, ACCOUNT_TOKEN_PURPOSES)),
  ],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type NewAccountToken = typeof accountTokens.$inferInsert;

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type OAuthStateRow = typeof oauthStates.$inferSelect;
export type NewOAuthState = typeof oauthStates.$inferInsert;
