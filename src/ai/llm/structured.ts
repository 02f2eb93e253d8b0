import { generateText, Output, type FlexibleSchema, type LanguageModel } from 'ai';
import { AppError } from '#core/errors';

export const TIMEOUT_MESSAGE = 'The AI provider did not answer in time. Nothing was changed.';
export const INVALID_MESSAGE = 'The AI provider returned an invalid answer. Nothing was changed.';
export const FAILED_MESSAGE = 'The AI provider could not be reached or refused the request. Nothing was changed.';

export type StructuredRequest<T> = {
  schema: FlexibleSchema<T>;
  name: string;
  system: string;
  prompt: string;
  temperature: number;
};
export type StructuredCall = <T>(request: StructuredRequest<T>) => Promise<T>;

/**
 * The one structured-output call all three AI jobs share, so every job has the same time budget
 * per call and the same 502 messages when the provider fails.
 */
export function createStructuredCall(model: LanguageModel, timeoutMs: number): StructuredCall {
  return async <T>(request: StructuredRequest<T>): Promise<T> => {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const result = await generateText({
        model,
        system: request.system,
        prompt: request.prompt,
        output: Output.object({ schema: request.schema, name: request.name }),
        temperature: request.temperature,
        maxRetries: 1,
        abortSignal: signal,
      });
      return result.output as T;
    } catch (error) {
      throw toAppError(error, signal);
    }
  };
}

/** Provider failures become 502s whose message says what happened and that nothing changed. */
export function toAppError(error: unknown, signal: AbortSignal): AppError {
  if (error instanceof AppError) return error;
  const name = error instanceof Error ? error.name : '';
  if (signal.aborted || name === 'AbortError' || name === 'TimeoutError')
    return new AppError('UPSTREAM', TIMEOUT_MESSAGE, { cause: error });
  const invalid = [
    'AI_NoObjectGeneratedError',
    'AI_NoOutputGeneratedError',
    'AI_JSONParseError',
    'AI_TypeValidationError',
    'AI_InvalidResponseDataError',
  ];
  if (invalid.includes(name)) return new AppError('UPSTREAM', INVALID_MESSAGE, { cause: error });
  return new AppError('UPSTREAM', FAILED_MESSAGE, { cause: error });
}
