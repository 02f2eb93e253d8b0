// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken, whileRotatingToken } from './api-client.ts';
import { downloadFromApi, saveBlob } from './download.ts';
import { stubTokenServer } from './test-support/token-server.ts';

/** What the page's links were asked to save: the file name and the bytes behind the object URL. */
function recordSaves() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob | undefined; revokedAtClick: boolean }[] = [];
  const revoked = new Set<string>();
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${++n}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.add(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href), revokedAtClick: revoked.has(this.href) });
  });
  return { saved, revoked };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('saveBlob', () => {
  it('saves the bytes under the name, leaves no link behind and frees the URL only well after the click', async () => {
    vi.useFakeTimers();
    const { saved, revoked } = recordSaves();
    saveBlob(new Blob(['<h1>FAQs</h1>'], { type: 'text/html' }), 'product-faqs.html');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ name: 'product-faqs.html', revokedAtClick: false });
    expect(await saved[0]!.blob!.text()).toBe('<h1>FAQs</h1>');
    expect(document.querySelectorAll('a')).toHaveLength(0);
    // A browser may read the Blob after the click returns: a busy machine takes seconds.
    vi.advanceTimersByTime(10_000);
    expect(revoked.size).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(revoked.size).toBe(1);
  });
});

describe('downloadFromApi', () => {
  it('sends the bearer token, and saves the file once more with the new token when it raced a token rotation', async () => {
    const { saved } = recordSaves();
    setToken('old-token');
    const sent = stubTokenServer(
      'new-token',
      () => new Response('sku,title\nA,Bottle\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    let finish!: () => void;
    void whileRotatingToken(new Promise<void>((resolve) => (finish = resolve)));
    const download = downloadFromApi('/api/imports/listings.csv?version=original', 'listings.csv');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    setToken('new-token');
    finish();
    await download;
    expect(sent).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(saved.map((s) => s.name)).toEqual(['listings.csv']);
    expect(await saved[0]!.blob!.text()).toBe('sku,title\nA,Bottle\n');
  });

  it('saves nothing and throws the server’s message when the API refuses', async () => {
    const { saved } = recordSaves();
    setToken('token');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 'FORBIDDEN', message: 'A+ content needs the Pro plan.' }), { status: 403 }),
      ),
    );
    await expect(downloadFromApi('/api/aplus/7/pdf', 'aplus-content.pdf')).rejects.toMatchObject({
      status: 403,
      serverMessage: 'A+ content needs the Pro plan.',
    });
    expect(saved).toHaveLength(0);
  });
});
