/**
 * How long a session can outlive the end of membership (decision 0030): ended
 * sessions are refused within `floorCacheSeconds` on routes that only read,
 * at once on every route that writes and at `$connect`.
 */
export const SESSION_RULES = {
  /** Cognito access token lifetime; the user pool is created with it (infra/user-pool-settings.ts). */
  accessTokenMinutes: 60,
  /** A warm Lambda may trust its last look at a member's session floor this long on read-only routes. */
  floorCacheSeconds: 60,
  /** Clock skew allowed between Cognito and the Lambdas when the floor's TTL is set. */
  skewSeconds: 300,
} as const;
