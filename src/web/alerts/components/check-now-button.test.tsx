// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WatchStatus } from '#core/api/alerts';
import { CheckNowButton, nextCheckAllowedAt } from './check-now-button.tsx';

afterEach(cleanup);

function status(nextCheckAt: (string | null)[]): WatchStatus {
  return {
    intervalMinutes: 60,
    notifications: { live: false, lastNotificationAt: null },
    regions: nextCheckAt.map((next, i) => ({
      region: ['na', 'eu', 'fe'][i]!,
      lastCheckedAt: new Date(Date.now() - 60_000).toISOString(),
      checking: false,
      lastError: null,
      nextCheckAt: next,
      lastCheck: { opened: 0, resolved: 0, previousCheckedAt: null },
    })),
  };
}

describe('CheckNowButton', () => {
  it('waits out the cooldown: disabled, and says when the next check is allowed', () => {
    const at = new Date(Date.now() + 4 * 60_000);
    const onCheck = vi.fn();
    render(<CheckNowButton status={status([at.toISOString()])} checking={false} pending={false} onCheck={onCheck} />);
    const button = screen.getByRole('button', { name: 'Check now' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onCheck).not.toHaveBeenCalled();
    const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    expect(screen.getByText(`Next check possible at ${time}`)).toBeTruthy();
  });

  it('checks when a region allows it', () => {
    const onCheck = vi.fn();
    const later = new Date(Date.now() + 60_000).toISOString();
    render(<CheckNowButton status={status([later, null])} checking={false} pending={false} onCheck={onCheck} />);
    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect(onCheck).toHaveBeenCalledOnce();
    expect(screen.queryByText(/Next check possible/)).toBeNull();
  });

  it('takes the earliest region as the next allowed time', () => {
    const a = new Date(Date.now() + 60_000);
    const b = new Date(Date.now() + 120_000);
    expect(nextCheckAllowedAt(status([b.toISOString(), a.toISOString()]))?.getTime()).toBe(a.getTime());
    expect(nextCheckAllowedAt(status([]))).toBeNull();
  });
});
