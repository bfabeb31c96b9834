// zod/mini: every Lambda parses its environment, those carrying the Stripe SDK included (decision 0015).
import * as z from 'zod/mini';

/**
 * Every environment variable a handler may read, parsed once with one readable
 * failure. CDK sets these in AWS and the local cloud sets them locally: this is
 * the only difference between the two, handlers never ask where they run.
 *
 * The AWS SDK itself also reads AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB,
 * AWS_ENDPOINT_URL_S3, AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
 * AWS_REQUEST_CHECKSUM_CALCULATION and AWS_RESPONSE_CHECKSUM_VALIDATION.
 */
const EnvSchema = z.object({
  TABLE_NAME: z.string().check(z.minLength(1)),
  PHOTOS_BUCKET: z.optional(z.string().check(z.minLength(1))),
  STORIES_BUCKET: z.optional(z.string().check(z.minLength(1))),
  VOICE_BUCKET: z.optional(z.string().check(z.minLength(1))),
  /** Public base URL media is served from (CloudFront in AWS, s3rver locally). */
  MEDIA_BASE_URL: z.optional(z.string().check(z.minLength(1))),
  USER_POOL_ID: z.optional(z.string().check(z.minLength(1))),
  USER_POOL_CLIENT_ID: z.optional(z.string().check(z.minLength(1))),
  /** Token issuer; the JWKS lives at `${USER_POOL_ISSUER}/.well-known/jwks.json`. */
  USER_POOL_ISSUER: z.optional(z.string().check(z.minLength(1))),
  /** The WebSocket API's @connections endpoint (https://{id}.execute-api.{region}.amazonaws.com/{stage}). */
  WS_CALLBACK_URL: z.optional(z.string().check(z.minLength(1))),
  /** Browser origins allowed to open a WebSocket; comma separated. */
  ALLOWED_ORIGINS: z._default(z.string(), ''),
  /** s3rver cannot resolve virtual-hosted bucket names under localhost. */
  S3_FORCE_PATH_STYLE: z._default(z.enum(['true', 'false']), 'false'),
  /** Secrets Manager secret holding {"webhookSecret","secretKey"} for Stripe. */
  STRIPE_SECRET_ARN: z.optional(z.string()),
  /** Direct values, for environments without Secrets Manager (the local cloud). Never set in the stack. */
  STRIPE_WEBHOOK_SECRET: z.optional(z.string()),
  STRIPE_SECRET_KEY: z.optional(z.string()),
  /**
   * Where the Stripe SDK sends API calls, when not api.stripe.com (the local
   * Stripe: http://localhost:4571). Never set in the stack.
   */
  STRIPE_API_BASE: z.optional(z.url()),
  /** The web app's origin (https://…): Stripe sends members back to it after checkout and the portal. */
  WEB_ORIGIN: z.optional(z.string().check(z.minLength(1))),
  POWERTOOLS_SERVICE_NAME: z._default(z.string(), 'kindred'),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid Lambda environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  cached = parsed.data;
  return cached;
}

export function requireEnv<K extends keyof Env>(key: K): NonNullable<Env[K]> {
  const value = env()[key];
  if (value === undefined || value === '') throw new Error(`Missing environment variable ${String(key)}`);
  return value as NonNullable<Env[K]>;
}
