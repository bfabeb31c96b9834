import type { ToastMessage } from '#shared/messages.ts';
import { ApiError } from './api-client';
import { useErrorToast } from './use-error-toast';

/**
 * A record the member may not have saved yet (their profile, their preferences): "not found" means the screen starts
 * from the defaults, not that loading failed. Any other error is a failure, said once in a toast.
 */
export function useStoredRecord(query: { error: unknown; isError: boolean }, loadError: ToastMessage) {
  const missing = query.error instanceof ApiError && query.error.code === 'not_found';
  const failed = query.isError && !missing;
  useErrorToast(failed, loadError);
  return { missing, failed };
}
