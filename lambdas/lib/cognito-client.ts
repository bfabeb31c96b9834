import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

let cognitoClient: CognitoIdentityProviderClient | undefined;

/**
 * The Cognito client, created on first use and kept for the container. Its own
 * module, so only bundles that call Cognito load its package (aws-clients.ts says why).
 */
export function cognito(): CognitoIdentityProviderClient {
  cognitoClient ??= new CognitoIdentityProviderClient({});
  return cognitoClient;
}
