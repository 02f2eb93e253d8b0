import type { Page } from '@playwright/test';
import type { Tier } from '../../../src/core/plans/tiers.ts';

/**
 * Calls the API from the page as the signed-in user, with the token the app keeps in localStorage,
 * for a step that sets up rather than tests (the plan, the listings to work on). A refusal throws:
 * a setup step that failed would otherwise surface steps later as a puzzling assertion.
 */
export async function apiAsUser<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, u, payload]) => {
      const token = localStorage.getItem('auth_token');
      const res = await fetch(u as string, {
        method: m as string,
        headers: { Authorization: `Bearer ${token}`, ...(payload ? { 'Content-Type': 'application/json' } : {}) },
        body: payload ? JSON.stringify(payload) : undefined,
      });
      if (!res.ok) throw new Error(`${m as string} ${u as string}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    [method, url, body] as const,
  ) as Promise<T>;
}

/** Puts the signed-in user on `tier` at once (the shared server's plan changes need no checkout). */
export async function changePlan(page: Page, tier: Tier): Promise<void> {
  await apiAsUser(page, 'POST', '/api/user/upgrade', { tier });
}
