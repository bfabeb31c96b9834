/**
 * POST /coach: the dating coach for one match, in the spec's shape
 * `{type: 'conversation_analysis', context}`. The context only names the
 * match: the server reads the conversation itself.
 */
import { useQuery } from '@tanstack/react-query';
import type { CoachAdvice } from '#shared/schemas/coach.ts';
import { api } from '#web/lib/api-client.ts';

export type { CoachAdvice };

export const askCoach = (matchId: string): Promise<CoachAdvice> =>
  api('askCoach', { body: { type: 'conversation_analysis', context: { matchId } } });

/** Asked when the panel shows the coach, again when the conversation grows or the AI opt-in changes. */
export function useCoach(matchId: string, lastMessageId: string | null, aiOptIn: boolean | undefined) {
  return useQuery({
    queryKey: ['chat', matchId, 'coach', lastMessageId, aiOptIn],
    queryFn: () => askCoach(matchId),
    staleTime: 0,
    gcTime: 0,
  });
}
