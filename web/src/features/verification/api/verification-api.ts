/**
 * Photo verification's three calls (issue 27; shared/routes/verification.ts):
 * - GET /me/verification: where I stand;
 * - POST /me/verification/challenge: a new attempt's poses;
 * - POST /me/verification: the frames, judged on the server.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmitVerification } from '#shared/schemas/verification.ts';
import { api } from '#web/lib/api-client.ts';

export const verificationKey = ['me', 'verification'] as const;

export const getVerification = () => api('getMyVerification');
export const createVerificationChallenge = () => api('createVerificationChallenge');
export const submitVerification = (attempt: SubmitVerification) => api('submitVerification', { body: attempt });

export const verificationQueryOptions = () => queryOptions({ queryKey: verificationKey, queryFn: getVerification });

export function useVerification() {
  return useQuery(verificationQueryOptions());
}

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: ({ message: _message, ...state }) => queryClient.setQueryData(verificationKey, state),
  });
}
