/** GET /likes/received: who liked me and is still waiting for my answer. Gold and up (403 feature_locked otherwise). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LikeReceived } from '#shared/schemas/matches.ts';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';

export type { LikeReceived };

export const listLikesReceived = () => api('listLikesReceived');

export const likesReceivedQueryOptions = () =>
  queryOptions({ queryKey: memberListKeys.likesReceived, queryFn: listLikesReceived });

export function useLikesReceived({ enabled }: { enabled: boolean }) {
  return useQuery({ ...likesReceivedQueryOptions(), enabled });
}
