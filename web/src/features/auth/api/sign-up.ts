import type { SignInInput, SignUpInput } from '#shared/validation/auth.ts';
import { errorMessage, errorName } from '../lib/auth-errors';
import { api } from '#web/lib/api-client.ts';
import { loadMemberRuntime } from '#web/lib/auth.tsx';
import { amplifyAuth } from './amplify-ready';
import { signInWithPassword } from './sign-in';

/**
 * Starts an account through our route, never Cognito's SignUp (decision 0054): the route answers alike
 * whether or not the address has an account, and its owner is mailed instead. The pool signs members
 * in by email, so the email is the Cognito username and the chosen username is kept as
 * preferred_username. Confirmation is Cognito's ConfirmSignUp, on the web client, as before.
 */
export async function registerMember(input: SignUpInput): Promise<void> {
  // The runtime config (the API's address) loads with the member runtime, like Amplify.
  await loadMemberRuntime();
  await api('signUp', { body: input });
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

/** "Resend code", through our route too: Cognito's own would tell a confirmed address from an unknown one. */
export async function resendConfirmationCode(email: string): Promise<void> {
  await loadMemberRuntime();
  await api('resendSignUpCode', { body: { email } });
}
