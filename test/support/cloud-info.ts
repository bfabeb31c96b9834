import { inject } from 'vitest';
import type { ProvidedLocalCloud } from '#infra/local/test-cloud.ts';

/** What integration tests need from the local cloud the global setup started. */
export type CloudInfo = {
  env: Record<string, string>;
  httpApiUrl: string;
  webSocketUrl: string;
  webOrigin: string;
  /** cognito-local itself (admin calls); browsers go through the shim. */
  cognitoUrl: string;
  /** What the browser talks to; it also serves the mailbox at /dev/mailbox.json. */
  cognitoShimUrl: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The sign-up route's client (decision 0054): the only one the shim accepts SignUp from. */
  signUpClientId: string;
  /** The local Lambda API: Invoke (npm run redrive) and the local operations endpoints (faults, queues, alarms). */
  lambdaUrl: string;
  /** The local push service (decision 0069): subscriptions' endpoints, and the pushes it received. */
  pushUrl: string;
};

let info: CloudInfo | undefined;

/**
 * The local cloud's details. infra/local/test-cloud-env.ts has already put the
 * handler environment into this worker's process.env, so lambdas/db helpers
 * used to arrange data reach the same services the handlers use.
 */
export function cloud(): CloudInfo {
  if (info) return info;
  const { config, env }: ProvidedLocalCloud = inject('localCloud');
  info = {
    env,
    httpApiUrl: config.endpoints.httpApiUrl,
    webSocketUrl: config.endpoints.webSocketUrl,
    webOrigin: config.endpoints.webOrigin,
    cognitoUrl: config.endpoints.cognito,
    cognitoShimUrl: config.endpoints.cognitoShim,
    userPoolId: config.userPoolId,
    userPoolClientId: config.userPoolClientId,
    signUpClientId: config.signUpClientId,
    lambdaUrl: config.endpoints.lambda,
    pushUrl: config.endpoints.push,
  };
  return info;
}
