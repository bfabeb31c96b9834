/** POST /reports: reports a member for moderation; may block in the same step. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReportMemberSchema } from '#shared/schemas/safety.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateAfterBlock } from './block-member';

export type ReportInput = z.input<typeof ReportMemberSchema>;

export const reportMember = (report: ReportInput) => api('reportMember', { body: report });

export function useReportMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportMember,
    onSuccess: (result) => {
      if (result.blocked) invalidateAfterBlock(queryClient);
    },
  });
}
