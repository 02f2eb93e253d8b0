import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../src/server/routes.ts';
import { ROOT } from './import-rules.ts';

/** The URL table of docs/architecture.md is the one in routes.ts, row for row and in order. */
describe('docs/architecture.md#url-table', () => {
  it('lists every module routes.ts mounts, with its URLs', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    const table = doc.slice(doc.indexOf('<!-- url-table:start -->'), doc.indexOf('<!-- url-table:end -->'));
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => {
        const [urls, module] = line
          .split('|')
          .slice(1, 3)
          .map((cell) => cell.trim());
        return { urls: urls!.replaceAll('`', ''), module: module!.replaceAll('`', '').replace(/^src\/server\//, '') };
      });
    expect(rows).toEqual(API_ROUTES.map(({ urls, module }) => ({ urls, module })));
  });
});
