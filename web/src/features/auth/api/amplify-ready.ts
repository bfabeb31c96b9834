import { loadMemberRuntime } from '../../../lib/auth';

/**
 * Amplify is configured by the member runtime, which the sign-in page starts
 * loading as it opens (decision 0018); every call to Cognito waits for it, in
 * case a form is sent first.
 */
export async function amplifyReady(): Promise<void> {
  await loadMemberRuntime();
}
