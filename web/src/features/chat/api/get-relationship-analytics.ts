/** GET /matches/{matchId}/analytics: balance, response times and frequency, once there are more than 5 messages. */
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { chatKeys } from './list-messages';

export const getRelationshipAnalytics = (matchId: string) => api('getRelationshipAnalytics', { params: { matchId } });

/** Fetched when the panel opens (it mounts then) and whenever the conversation grows. */
export function useRelationshipAnalytics(matchId: string) {
  return useQuery({
    queryKey: chatKeys.analytics(matchId),
    queryFn: () => getRelationshipAnalytics(matchId),
    staleTime: 0,
    gcTime: 0,
  });
}
