import { Duration, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  Mfa,
  UserPool,
  type AuthFlow,
  type StandardAttributes,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { STAFF_GROUP_DESCRIPTIONS, STAFF_ROLES } from '#shared/staff/roles.ts';
import { removalPolicyOf, type StageSettings } from '../stages';
import { USER_POOL_SETTINGS } from '../user-pool-settings';

type Settings = typeof USER_POOL_SETTINGS;
type AuthFlowName = Settings['authFlows'][number];
type AttributeName = Settings['requiredAttributes'][number] | Settings['optionalAttributes'][number];

/** Cognito's flow names, as the settings spell them, to CDK's switches. Refresh is always allowed by CDK. */
const AUTH_FLOWS: Record<AuthFlowName, keyof AuthFlow | 'refresh'> = {
  ALLOW_USER_PASSWORD_AUTH: 'userPassword',
  ALLOW_USER_SRP_AUTH: 'userSrp',
  ALLOW_REFRESH_TOKEN_AUTH: 'refresh',
};

const ATTRIBUTES: Record<AttributeName, keyof StandardAttributes> = {
  email: 'email',
  preferred_username: 'preferredUsername',
};

/**
 * The member user pool and the web app's client, built from
 * USER_POOL_SETTINGS so the local cloud creates the very same pool.
 */
export class MemberAuth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** The sign-up route's client (decision 0054): a secret, no sign-in flows; the only one SignUp is accepted from. */
  readonly signUpClient: UserPoolClient;
  /** `https://cognito-idp.<region>.amazonaws.com/<poolId>`: the `iss` of the pool's tokens; JWKS at `/.well-known/jwks.json`. */
  readonly issuer: string;

  constructor(scope: Construct, id: string, props: { stage: StageSettings }) {
    super(scope, id);
    const s = USER_POOL_SETTINGS;

    const standardAttributes: StandardAttributes = Object.fromEntries([
      ...s.requiredAttributes.map((name) => [ATTRIBUTES[name], { required: true, mutable: true }]),
      ...s.optionalAttributes.map((name) => [ATTRIBUTES[name], { required: false, mutable: true }]),
    ]);

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `${s.poolName}-${props.stage.name}`,
      selfSignUpEnabled: true,
      signInAliases: { email: s.usernameAttributes.includes('email') },
      // Members type their email in any case; it must find the same account.
      signInCaseSensitive: false,
      autoVerify: { email: s.autoVerifiedAttributes.includes('email') },
      standardAttributes,
      passwordPolicy: {
        minLength: s.passwordPolicy.minLength,
        requireLowercase: s.passwordPolicy.requireLowercase,
        requireUppercase: s.passwordPolicy.requireUppercase,
        requireDigits: s.passwordPolicy.requireDigits,
        requireSymbols: s.passwordPolicy.requireSymbols,
        tempPasswordValidity: Duration.days(s.passwordPolicy.tempPasswordValidityDays),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      mfa: Mfa.OFF,
      featurePlan: FeaturePlan.ESSENTIALS,
      // Where the stage keeps its data, members and their credentials survive a stack deletion or replacement.
      deletionProtection: props.stage.keepData,
      removalPolicy: removalPolicyOf(props.stage),
    });

    const flows = new Set(s.authFlows.map((flow) => AUTH_FLOWS[flow]));
    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: `${s.clientName}-${props.stage.name}`,
      generateSecret: false,
      authFlows: { userPassword: flows.has('userPassword'), userSrp: flows.has('userSrp') },
      // The app signs in through the Cognito API (Amplify), never the hosted UI.
      disableOAuth: true,
      accessTokenValidity: Duration.minutes(s.tokenValidity.accessTokenMinutes),
      idTokenValidity: Duration.minutes(s.tokenValidity.idTokenMinutes),
      refreshTokenValidity: Duration.days(s.tokenValidity.refreshTokenDays),
      preventUserExistenceErrors: s.preventUserExistenceErrors,
      enableTokenRevocation: true,
    });

    // The browser holds the web client's id, so Cognito's own SignUp would tell it which addresses are
    // registered; sign-up goes through our route, which alone computes this client's SecretHash.
    this.signUpClient = this.userPool.addClient('SignUpClient', {
      userPoolClientName: `${s.signUpClientName}-${props.stage.name}`,
      generateSecret: true,
      authFlows: { userPassword: false, userSrp: false, custom: false, adminUserPassword: false },
      disableOAuth: true,
      preventUserExistenceErrors: s.preventUserExistenceErrors,
      enableTokenRevocation: true,
    });

    // Staff roles are Cognito groups (shared/staff/roles.ts): tokens carry them as `cognito:groups`,
    // and staff routes check them on every call. Members are added by an operator, never by sign-up.
    for (const role of STAFF_ROLES) {
      new CfnUserPoolGroup(this, `${role[0]!.toUpperCase()}${role.slice(1)}Group`, {
        userPoolId: this.userPool.userPoolId,
        groupName: role,
        description: STAFF_GROUP_DESCRIPTIONS[role],
      });
    }

    const stack = Stack.of(this);
    this.issuer = `https://cognito-idp.${stack.region}.${stack.urlSuffix}/${this.userPool.userPoolId}`;

    const pool = Validations.of(this.userPool);
    pool.acknowledge({
      id: 'AwsSolutions-COG1',
      reason: `The product requires a ${s.passwordPolicy.minLength}-character minimum with no character classes (docs/decisions/0004-password-policy.md). Cognito's compromised-credential checks are a Plus-plan feature, see COG8.`,
    });
    pool.acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'MFA is not part of the v1 sign-in flow the spec defines (email + password). It can be switched to OPTIONAL later without a pool replacement.',
    });
    pool.acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'Essentials plan in v1: the Plus plan (threat protection) is billed per MAU; revisit before launch marketing, when account-takeover pressure grows.',
    });
  }
}
