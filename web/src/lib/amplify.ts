import { Amplify } from 'aws-amplify';
import type { RuntimeConfig } from '#shared/runtime-config.ts';

/**
 * Configures Amplify Auth from the runtime config. Locally `userPoolEndpoint`
 * points at the shim in front of cognito-local; in AWS it is absent and
 * Amplify derives the Cognito endpoint from the pool id's region.
 */
export function configureAmplify(config: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        signUpVerificationMethod: 'code',
        loginWith: { email: true },
      },
    },
  });
}
