import type * as OidcProviderModule from 'oidc-provider';

let loaded: Promise<typeof OidcProviderModule> | undefined;

/**
 * oidc-provider 9 prints "Unsupported runtime" on import under Node 20. Tests prove the
 * code + PKCE flow on this Node line, and an unexpected console.warn fails our tests
 * (tests/setup/guard-console.ts), so exactly that notice is dropped; any other warning still goes through.
 */
export function loadOidcProvider(): Promise<typeof OidcProviderModule> {
  loaded ??= (async () => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
      warn(...args);
    };
    try {
      return await import('oidc-provider');
    } finally {
      console.warn = warn;
    }
  })();
  return loaded;
}
