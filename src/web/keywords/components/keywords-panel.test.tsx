// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingKeywordsResponse } from '#core/api/keywords';
import type { Listing } from '#core/api/listings';
import { keywordKeys } from '../api.ts';
import { KeywordsPanel } from './keywords-panel.tsx';

const listing: Listing = {
  id: 7,
  asin: 'B0TESTASIN',
  sku: 'SKU-7',
  marketplaceId: 'ATVPDKIKX0DER',
  source: 'amazon',
  productType: 'BOTTLE',
  brand: 'Acme',
  title: 'Acme Steel Bottle, 750 ml',
  bullets: ['Keeps drinks cold for 24 hours'],
  description: 'A steel bottle.',
  searchTerms: null,
  imageUrl: '',
  status: 'ACTIVE',
  healthScore: 72,
  issues: [],
  amazonIssues: [],
  policyVersion: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  sellingPartnerId: 'A2DEMOSELLER01',
  state: 'active',
  removedAt: null,
  archivedAt: null,
};

/** The panel over a query cache that already holds the server's answer, which fetch repeats. */
function renderPanel(data: ListingKeywordsResponse, shown: Listing = listing) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(keywordKeys.listing(shown.id), data);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(data)),
  );
  render(
    <QueryClientProvider client={client}>
      <KeywordsPanel listing={shown} />
    </QueryClientProvider>,
  );
}

const empty: ListingKeywordsResponse = { listingId: 7, coverage: null, keywords: [], sqp: null, suggestions: [] };

describe('KeywordsPanel without keyword data', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says where keywords come from, shows no coverage, and offers the SQP import for an Amazon listing', () => {
    renderPanel(empty);
    expect(screen.getByTestId('keywords-empty').textContent).toBe(
      'No keyword data for this listing yet. Upload the Amazon Ads search term report, or any CSV or TSV with a keyword column' +
        ' (and optional volume, ASIN or SKU columns), or import Search Query Performance from Amazon if your brand has Brand Analytics.',
    );
    expect(screen.getByTestId('search-coverage').textContent).toBe('—');
    expect(screen.queryByTestId('keyword-row')).toBeNull();
    expect(screen.getByRole('button', { name: 'Import from Amazon' })).toBeTruthy();
  });

  it('offers only a file for a listing that came from a file', () => {
    renderPanel(empty, { ...listing, source: 'file', sellingPartnerId: null });
    expect(screen.getByTestId('keywords-empty').textContent).toMatch(/SKU columns\)\.$/);
    expect(screen.queryByRole('button', { name: 'Import from Amazon' })).toBeNull();
  });
});
