/**
 * The stories API: the strip (GET /stories), a story's viewers, deleting
 * mine and recording a view. One file per concern would be four tiny files;
 * they share the strip's cache, which each one updates.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { StoryFeed } from '#shared/schemas/stories.ts';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';

export const storiesQueryKey = memberListKeys.stories;

export const storiesQueryOptions = () =>
  queryOptions({
    queryKey: storiesQueryKey,
    queryFn: () => api('listStories'),
    // New stories from others appear without a reload; a minute is fresh enough for a 24-hour feature.
    refetchInterval: 60_000,
    staleTime: 15_000,
  });

export const useStories = () => useQuery(storiesQueryOptions());

export const storyViewersQueryOptions = (storyId: string) =>
  queryOptions({
    queryKey: ['stories', 'viewers', storyId] as const,
    queryFn: () => api('listStoryViewers', { params: { storyId } }),
    staleTime: 0,
  });

export const useStoryViewers = (storyId: string, enabled: boolean) =>
  useQuery({ ...storyViewersQueryOptions(storyId), enabled });

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storyId: string) => api('deleteStory', { params: { storyId } }),
    onSuccess: (_result, storyId) => {
      queryClient.setQueryData<StoryFeed>(
        storiesQueryKey,
        (feed) => feed && { ...feed, mine: feed.mine.filter((story) => story.id !== storyId) },
      );
      void queryClient.invalidateQueries({ queryKey: storiesQueryKey });
    },
  });
}

/** Records a view once per story and tab; the strip marks it seen straight away. */
const sent = new Set<string>();
export function useRecordStoryView() {
  const queryClient = useQueryClient();
  return useCallback(
    (memberId: string, storyId: string) => {
      if (sent.has(storyId)) return;
      sent.add(storyId);
      queryClient.setQueryData<StoryFeed>(
        storiesQueryKey,
        (feed) =>
          feed && {
            ...feed,
            others: feed.others.map((group) =>
              group.member.id !== memberId
                ? group
                : {
                    ...group,
                    stories: group.stories.map((story) => (story.id === storyId ? { ...story, viewed: true } : story)),
                  },
            ),
          },
      );
      api('recordStoryView', { params: { memberId, storyId } }).catch((error: unknown) => {
        // Not worth a toast: the story may have just expired. Next time it is shown it is tried again.
        sent.delete(storyId);
        console.warn('Story view not recorded', error);
      });
    },
    [queryClient],
  );
}
