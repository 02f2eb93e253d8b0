import { describe, expect, it } from 'vitest';
import { cycles, importEdges, partEdges, sourceFiles, srcRoot } from '../helpers/import-graph.ts';

/**
 * The AI engine's folders depend one way: offline/ (the rule-based rewrite) uses keywords/ (where
 * the seller's keywords go), and both use text/ (text helpers shared by every rewrite). A loop
 * between them would make a change to one folder a change to all.
 */
const AI = srcRoot('ai');
const edges = importEdges(sourceFiles(AI));
const byFolder = partEdges(AI, edges);

describe('imports between the parts of src/ai', () => {
  it('reads the imports of src/ai', () => {
    // Guards the reader itself: a graph it failed to fill would pass every check below.
    const from = (folder: string) => byFolder.filter((e) => e.from === folder).map((e) => e.to);
    expect(from('offline')).toEqual(expect.arrayContaining(['keywords', 'text']));
    expect(from('keywords')).toEqual(expect.arrayContaining(['text']));
  });

  it('has no loop between folders or top-level files', () => {
    const loops = cycles(byFolder).map((loop) => ({
      parts: loop,
      imports: byFolder.filter((e) => loop.includes(e.from) && loop.includes(e.to)).flatMap((e) => e.via),
    }));
    expect(loops).toEqual([]);
  });
});
