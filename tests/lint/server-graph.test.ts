import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importEdges, importsOf, partEdges, partOf, sourceFiles, srcRoot } from '../helpers/import-graph.ts';

const serverRoot = srcRoot('server');
const edges = importEdges(sourceFiles(serverRoot));
const relative = (file: string) => path.relative(serverRoot, file);
const featureOf = (file: string) => partOf(serverRoot, file);

describe('imports between the parts of src/server (docs/architecture.md#feature-layers)', () => {
  it('has no loop between features', () => {
    const byFeature = partEdges(serverRoot, edges);
    const loops = cycles(byFeature).map((loop) => ({
      features: loop,
      // The imports that make the loop, so the failure says where to cut.
      imports: byFeature.filter((e) => loop.includes(e.from) && loop.includes(e.to)).flatMap((e) => e.via),
    }));
    expect(loops).toEqual([]);
  });

  it('has no loop between files at run time, and none at all across features', () => {
    const runtime = cycles(edges.filter((e) => !e.typeOnly)).map((loop) => loop.map(relative));
    expect(runtime).toEqual([]);
    // A type-only loop inside one feature is erased at compile time and stays within one folder.
    const acrossFeatures = cycles(edges)
      .filter((loop) => new Set(loop.map(featureOf)).size > 1)
      .map((loop) => loop.map(relative));
    expect(acrossFeatures).toEqual([]);
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
