import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importEdges, partEdges, sourceFiles } from '../helpers/import-graph.ts';
import { importErrors as importErrorsAt, ROOT } from './import-rules.ts';

/**
 * The layers of src/web (lib ← components ← features ← app, features through their index.ts) are
 * kept by import rules in eslint.config.js; docs/architecture.md describes them. These tests run
 * the project's own config on one-line snippets, so a rule that silently stops matching fails
 * here, and they check the real import graph for loops between features, which no per-import rule
 * can see.
 */

const WEB = path.join(ROOT, 'src/web');
const importErrors = (file: string, specifier: string) => importErrorsAt(path.join('src/web', file), specifier);

describe('web import rules (eslint.config.js)', () => {
  it.each([
    ['components/page-loading.tsx', '../auth/index.ts', 'components/ holds feature-free UI'],
    ['components/ui/button.tsx', '../../amazon/index.ts', 'components/ holds feature-free UI'],
    ['components/back-to-listings.tsx', '../app/shell/top-bar.tsx', 'Nothing imports app/'],
    ['lib/cn.ts', '../components/ui/button.tsx', 'lib/ is the bottom layer'],
    ['amazon/api.ts', '../listings/api.ts', 'through its index.ts'],
    ['dashboard/pages/dashboard-page.tsx', '../../amazon/components/connection-card.tsx', 'through its index.ts'],
    ['settings/api.ts', '#web/auth/api.ts', 'through its index.ts'],
    ['listings/pages/listings-page.tsx', '../../app/router.tsx', 'Nothing imports app/'],
    ['amazon/components/sync-button.tsx', '#web/app/shell/top-bar.tsx', 'Nothing imports app/'],
    ['app/shell/top-bar.tsx', '../../amazon/components/connect-amazon-button.tsx', 'app/ uses a feature'],
  ])('reports %s importing %s', async (file, specifier, expected) => {
    const errors = await importErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(expected);
  });

  it.each([
    ['components/ui/button.tsx', '../../lib/cn.ts'],
    ['components/load-error.tsx', './ui/button.tsx'],
    ['amazon/api.ts', '../lib/listing-keys.ts'],
    ['dashboard/pages/dashboard-page.tsx', '../../amazon/index.ts'],
    ['dashboard/pages/dashboard-page.tsx', '../../components/ui/button.tsx'],
    ['listings/pages/listings-page.tsx', '../components/listings-table.tsx'],
    ['listings/pages/listings-page.tsx', '../api.ts'],
    ['app/router.tsx', '../listings/pages/listings-page.tsx'],
    ['app/shell/top-bar.tsx', '../../theme/index.ts'],
    ['app/main.tsx', './app.tsx'],
  ])('allows %s importing %s', async (file, specifier) => {
    expect(await importErrors(file, specifier)).toEqual([]);
  });
});

describe('web import graph', () => {
  // Folder-to-folder edges of src/web, static and dynamic imports alike.
  const edges = partEdges(WEB, importEdges(sourceFiles(WEB)));
  const targetsOf = (folder: string) => edges.filter((e) => e.from === folder).map((e) => e.to);
  // Features share one rank: between them, the loop check is the rule.
  const rank = (folder: string) => ['lib', 'components'].indexOf(folder) + 1 || (folder === 'app' ? 4 : 3);

  it('reads the imports of src/web', () => {
    // Guards the reader itself: a graph it failed to fill would pass every check below.
    expect(targetsOf('app')).toEqual(expect.arrayContaining(['auth', 'components', 'listings']));
    expect(targetsOf('dashboard')).toEqual(expect.arrayContaining(['amazon', 'listings']));
  });

  it('has no loop between folders', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it('has no import running up the layers', () => {
    const upward = edges.filter(({ from, to }) => rank(to) > rank(from)).map(({ from, to }) => `${from} → ${to}`);
    expect(upward).toEqual([]);
  });
});
