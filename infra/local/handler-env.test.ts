import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpointsFor } from './endpoints';
import { buildHandlerEnv } from './handler-env';
import { portsFor } from './ports';

const env = buildHandlerEnv({
  endpoints: endpointsFor(portsFor('test')),
  userPoolId: 'local_abc',
  userPoolClientId: 'client-1',
  signUpClientId: 'client-2',
});

describe('buildHandlerEnv', () => {
  it('points the SDK at the local services of the profile, Cognito admin calls at cognito-local itself', () => {
    expect(env).toMatchObject({
      AWS_ENDPOINT_URL_DYNAMODB: 'http://localhost:8100',
      AWS_ENDPOINT_URL_S3: 'http://localhost:4669',
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: 'http://localhost:9329',
      USER_POOL_ISSUER: 'http://localhost:9329/local_abc',
      WS_CALLBACK_URL: 'http://localhost:3102/local',
      ALLOWED_ORIGINS: 'http://localhost:5273',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
      AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    });
  });

  it('sets every variable lambdas/lib/env.ts reads, except the AWS-only ones', () => {
    const source = readFileSync(fileURLToPath(new URL('../../lambdas/lib/env.ts', import.meta.url)), 'utf8');
    const schema = source.slice(source.indexOf('z.object({'), source.indexOf('});'));
    const names = [...schema.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(5);
    // Secrets Manager does not exist locally (the unsubscribe key comes as NOTIFICATION_SECRET); the service
    // name and the coach's engine have defaults, and the Bedrock model is named only where Bedrock exists.
    const awsOnly = [
      'STRIPE_SECRET_ARN',
      'NOTIFICATION_SECRET_ARN',
      'POWERTOOLS_SERVICE_NAME',
      'COACH_ENGINE',
      'COACH_MODEL_ID',
      // The VAPID keys come as VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; the contact is the stage's plain value.
      'VAPID_SECRET_ARN',
      'VAPID_SUBJECT',
    ];
    expect(names.filter((name) => !awsOnly.includes(name) && !(name in env))).toEqual([]);
  });
});
