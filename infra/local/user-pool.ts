/**
 * The local user pool and app client, created from infra/user-pool-settings.ts
 * so they match the deployed ones. Ids are remembered (dev) so a restart
 * reuses the pool and everyone's accounts.
 */
import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  ListGroupsCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  type CreateUserPoolClientCommandInput,
  type CreateUserPoolCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { STAFF_GROUP_DESCRIPTIONS, STAFF_ROLES, type StaffRole } from '#shared/staff/roles.ts';
import { USER_POOL_SETTINGS } from '../user-pool-settings';
import { LOCAL_ACCESS_KEY, LOCAL_REGION } from './endpoints';
import type { Log } from './log';

export type UserPoolSettings = typeof USER_POOL_SETTINGS;
export type UserPoolIds = { userPoolId: string; userPoolClientId: string; signUpClientId: string };

export function userPoolInput(settings: UserPoolSettings): CreateUserPoolCommandInput {
  const policy = settings.passwordPolicy;
  return {
    PoolName: settings.poolName,
    UsernameAttributes: [...settings.usernameAttributes],
    AutoVerifiedAttributes: [...settings.autoVerifiedAttributes],
    UsernameConfiguration: { CaseSensitive: false },
    AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    Policies: {
      PasswordPolicy: {
        MinimumLength: policy.minLength,
        RequireLowercase: policy.requireLowercase,
        RequireUppercase: policy.requireUppercase,
        RequireNumbers: policy.requireDigits,
        RequireSymbols: policy.requireSymbols,
        TemporaryPasswordValidityDays: policy.tempPasswordValidityDays,
      },
    },
    Schema: [
      ...settings.requiredAttributes.map((name) => ({
        Name: name,
        AttributeDataType: 'String' as const,
        Required: true,
        Mutable: true,
      })),
      ...settings.optionalAttributes.map((name) => ({
        Name: name,
        AttributeDataType: 'String' as const,
        Required: false,
        Mutable: true,
      })),
    ],
  };
}

export function userPoolClientInput(settings: UserPoolSettings, userPoolId: string): CreateUserPoolClientCommandInput {
  const validity = settings.tokenValidity;
  return {
    UserPoolId: userPoolId,
    ClientName: settings.clientName,
    GenerateSecret: false,
    ExplicitAuthFlows: [...settings.authFlows],
    AccessTokenValidity: validity.accessTokenMinutes,
    IdTokenValidity: validity.idTokenMinutes,
    RefreshTokenValidity: validity.refreshTokenDays,
    TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    PreventUserExistenceErrors: settings.preventUserExistenceErrors ? 'ENABLED' : 'LEGACY',
    EnableTokenRevocation: true,
  };
}

/**
 * The sign-up route's client (decision 0054), as the stack's: no sign-in flows. cognito-local keeps no
 * client secrets, so it has none here; the shim refuses SignUp from any other client as the web ACL does.
 */
export function signUpClientInput(settings: UserPoolSettings, userPoolId: string): CreateUserPoolClientCommandInput {
  return {
    UserPoolId: userPoolId,
    ClientName: settings.signUpClientName,
    GenerateSecret: false,
    ExplicitAuthFlows: [],
    PreventUserExistenceErrors: settings.preventUserExistenceErrors ? 'ENABLED' : 'LEGACY',
    EnableTokenRevocation: true,
  };
}

async function createClient(
  client: CognitoIdentityProviderClient,
  input: CreateUserPoolClientCommandInput,
): Promise<string> {
  const created = await client.send(new CreateUserPoolClientCommand(input));
  const clientId = created.UserPoolClient?.ClientId;
  if (!clientId) throw new Error(`cognito-local returned no id for app client ${input.ClientName}`);
  return clientId;
}

/** A pool made before the sign-up route gets its client now; one made since keeps it. */
async function ensureSignUpClient(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  known: string | undefined,
): Promise<string> {
  if (known) {
    try {
      await client.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: known }));
      return known;
    } catch {
      // Gone: make another.
    }
  }
  return createClient(client, signUpClientInput(USER_POOL_SETTINGS, userPoolId));
}

export function localCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_ACCESS_KEY });
}

/** Reuses `known` ids when cognito-local still has them; otherwise creates pool and client. */
export async function ensureUserPool(
  client: CognitoIdentityProviderClient,
  known: Partial<UserPoolIds> | undefined,
  log: Log,
): Promise<UserPoolIds & { created: boolean }> {
  if (known?.userPoolId && known.userPoolClientId) {
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: known.userPoolId }));
      await client.send(
        new DescribeUserPoolClientCommand({ UserPoolId: known.userPoolId, ClientId: known.userPoolClientId }),
      );
      // A pool made before staff roles existed gets its groups now.
      await ensureStaffGroups(client, known.userPoolId);
      const signUpClientId = await ensureSignUpClient(client, known.userPoolId, known.signUpClientId);
      return { userPoolId: known.userPoolId, userPoolClientId: known.userPoolClientId, signUpClientId, created: false };
    } catch {
      log(`user pool ${known.userPoolId} is gone; creating a new one`);
    }
  }
  const pool = await client.send(new CreateUserPoolCommand(userPoolInput(USER_POOL_SETTINGS)));
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local returned no user pool id');
  const userPoolClientId = await createClient(client, userPoolClientInput(USER_POOL_SETTINGS, userPoolId));
  const signUpClientId = await createClient(client, signUpClientInput(USER_POOL_SETTINGS, userPoolId));
  await ensureStaffGroups(client, userPoolId);
  log(`created user pool ${userPoolId} with app clients ${userPoolClientId} (web) and ${signUpClientId} (sign-up)`);
  return { userPoolId, userPoolClientId, signUpClientId, created: true };
}

/** The staff groups, as the CDK stack creates them (infra/constructs/member-auth.ts). */
export async function ensureStaffGroups(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const existing = new Set(Groups.map((group) => group.GroupName));
  // Only the missing ones: cognito-local's CreateGroup replaces a group, members and all.
  for (const role of STAFF_ROLES.filter((name) => !existing.has(name))) {
    await client.send(
      new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: role, Description: STAFF_GROUP_DESCRIPTIONS[role] }),
    );
  }
}

/** Adds (or removes) a member's staff role: `npm run staff` and the dev seed. */
export async function setStaffRole(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  username: string,
  role: StaffRole,
  remove = false,
): Promise<void> {
  await ensureStaffGroups(client, userPoolId);
  const input = { UserPoolId: userPoolId, Username: username, GroupName: role };
  await client.send(remove ? new AdminRemoveUserFromGroupCommand(input) : new AdminAddUserToGroupCommand(input));
}
