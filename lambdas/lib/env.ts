import * as z from 'zod';

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
  TABLE_NAME: z.string().min(1),
  PHOTOS_BUCKET: z.string().min(1).optional(),
  STORIES_BUCKET: z.string().min(1).optional(),
  VOICE_BUCKET: z.string().min(1).optional(),
  /** Public base URL media is served from (CloudFront in AWS, s3rver locally). */
  MEDIA_BASE_URL: z.string().min(1).optional(),
  USER_POOL_ID: z.string().min(1).optional(),
  USER_POOL_CLIENT_ID: z.string().min(1).optional(),
  /** Token issuer; the JWKS lives at `${USER_POOL_ISSUER}/.well-known/jwks.json`. */
  USER_POOL_ISSUER: z.string().min(1).optional(),
  /** The WebSocket API's @connections endpoint (https://{id}.execute-api.{region}.amazonaws.com/{stage}). */
  WS_CALLBACK_URL: z.string().min(1).optional(),
  /** Browser origins allowed to open a WebSocket; comma separated. */
  ALLOWED_ORIGINS: z.string().default(''),
  /** s3rver cannot resolve virtual-hosted bucket names under localhost. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Secrets Manager secret holding {"webhookSecret","secretKey"} for Stripe. */
  STRIPE_SECRET_ARN: z.string().optional(),
  /** Direct value, for environments without Secrets Manager. Never set in the stack. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  POWERTOOLS_SERVICE_NAME: z.string().default('kindred'),
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
