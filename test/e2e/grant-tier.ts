/**
 * Grants a member of the e2e cloud a tier the way billing does: by writing
 * the entitlement record (infra/local/grant-tier.ts). infra/local/set-tier.ts cannot do this
 * for the test profile: it reads the user pool id from .local/state.json,
 * which is the dev cloud's, while the test cloud makes a fresh pool each run.
 * So this reads the pool id from the test cloud's /runtime-config.json.
 */
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { buildHandlerEnv } from '#infra/local/handler-env.ts';
import { e2eEndpoints } from '#infra/local/test-cloud.ts';
import { localCognitoClient } from '#infra/local/user-pool.ts';
import { parseRuntimeConfigOrThrow } from '#shared/runtime-config.ts';
import { grantTier as grantEntitlement } from '#infra/local/grant-tier.ts';
import type { Tier } from '#shared/tiers.ts';

/** The member's id in the e2e cloud, with the handler environment set for lambdas/db's lazy imports. */
async function memberIdOf(email: string): Promise<string> {
  const endpoints = e2eEndpoints;
  const config = parseRuntimeConfigOrThrow(await (await fetch(`${endpoints.webOrigin}/runtime-config.json`)).json());
  // lambdas/db reads these on first use, so they go in before the dynamic imports that use them.
  Object.assign(
    process.env,
    buildHandlerEnv({ endpoints, userPoolId: config.userPoolId, userPoolClientId: config.userPoolClientId }),
  );

  const user = await localCognitoClient(endpoints.cognito).send(
    new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: email }),
  );
  return user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? user.Username!;
}

export async function grantTier(email: string, tier: Tier): Promise<string> {
  const memberId = await memberIdOf(email);
  await grantEntitlement(memberId, tier);
  return memberId;
}

/** The member's first day is over (decision 0057): distances reach them, as they do an established member. */
export async function pastFirstDay(email: string): Promise<void> {
  const memberId = await memberIdOf(email);
  const [{ backdateProfile }, { NEWCOMER_SECONDS }] = await Promise.all([
    import('#lambdas/db/profiles.ts'),
    import('#shared/geo.ts'),
  ]);
  await backdateProfile(memberId, NEWCOMER_SECONDS);
}
