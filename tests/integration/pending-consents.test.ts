/**
 * An Amazon consent (an oauth_states row) started before a password change, a Google link or
 * unlink, or the account's deletion cannot be completed after it: an evicted attacker could
 * otherwise still put their own seller on the victim's account for up to ten minutes.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { amazonConnections } from '../../src/server/db/schema/index.ts';
import { registerUser } from '../helpers/app.ts';
import { decideConsent, followCallback, startConnect } from '../helpers/amazon.ts';
import { accountGoogleFlow, api, useListeningApp, type ListeningApp } from '../helpers/google.ts';

let t: ListeningApp;
useListeningApp((app) => {
  t = app;
});

/** The callback names what went wrong by code; the dashboard chooses the words. */
const INVALID_STATE = 'invalid_state';
let n = 0;

/** The attacker, holding the victim's session, starts a consent and walks through Amazon's page. */
async function consentStartedNow(token: string) {
  const { url, cookies } = await startConnect(t.app, token);
  const redirect = await decideConsent(`${t.baseUrl}/_emulator/amazon`, url);
  return () => followCallback(t.app, redirect, cookies);
}

async function connectionOf(userId: number) {
  return t.database.db.select().from(amazonConnections).where(eq(amazonConnections.userId, userId));
}

function errorOf(location: string): string | null {
  return new URL(location, 'http://x').searchParams.get('amazon_error');
}

async function victim() {
  const user = await registerUser(t.app, { email: `victim.${process.pid}.${++n}@example.com` });
  return user;
}

describe('a pending Amazon consent', () => {
  it('started before a password change cannot be completed after it', async () => {
    const v = await victim();
    const finish = await consentStartedNow(v.token);
    expect(
      (
        await api(t.baseUrl, 'POST', '/api/account/password', v.token, {
          currentPassword: v.password,
          newPassword: 'a new secret',
        })
      ).status,
    ).toBe(204);
    expect(errorOf(await finish())).toBe(INVALID_STATE);
    expect(await connectionOf(v.user.id)).toEqual([]);
  });

  it('started before Google is linked cannot be completed after it', async () => {
    const v = await victim();
    const finish = await consentStartedNow(v.token);
    await api(t.baseUrl, 'POST', '/api/account/reauth', v.token, { password: v.password });
    expect((await accountGoogleFlow(t.baseUrl, v.token, 'link', { email: v.user.email, verified: true })).status).toBe(200);
    expect(errorOf(await finish())).toBe(INVALID_STATE);
    expect(await connectionOf(v.user.id)).toEqual([]);
  });

  it('started before Google is unlinked cannot be completed after it', async () => {
    const v = await victim();
    await api(t.baseUrl, 'POST', '/api/account/reauth', v.token, { password: v.password });
    expect((await accountGoogleFlow(t.baseUrl, v.token, 'link', { email: v.user.email, verified: true })).status).toBe(200);
    const finish = await consentStartedNow(v.token);
    expect((await api(t.baseUrl, 'DELETE', '/api/account/google', v.token)).status).toBe(200);
    expect(errorOf(await finish())).toBe(INVALID_STATE);
    expect(await connectionOf(v.user.id)).toEqual([]);
  });

  it('started before the account is deleted cannot be completed after it', async () => {
    const v = await victim();
    const finish = await consentStartedNow(v.token);
    expect(
      (await api(t.baseUrl, 'DELETE', '/api/account', v.token, { password: v.password, confirmation: v.user.username })).status,
    ).toBe(204);
    expect(errorOf(await finish())).toBe(INVALID_STATE);
    expect(await t.database.db.select().from(amazonConnections)).toEqual([]);
  });

  it('still completes when nothing happened in between (the tests above are not vacuous)', async () => {
    const v = await victim();
    const finish = await consentStartedNow(v.token);
    expect(await finish()).toBe('/?connected=true');
    expect(await connectionOf(v.user.id)).toHaveLength(1);
  });
});
