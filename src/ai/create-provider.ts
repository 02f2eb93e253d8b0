import type { LlmConfig } from './config.ts';
import { createLanguageModel } from './llm/language-model.ts';
import { createLlmProvider } from './llm/llm-provider.ts';
import { createOfflineProvider } from './offline/offline-provider.ts';
import type { AiProvider } from './types.ts';

/** LLM_PROVIDER picks the engine once per app (or CLI run); config.ts already checked key and base URL. */
export function createAiProvider(llm: LlmConfig): AiProvider {
  if (llm.provider === 'offline') return createOfflineProvider();
  const provider = llm.provider;
  return createLlmProvider({ name: provider, model: createLanguageModel({ ...llm, provider }), timeoutMs: llm.timeoutMs });
}
