import { loadMemberRuntime } from '#web/lib/auth.tsx';
import { configuredAmplify } from '#web/lib/session.ts';

/**
 * Amplify Auth, configured. The member runtime configures it, and the sign-in
 * page starts loading that as soon as the visitor touches a form (decision
 * 0021); every call to Cognito waits for it, in case a form is sent first.
 * Imported here, not at the top of the forms' modules, so the prerendered
 * sign-in page carries no Amplify until it is needed.
 */
export async function amplifyAuth(): Promise<typeof import('aws-amplify/auth')> {
  await loadMemberRuntime();
  return configuredAmplify();
}
