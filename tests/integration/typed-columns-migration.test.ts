/**
 * The migration that turns closed-set text columns into checked ones: it runs over a database
 * holding every value the earlier code wrote and keeps those rows, and the database then refuses
 * a value outside the set. On PGlite, and on PostgreSQL too when DATABASE_URL is set.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const MIGRATIONS = new URL('../../src/server/db/migrations/', import.meta.url);
const TARGET = '0014_typed_columns.sql';

type Sql = { exec(text: string): Promise<void>; rows(text: string): Promise<Record<string, unknown>[]> };

function statementsOf(file: string): string[] {
  return readFileSync(new URL(file, MIGRATIONS), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

async function migrate(db: Sql, files: string[]): Promise<void> {
  for (const file of files) for (const statement of statementsOf(file)) await db.exec(statement);
}

const ALL = readdirSync(MIGRATIONS)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const BEFORE = ALL.slice(0, ALL.indexOf(TARGET));

/** One row of every value the code before the migration could store, in every checked column. */
const LEGACY_ROWS = `
  INSERT INTO users (id, username, email, tier) VALUES
    (1, 'free-user', 'f@example.com', 'free'), (2, 'pro-user', 'p@example.com', 'pro'),
    (3, 'growth-user', 'g@example.com', 'growth'), (4, 'ent-user', 'e@example.com', 'enterprise');
  INSERT INTO listings (id, user_id, source, marketplace_id, sku, status, submission_status) VALUES
    (1, 1, 'amazon', 'ATVPDKIKX0DER', 'A', 'ACTIVE', NULL),
    (2, 1, 'amazon', 'ATVPDKIKX0DER', 'B', 'INACTIVE', 'LIVE'),
    (3, 1, 'file', 'ATVPDKIKX0DER', 'C', 'INCOMPLETE', 'ISSUES'),
    (4, 1, 'file', 'ATVPDKIKX0DER', 'D', 'ACTIVE', 'NOT_LIVE'),
    (5, 1, 'amazon', 'ATVPDKIKX0DER', 'E', 'ACTIVE', 'ACCEPTED');
  INSERT INTO listing_versions (listing_id, kind, author, language, title, bullets, description, submission_status) VALUES
    (1, 'imported', 'Amazon', NULL, 't', '[]', 'd', NULL),
    (1, 'ai_draft', 'offline', 'en', 't', '[]', 'd', NULL),
    (1, 'ai_draft', 'offline', 'es', 't', '[]', 'd', NULL),
    (1, 'ai_draft', 'offline', 'de', 't', '[]', 'd', NULL),
    (1, 'ai_draft', 'offline', 'fr', 't', '[]', 'd', NULL),
    (1, 'ai_draft', 'offline', 'it', 't', '[]', 'd', NULL),
    (1, 'user_edit', 'free-user', NULL, 't', '[]', 'd', NULL),
    (1, 'pushed', 'free-user', NULL, 't', '[]', 'd', 'SENDING'),
    (1, 'pushed', 'free-user', NULL, 't', '[]', 'd', 'UNKNOWN'),
    (1, 'rolled_back', 'free-user', NULL, 't', '[]', 'd', 'ACCEPTED');
  INSERT INTO sync_runs (user_id, status) VALUES (1, 'queued'), (1, 'running'), (1, 'done'), (1, 'failed');
  INSERT INTO batch_runs (user_id, status, language, total, items) VALUES
    (3, 'queued', 'en', 0, '[]'), (3, 'running', 'de', 0, '[]'), (3, 'done', 'fr', 0, '[]'),
    (3, 'stopped_no_credits', 'it', 0, '[]'), (3, 'failed', 'es', 0, '[]');
  INSERT INTO reviews (listing_id, source, text) VALUES (1, 'upload', 'r'), (1, 'customer_feedback', 'r');
  INSERT INTO aplus_drafts (listing_id, settings, modules, status) VALUES
    (1, '{}', '[]', 'DRAFT'), (2, '{}', '[]', 'SUBMITTED'), (3, '{}', '[]', 'APPROVED'), (4, '{}', '[]', 'REJECTED');
  INSERT INTO oauth_states (state_hash, purpose, user_id, expires_at) VALUES
    ('s1', 'amazon_consent', 1, now()), ('s2', 'amazon_seller_switch', 1, now()), ('s3', 'google', NULL, now()),
    ('s4', 'google_result', NULL, now()), ('s5', 'google_link', 1, now()), ('s6', 'google_reauth', 1, now());
  INSERT INTO account_tokens (user_id, purpose, token_hash, email, expires_at) VALUES
    (1, 'verify-email', 'h1', 'f@example.com', now()), (1, 'reset-password', 'h2', 'f@example.com', now());
`;

const COUNTS = `
  SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM listings)::int AS listings,
    (SELECT count(*) FROM listing_versions)::int AS versions, (SELECT count(*) FROM sync_runs)::int AS sync_runs,
    (SELECT count(*) FROM batch_runs)::int AS batch_runs, (SELECT count(*) FROM reviews)::int AS reviews,
    (SELECT count(*) FROM aplus_drafts)::int AS aplus_drafts, (SELECT count(*) FROM oauth_states)::int AS oauth_states,
    (SELECT count(*) FROM account_tokens)::int AS account_tokens
`;
const EXPECTED_COUNTS = {
  users: 4,
  listings: 5,
  versions: 10,
  sync_runs: 4,
  batch_runs: 5,
  reviews: 2,
  aplus_drafts: 4,
  oauth_states: 6,
  account_tokens: 2,
};

/** Statements that each put one value outside its column's set. */
const BAD_VALUES = [
  `UPDATE users SET tier = 'platinum' WHERE id = 1`,
  `UPDATE listings SET source = 'ebay' WHERE id = 1`,
  `UPDATE listings SET status = 'active' WHERE id = 1`,
  `UPDATE listings SET submission_status = 'DONE' WHERE id = 1`,
  `UPDATE listing_versions SET kind = 'draft' WHERE listing_id = 1`,
  `UPDATE listing_versions SET language = 'nl' WHERE listing_id = 1`,
  `UPDATE sync_runs SET status = 'stopped' WHERE user_id = 1`,
  `UPDATE batch_runs SET status = 'paused' WHERE user_id = 3`,
  `UPDATE batch_runs SET language = 'pt' WHERE user_id = 3`,
  `UPDATE reviews SET source = 'email' WHERE listing_id = 1`,
  `UPDATE aplus_drafts SET status = 'PUBLISHED' WHERE listing_id = 1`,
  `UPDATE oauth_states SET purpose = 'amazon' WHERE state_hash = 's1'`,
  `UPDATE account_tokens SET purpose = 'magic-link' WHERE token_hash = 'h1'`,
];

type Target = { name: string; open(): Promise<Sql & { close(): Promise<void> }> };

const targets: Target[] = [
  {
    name: 'PGlite',
    open: async () => {
      const client = new PGlite();
      return {
        exec: async (text) => {
          await client.exec(text);
        },
        rows: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
        close: () => client.close(),
      };
    },
  },
];

const url = process.env.DATABASE_URL;
const dropAfter: (() => Promise<void>)[] = [];
if (url) {
  targets.push({
    name: 'PostgreSQL',
    open: async () => {
      const name = `lp_typed_columns_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const client = new pg.Client({ connectionString: target.toString() });
      await client.connect();
      dropAfter.push(async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.end();
      });
      return {
        exec: async (text) => {
          await client.query(text);
        },
        rows: async (text) => (await client.query(text)).rows as Record<string, unknown>[],
        close: () => client.end(),
      };
    },
  });
}

afterAll(async () => {
  for (const drop of dropAfter) await drop();
});

describe.each(targets)('the typed columns migration on $name', (target) => {
  it('keeps every row the earlier code could write, then refuses values outside each set', async () => {
    const db = await target.open();
    try {
      await migrate(db, BEFORE);
      await db.exec(LEGACY_ROWS);
      await migrate(db, [TARGET]);
      expect((await db.rows(COUNTS))[0]).toEqual(EXPECTED_COUNTS);
      for (const statement of BAD_VALUES) {
        await expect(db.exec(statement), statement).rejects.toThrow(/violates check constraint/);
      }
      // A good value still goes in after the refusals.
      await db.exec(`UPDATE users SET tier = 'pro' WHERE id = 1`);
      expect(await db.rows(`SELECT tier FROM users WHERE id = 1`)).toEqual([{ tier: 'pro' }]);
    } finally {
      await db.close();
    }
  }, 180_000);

  it('does not apply over a row outside its set: the database is left as it was', async () => {
    const db = await target.open();
    try {
      await migrate(db, BEFORE);
      await db.exec(LEGACY_ROWS);
      await db.exec(`UPDATE listings SET status = 'BUYABLE' WHERE id = 2`);
      await expect(db.exec(`BEGIN; ${statementsOf(TARGET).join(';\n')}; COMMIT;`)).rejects.toThrow(/listings_status_check/);
      await db.exec('ROLLBACK').catch(() => {});
      expect(await db.rows(`SELECT status FROM listings WHERE id = 2`)).toEqual([{ status: 'BUYABLE' }]);
      expect(
        await db.rows(
          `SELECT c.conname FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid WHERE c.contype = 'c' AND t.relname = 'listings'`,
        ),
      ).toEqual([]);
    } finally {
      await db.close();
    }
  }, 180_000);
});
