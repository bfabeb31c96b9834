/**
 * Every URL of the local cloud, derived from a port profile in one place so the
 * banner, the runtime config, the handler env and the tests cannot disagree.
 */
import type { PortProfile } from './ports';

/** API Gateway stage of the local WebSocket API; part of the @connections URL. */
export const WEBSOCKET_STAGE = 'local';

/** Local bucket names are the logical names: handlers read them from env either way. */
export const LOCAL_BUCKETS = { photos: 'photos', stories: 'stories', voice: 'voice' } as const;
export type BucketName = keyof typeof LOCAL_BUCKETS;

export const LOCAL_REGION = 'us-east-1';

/** The credentials everything local signs with; s3rver is told to accept them. */
export const LOCAL_ACCESS_KEY = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

export type LocalEndpoints = {
  webOrigin: string;
  httpApiUrl: string;
  webSocketUrl: string;
  /** What handlers give ApiGatewayManagementApiClient as `endpoint`. */
  webSocketCallbackUrl: string;
  dynamoDb: string;
  cognito: string;
  cognitoShim: string;
  cognitoUpstream: string;
  s3: string;
  /**
   * Public media URL = `${mediaBaseUrl}/${key}` for every bucket. In AWS a
   * CloudFront distribution sends `stories/*` and `voice/*` to those buckets
   * and the rest to photos; locally media-cdn.ts does the same in front of
   * s3rver. Neither the photos bucket URL nor the s3rver root could serve all
   * three buckets under one base.
   */
  mediaBaseUrl: string;
  mailboxUrl: string;
  mailboxJsonUrl: string;
  /** The local Stripe's API base; the SDK is pointed here by STRIPE_API_BASE. */
  stripe: string;
  /** The local SES; the SDK is pointed here by AWS_ENDPOINT_URL_SESV2. */
  email: string;
  /** The local Lambda API (Invoke, for npm run redrive) and the local operations endpoints. */
  lambda: string;
  /** The local push service: subscriptions' endpoints, and what it received (decision 0069). */
  push: string;
};

/**
 * The local cloud's URLs for the profile. With `https`, the web app (served by something else, as
 * bench:web serves dist/web) and the media CDN are over HTTPS, as their distributions are; the API,
 * Cognito and the WebSocket API stay plain http on localhost, which browsers count as secure.
 */
export function endpointsFor(ports: PortProfile, { https = false }: { https?: boolean } = {}): LocalEndpoints {
  const host = (port: number) => `http://localhost:${port}`;
  const secureHost = (port: number) => `${https ? 'https' : 'http'}://localhost:${port}`;
  return {
    webOrigin: secureHost(ports.web),
    httpApiUrl: host(ports.httpApi),
    webSocketUrl: `ws://localhost:${ports.webSocketApi}`,
    webSocketCallbackUrl: `${host(ports.webSocketApi)}/${WEBSOCKET_STAGE}`,
    dynamoDb: host(ports.dynamoDb),
    cognito: host(ports.cognito),
    cognitoShim: host(ports.cognitoShim),
    cognitoUpstream: host(ports.cognitoUpstream),
    s3: host(ports.s3),
    mediaBaseUrl: secureHost(ports.media),
    mailboxUrl: `${host(ports.web)}/dev/mailbox`,
    mailboxJsonUrl: `${host(ports.web)}/dev/mailbox.json`,
    stripe: host(ports.stripe),
    email: host(ports.email),
    lambda: host(ports.lambda),
    push: host(ports.push),
  };
}

/** Tokens name `http://localhost:<cognito port>/<poolId>` as their issuer (cognito-local's IssuerDomain), whatever port cognito-local listens on. */
export function issuerFor(endpoints: LocalEndpoints, userPoolId: string): string {
  return `${endpoints.cognito}/${userPoolId}`;
}
