import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importEdges, importsOf, sourceFiles, srcRoot } from '../helpers/import-graph.ts';

/**
 * No file of src/ reaches itself through its imports: not through a dynamic `import()` (the module
 * still loads), not through a type-only import (the two files still change together). One graph
 * over all of src, so a loop that crosses web, core, emulators, cli, server and ai is seen too.
 */
const SRC = srcRoot('');
const edges = importEdges(sourceFiles(SRC));
const relative = (file: string) => path.relative(SRC, file);

describe('imports of src/', () => {
  it('reads every part of src, with its dynamic and type-only imports', () => {
    // Guards the reader itself: a graph it failed to fill would pass the loop check below.
    const parts = new Set(edges.map((e) => relative(e.from).split(path.sep)[0]));
    expect([...parts].sort()).toEqual(['ai', 'cli', 'core', 'emulators', 'server', 'web']);
    const has = (from: string, to: string, typeOnly: boolean) =>
      edges.some((e) => relative(e.from) === from && relative(e.to) === to && e.typeOnly === typeOnly);
    expect(has('web/auth/session-query.ts', 'web/auth/api.ts', false)).toBe(true);
    expect(has('emulators/amazon/sample/attributes.ts', 'emulators/amazon/listing-types.ts', true)).toBe(true);
  });

  it('has no import loop between files', () => {
    expect(cycles(edges).map((loop) => loop.map(relative))).toEqual([]);
  });

  it('sees every kind of import a file can make', () => {
    const found = importsOf(
      'x.ts',
      [
        "import { a } from './a.ts';",
        "import type { B } from './b.ts';",
        "import { type C } from './c.ts';",
        "export * from './d.ts';",
        "export type { E } from './e.ts';",
        "const f = await import('./f.ts');",
        "type G = import('./g.ts').G;",
      ].join('\n'),
    );
    expect(found).toEqual([
      { specifier: './a.ts', typeOnly: false },
      { specifier: './b.ts', typeOnly: true },
      // Kept as `import {} from './c.ts'` under verbatimModuleSyntax: the module still loads.
      { specifier: './c.ts', typeOnly: false },
      { specifier: './d.ts', typeOnly: false },
      { specifier: './e.ts', typeOnly: true },
      { specifier: './f.ts', typeOnly: false },
      { specifier: './g.ts', typeOnly: true },
    ]);
  });

  it('finds a loop through any number of files, and none in a chain', () => {
    const chain = [
      { from: 'a', to: 'b' },
      { from: 'b', to: 'c' },
    ];
    expect(cycles(chain)).toEqual([]);
    expect(cycles([...chain, { from: 'c', to: 'a' }, { from: 'c', to: 'd' }])).toEqual([['a', 'b', 'c']]);
    expect(cycles([{ from: 'a', to: 'a' }])).toEqual([['a']]);
  });
});
