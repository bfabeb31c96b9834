/**
 * Cognito settings shared by the CDK stack and the local cloud, so the local
 * user pool is created exactly as the deployed one. See
 * docs/decisions/0004-password-policy.md for the password policy.
 */
import { SESSION_RULES } from '#shared/sessions.ts';

/**
 * The Cognito operations that answer differently for a registered address, or mail a code: the user
 * pool's web ACL (infra/constructs/sign-up-gate.ts) and the local shim accept them only from the
 * sign-up client (decision 0054).
 */
export const SIGN_UP_CLIENT_OPERATIONS = ['SignUp', 'ResendConfirmationCode', 'ConfirmSignUp'] as const;

export const USER_POOL_SETTINGS = {
  poolName: 'kindred-members',
  clientName: 'kindred-web',
  /**
   * The client only the sign-up route uses (decision 0054): the user pool's web ACL refuses SignUp,
   * ResendConfirmationCode and ConfirmSignUp from any other. It has a secret on AWS and no sign-in flows at all.
   */
  signUpClientName: 'kindred-sign-up',
  /** Members sign in with their email; Cognito's username is the generated sub. */
  usernameAttributes: ['email'] as const,
  autoVerifiedAttributes: ['email'] as const,
  /** The username chosen at sign-up is kept as `preferred_username`. */
  requiredAttributes: ['email'] as const,
  optionalAttributes: ['preferred_username'] as const,
  passwordPolicy: {
    minLength: 6,
    requireLowercase: false,
    requireUppercase: false,
    requireDigits: false,
    requireSymbols: false,
    tempPasswordValidityDays: 7,
  },
  /** USER_PASSWORD_AUTH because cognito-local has no SRP; SRP stays enabled for AWS clients. */
  authFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] as const,
  tokenValidity: { accessTokenMinutes: SESSION_RULES.accessTokenMinutes, idTokenMinutes: 60, refreshTokenDays: 30 },
  /** Refresh token rotation off: Amplify ≥ 6.15 refreshes with GetTokensFromRefreshToken either way. */
  preventUserExistenceErrors: true,
} as const;
