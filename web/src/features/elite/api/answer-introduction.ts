/** POST /elite/introductions/{requestId}: accept (with the contact I agree to share if I am chosen) or decline. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerIntroduction, IntroductionList } from '#shared/schemas/elite.ts';
import { api } from '#web/lib/api-client.ts';
import { meQueryOptions } from '#web/lib/me.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';

export function useAnswerIntroduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, answer }: { requestId: string; answer: AnswerIntroduction }) =>
      api('answerIntroduction', { params: { requestId }, body: answer }),
    onSuccess: (answered) => {
      queryClient.setQueryData<IntroductionList>(
        memberListKeys.introductions,
        (data) =>
          data && {
            introductions: data.introductions.map((introduction) =>
              introduction.requestId === answered.requestId ? answered : introduction,
            ),
          },
      );
      // /me counts the introductions waiting for my answer.
      void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey, exact: true });
    },
  });
}
