import { ApiError } from './api-client';

/** The server's own words for a refusal (4xx), worth showing in a toast; undefined for anything else (network, 5xx), where the caller's fallback reads better. */
export function refusalMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
}
