// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ListingPageItem } from '#core/api/listings';
import { AuthProvider } from '../../auth/index.ts';
import { ListingsTable } from './listings-table.tsx';

const LISTING: ListingPageItem = {
  id: 42,
  asin: 'B0TEST0042',
  sku: 'SKU-42',
  marketplaceId: 'ATVPDKIKX0DER',
  source: 'amazon',
  productType: 'PRODUCT',
  brand: 'Acme',
  title: 'Acme Steel Water Bottle, 750 ml',
  bullets: ['Keeps drinks cold for 24 hours'],
  imageUrl: '',
  status: 'ACTIVE',
  healthScore: 61,
  amazonIssues: [],
  updatedAt: '2026-12-01T00:00:00.000Z',
  sellingPartnerId: 'A2DEMOSELLER01',
  state: 'active',
  removedAt: null,
  archivedAt: null,
  issueCount: 3,
};

function renderTable() {
  const location = memoryLocation({ path: '/listings', record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Router hook={location.hook}>
          <ListingsTable listings={[LISTING]} isLoading={false} />
        </Router>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return location;
}

describe('ListingsTable', () => {
  beforeEach(() => {
    // No open alerts: the only server call the rows make.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ open: 0, critical: 0, byListing: {}, worstByListing: {} })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("the title is a link to the listing's page, in the table and on a phone's card", () => {
    renderTable();
    const titles = screen.getAllByTestId('listing-title');
    expect(titles).toHaveLength(2);
    for (const title of titles) expect(title.closest('a')?.getAttribute('href')).toBe('/listings/42');
  });

  it('a click anywhere on a row or card opens the listing', () => {
    for (const testId of ['listing-row', 'listing-card']) {
      const location = renderTable();
      fireEvent.click(within(screen.getByTestId(testId)).getByText('B0TEST0042'));
      expect(location.history.at(-1)).toBe('/listings/42');
      cleanup();
    }
  });

  it("the row's own buttons keep their clicks", () => {
    const location = renderTable();
    fireEvent.click(within(screen.getByTestId('listing-row')).getByRole('link', { name: 'Optimize B0TEST0042' }));
    expect(location.history.at(-1)).toBe('/optimize/42');
    expect(location.history).not.toContain('/listings/42');
  });
});
