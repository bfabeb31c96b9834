import { useState } from 'react';
import type { ToastMessage } from '#shared/messages.ts';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { signInErrorToast } from './auth-errors';

/**
 * Which of an auth step's requests is running: one at a time, so every button of the step is disabled meanwhile and
 * the one pressed spins. `attempt` runs a request under a name and says in a toast how it went.
 */
export function useBusyStep<K extends string>() {
  const [busy, setBusy] = useState<K | null>(null);

  async function attempt(
    kind: K,
    request: () => Promise<unknown>,
    toasts: { success: ToastMessage; failure: (error: unknown) => ToastMessage },
    then?: () => void,
  ) {
    setBusy(kind);
    try {
      await request();
      showSuccess(toasts.success);
      then?.();
    } catch (error) {
      showError(toasts.failure(error));
    } finally {
      setBusy(null);
    }
  }

  return { busy, setBusy, attempt };
}

/**
 * Signs in after a step that changed the account (confirmed it, set a new password). `signIn` answers whether the
 * member is signed in; when not, or when it fails (said in a toast), the member signs in by hand.
 */
export async function signInAfter(signIn: () => Promise<boolean>, onSignedIn: () => void, onNotSignedIn: () => void) {
  try {
    if (await signIn()) onSignedIn();
    else onNotSignedIn();
  } catch (error) {
    showError(signInErrorToast(error));
    onNotSignedIn();
  }
}
