import { describe, expect, it } from 'vitest';
import { importErrors } from './import-rules.ts';

/**
 * The features of src/server import only lower layers, and another feature only through its
 * index.ts (docs/architecture.md#feature-layers). src/server/feature-graph.test.ts walks the real
 * graph for loops; these run the project's ESLint config on one-line imports, so a rule that
 * silently stops matching fails here. The rule resolves each import to a file, so a specifier that
 * names no existing file is not judged (TypeScript refuses it): the targets here exist.
 */
describe('server import rules (eslint.config.js)', () => {
  it.each([
    ['src/server/sync/service.ts', '../listings/repo.ts', 'through its index.ts'],
    ['src/server/sync/import-job.ts', '../integrations/spapi/types.ts', 'through its index.ts'],
    ['src/server/integrations/spapi/rate-limiter.ts', '../../db/client.ts', 'through its index.ts'],
    ['src/server/aplus/publish.ts', '../db/schema/aplus.ts', 'through its index.ts'],
    ['src/server/publish/confirm.ts', '#server/amazon/service', 'through its index.ts'],
    ['src/server/amazon/service.ts', '../sync/service.ts', 'amazon may not import sync'],
    ['src/server/listings/service.ts', '../plans/index.ts', 'listings may not import plans'],
    ['src/server/accounts/service.ts', '../app.ts', 'accounts may not import app'],
    // Resolved, not matched by spelling: no depth or alias slips past.
    ['src/server/listings/a/b/d/e.ts', '../../../../batch/routes.ts', 'listings may not import batch'],
    ['src/server/listings/a/b/d/e.ts', '../../../../batch/service.ts', 'listings may not import batch'],
    ['src/server/sync/a/b/c/d/e.ts', '../../../../../listings/repo.ts', 'through its index.ts'],
    ['src/server/sync/service.ts', './../../server/listings/repo.ts', 'through its index.ts'],
    ['src/server/listings/service.ts', '#emulators/amazon/app', 'Only src/server/main.ts'],
    ['src/web/lib/cn.ts', '#core/health/text', 'Import the health engine'],
    ['tests/helpers/app.ts', '../../src/core/health/text.ts', 'Import the health engine'],
    ['src/core/listings/content.ts', '../../server/listings/index.ts', 'core is pure'],
    ['src/ai/offline/title.ts', '#core/health/text', 'Import the health engine'],
  ])('reports %s importing %s', async (file, specifier, expected) => {
    const errors = await importErrors(file, specifier);
    expect(
      errors.some((e) => e.includes(expected)),
      errors.join('\n'),
    ).toBe(true);
  });

  it.each([
    ['src/server/sync/service.ts', '../listings/index.ts'],
    ['src/server/sync/service.ts', './repo.ts'],
    ['src/server/sync/import-job.ts', '../integrations/spapi/index.ts'],
    ['src/server/integrations/spapi/rate-limiter.ts', '../../db/index.ts'],
    ['src/server/aplus/repo.ts', '../db/schema/index.ts'],
    ['src/server/integrations/spapi/index.ts', './client.ts'],
    ['src/server/publish/confirm.ts', '../errors.ts'],
    ['src/server/listings/a/b/d/e.ts', '../../../../db/index.ts'],
    ['src/server/main.ts', '#emulators/amazon/app'],
  ])('allows %s importing %s', async (file, specifier) => {
    expect(await importErrors(file, specifier)).toEqual([]);
  });
});
