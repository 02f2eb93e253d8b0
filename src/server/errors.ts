import { AppError } from '#core/errors';

export { AppError };

export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} not found`);
}
