/**
 * The local value of every variable a handler may be given, by name (see
 * lambdas/lib/env.ts), plus the AWS SDK's own endpoint variables, so handler
 * code never asks where it runs. Which of them a function gets is the
 * synthesized stack's choice (function-env.ts, decision 0063); the whole set
 * is the process environment of the cloud's own tools (seeds, tests).
 */
import { EVENT_SUBSCRIPTIONS } from '#shared/routes/index.ts';
import { TABLE } from '#shared/table.ts';
import { LOCAL_ACCESS_KEY, LOCAL_BUCKETS, LOCAL_REGION, issuerFor, type LocalEndpoints } from './endpoints';
import { functionNameFromPath } from './lambda-runtime';

/** Fixed and public on purpose: the local Stripe signs webhooks with it. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local';

/** The one API key the local Stripe accepts; a test key, so nothing real is ever implied. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local';

/** Fixed and public on purpose, like the Stripe one: it signs unsubscribe links of local emails only. */
export const LOCAL_NOTIFICATION_SECRET = 'local-unsubscribe-key-not-a-secret-0123456789';

export type HandlerEnvInput = {
  endpoints: LocalEndpoints;
  userPoolId: string;
  userPoolClientId: string;
  /** Absent for tools that run no sign-up (set-tier). */
  signUpClientId?: string;
  /** The cloud's VAPID pair (local-vapid-keys.ts); tools that push nothing leave it out, and nothing is pushed. */
  vapid?: { publicKey: string; privateKey: string };
};

export function buildHandlerEnv({
  endpoints,
  userPoolId,
  userPoolClientId,
  signUpClientId,
  vapid,
}: HandlerEnvInput): Record<string, string> {
  return {
    TABLE_NAME: TABLE.localName,
    PHOTOS_BUCKET: LOCAL_BUCKETS.photos,
    STORIES_BUCKET: LOCAL_BUCKETS.stories,
    VOICE_BUCKET: LOCAL_BUCKETS.voice,
    MEDIA_BASE_URL: endpoints.mediaBaseUrl,
    USER_POOL_ID: userPoolId,
    USER_POOL_CLIENT_ID: userPoolClientId,
    ...(signUpClientId ? { SIGN_UP_CLIENT_ID: signUpClientId } : {}),
    USER_POOL_ISSUER: issuerFor(endpoints, userPoolId),
    WS_CALLBACK_URL: endpoints.webSocketCallbackUrl,
    ALLOWED_ORIGINS: endpoints.webOrigin,
    // *.localhost does not resolve, so bucket names go in the path.
    S3_FORCE_PATH_STYLE: 'true',
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
    STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
    // The real Stripe SDK, pointed at the local Stripe (infra/local/stripe).
    STRIPE_API_BASE: endpoints.stripe,
    WEB_ORIGIN: endpoints.webOrigin,
    // The away emails: the real SES v2 client, pointed at the local SES (ses-local.ts).
    EMAIL_FROM: 'notifications@kindred.local',
    AWS_ENDPOINT_URL_SESV2: endpoints.email,
    NOTIFICATION_SECRET: LOCAL_NOTIFICATION_SECRET,
    // Web Push's keys, in place of the stage's secret (decision 0069).
    VAPID_PUBLIC_KEY: vapid?.publicKey ?? '',
    VAPID_PRIVATE_KEY: vapid?.privateKey ?? '',
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    // Local stand-ins check no signatures, but the SDK refuses to sign without credentials.
    AWS_ACCESS_KEY_ID: LOCAL_ACCESS_KEY.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_ACCESS_KEY.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamoDb,
    AWS_ENDPOINT_URL_DYNAMODB_STREAMS: endpoints.dynamoDb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    // The local Lambda API: a function hands work to another with Invoke, as in AWS (decision 0098).
    AWS_ENDPOINT_URL_LAMBDA: endpoints.lambda,
    VERIFICATION_LAPSE_FUNCTION: functionNameFromPath(EVENT_SUBSCRIPTIONS.verificationLapse.handler),
    // Handlers make admin calls straight to cognito-local; only browsers need the shim.
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
    // Streamed uploads with default checksums store the aws-chunked framing in s3rver.
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    // The stack sets the same service name; the level keeps test output readable.
    POWERTOOLS_SERVICE_NAME: 'kindred',
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'INFO',
  };
}
