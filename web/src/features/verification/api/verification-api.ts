/**
 * Photo verification's three calls (issue 27; shared/schemas/verification.ts):
 * - GET /me/verification: where I stand;
 * - POST /me/verification/challenge: a new attempt's poses;
 * - POST /me/verification: the frames, judged on the server.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SubmitVerification,
  VerificationChallenge,
  VerificationResult,
  VerificationState,
} from '#shared/schemas/verification.ts';
import { refusalIn } from '#shared/refusals.ts';
import { getRuntimeConfig } from '#web/config/runtime-config.ts';
import { ApiError, buildRequest, parseApiError } from '#web/lib/api-client.ts';
import { currentAccessToken } from '#web/lib/session.ts';

export const verificationKey = ['me', 'verification'] as const;

/**
 * The server's routes for these land in shared/routes with the verifying Lambda (a parallel change); until the web
 * client can name them by operation id, they are called by method and path, with the same request building and
 * error parsing as every other call (lib/api-client.ts).
 */
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = await currentAccessToken();
  if (!token) throw new ApiError('unauthorized', 'Not signed in', 401);
  const { url, init } = buildRequest(getRuntimeConfig().httpApiUrl, { method, path }, { body }, token);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new ApiError('network_error', error instanceof Error ? error.message : 'Network error', 0);
  }
  const text = await response.text();
  if (!response.ok) throw await parseApiError(response.status, text);
  const json: unknown = JSON.parse(text);
  // An expected refusal (no attempts left, say) comes in a 200 (shared/refusals.ts).
  const refusal = refusalIn(json);
  if (refusal) throw await parseApiError(refusal.status, JSON.stringify(refusal.error));
  return json as T;
}

export const getVerification = () => call<VerificationState>('GET', '/me/verification');
export const createVerificationChallenge = () => call<VerificationChallenge>('POST', '/me/verification/challenge', {});
export const submitVerification = (attempt: SubmitVerification) =>
  call<VerificationResult>('POST', '/me/verification', attempt);

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
