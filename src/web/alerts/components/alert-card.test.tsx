// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Alert, AlertCount, AlertKind } from '#core/api/alerts';
import { alertKeys } from '../api.ts';
import { AlertCard } from './alert-card.tsx';
import { ListingAlertBadge } from './listing-alert-badge.tsx';

/** What a seller reads for each kind: the label, and the words its one-line meaning starts with. */
const EXPECTED: Record<Exclude<AlertKind, 'resolved'>, { label: string; meaning: RegExp }> = {
  listing_suppressed: { label: 'Suppressed', meaning: /^Hidden from shoppers until fixed/ },
  catalog_item_removed: { label: 'Removed from the catalog', meaning: /^Amazon took the product page down/ },
  not_buyable: { label: 'Not buyable', meaning: /^Shoppers may still see it but cannot add it to their cart/ },
  search_suppressed: { label: 'Search suppressed', meaning: /^Left out of Amazon search results/ },
  attribute_suppressed: { label: 'Details hidden', meaning: /^Amazon hides some of its details from shoppers/ },
  detail_page_changed: {
    label: 'Detail page changed by someone else',
    meaning: /no longer shows the text or image you approved/,
  },
  product_type_changed: { label: 'Product type changed', meaning: /^Amazon filed the product under another type/ },
};

function alert(kind: AlertKind, over: Partial<Alert> = {}): Alert {
  return {
    id: 1,
    listingId: 7,
    sku: 'BOTTLE-32',
    asin: 'B0TEST0001',
    listingTitle: 'Frostline Insulated Water Bottle 32 oz',
    kind,
    severity: 'warning',
    state: 'open',
    message: 'The listing is missing a required main image.',
    code: '18155',
    content: null,
    productType: null,
    createdAt: '2026-11-28T10:00:00.000Z',
    resolvedAt: null,
    ...over,
  };
}

/** No request may leave: the card and the badge render from what the cache holds. */
function renderWith(ui: ReactNode, count?: AlertCount) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('no request expected'))),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (count) client.setQueryData(alertKeys.count, count);
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('AlertCard names what happened', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  for (const [kind, expected] of Object.entries(EXPECTED) as [
    keyof typeof EXPECTED,
    (typeof EXPECTED)[keyof typeof EXPECTED],
  ][]) {
    it(`${kind}: "${expected.label}", its meaning, and Amazon's message and code beside it`, () => {
      renderWith(<AlertCard alert={alert(kind)} />);
      const card = screen.getByTestId('alert-card');
      expect(within(card).getByTestId('alert-kind').textContent).toBe(expected.label);
      expect(within(card).getByTestId('alert-meaning').textContent).toMatch(expected.meaning);
      const message = within(card).getByTestId('alert-message').textContent;
      expect(message).toBe('Amazon says: The listing is missing a required main image. (Amazon code 18155)');
    });
  }

  it('an alert of ours (no Amazon code) shows our message without "Amazon says"', () => {
    renderWith(
      <AlertCard alert={alert('not_buyable', { code: null, message: 'Amazon no longer lists this item as buyable.' })} />,
    );
    expect(screen.getByTestId('alert-kind').textContent).toBe('Not buyable');
    expect(screen.getByTestId('alert-message').textContent).toBe('Amazon no longer lists this item as buyable.');
  });

  it('a resolution says Resolved once, in its badge', () => {
    renderWith(
      <AlertCard alert={alert('resolved', { severity: 'info', state: 'resolved', code: null, message: 'Resolved: gone.' })} />,
    );
    expect(screen.getAllByText('Resolved')).toHaveLength(1);
    expect(screen.queryByTestId('alert-kind')).toBeNull();
  });
});

describe('AlertCard shows a bullets change', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('as two lists, one item a bullet, a bullet with a line break still one item', () => {
    const approved = ['Cold for 24 hours\nand hot for 12', 'Leak-proof lid'];
    const shown = ['Cold for 24 hours', 'and hot for 12', 'Leak-proof lid'];
    const content = {
      changes: [{ field: 'bullets' as const, approved, shown }],
      approved: { title: 'Frostline Bottle', bullets: approved, description: '' },
    };
    renderWith(<AlertCard alert={alert('detail_page_changed', { content })} />);
    const items = (id: string) =>
      within(screen.getByTestId(id))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items('approved-text')).toEqual(approved);
    expect(items('shown-text')).toEqual(shown);
  });
});

describe('ListingAlertBadge', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the most serious open alert of the listing, with its meaning, and counts the others', () => {
    renderWith(<ListingAlertBadge listingId={7} />, {
      open: 3,
      critical: 1,
      byListing: { '7': 2, '8': 1 },
      worstByListing: {
        '7': { kind: 'listing_suppressed', severity: 'critical' },
        '8': { kind: 'search_suppressed', severity: 'warning' },
      },
    });
    const badge = screen.getByTestId('listing-alert-badge');
    expect(badge.textContent).toBe('Suppressed +1 more: Hidden from shoppers until fixed, so it makes no sales.');
    expect(badge.getAttribute('title')).toMatch(/^Hidden from shoppers until fixed/);
  });

  it('shows nothing for a listing without open alerts', () => {
    renderWith(<ListingAlertBadge listingId={9} />, { open: 0, critical: 0, byListing: {}, worstByListing: {} });
    expect(screen.queryByTestId('listing-alert-badge')).toBeNull();
  });
});
