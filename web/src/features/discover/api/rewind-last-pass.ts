/** POST /swipes/rewind: takes back my last pass (Gold and up) and answers that card for the top of the deck. */
import { useMutation } from '@tanstack/react-query';
import type { RewindResult } from '#shared/schemas/rewind.ts';
import { api } from '#web/lib/api-client.ts';
import { browserTimeZone } from '#web/lib/browser-time-zone.ts';

export type { RewindResult };

export const rewindLastPass = (): Promise<RewindResult> =>
  api('rewindLastPass', { body: { timeZone: browserTimeZone() } });

export function useRewindLastPass() {
  return useMutation({ mutationFn: rewindLastPass });
}
