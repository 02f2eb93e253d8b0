// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';

function Broken(): never {
  throw new TypeError('listing.issues.map is not a function');
}

let reports: unknown[];

beforeEach(() => {
  reports = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/client-errors') reports.push(JSON.parse(init.body as string));
      return new Response(null, { status: 204 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ErrorBoundary', () => {
  it('renders its children while they render', () => {
    render(
      <ErrorBoundary>
        <p>Fine screen</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine screen')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('shows the crash card with Reload and Back to Dashboard when a screen throws, and reports it', () => {
    // React logs every caught error; this one is expected.
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { onCaughtError: () => {} },
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('This screen failed to load. Reloading usually fixes it.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');

    expect(reports).toHaveLength(1);
    const report = reports[0] as { kind: string; message: string; stack: string };
    expect(report.kind).toBe('boundary');
    expect(report.message).toBe('TypeError: listing.issues.map is not a function');
    expect(report.stack).toContain('Component stack:');
    expect(report.stack).toContain('Broken');
  });

  it('reloads the page from Reload', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, pathname: '/' } as Location);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { onCaughtError: () => {} },
    );
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
