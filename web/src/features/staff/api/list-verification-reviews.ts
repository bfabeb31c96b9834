/** GET /staff/verifications: verifications waiting for a person, oldest first, with their evidence. Moderators only. */
import { useQuery } from '@tanstack/react-query';
import type { VerificationReview } from '#shared/schemas/verification.ts';
import { api } from '#web/lib/api-client.ts';
import { staffKeys } from './keys';

export type { VerificationReview };

/** `enabled` lets the console's tab ask only when the signed-in person is a moderator (the server refuses others). */
export function useVerificationReviews({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: staffKeys.verifications,
    queryFn: () => api('listVerificationReviews'),
    enabled,
  });
}
