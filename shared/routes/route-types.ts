/**
 * The shape of a route-table entry. Kept apart from the table so that a
 * feature's own route module (billing.ts) can be imported by its handlers
 * without pulling in every other feature's schemas.
 */
import type * as z from 'zod/v4/core';
import type { RateLimitName } from '../limits';
import type { StaffRole } from '../staff/roles';

/**
 * Any zod schema, classic (`zod`) or mini (`zod/mini`): both build on zod's
 * core, and the gateways validate through core's functions. Billing's schemas
 * are mini so the Lambdas that also carry the Stripe SDK stay under the bundle
 * budget (docs/decisions/0015-bundle-budget.md).
 */
export type RouteSchema = z.$ZodType;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `email`: send through SES (the away emails); `notificationSecret`: the HMAC
 * key that signs and checks unsubscribe links (decision 0024).
 */

/**
 * `userPoolModeration`: disable a member's sign-in and end their sessions (a ban).
 * `userPoolSignOut`: end a member's sessions only (sign out everywhere, a suspension).
 */
/**
 * `userPoolSignUp`: sign up through the user pool's sign-up client (its secret, ListUsers), decision 0054.
 */
/** `coachModel`: the dating coach's optional AI engine (the stage's `coach` setting in infra/stages.ts, decision 0025). */
/** `mediaUrls`: builds media URLs (MEDIA_BASE_URL) without touching a bucket. */
/**
 * `mediaListing`: lists the keys under a member's prefix in the media buckets (account deletion, which
 * finds every object of the member); S3 authorizes a listing on the bucket, not on its objects.
 */
export type RouteNeed =
  | 'coachModel'
  | 'mediaUrls'
  | 'mediaListing'
  | 'email'
  | 'notificationSecret'
  | 'userPool'
  | 'userPoolModeration'
  | 'userPoolSignOut'
  | 'userPoolSignUp'
  | 'photos'
  | 'stories'
  | 'voice'
  | 'websocket'
  | 'stripeSecrets'
  /** `pushKeys`: the stage's VAPID keys (Secrets Manager), to sign and encrypt Web Push (decision 0069). */
  | 'pushKeys'
  /** `verificationLapse`: invokes the verification-lapse function asynchronously (decision 0098). */
  | 'verificationLapse';

export type HttpRoute = {
  method: HttpMethod;
  /** API Gateway path syntax: `/matches/{matchId}`. */
  path: string;
  /** `member` routes sit behind the Cognito JWT authorizer; `public` ones do not. */
  auth: 'member' | 'public';
  /**
   * Staff routes: the Cognito groups admitted. The HTTP middleware checks the
   * token's `cognito:groups` on every call and answers 403 otherwise, before
   * reading any input (lambdas/http/http-handler.ts).
   */
  roles?: readonly StaffRole[];
  handler: string;
  summary: string;
  body?: RouteSchema;
  query?: RouteSchema;
  /** Path parameters, validated like bodies. */
  params?: RouteSchema;
  response: RouteSchema;
  /** Raw bodies (the Stripe webhook) skip JSON parsing: the handler needs the exact bytes. */
  rawBody?: boolean;
  /** Extra IAM/resource needs beyond the table, for CDK's least-privilege grants. */
  needs?: ReadonlyArray<RouteNeed>;
  /** Table access for least privilege; read-write when absent. */
  table?: 'none' | 'read' | 'readWrite';
  /**
   * The per-member limit (shared/limits.ts) the route takes from. Every route that writes (any method
   * but GET) names one. The shared HTTP middleware takes it once the input is valid, just before the use
   * case, and gives it back if the use case refuses (decision 0053), unless `limitTakenBy: 'useCase'`:
   * then the use case takes it itself, after its own checks or before calling an outside service.
   * `gatewayThrottle`: a public route with no member to count against, limited by `throttle` alone.
   */
  limit?: RateLimitName | 'gatewayThrottle';
  limitTakenBy?: 'useCase';
  /**
   * API Gateway route throttling for public routes (requests per second and
   * burst), tighter than the stage's default.
   */
  throttle?: { rateLimit: number; burstLimit: number };
  /** Packages with native code (sharp) shipped installed beside the bundle; the function then gets 1024 MB. */
  nativeModules?: readonly string[];
  /** Files (from the project root) copied beside the bundle: a model's WASM binaries and weights (decision 0071). */
  assetFiles?: readonly string[];
  /** A larger request body than the API's 64 KB (shared/errors.ts MAX_BODY_BYTES): the verification frames. */
  maxBodyBytes?: number;
  /** A longer timeout than an API function's 10 s, for a route that runs models on many images (decision 0071). */
  timeoutSeconds?: number;
};
