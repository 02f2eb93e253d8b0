import type { FastifyInstance } from 'fastify';
import { buildLlmEmulator } from '../../src/emulators/llm/app.ts';
import { buildTestApp, type TestApp } from './app.ts';

export type LlmTestApp = {
  t: TestApp;
  llm: FastifyInstance;
  /** Tells the emulator how to answer next: good, violations, timeout, malformed. */
  scenario(mode: string, extra?: object): Promise<unknown>;
  /** What the app sent to the model, oldest first. */
  calls<T>(): Promise<T[]>;
  reset(): Promise<unknown>;
  close(): Promise<void>;
};

/** The app with LLM_PROVIDER=openai-compatible, talking to the LLM emulator over real HTTP. */
export async function buildLlmTestApp(timeoutMs = 2000): Promise<LlmTestApp> {
  const llm = buildLlmEmulator();
  const url = await llm.listen({ host: '127.0.0.1', port: 0 });
  const t = await buildTestApp({
    env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: `${url}/v1`, LLM_MODEL: 'emulated', LLM_TIMEOUT_MS: String(timeoutMs) },
  });
  return {
    t,
    llm,
    scenario: (mode, extra = {}) => llm.inject({ method: 'POST', url: '/__llm/scenario', payload: { mode, ...extra } }),
    calls: async <T>() => (await llm.inject({ method: 'GET', url: '/__llm/calls' })).json() as T[],
    reset: () => llm.inject({ method: 'POST', url: '/__reset' }),
    close: async () => {
      await t.close();
      await llm.close();
    },
  };
}
