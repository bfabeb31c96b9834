// zod/mini: every Lambda imports this file, the ones carrying the Stripe SDK included (decision 0015).
import * as z from 'zod/mini';

/**
 * Stable error codes the API answers with. Clients branch on `code`, never on
 * the message. Adding a code is fine; renaming one breaks clients.
 */
export const ERROR_CODES = {
  invalid_json: 400,
  /** A JSON object that names one key twice: refused rather than guessing which one was meant. */
  duplicate_key: 400,
  validation_failed: 400,
  unexpected_body: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unauthorized: 401,
  /** The token's session ended (account deleted, banned, suspended, or signed out everywhere): sign in again. */
  session_ended: 401,
  forbidden: 403,
  feature_locked: 403,
  not_found: 404,
  conflict: 409,
  limit_reached: 429,
  rate_limited: 429,
  invalid_signature: 400,
  /** A signed webhook body that is not a Stripe event. */
  invalid_event: 400,
  /** The billing portal is for members with a paid plan. */
  not_subscribed: 403,
  /** A second subscription while one is active: change plans in the portal instead. */
  already_subscribed: 409,
  /** A checkout while a subscription is past due, unpaid or incomplete: fix its payment in the portal instead. */
  subscription_payment_due: 409,
  /** A checkout while a subscription is paused: resume it in the portal instead. */
  subscription_paused: 409,
  /** A held story whose 24 hours are over: it can no longer be published (decision 0082). */
  story_expired: 410,
  internal_error: 500,
  /** Stripe refused or could not be reached; nothing was charged or stored. */
  payment_provider_error: 502,
  /** A dependency is not configured or not reachable; try again later. */
  service_unavailable: 503,
  /** Elite Match pages need an active Elite entitlement (marketing spec "States and transitions": 'Access Denied'). */
  elite_required: 403,
  /** A staff route called by someone outside the groups it admits. */
  staff_only: 403,
  /** A suspended member cannot like, message or post until the suspension ends. */
  account_suspended: 403,
  /** A banned member's token still works until it expires; nothing else does. */
  account_banned: 403,
  /** One open report per reporter and member: the first is still with the moderators. */
  already_reported: 409,
  /**
   * A sign-up confirmation code refused: wrong, expired, or for an address that is unknown or confirmed
   * already. One answer for all, so it tells nothing about the address (decision 0054).
   */
  invalid_code: 400,
  /** A rewind with no pass of mine left to take back (none yet, already rewound, or taken back by another tab). */
  nothing_to_rewind: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
    /** 429 and 503: seconds until a retry can succeed (also the Retry-After header). */
    retryAfterSeconds: z.optional(z.number()),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Largest JSON body any route accepts; API Gateway allows more, we do not need it. */
export const MAX_BODY_BYTES = 64 * 1024;
