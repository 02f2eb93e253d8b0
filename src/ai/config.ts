import { z } from 'zod';

/** An environment variable that may be unset or blank (both mean "not set"). Shared with the server's config. */
export const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
export const optionalUrl = optionalString.pipe(z.url({ error: 'must be a URL such as https://example.com' }).optional());

/** The LLM_* variables: the server and the CLI choose the AI engine from the same ones. */
export const LLM_ENV = {
  LLM_PROVIDER: z
    .enum(['offline', 'openai', 'anthropic', 'openai-compatible'], {
      error: 'must be offline, openai, anthropic or openai-compatible',
    })
    .default('offline'),
  LLM_API_KEY: optionalString,
  LLM_BASE_URL: optionalUrl,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
};

const LlmEnvSchema = z.object(LLM_ENV);
type LlmEnv = z.infer<typeof LlmEnvSchema>;

export type LlmProviderName = LlmEnv['LLM_PROVIDER'];
export type LlmConfig = { provider: LlmProviderName; apiKey?: string; baseUrl?: string; model?: string; timeoutMs: number };

/** What a parsed LLM_* set lacks, as lines of a configuration error. */
export function llmConfigProblems(e: LlmEnv): string[] {
  const problems: string[] = [];
  if (e.LLM_PROVIDER !== 'offline' && e.LLM_PROVIDER !== 'openai-compatible' && !e.LLM_API_KEY) {
    problems.push(`  LLM_API_KEY: required for LLM_PROVIDER=${e.LLM_PROVIDER}`);
  }
  if (e.LLM_PROVIDER === 'openai-compatible' && !e.LLM_BASE_URL) {
    problems.push('  LLM_BASE_URL: required for LLM_PROVIDER=openai-compatible');
  }
  return problems;
}

export function llmConfigOf(e: LlmEnv): LlmConfig {
  return {
    provider: e.LLM_PROVIDER,
    apiKey: e.LLM_API_KEY,
    baseUrl: e.LLM_BASE_URL,
    model: e.LLM_MODEL,
    timeoutMs: e.LLM_TIMEOUT_MS,
  };
}

export class LlmConfigError extends Error {}

/** The engine's configuration alone (the CLI has no server to configure), with the server's messages. */
export function loadLlmConfig(env: NodeJS.ProcessEnv): LlmConfig {
  const parsed = LlmEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new LlmConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const problems = llmConfigProblems(parsed.data);
  if (problems.length > 0) throw new LlmConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return llmConfigOf(parsed.data);
}
