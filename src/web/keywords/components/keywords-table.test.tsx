// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingKeyword, ListingKeywordsResponse } from '#core/api/keywords';
import { keywordKeys } from '../api.ts';
import { KeywordsTable } from './keywords-panel.tsx';

function keyword(text: string, targeted: boolean): ListingKeyword {
  return {
    keyword: text,
    source: 'upload',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-01',
    volume: 100,
    impressions: null,
    clicks: null,
    purchases: null,
    impressionShare: null,
    clickShare: null,
    purchaseShare: null,
    targeted,
    demo: false,
    placement: null,
  };
}

/** The table over a real query cache; the server's answer to the PUT is held until the test releases it. */
function renderTable(keywords: ListingKeyword[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const table: ListingKeywordsResponse = { listingId: 7, coverage: null, keywords, sqp: null, suggestions: [] };
  client.setQueryData(keywordKeys.listing(7), table);
  let answer!: (res: Response) => void;
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={client}>
      <KeywordsTable listingId={7} keywords={keywords} />
    </QueryClientProvider>,
  );
  return { client, fetchMock, answer: (res: Response) => answer(res) };
}

describe('KeywordsTable target boxes', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('flips the box in the click itself and holds the others until the server has the choice', async () => {
    const { fetchMock } = renderTable([keyword('steel bottle', true), keyword('camping flask', false)]);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Target "camping flask"' });
    fireEvent.click(box);
    // No await between the click and these: a browser (and Playwright) reads the box right after.
    expect(box.checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Target "steel bottle"' }).disabled).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/keywords/7/targeted');
    expect(JSON.parse(String(init.body))).toEqual({ keywords: ['steel bottle', 'camping flask'] });
  });

  it('puts the box back when the server refuses the change', async () => {
    const { answer, fetchMock } = renderTable([keyword('steel bottle', true)]);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Target "steel bottle"' });
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer(
      new Response(JSON.stringify({ error: 'Bad Request', message: 'Target at most 200 keywords' }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(true);
  });
});
