/**
 * Plays the browser through "Continue with Google", Link Google and Confirm with Google against
 * an app listening on a real port with the OpenID provider emulator embedded at /_emulator/oidc
 * (the embedded default): every hop is real HTTP, cookies are kept per path like a browser does.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, buildTestApp, registerUser, testConfig, useForFile, type TestApp } from './app.ts';
import { freePort } from './free-port.ts';
import { linkToken, startTestMailbox, type TestMailbox } from './mail.ts';

export type ListeningApp = TestApp & { baseUrl: string };

/** The embedded default (no GOOGLE_CLIENT_ID, not production) on a free loopback port. */
export async function listeningTestApp(env: Record<string, string> = {}): Promise<ListeningApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await buildTestApp({ config: testConfig({ PUBLIC_URL: baseUrl, ...env }) });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, baseUrl };
}

/** For one test file: a listening embedded-default app, built before its tests and closed after them. */
export function useListeningApp(use: (t: ListeningApp) => void): void {
  useForFile(() => listeningTestApp(), use);
}

/** For one test file: a listening embedded-default app whose mail goes to a test mailbox over SMTP. */
export function useListeningAppWithMailbox(use: (t: ListeningApp, mailbox: TestMailbox) => void): void {
  let mailbox: TestMailbox | undefined;
  let t: ListeningApp | undefined;
  beforeAll(async () => {
    mailbox = await startTestMailbox();
    t = await listeningTestApp({ SMTP_URL: mailbox.smtpUrl });
    use(t, mailbox);
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });
}

let emails = 0;
export function uniqueEmail(label: string): string {
  return `${label}.${process.pid}.${++emails}@example.com`;
}

/** A new seller whose email address is verified through the link mailed at registration. */
export async function registerVerified(t: ListeningApp, mailbox: TestMailbox, label: string) {
  const account = await registerUser(t.app, { email: uniqueEmail(label) });
  const mail = await mailbox.waitForMail(
    (m) => m.envelopeTo.includes(account.user.email) && m.subject === 'Verify your email address for ListingPilot',
  );
  const verified = await api(t.baseUrl, 'POST', '/api/auth/verify-email', undefined, { token: linkToken(mail, '/verify-email') });
  expect(verified.status).toBe(200);
  return account;
}

/** A browser's cookies for one origin, sent back under their Path. */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();
  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...value] = pair!.trim().split('=');
      const path =
        attrs
          .map((a) => a.trim())
          .find((a) => /^path=/i.test(a))
          ?.slice(5) ?? '/';
      const expired = attrs.some(
        (a) => /^\s*max-age=0/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now()),
      );
      if (expired || value.join('=') === '') this.cookies.delete(name!);
      else this.cookies.set(name!, { value: value.join('='), path });
    }
  }
  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies]
      .filter(([, c]) => c.path === '/' || pathname === c.path || pathname.startsWith(`${c.path.replace(/\/$/, '')}/`))
      .map(([k, c]) => `${k}=${c.value}`)
      .join('; ');
  }
}

/** At the provider: a demo account by subject, another address ('Use another account'), or Cancel. */
export type Choice = { sub: string } | { email: string; name?: string; verified: boolean } | 'cancel';

export function resultOf(html: string): { code?: string; error?: string; reason?: string } {
  const attr = (name: string) => new RegExp(`data-${name}="([^"]*)"`).exec(html)?.[1];
  return { code: attr('code'), error: attr('error')?.replace(/&#39;/g, "'").replace(/&amp;/g, '&'), reason: attr('reason') };
}

/** Follows the provider's redirects and its chooser page until it sends the browser to our callback. */
export async function visitProvider(
  baseUrl: string,
  authorizationUrl: string,
  choice: Choice,
  jar = new CookieJar(),
): Promise<string> {
  const callback = `${baseUrl}/api/auth/google/callback`;
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop++) {
    if (url.startsWith(callback)) return url;
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(url), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form,
    });
    jar.store(res);
    form = undefined;
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).toString();
      continue;
    }
    const html = await res.text();
    expect(res.status, html).toBe(200);
    expect(html).toContain('Choose an account');
    const action = /action="([^"]+)\/login"/.exec(html)![1]!;
    if (choice === 'cancel') {
      url = new URL(`${action}/abort`, url).toString();
      form = new URLSearchParams();
    } else {
      url = new URL(`${action}/login`, url).toString();
      form =
        'sub' in choice
          ? new URLSearchParams({ sub: choice.sub })
          : new URLSearchParams({
              email: choice.email,
              name: choice.name ?? '',
              ...(choice.verified ? { email_verified: 'true' } : {}),
            });
    }
  }
  throw new Error('Too many redirects at the provider');
}

/** Provider → callback → the popup's result (a one-time code or an error). */
export async function finishPopup(baseUrl: string, authorizationUrl: string, choice: Choice, jar: CookieJar) {
  const back = await visitProvider(baseUrl, authorizationUrl, choice, jar);
  const page = await fetch(back, { headers: { cookie: jar.header(back) }, redirect: 'manual' });
  jar.store(page);
  return { status: page.status, ...resultOf(await page.text()) };
}

/** "Continue with Google" on the login page: the answer of POST /api/auth/google. */
export async function googleSignIn(
  baseUrl: string,
  choice: Choice,
  jar = new CookieJar(),
): Promise<{ status: number; body: Record<string, unknown> }> {
  const start = await fetch(`${baseUrl}/api/auth/google/start`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  jar.store(start);
  const result = await finishPopup(baseUrl, start.headers.get('location')!, choice, jar);
  expect(result.code, result.error).toBeDefined();
  const res = await fetch(`${baseUrl}/api/auth/google`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: result.code }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export async function api(baseUrl: string, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(token ? bearer(token) : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown> & { code?: string; message?: string },
    headers: res.headers,
  };
}

/** POST /api/account/google/start: the authorization URL (the jar takes the flow cookie). */
export async function startAccountFlow(baseUrl: string, token: string, intent: 'link' | 'reauth', jar = new CookieJar()) {
  const res = await fetch(`${baseUrl}/api/account/google/start`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ intent }),
  });
  jar.store(res);
  const body = (await res.json()) as { authorizationUrl?: string; code?: string; message?: string };
  return { status: res.status, body, jar };
}

/**
 * Settings → Link Google, or Confirm with Google: start, the popup at the provider, then the
 * signed-in window redeems the code. Answers the redeeming call (or the refused start).
 */
export async function accountGoogleFlow(baseUrl: string, token: string, intent: 'link' | 'reauth', choice: Choice) {
  const start = await startAccountFlow(baseUrl, token, intent);
  if (start.status !== 200)
    return {
      status: start.status,
      body: start.body as Record<string, unknown> & { code?: string; message?: string },
      authorizationUrl: undefined,
    };
  const result = await finishPopup(baseUrl, start.body.authorizationUrl!, choice, start.jar);
  expect(result.code, result.error).toBeDefined();
  const redeemed = await api(baseUrl, 'POST', `/api/account/google/${intent}`, token, { code: result.code });
  return { ...redeemed, authorizationUrl: start.body.authorizationUrl };
}
