import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { RULES } from '#core/health/index';
import { DOC_PATH, renderDoc } from '../../scripts/health-rules-doc.ts';

const run = promisify(execFile);
const SCRIPT = new URL('../../scripts/health-rules-doc.ts', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'health-doc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check(file: string) {
  return run(process.execPath, ['--import', 'tsx', SCRIPT, '--check', '--file', file]).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

describe('docs/health-rules.md generator', () => {
  it('has one row per registered rule id, with its severity, source link and a fix text', async () => {
    const doc = await renderDoc();
    for (const rule of RULES) {
      const row = doc.split('\n').find((l) => l.startsWith(`| \`${rule.id}\``));
      expect(row, rule.id).toBeDefined();
      const cells = row!.split(' | ');
      expect(cells[2], rule.id).toContain(rule.severity);
      expect(cells[3], rule.id).toContain(`(${rule.source})`);
      expect(cells[4]!.replace(/\s*\|$/, '').trim().length, rule.id).toBeGreaterThan(10);
    }
  });

  it('the committed file is the generated one', async () => {
    expect(readFileSync(DOC_PATH, 'utf8')).toBe(await renderDoc());
  });

  it('--check fails with a clear message on a stale file and passes on a current one', async () => {
    const stale = join(dir, 'stale.md');
    writeFileSync(stale, (await renderDoc()).replace('TITLE_PROMO', 'TITLE_PROMOTION'));
    const failed = await check(stale);
    expect(failed.code).toBe(1);
    expect(failed.out).toContain('is out of date with the rules in src/core/health');
    expect(failed.out).toContain('npm run docs:health');

    const current = join(dir, 'current.md');
    writeFileSync(current, await renderDoc());
    expect(await check(current)).toMatchObject({ code: 0 });
  }, 60_000);
});
