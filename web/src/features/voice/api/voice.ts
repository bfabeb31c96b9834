/**
 * The voice API: my introduction, saving a recording (ticket, S3 POST with
 * progress, polling until the server has measured it), removing it, the
 * browse list and liking or passing.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VoiceRejectionReason, VoiceUploadStatus } from '#shared/schemas/voice.ts';
import type { VoiceContentType } from '#shared/voice/rules.ts';
import { api } from '#web/lib/api-client.ts';
import { pollUntil } from '#web/lib/poll-until.ts';
import { postWithProgress, presignedPostBody } from '#web/lib/presigned-post.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';
import { browserTimeZone } from '#web/lib/browser-time-zone.ts';

export const myVoiceQueryKey = memberListKeys.myVoice;
export const myVoiceQueryOptions = () => queryOptions({ queryKey: myVoiceQueryKey, queryFn: () => api('getMyVoice') });
export const useMyVoice = () => useQuery(myVoiceQueryOptions());

export type VoiceSaveResult = { status: 'ready' } | { status: 'rejected'; reason: VoiceRejectionReason | undefined };

export async function saveVoice(
  recording: Blob,
  contentType: VoiceContentType,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<VoiceSaveResult> {
  const ticket = await api('createVoiceUpload', { body: { contentType, size: recording.size } });
  await postWithProgress(
    ticket.url,
    presignedPostBody(ticket.fields, recording, contentType === 'audio/mp4' ? 'voice.m4a' : 'voice.webm'),
    { onProgress, signal },
  );
  const settled = await pollUntil<VoiceUploadStatus>(
    () => api('getVoiceUpload', { params: { voiceId: ticket.voiceId } }),
    (status) => status.status !== 'pending',
    { signal },
  );
  return settled.status === 'ready' ? { status: 'ready' } : { status: 'rejected', reason: settled.reason };
}

export function useDeleteMyVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('deleteMyVoice'),
    onSuccess: () => queryClient.setQueryData(myVoiceQueryKey, { voice: null }),
  });
}

export const listVoiceProfiles = (cursor: string | null) =>
  api('listVoiceProfiles', { query: cursor ? { cursor } : {} });

export function useReactToVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, voiceId, action }: { memberId: string; voiceId: string; action: 'like' | 'pass' }) =>
      api('reactToVoice', { params: { memberId }, body: { voiceId, action, timeZone: browserTimeZone() } }),
    onSuccess: (result) => {
      // A like is a like: the deck and the dashboard move too, and a match appears in /matches.
      void queryClient.invalidateQueries({ queryKey: memberListKeys.candidates, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: memberListKeys.dashboard, refetchType: 'none' });
      if (result.matched) void queryClient.invalidateQueries({ queryKey: memberListKeys.matches });
    },
  });
}
