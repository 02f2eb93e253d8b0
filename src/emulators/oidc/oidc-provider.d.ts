/**
 * oidc-provider ships no type declarations; these cover only what the emulator uses.
 * Loose on purpose: the provider validates its own configuration at construction.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type KoaContextWithOIDC = {
    type: string;
    body: unknown;
    oidc: {
      client?: { clientId: string };
      session?: {
        accountId?: string;
        grantIdFor(clientId: string, grantId?: string): string | undefined;
        ensureClientContainer(clientId: string): void;
      };
      result?: { consent?: { grantId?: string } };
      requestParamScopes: Set<string>;
      provider: Provider;
    };
  };

  export type InteractionDetails = {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
  };

  export type InteractionResults = Record<string, unknown>;

  export class Grant {
    constructor(properties: { accountId?: string; clientId: string });
    jti: string;
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export class Prompt {
    constructor(options: { name: string; requestable: boolean }, ...checks: unknown[]);
  }

  export type Policy = Prompt[] & { add(prompt: Prompt, index?: number): void };

  export const interactionPolicy: { base(): Policy; Prompt: typeof Prompt };

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: typeof Grant;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}

declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  /** A factory of per-model adapters sharing one store of its own (so each emulator is isolated). */
  export function createMemoryAdapter(clockTolerance?: number): (model: string) => unknown;
}
