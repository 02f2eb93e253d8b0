/**
 * Google never merges accounts by email; an identity joins an existing account only through
 * Settings → Link Google, after a fresh proof. Runs on the embedded default: the OpenID provider
 * emulator and the Amazon emulator are mounted in the app, which listens on a real port.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/emulators/oidc/accounts.ts';
import { amazonConnections, identities, listings } from '../../src/server/db/schema/index.ts';
import { buildTestApp, registerUser, PRODUCTION_ENV } from '../helpers/app.ts';
import { connectSeller } from '../helpers/amazon.ts';
import {
  accountGoogleFlow,
  api,
  finishPopup,
  googleSignIn,
  uniqueEmail,
  useListeningApp,
  startAccountFlow,
  type ListeningApp,
} from '../helpers/google.ts';
import { insertListing } from '../helpers/seller.ts';

const DANA = DEMO_ACCOUNTS[0]!;
const NO_MERGE = 'An account with this email already exists. Sign in with your password, then link Google in Settings.';

let t: ListeningApp;
useListeningApp((app) => {
  t = app;
});

async function identitiesOf(userId: number) {
  return t.database.db.select().from(identities).where(eq(identities.userId, userId));
}

async function login(username: string, password: string) {
  return api(t.baseUrl, 'POST', '/api/auth/login', undefined, { username, password });
}

describe('Google sign-in never merges by email', () => {
  it('pre-hijack: the owner signing in with Google does not land in the account an attacker registered with their email', async () => {
    const victimEmail = uniqueEmail('victim');
    // The attacker registers first (registration verifies nothing), plants a listing and connects their Amazon seller.
    const attacker = await registerUser(t.app, { username: `attacker${process.pid}`, email: victimEmail });
    await insertListing(t, attacker.user.id, { sku: 'PLANTED-1', title: 'Planted by the attacker' });
    expect(await connectSeller(t.app, attacker.token, `${t.baseUrl}/_emulator/amazon`)).toBe('/?connected=true');

    const victim = await googleSignIn(t.baseUrl, { email: victimEmail, name: 'Victim', verified: true });
    expect(victim.status).toBe(409);
    expect(victim.body).toMatchObject({ code: 'CONFLICT', message: NO_MERGE });
    expect(victim.body.token).toBeUndefined();

    // Nothing was linked; the attacker's account is as it was (and still theirs, not the victim's).
    expect(await identitiesOf(attacker.user.id)).toEqual([]);
    expect((await login(attacker.user.username, attacker.password)).status).toBe(200);
    expect((await api(t.baseUrl, 'GET', '/api/auth/me', attacker.token)).status).toBe(200);
    // The consent started the attacker's first import, so count only the planted listing: still theirs.
    const planted = await t.database.db.select().from(listings).where(eq(listings.sku, 'PLANTED-1'));
    expect(planted.map((l) => l.userId)).toEqual([attacker.user.id]);
    expect(
      await t.database.db.select().from(amazonConnections).where(eq(amazonConnections.userId, attacker.user.id)),
    ).toHaveLength(1);
  });

  it('takeover: an identity with email_verified for an existing account’s email does not get in; password and sessions remain', async () => {
    const owner = await registerUser(t.app, { email: uniqueEmail('owner') });
    const intruder = await googleSignIn(t.baseUrl, { email: owner.user.email, name: 'Not the owner', verified: true });
    expect(intruder.status).toBe(409);
    expect(intruder.body.message).toBe(NO_MERGE);

    expect((await login(owner.user.username, owner.password)).status).toBe(200);
    expect((await api(t.baseUrl, 'GET', '/api/auth/me', owner.token)).body.id).toBe(owner.user.id);
    expect(await identitiesOf(owner.user.id)).toEqual([]);
    // Tried again, it is refused again: the first attempt left nothing behind.
    expect((await googleSignIn(t.baseUrl, { email: owner.user.email, verified: true })).status).toBe(409);
  });

  it('a new email still creates a new account, its address verified when Google says so', async () => {
    const email = uniqueEmail('newcomer');
    const res = await googleSignIn(t.baseUrl, { email, name: 'New Comer', verified: true });
    expect(res.status).toBe(200);
    const token = res.body.token as string;
    const security = await api(t.baseUrl, 'GET', '/api/account', token);
    expect(security.body).toMatchObject({ hasPassword: false, google: { linked: true }, emailVerified: true });

    const unverified = await googleSignIn(t.baseUrl, { email: uniqueEmail('unverified'), verified: false });
    expect(unverified.status).toBe(200);
    expect((await api(t.baseUrl, 'GET', '/api/account', unverified.body.token as string)).body).toMatchObject({
      emailVerified: false,
    });
  });
});

describe('Settings: Link Google and Unlink', () => {
  it('links after a password re-authentication, then Google signs in to that account; unlink removes it again', async () => {
    const user = await registerUser(t.app, { email: uniqueEmail('linker') });
    const otherDevice = (await login(user.user.username, user.password)).body.token as string;

    // Without a fresh proof, the round trip does not even start.
    const refused = await startAccountFlow(t.baseUrl, user.token, 'link');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('REAUTH_REQUIRED');

    expect((await api(t.baseUrl, 'POST', '/api/account/reauth', user.token, { password: user.password })).status).toBe(200);
    // The account's email is unverified: only the Google account verifiably owning that address may link, and it proves it.
    const linked = await accountGoogleFlow(t.baseUrl, user.token, 'link', {
      email: user.user.email,
      name: 'Linker',
      verified: true,
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body).toMatchObject({ hasPassword: true, google: { linked: true }, emailVerified: true });
    expect(await identitiesOf(user.user.id)).toHaveLength(1);
    // Linking signs out the other sessions.
    expect((await api(t.baseUrl, 'GET', '/api/auth/me', otherDevice)).status).toBe(401);
    expect((await api(t.baseUrl, 'GET', '/api/auth/me', user.token)).status).toBe(200);

    const viaGoogle = await googleSignIn(t.baseUrl, { email: user.user.email, verified: true });
    expect(viaGoogle.status).toBe(200);
    expect((viaGoogle.body.user as { id: number }).id).toBe(user.user.id);

    const unlinked = await api(t.baseUrl, 'DELETE', '/api/account/google', user.token);
    expect(unlinked.status).toBe(200);
    expect(unlinked.body).toMatchObject({ hasPassword: true, google: { linked: false } });
    expect(await identitiesOf(user.user.id)).toEqual([]);
    // Unlinking signs out other sessions too (the one Google just made).
    expect((await api(t.baseUrl, 'GET', '/api/auth/me', viaGoogle.body.token as string)).status).toBe(401);
    // And that Google account no longer gets in.
    expect((await googleSignIn(t.baseUrl, { email: user.user.email, verified: true })).status).toBe(409);
  });

  it('refuses to unlink when the account would have no way to sign in (no password)', async () => {
    const googleOnly = await googleSignIn(t.baseUrl, { email: uniqueEmail('googleonly'), verified: true });
    const token = googleOnly.body.token as string;
    const res = await api(t.baseUrl, 'DELETE', '/api/account/google', token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Set a password first: without Google, it is your only way to sign in.');
    expect(await identitiesOf((googleOnly.body.user as { id: number }).id)).toHaveLength(1);
  });

  it('refuses to link a Google account that is already linked to another account', async () => {
    const dana = await googleSignIn(t.baseUrl, { sub: DANA.sub });
    expect(dana.status).toBe(200);
    const other = await registerUser(t.app, { email: uniqueEmail('other') });
    await api(t.baseUrl, 'POST', '/api/account/reauth', other.token, { password: other.password });
    const res = await accountGoogleFlow(t.baseUrl, other.token, 'link', { sub: DANA.sub });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This Google account is already linked to another ListingPilot account.');
    expect(await identitiesOf(other.user.id)).toEqual([]);
    const [danaIdentity] = await t.database.db.select().from(identities).where(eq(identities.subject, DANA.sub));
    expect(danaIdentity!.userId).toBe((dana.body.user as { id: number }).id);
  });

  it('never attaches Google to an account whose email is unverified, unless that Google account proves the address', async () => {
    const user = await registerUser(t.app, { email: uniqueEmail('unproven') });
    await api(t.baseUrl, 'POST', '/api/account/reauth', user.token, { password: user.password });
    const otherAddress = await accountGoogleFlow(t.baseUrl, user.token, 'link', {
      email: uniqueEmail('someone-else'),
      verified: true,
    });
    expect(otherAddress.status).toBe(403);
    expect(otherAddress.body.message).toBe(
      `Your email address is not verified yet. Verify it first, or link the Google account that uses ${user.user.email}.`,
    );
    const sameButUnverified = await accountGoogleFlow(t.baseUrl, user.token, 'link', { email: user.user.email, verified: false });
    expect(sameButUnverified.status).toBe(403);
    expect(await identitiesOf(user.user.id)).toEqual([]);
  });

  it('a link result can be redeemed only by the session that started it', async () => {
    const user = await registerUser(t.app, { email: uniqueEmail('bound') });
    await api(t.baseUrl, 'POST', '/api/account/reauth', user.token, { password: user.password });
    const start = await startAccountFlow(t.baseUrl, user.token, 'link');
    expect(start.status).toBe(200);
    const popup = await finishPopup(
      t.baseUrl,
      start.body.authorizationUrl!,
      { email: user.user.email, verified: true },
      start.jar,
    );
    expect(popup.code).toBeDefined();

    // Someone else holding the code (a stranger, or another session of the same user) cannot use it.
    const stranger = await registerUser(t.app);
    await api(t.baseUrl, 'POST', '/api/account/reauth', stranger.token, { password: stranger.password });
    const byStranger = await api(t.baseUrl, 'POST', '/api/account/google/link', stranger.token, { code: popup.code });
    expect(byStranger.status).toBe(400);
    expect(byStranger.body.message).toBe('This Google sign-in has expired or was already used. Please try again.');
    expect(await identitiesOf(stranger.user.id)).toEqual([]);
    // It was single use: refused to its owner too now.
    expect((await api(t.baseUrl, 'POST', '/api/account/google/link', user.token, { code: popup.code })).status).toBe(400);
    expect(await identitiesOf(user.user.id)).toEqual([]);
  });

  it('a second session of the same user cannot redeem the first one’s link', async () => {
    const user = await registerUser(t.app, { email: uniqueEmail('twosessions') });
    const second = (await login(user.user.username, user.password)).body.token as string;
    await api(t.baseUrl, 'POST', '/api/account/reauth', user.token, { password: user.password });
    await api(t.baseUrl, 'POST', '/api/account/reauth', second, { password: user.password });
    const start = await startAccountFlow(t.baseUrl, user.token, 'link');
    const popup = await finishPopup(
      t.baseUrl,
      start.body.authorizationUrl!,
      { email: user.user.email, verified: true },
      start.jar,
    );
    expect((await api(t.baseUrl, 'POST', '/api/account/google/link', second, { code: popup.code })).status).toBe(400);
    expect(await identitiesOf(user.user.id)).toEqual([]);
  });
});

describe('the embedded OpenID provider emulator', () => {
  it('is mounted at /_emulator/oidc in the embedded default and Google sign-in is on', async () => {
    const config = await api(t.baseUrl, 'GET', '/api/config');
    expect(config.body.googleSignIn).toBe(true);
    const discovery = await api(t.baseUrl, 'GET', '/_emulator/oidc/.well-known/openid-configuration');
    expect(discovery.status).toBe(200);
    expect(discovery.body).toMatchObject({
      issuer: `${t.baseUrl}/_emulator/oidc`,
      authorization_endpoint: `${t.baseUrl}/_emulator/oidc/auth`,
    });
  });

  it('is not mounted in production without GOOGLE_CLIENT_ID, and Google sign-in is off', async () => {
    const prod = await buildTestApp({ env: PRODUCTION_ENV });
    try {
      expect(prod.config.google).toBeNull();
      expect((await prod.app.inject({ method: 'GET', url: '/api/config' })).json().googleSignIn).toBe(false);
      const discovery = await prod.app.inject({ method: 'GET', url: '/_emulator/oidc/.well-known/openid-configuration' });
      expect(discovery.headers['content-type'] ?? '').not.toContain('application/json');
      expect(prod.app.routeTable.some((r) => r.url.startsWith('/_emulator/oidc') || r.url.startsWith('/api/auth/google'))).toBe(
        false,
      );
    } finally {
      await prod.close();
    }
  });
});
