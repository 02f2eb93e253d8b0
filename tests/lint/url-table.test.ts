import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRoutes, type RouteTableEntry } from '../../src/server/app.ts';
import { API_ROUTES, apiRoutes, isUnderPrefix, type ApiRoute } from '../../src/server/routes.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { ROOT } from './import-rules.ts';

/**
 * API_ROUTES (src/server/routes.ts) against the routes Fastify registered: every URL under /api
 * is served by a row's plugin under that row's prefix, every row serves something, and
 * docs/architecture.md#url-table is the table these make.
 */

/** The /api routes no row owns: the two apiRoutes answers itself, and the OpenAPI document. */
const OUTSIDE_ROWS = ['GET /api/health', 'GET /api/config', 'GET /api/docs'];

/**
 * Rows whose first URL segment does not name the folder of their plugin (a folder may add an `s`).
 * Each one says why; a row that starts to follow the rule must leave this list.
 */
const FOLDER_EXCEPTIONS: Record<string, string> = {
  'accounts /auth': "the product's published API fixes these URLs (/auth/login, /auth/register, /auth/me)",
  'google-auth /auth/google': "the product's published API fixes this URL (POST /auth/google)",
  'google-auth /account/google':
    'account settings URLs, under the account they change; served from google-auth, which builds on accounts: accounts, a lower layer, may not import it',
  'billing /user/upgrade': "the product's published API fixes this URL",
  'sync /listings/sync': "the product's published API fixes this URL",
  'publish /listings/:id/update-amazon': "the product's published API fixes this URL",
};

type Served = RouteTableEntry & { row: ApiRoute | undefined };

/** The row of each /api route: among its plugin's rows, the one with the longest prefix the URL lies under. */
function servedBy(app: FastifyInstance, rows: readonly ApiRoute[]): Served[] {
  return app.routeTable
    .filter((entry) => entry.url.startsWith('/api/'))
    .map((entry) => {
      const plugin = app.routeOwners.get(`${entry.method} ${entry.url}`);
      const own = rows.filter((r) => r.plugin === plugin && isUnderPrefix(entry.url, r.prefix));
      return { ...entry, row: own.sort((a, b) => b.prefix.length - a.prefix.length)[0] };
    });
}

/** URLs a row's plugin registered outside every prefix of its rows, and routes of no plugin at all. */
function strays(served: Served[]): string[] {
  return served.filter((s) => s.row === undefined).map((s) => `${s.method} ${s.url}`);
}

/** Where each plugin of routes.ts comes from, read from its imports: `billing/routes.ts`. */
function moduleOf(plugin: ApiRoute['plugin']): string {
  const source = readFileSync(path.join(ROOT, 'src/server/routes.ts'), 'utf8');
  const line = source.split('\n').find((l) => new RegExp(`^import \\{[^}]*\\b${plugin.name}\\b[^}]*\\} from '\\./`).test(l));
  if (!line) throw new Error(`routes.ts does not import ${plugin.name} from a feature`);
  return line.replace(/.* from '\.\/(.*)';$/, '$1');
}

let t: TestApp;
let served: Served[];
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  served = servedBy(t.app, API_ROUTES);
}, 60_000);
afterAll(async () => t?.close());

describe('API_ROUTES against the routes the app registered', () => {
  it('serves every URL under /api from a row, under that row’s prefix', () => {
    expect(served.length).toBeGreaterThan(60);
    expect(strays(served).sort()).toEqual([...OUTSIDE_ROWS].sort());
  });

  it('has no row that serves nothing', () => {
    const empty = API_ROUTES.filter((row) => !served.some((s) => s.row === row)).map((r) => `${r.plugin.name} ${r.prefix}`);
    expect(empty).toEqual([]);
  });

  it('fails when a plugin registers a URL outside its row', async () => {
    const rogue: FastifyPluginAsyncZod = async (app) => {
      app.get('/billing/plans', async () => ({}));
      app.get('/elsewhere', async () => ({}));
    };
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    recordRoutes(app);
    const rows = [{ plugin: rogue as ApiRoute['plugin'], prefix: '/billing' }];
    await app.register(apiRoutes, { prefix: '/api', routes: rows });
    await app.ready();
    expect(strays(servedBy(app, rows))).toEqual([...OUTSIDE_ROWS.slice(0, 2), 'GET /api/elsewhere']);
    await app.close();
  });

  it('names the folder that serves a URL by its first segment, but for the listed exceptions', () => {
    const breaking = API_ROUTES.map((row) => `${moduleOf(row.plugin).split('/')[0]} ${row.prefix}`).filter((key) => {
      const [folder, prefix] = key.split(' ') as [string, string];
      const segment = prefix.split('/')[1];
      return folder !== segment && folder !== `${segment}s`;
    });
    expect([...new Set(breaking)].sort()).toEqual(Object.keys(FOLDER_EXCEPTIONS).sort());
  });

  it('is the table of docs/architecture.md#url-table', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    const table = doc.slice(doc.indexOf('<!-- url-table:start -->'), doc.indexOf('<!-- url-table:end -->'));
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) =>
        line
          .split('|')
          .slice(1, 4)
          .map((cell) => cell.trim().replaceAll('`', '')),
      );
    const expected = API_ROUTES.map((row) => [
      row.prefix,
      `src/server/${moduleOf(row.plugin)}`,
      served
        .filter((s) => s.row === row)
        .map((s) => `${s.method} ${s.url.slice('/api'.length)}`)
        .join(', '),
    ]);
    if (process.env['WRITE_URL_TABLE'])
      console.log(expected.map((cells) => `| ${cells.map((c) => `\`${c}\``).join(' | ')} |`).join('\n'));
    // On a failure, the expected rows are what to write into the table (WRITE_URL_TABLE=1 prints them).
    expect(rows).toEqual(expected);
  });
});
