/**
 * Port profiles of the local cloud. `test` is `dev` shifted by 100 so the test
 * suite can run its own cloud while a developer keeps `npm start` running;
 * `bench` (+200) lets a benchmark run beside both.
 */
export type ProfileName = 'dev' | 'test' | 'bench';

export type PortProfile = {
  web: number;
  httpApi: number;
  webSocketApi: number;
  dynamoDb: number;
  /**
   * Cognito's endpoint for the handlers and tools, and the token issuer's host: the shim
   * (cognito-shim.ts), which refuses unsigned admin calls as AWS does, then cognito-local.
   */
  cognito: number;
  /** The same shim, as the browser (Amplify's userPoolEndpoint) reaches it. */
  cognitoShim: number;
  /** cognito-local itself, which answers anyone: only the shim calls it (and start-up, before the shim listens). */
  cognitoUpstream: number;
  s3: number;
  /**
   * Read-only stand-in for the media CloudFront distribution: one base URL for
   * all three buckets, routed by key prefix as infra/constructs/media-storage.ts
   * does. Not in the original list of ports; needed because neither the
   * photos bucket URL nor the s3rver root serves `stories/…` and `voice/…` keys.
   */
  media: number;
  /**
   * The local Stripe (infra/local/stripe): the subset of Stripe's REST API the
   * handlers call, its hosted checkout and portal pages, and signed webhooks.
   */
  stripe: number;
  /** The local SES (ses-local.ts): SendEmail from the handlers, into the local mailbox. */
  email: number;
  /**
   * The local Lambda API (lambda-api.ts): Invoke by function name, for `npm run redrive`, and the
   * local-only operations endpoints (fault injection, alarms).
   */
  lambda: number;
  /** The local push service (push-service.ts): RFC 8030 pushes with VAPID, kept for tests (decision 0069). */
  push: number;
};

const DEV_PORTS: PortProfile = {
  web: 5173,
  httpApi: 3001,
  webSocketApi: 3002,
  dynamoDb: 8000,
  cognito: 9229,
  cognitoShim: 9230,
  cognitoUpstream: 9231,
  s3: 4569,
  media: 4570,
  stripe: 4571,
  email: 4572,
  lambda: 4573,
  push: 4579,
};

const TEST_OFFSET = 100;

export const PORT_PROFILES: Readonly<Record<ProfileName, Readonly<PortProfile>>> = {
  dev: DEV_PORTS,
  test: shift(DEV_PORTS, TEST_OFFSET),
  bench: shift(DEV_PORTS, 2 * TEST_OFFSET),
};

export function portsFor(profile: ProfileName): PortProfile {
  return { ...PORT_PROFILES[profile] };
}

export function isProfileName(value: string): value is ProfileName {
  return value === 'dev' || value === 'test' || value === 'bench';
}

function shift(ports: PortProfile, offset: number): PortProfile {
  return Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + offset])) as PortProfile;
}
