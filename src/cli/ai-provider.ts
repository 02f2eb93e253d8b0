import { createAiProvider } from '#server/ai/create-provider';
import type { AiProvider } from '#server/ai/types';
import { ConfigError, loadConfig } from '#server/config';
import { CliError, EXIT_FAILURE } from './cli-error.ts';

/**
 * The same engine the server uses, chosen by the same LLM_* variables. Only those are passed to
 * loadConfig: the CLI has no server, database or Amazon settings to validate.
 */
export function providerFromEnv(env: NodeJS.ProcessEnv): AiProvider {
  const llmOnly = Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('LLM_')));
  try {
    return createAiProvider(loadConfig(llmOnly).llm);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(EXIT_FAILURE, [error.message]);
    throw error;
  }
}
