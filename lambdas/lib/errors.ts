import { ERROR_CODES, type ErrorCode } from '#shared/errors.ts';

/**
 * The one error type use cases throw. The HTTP middleware turns it into
 * `{ error: { code, message, issues? } }` with the status the code maps to.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
    /** For 429s and 503s: when trying again makes sense (also sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_CODES[code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
export const forbidden = (message = 'You may not do that') => new AppError('forbidden', message);
