import type { SignInInput } from '#shared/validation/auth.ts';
import { isAlreadySignedIn, isUnconfirmedUser } from '../lib/auth-errors';
import { amplifyAuth } from './amplify-ready';

export type SignInOutcome = 'signedIn' | 'confirmSignUp';

/**
 * Email and password sign-in. USER_PASSWORD_AUTH because cognito-local has no
 * SRP and Amplify has no global default: every sign-in path passes it.
 */
export async function signInWithPassword({ email, password }: SignInInput): Promise<SignInOutcome> {
  const { signIn } = await amplifyAuth();
  try {
    const { isSignedIn, nextStep } = await signIn({
      username: email,
      password,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    if (isSignedIn) return 'signedIn';
    if (nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
    // MFA, new-password and custom challenges are not enabled on our pool.
    throw new Error(`Unsupported sign-in step ${nextStep.signInStep}`);
  } catch (error) {
    if (isUnconfirmedUser(error)) return 'confirmSignUp';
    if (isAlreadySignedIn(error)) return 'signedIn';
    throw error;
  }
}
