/**
 * Puts a local member into a staff group, so they can open the staff console at
 * /staff (decisions 0022 and 0023): matchmakers curate Elite Match requests,
 * moderators work the reports queue. Works against the running dev cloud (or
 * `--profile=test`). The member signs in again to get the group in their token.
 *
 *   npm run staff -- someone@example.com matchmaker
 *   npm run staff -- someone@example.com moderator --remove
 */
import { STAFF_ROLES, type StaffRole } from '#shared/staff/roles.ts';
import { endpointsFor } from './endpoints';
import { localPoolIds } from './pool-ids';
import { portsFor } from './ports';
import { localCognitoClient, setStaffRole } from './user-pool';

async function main() {
  const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const profile = process.argv.includes('--profile=test') ? 'test' : 'dev';
  const remove = process.argv.includes('--remove');
  const [email, role] = args;
  if (!email || !STAFF_ROLES.includes(role as StaffRole)) {
    console.error(`Usage: npm run staff -- <email> <${STAFF_ROLES.join('|')}> [--remove]`);
    process.exit(2);
  }
  const endpoints = endpointsFor(portsFor(profile));
  const { userPoolId } = await localPoolIds(endpoints.webOrigin);
  await setStaffRole(localCognitoClient(endpoints.cognito), userPoolId, email, role as StaffRole, remove);
  console.log(
    remove
      ? `${email} is no longer a ${role}. They keep the role until they sign in again.`
      : `${email} is now a ${role}. Sign in again to get the role, then open /staff.`,
  );
}

main().catch((error: Error) => {
  console.error(`staff failed: ${error.name === 'UserNotFoundException' ? 'no such member' : error.message}`);
  process.exit(1);
});
