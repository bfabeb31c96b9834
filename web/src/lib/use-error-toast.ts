import { useEffect } from 'react';
import type { ToastMessage } from '#shared/messages.ts';
import { showError } from './toast';

/** Says once, in a toast, that a screen's data could not load: each time `failed` turns true. Pass a
 * constant message (from MESSAGES): a new object on every render would toast again. */
export function useErrorToast(failed: boolean, message: ToastMessage) {
  useEffect(() => {
    if (failed) showError(message);
  }, [failed, message]);
}
