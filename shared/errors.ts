import * as z from 'zod';

/**
 * Stable error codes the API answers with. Clients branch on `code`, never on
 * the message. Adding a code is fine; renaming one breaks clients.
 */
export const ERROR_CODES = {
  invalid_json: 400,
  validation_failed: 400,
  unexpected_body: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unauthorized: 401,
  forbidden: 403,
  feature_locked: 403,
  not_found: 404,
  conflict: 409,
  limit_reached: 429,
  rate_limited: 429,
  invalid_signature: 400,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Largest JSON body any route accepts; API Gateway allows more, we do not need it. */
export const MAX_BODY_BYTES = 64 * 1024;
