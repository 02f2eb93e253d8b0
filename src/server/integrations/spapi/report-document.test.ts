import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { downloadReportDocument } from './report-document.ts';

const doc = { reportDocumentId: 'doc-1', url: 'https://s3.example/doc-1', compressionAlgorithm: 'GZIP' as const };

/** A stand-in for S3: answers each try in turn with a thrown network error or a status. */
function s3(answers: (Error | number)[]) {
  const tries: string[] = [];
  const fetch = (async (url: string) => {
    tries.push(url);
    const answer = answers.shift() ?? 200;
    if (answer instanceof Error) throw answer;
    return new Response(answer === 200 ? gzipSync('{"ok":true}') : 'unavailable', { status: answer });
  }) as typeof globalThis.fetch;
  return { fetch, tries };
}

describe('downloadReportDocument', () => {
  it('tries again after a dropped connection and a 503, and returns the document', async () => {
    const server = s3([new TypeError('fetch failed'), 503]);
    await expect(downloadReportDocument(doc, { fetch: server.fetch, retryMs: [1, 1] })).resolves.toBe('{"ok":true}');
    expect(server.tries).toHaveLength(3);
  });

  it('gives up after three tries with the last failure', async () => {
    const server = s3([new TypeError('fetch failed'), new TypeError('fetch failed'), new TypeError('socket hang up')]);
    await expect(downloadReportDocument(doc, { fetch: server.fetch, retryMs: [1, 1] })).rejects.toThrow('socket hang up');
    expect(server.tries).toHaveLength(3);
  });

  it('does not try again on a 403 (an expired URL will not come back)', async () => {
    const server = s3([403]);
    await expect(downloadReportDocument(doc, { fetch: server.fetch, retryMs: [1, 1] })).rejects.toThrow('HTTP 403');
    expect(server.tries).toHaveLength(1);
  });
});
