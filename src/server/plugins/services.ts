import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Cipher } from '../security/encryption.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    cipher: Cipher;
    /** The current time; tests pass a clock they can move (BuildOptions.now). */
    now: () => Date;
  }
}

/** The few things every feature needs, decorated once so load order is checked. */
export const servicesPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; database: Database; cipher: Cipher; now?: () => Date }) => {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('cipher', opts.cipher);
    app.decorate('now', opts.now ?? (() => new Date()));
  },
  { name: 'services' },
);
