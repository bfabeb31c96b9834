/**
 * Which Cognito user pool operations a caller may make without IAM
 * credentials: the ones a browser makes, unauthenticated or with the user's
 * own access token. Every other operation (the Admin* calls, user and pool
 * management) needs a SigV4 signature on AWS, and the local front refuses it
 * unsigned too (decision 0028).
 */
const PUBLIC_OPERATIONS = new Set([
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'RevokeToken',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
  'GlobalSignOut',
  'GetUser',
  'DeleteUser',
  'UpdateUserAttributes',
  'DeleteUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'GetUserAuthFactors',
  'SetUserSettings',
  'SetUserMFAPreference',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'ConfirmDevice',
  'ForgetDevice',
  'GetDevice',
  'ListDevices',
  'UpdateDeviceStatus',
  'UpdateAuthEventFeedback',
  'StartWebAuthnRegistration',
  'CompleteWebAuthnRegistration',
  'ListWebAuthnCredentials',
  'DeleteWebAuthnCredential',
]);

export const needsIamSignature = (operation: string): boolean => !PUBLIC_OPERATIONS.has(operation);

type Refusal = { status: number; body: { __type: string; message: string } };

/** A SigV4 failure as Cognito's JSON API reports it. */
export function signatureRefusal(
  code:
    | 'MissingAuthentication'
    | 'InvalidAccessKeyId'
    | 'SignatureDoesNotMatch'
    | 'RequestExpired'
    | 'AuthorizationMalformed',
  message: string,
): Refusal {
  switch (code) {
    case 'MissingAuthentication':
      return {
        status: 403,
        body: { __type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' },
      };
    case 'InvalidAccessKeyId':
      return {
        status: 400,
        body: {
          __type: 'UnrecognizedClientException',
          message: 'The security token included in the request is invalid.',
        },
      };
    default:
      return { status: 400, body: { __type: 'InvalidSignatureException', message } };
  }
}
