import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { Provider } from 'oidc-provider';
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';
import type { AccountStore } from './accounts.ts';
import { loadOidcProvider } from './load-provider.ts';
import { errorPage, layout } from './pages.ts';

export type ProviderOptions = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  accounts: AccountStore;
  /** Path the provider is mounted under inside another server ('' when it has its own port). */
  mountPath?: string;
};

/** The scopes a first-party client gets without a consent screen, like Google for its own apps. */
const GRANTED_SCOPE = 'openid email profile';

/** A configured oidc-provider that behaves like Google's for a confidential web client. */
export async function createProvider(options: ProviderOptions): Promise<Provider> {
  const { Provider, interactionPolicy } = await loadOidcProvider();
  const policy = interactionPolicy.base();
  // Google honours prompt=select_account; oidc-provider rejects unknown prompt values, so it is
  // registered as a requestable prompt that the account chooser resolves.
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  // A fresh RS256 key per run, as Google rotates its keys: clients must fetch the JWKS.
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: `emulator-${randomBytes(4).toString('hex')}`,
    use: 'sig',
    alg: 'RS256',
  };

  const provider = new Provider(options.issuer, {
    adapter: createMemoryAdapter(),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        client_name: 'ListingPilot',
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Google puts email and profile claims in the ID token of the code flow; the spec default
    // keeps them for userinfo only.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
    },
    interactions: {
      policy,
      url: (_ctx: unknown, interaction: { uid: string }) => `${options.mountPath ?? ''}/interaction/${interaction.uid}`,
    },
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
    async findAccount(_ctx: unknown, sub: string) {
      const account = options.accounts.find(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
          ...(account.picture ? { picture: account.picture } : {}),
        }),
      };
    },
    loadExistingGrant,
    clientBasedCORS: () => false,
    renderError(ctx: { type: string; body: unknown }, out: { error?: string; error_description?: string }) {
      ctx.type = 'html';
      ctx.body = errorPage(out.error ?? 'server_error', out.error_description ?? 'The request could not be processed.');
    },
  });
  return provider;
}

/** No consent screen: the client is first-party, so every sign-in gets the same grant. */
async function loadExistingGrant(ctx: {
  oidc: {
    client?: { clientId: string };
    session?: { accountId?: string; grantIdFor(clientId: string, grantId?: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    provider: Provider;
  };
}) {
  const { client, session, result, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const existing = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (existing) {
    const grant = await provider.Grant.find(existing);
    if (grant) return grant;
  }
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(GRANTED_SCOPE);
  await grant.save();
  session.grantIdFor(client.clientId, grant.jti);
  return grant;
}

function logoutSource(ctx: { body: unknown }, form: string) {
  // `form` is the provider's own hidden form (with its xsrf token); the buttons submit it.
  ctx.body = layout(
    'Sign out',
    `<h1>Sign out of the emulated provider?</h1>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button>`,
  );
}

function postLogoutSuccessSource(ctx: { body: unknown }) {
  ctx.body = layout('Signed out', '<h1>You are signed out</h1>');
}
