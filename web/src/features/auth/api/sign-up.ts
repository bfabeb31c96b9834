import type { SignInInput, SignUpInput } from '#shared/validation/auth.ts';
import { errorMessage, errorName } from '../lib/auth-errors';
import { amplifyAuth } from './amplify-ready';
import { signInWithPassword } from './sign-in';

export type SignUpOutcome = 'confirmSignUp' | 'autoSignIn' | 'done';

/**
 * Creates the Cognito user. The pool signs members in by email, so the email
 * is the Cognito username and the chosen username is kept as
 * preferred_username. Auto sign-in is armed with USER_PASSWORD_AUTH (see
 * sign-in.ts for why).
 */
export async function registerMember({ username, email, password }: SignUpInput): Promise<SignUpOutcome> {
  const { signUp } = await amplifyAuth();
  const { nextStep } = await signUp({
    username: email,
    password,
    options: {
      userAttributes: { email, preferred_username: username },
      autoSignIn: { authFlowType: 'USER_PASSWORD_AUTH' },
    },
  });
  if (nextStep.signUpStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
  return nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN' ? 'autoSignIn' : 'done';
}

/** Confirms the email with the code; true when Amplify can now sign in on its own. */
export async function confirmRegistration(email: string, code: string): Promise<{ autoSignIn: boolean }> {
  const { confirmSignUp } = await amplifyAuth();
  try {
    const { nextStep } = await confirmSignUp({ username: email, confirmationCode: code });
    return { autoSignIn: nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN' };
  } catch (error) {
    // Confirmed already (a second tab, a double click): carry on and sign in.
    if (errorName(error) === 'NotAuthorizedException' && /CONFIRMED/.test(errorMessage(error) ?? '')) {
      return { autoSignIn: false };
    }
    throw error;
  }
}

/**
 * Signs the new member in after confirmation: Amplify's auto sign-in when it
 * is armed, else (page reloaded, or auto sign-in refused) a plain password
 * sign-in with the password still in memory.
 */
export async function signInAfterConfirmation(credentials: SignInInput, tryAutoSignIn: boolean): Promise<void> {
  const { autoSignIn } = await amplifyAuth();
  if (tryAutoSignIn) {
    try {
      const { isSignedIn } = await autoSignIn();
      if (isSignedIn) return;
    } catch {
      // Fall through to the password sign-in.
    }
  }
  const outcome = await signInWithPassword(credentials);
  if (outcome !== 'signedIn') throw new Error('The account is not confirmed yet.');
}

export async function resendConfirmationCode(email: string): Promise<void> {
  const { resendSignUpCode } = await amplifyAuth();
  await resendSignUpCode({ username: email });
}
