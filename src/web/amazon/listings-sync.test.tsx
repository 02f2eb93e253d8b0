// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AmazonConnection } from '#core/api/amazon';
import { SYNC_POLL_MS, useListingsSync, type SyncJob } from './api.ts';

const JOB_ID = 5;
const SYNCED_AT = '2026-11-29T12:00:00.000Z';

/** The server of one seller who has just connected: no import until POST /api/listings/sync. */
function fakeServer() {
  let run: SyncJob | null = null;
  let lastSynced: string | null = null;
  const connection = (): AmazonConnection => ({
    connected: true,
    marketplace: 'ATVPDKIKX0DER',
    marketplaces: ['ATVPDKIKX0DER'],
    region: 'NA',
    sellingPartnerId: 'A2DEMOSELLER01',
    lastSynced,
    sync: run,
    connections: [],
  });
  // The first connection read, answered only when the test says: it was read before the import began.
  let releaseFirstRead!: () => void;
  const firstRead = new Promise<void>((resolve) => (releaseFirstRead = resolve));
  let connectionReads = 0;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/amazon/connection') {
      const answer = connection();
      if (++connectionReads === 1) {
        await firstRead;
        init?.signal?.throwIfAborted();
      }
      return Response.json(answer);
    }
    if (method === 'POST' && url === '/api/listings/sync') {
      run = { id: JOB_ID, status: 'running', total: 30, done: 0, error: null, regions: [] };
      return Response.json({ jobId: JOB_ID, status: 'queued' }, { status: 202 });
    }
    if (method === 'GET' && url === `/api/listings/sync/${JOB_ID}`) {
      // The import ends at its first poll.
      run = { id: JOB_ID, status: 'done', total: 30, done: 30, error: null, regions: [] };
      lastSynced = SYNCED_AT;
      return Response.json(run);
    }
    return Response.json({ error: 'Not Found', message: `${method} ${url}` }, { status: 404 });
  });
  return { fetch, releaseFirstRead };
}

describe('useListingsSync', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('follows an import started while the connection was still loading, to its last-synced time', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useListingsSync(), { wrapper });

    // The dashboard starts the first import as it mounts, while it still reads the connection.
    act(() => result.current.start());
    await waitFor(() => expect(server.fetch).toHaveBeenCalledWith('/api/listings/sync', expect.anything()));
    await waitFor(() => expect(client.isMutating()).toBe(0));
    // The read from before the import answers last: it must not hide the import the app now follows.
    server.releaseFirstRead();

    await waitFor(() => expect(result.current.connection?.lastSynced).toBe(SYNCED_AT), { timeout: 5 * SYNC_POLL_MS });
    expect(result.current.job?.status).toBe('done');
    expect(result.current.isSyncing).toBe(false);
  });
});
