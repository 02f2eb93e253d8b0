import { generateText, Output, type LanguageModel } from 'ai';
import { AppError } from '../../errors.ts';
import type { AiProvider, ListingText, OptimizeInput, ProviderName } from '../types.ts';
import { RewriteSchema } from './output-schema.ts';
import { listingPrompt, repairPrompt, systemPrompt } from './prompts.ts';

export type LlmProviderOptions = { name: Exclude<ProviderName, 'offline'>; model: LanguageModel; timeoutMs: number };

const TIMEOUT_MESSAGE = 'The AI provider did not answer in time. Nothing was changed.';
const INVALID_MESSAGE = 'The AI provider returned an invalid answer. Nothing was changed.';
const FAILED_MESSAGE = 'The AI provider could not be reached or refused the request. Nothing was changed.';

/** Any LLM behind the Vercel AI SDK, with structured (zod) output and one time budget per call. */
export function createLlmProvider(options: LlmProviderOptions): AiProvider {
  async function ask(input: OptimizeInput, prompt: string): Promise<ListingText> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      const result = await generateText({
        model: options.model,
        system: systemPrompt(input),
        prompt,
        output: Output.object({ schema: RewriteSchema, name: 'listing_rewrite' }),
        temperature: 0.3,
        maxRetries: 1,
        abortSignal: signal,
      });
      const out = result.output;
      return { title: out.title.trim(), bullets: out.bullets.map((b) => b.trim()).filter(Boolean), description: out.description.trim() };
    } catch (error) {
      throw toAppError(error, signal);
    }
  }
  return {
    name: options.name,
    optimizeListing: (input) => ask(input, listingPrompt(input)),
    repairListing: (input, draft, findings) => ask(input, repairPrompt(input, draft, findings)),
  };
}

/** Provider failures become 502s whose message says what happened and that nothing changed. */
function toAppError(error: unknown, signal: AbortSignal): AppError {
  if (error instanceof AppError) return error;
  const name = error instanceof Error ? error.name : '';
  if (signal.aborted || name === 'AbortError' || name === 'TimeoutError') return new AppError('UPSTREAM', TIMEOUT_MESSAGE, { cause: error });
  const invalid = ['AI_NoObjectGeneratedError', 'AI_NoOutputGeneratedError', 'AI_JSONParseError', 'AI_TypeValidationError', 'AI_InvalidResponseDataError'];
  if (invalid.includes(name)) {
    return new AppError('UPSTREAM', INVALID_MESSAGE, { cause: error });
  }
  return new AppError('UPSTREAM', FAILED_MESSAGE, { cause: error });
}
