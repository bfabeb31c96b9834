import type { SignInInput, SignUpInput } from '#shared/validation/auth.ts';
import { api, ApiError } from '#web/lib/api-client.ts';
import { loadMemberRuntime } from '#web/lib/auth.tsx';
import { signInWithPassword } from './sign-in';

/**
 * Starts an account through our route, never Cognito's SignUp (decision 0054): the route answers alike
 * whether or not the address has an account, and its owner is mailed instead. The pool signs members
 * in by email, so the email is the Cognito username and the chosen username is kept as
 * preferred_username. Confirmation goes through our route too.
 */
export async function registerMember(input: SignUpInput): Promise<void> {
  // The runtime config (the API's address) loads with the member runtime, like Amplify.
  await loadMemberRuntime();
  await api('signUp', { body: input });
}

/**
 * Confirms the email with the code, through our route (decision 0054): Cognito's ConfirmSignUp would
 * tell a confirmed address from an unknown one. The route answers a wrong code and an address confirmed
 * already alike, so a refusal tries the password: confirmed already (a second tab, a double click), it
 * signs in, which tells only whoever holds the password.
 */
export async function confirmRegistration(credentials: SignInInput, code: string): Promise<'confirmed' | 'signedIn'> {
  await loadMemberRuntime();
  try {
    await api('confirmSignUp', { body: { email: credentials.email, code } });
    return 'confirmed';
  } catch (error) {
    if (error instanceof ApiError && error.code === 'invalid_code') {
      const outcome = await signInWithPassword(credentials).catch(() => undefined);
      if (outcome === 'signedIn') return 'signedIn';
    }
    throw error;
  }
}

/** Signs the new member in after confirmation, with the password still in memory. */
export async function signInAfterConfirmation(credentials: SignInInput): Promise<void> {
  const outcome = await signInWithPassword(credentials);
  if (outcome !== 'signedIn') throw new Error('The account is not confirmed yet.');
}

/** "Resend code", through our route too: Cognito's own would tell a confirmed address from an unknown one. */
export async function resendConfirmationCode(email: string): Promise<void> {
  await loadMemberRuntime();
  await api('resendSignUpCode', { body: { email } });
}
