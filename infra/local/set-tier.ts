/**
 * Grants a local member a tier by writing the entitlement records the Stripe
 * webhook writes, so gated features can be tried without a checkout. A
 * developer shortcut: the app's own path is /pricing and a test card. Works
 * against the running dev cloud (or `--profile=test`).
 *
 *   npm run set-tier -- demo@kindred.local gold
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { TIERS, type Tier } from '../../shared/tiers';
import { endpointsFor } from './endpoints';
import { grantTier } from './grant-tier';
import { buildHandlerEnv } from './handler-env';
import { LOCAL_DATA_DIR } from './paths';
import { portsFor } from './ports';
import { localCognitoClient } from './user-pool';

/** The running cloud serves its pool ids in runtime-config.json; the dev cloud also keeps them on disk. */
async function poolIds(webOrigin: string): Promise<{ userPoolId: string; userPoolClientId: string }> {
  try {
    const response = await fetch(`${webOrigin}/runtime-config.json`);
    if (response.ok) return (await response.json()) as { userPoolId: string; userPoolClientId: string };
  } catch {
    // Not running with the web app; try the dev cloud's state file.
  }
  const stateFile = join(LOCAL_DATA_DIR, 'state.json');
  if (!existsSync(stateFile)) {
    console.error('No running local cloud found. Run `npm start` first.');
    process.exit(1);
  }
  return JSON.parse(readFileSync(stateFile, 'utf8')) as { userPoolId: string; userPoolClientId: string };
}

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
  const { userPoolId, userPoolClientId } = await poolIds(endpoints.webOrigin);
  Object.assign(process.env, buildHandlerEnv({ endpoints, userPoolId, userPoolClientId }));

  const user = await localCognitoClient(endpoints.cognito).send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
  const memberId = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? user.Username!;
  await grantTier(memberId, tier);
  console.log(`${email} (${memberId}) is now ${tier}. Reload the app to see it.`);
}

main().catch((error: Error) => {
  console.error(`set-tier failed: ${error.name === 'ResourceNotFoundException' || error.name === 'UserNotFoundException' ? 'no such member' : error.message}`);
  process.exit(1);
});
