/**
 * Grants a local member a tier by writing the entitlement records the Stripe
 * webhook writes, so gated features can be tried without a checkout. A
 * developer shortcut: the app's own path is /pricing and a test card. Works
 * against the running dev cloud (or `--profile=test`).
 *
 *   npm run set-tier -- demo@kindred.local gold
 */
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { TIERS, type Tier } from '#shared/tiers.ts';
import { endpointsFor } from './endpoints';
import { grantTier } from './grant-tier';
import { buildHandlerEnv } from './handler-env';
import { localPoolIds } from './pool-ids';
import { portsFor } from './ports';
import { localCognitoClient } from './user-pool';

async function main() {
  const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const profile = process.argv.includes('--profile=test') ? 'test' : 'dev';
  const [email, tierArg] = args;
  if (!email || !TIERS.includes(tierArg as Tier)) {
    console.error(`Usage: npm run set-tier -- <email> <${TIERS.join('|')}>`);
    process.exit(2);
  }
  const tier = tierArg as Tier;
  const endpoints = endpointsFor(portsFor(profile));
  const { userPoolId, userPoolClientId } = await localPoolIds(endpoints.webOrigin);
  Object.assign(process.env, buildHandlerEnv({ endpoints, userPoolId, userPoolClientId }));

  const user = await localCognitoClient(endpoints.cognito).send(
    new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }),
  );
  const memberId = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? user.Username!;
  await grantTier(memberId, tier);
  console.log(`${email} (${memberId}) is now ${tier}. Reload the app to see it.`);
}

main().catch((error: Error) => {
  console.error(
    `set-tier failed: ${error.name === 'ResourceNotFoundException' || error.name === 'UserNotFoundException' ? 'no such member' : error.message}`,
  );
  process.exit(1);
});
