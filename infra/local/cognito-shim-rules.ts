/**
 * The pure rules of the Cognito shim: where cognito-local answers differently
 * from Cognito, these decide what the real service would have said.
 */
import { isCommonPassword } from '#shared/validation/common-passwords.ts';
import { SIGN_UP_CLIENT_OPERATIONS } from '../user-pool-settings';

export type CognitoErrorBody = { __type: string; message: string };

/** The shape of USER_POOL_SETTINGS.passwordPolicy, widened so any policy can be checked. */
export type PasswordPolicy = {
  minLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireDigits: boolean;
  requireSymbols: boolean;
};

/** cognito-local enforces no password policy; Cognito answers InvalidPasswordException. */
export function passwordPolicyViolation(password: string, policy: PasswordPolicy): CognitoErrorBody | undefined {
  const problems: string[] = [];
  if (password.length < policy.minLength) problems.push('Password not long enough');
  if (policy.requireLowercase && !/[a-z]/.test(password)) problems.push('Password must have lowercase characters');
  if (policy.requireUppercase && !/[A-Z]/.test(password)) problems.push('Password must have uppercase characters');
  if (policy.requireDigits && !/[0-9]/.test(password)) problems.push('Password must have numeric characters');
  if (policy.requireSymbols && !/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/.test(password))
    problems.push('Password must have symbol characters');
  if (problems.length)
    return { __type: 'InvalidPasswordException', message: `Password did not conform with policy: ${problems[0]}` };
  // What Cognito's threat protection does with compromised credentials on AWS (decision 0031): refused.
  if (isCommonPassword(password))
    return {
      __type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password is too common',
    };
  return undefined;
}

/** The new password an operation would set, if any. */
export function proposedPassword(operation: string, input: Record<string, unknown>): string | undefined {
  switch (operation) {
    case 'SignUp':
    case 'ConfirmForgotPassword':
      return typeof input.Password === 'string' ? input.Password : undefined;
    case 'ChangePassword':
      return typeof input.ProposedPassword === 'string' ? input.ProposedPassword : undefined;
    case 'RespondToAuthChallenge': {
      const responses = input.ChallengeResponses as Record<string, unknown> | undefined;
      return typeof responses?.NEW_PASSWORD === 'string' ? responses.NEW_PASSWORD : undefined;
    }
    default:
      return undefined;
  }
}

const SIGN_IN_FAILURE: CognitoErrorBody = {
  __type: 'NotAuthorizedException',
  message: 'Incorrect username or password.',
};

/**
 * cognito-local reports a wrong password as InvalidPasswordException and an
 * unknown user as UserNotFoundException; Cognito (with user existence errors
 * prevented) says NotAuthorizedException for both, and the app handles that.
 */
export function correctedError(operation: string, error: CognitoErrorBody): CognitoErrorBody {
  const signIn = operation === 'InitiateAuth' || operation === 'GetTokensFromRefreshToken';
  // cognito-local answers an unknown address with 'User not authorized': Cognito, preventing user existence
  // errors, says the same as for a wrong password.
  const unknownUser =
    error.__type === 'UserNotFoundException' ||
    (error.__type === 'NotAuthorizedException' && error.message === 'User not authorized');
  if (signIn && (error.__type === 'InvalidPasswordException' || unknownUser)) return SIGN_IN_FAILURE;
  return error;
}

type AuthenticationResult = { AccessToken?: string; ExpiresIn?: number; TokenType?: string; [key: string]: unknown };

/** Cognito always sends ExpiresIn and TokenType with tokens; cognito-local omits them. */
export function withTokenMetadata<T extends { AuthenticationResult?: AuthenticationResult }>(output: T): T {
  const result = output.AuthenticationResult;
  if (!result?.AccessToken) return output;
  const claims = decodeJwtPayload(result.AccessToken);
  const lifetime = typeof claims?.exp === 'number' && typeof claims.iat === 'number' ? claims.exp - claims.iat : 3600;
  return { ...output, AuthenticationResult: { ExpiresIn: lifetime, TokenType: 'Bearer', ...result } };
}

export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** How Cognito shows an email in CodeDeliveryDetails: first letter and domain initial. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

/**
 * The user pool's web ACL rule (infra/constructs/sign-up-gate.ts): SignUp and ResendConfirmationCode
 * are blocked unless the body names the sign-up client, whatever the address, so the direct API tells
 * nobody which addresses are registered. A body that is not JSON names no client.
 */
export function refusedAtTheGate(operation: string, input: Record<string, unknown>, signUpClientId: string): boolean {
  return (SIGN_UP_CLIENT_OPERATIONS as readonly string[]).includes(operation) && input.ClientId !== signUpClientId;
}
