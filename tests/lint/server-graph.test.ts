import { describe, expect, it } from 'vitest';
import { cycles, importEdges, partEdges, sourceFiles, srcRoot } from '../helpers/import-graph.ts';

const serverRoot = srcRoot('server');
const edges = importEdges(sourceFiles(serverRoot));

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
});
