import { loadLlmConfig, LlmConfigError } from '#ai/config';
import { createAiProvider } from '#ai/create-provider';
import type { AiProvider } from '#ai/types';
import { CliError, EXIT_FAILURE } from './cli-error.ts';

/**
 * The same engine the server uses, chosen by the same LLM_* variables and checked the same way.
 * Only those are read: the CLI has no server, database or Amazon settings to validate.
 */
export function providerFromEnv(env: NodeJS.ProcessEnv): AiProvider {
  try {
    return createAiProvider(loadLlmConfig(env));
  } catch (error) {
    if (error instanceof LlmConfigError) throw new CliError(EXIT_FAILURE, [error.message]);
    throw error;
  }
}
