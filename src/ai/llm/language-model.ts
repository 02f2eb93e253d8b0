import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { LlmConfig } from '../config.ts';

/** Defaults chosen for structured output at a modest price; LLM_MODEL overrides them. */
export const DEFAULT_MODELS = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-sonnet-4-5',
  'openai-compatible': 'llama3.1',
} as const;

export type LlmApiConfig = LlmConfig & { provider: 'openai' | 'anthropic' | 'openai-compatible' };

export function createLanguageModel(llm: LlmApiConfig): LanguageModel {
  const model = llm.model ?? DEFAULT_MODELS[llm.provider];
  switch (llm.provider) {
    case 'openai':
      return createOpenAI({ apiKey: llm.apiKey, baseURL: llm.baseUrl })(model);
    case 'anthropic':
      return createAnthropic({ apiKey: llm.apiKey, baseURL: llm.baseUrl })(model);
    case 'openai-compatible':
      // Ollama, vLLM and LM Studio accept response_format json_schema; without it the SDK would
      // only ask for "some JSON" and the answer could miss fields.
      return createOpenAICompatible({ name: 'llm', baseURL: llm.baseUrl!, apiKey: llm.apiKey, supportsStructuredOutputs: true })(
        model,
      );
  }
}
