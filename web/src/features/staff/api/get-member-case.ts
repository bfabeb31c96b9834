/** GET /staff/members/{memberId}: a member as a moderator sees them, with what was reported (never by whom) and their history. */
import { useQuery } from '@tanstack/react-query';
import type { MemberCase } from '#shared/schemas/staff.ts';
import { api } from '#web/lib/api-client.ts';
import { staffKeys } from './keys';

export type { MemberCase };

export function useMemberCase(memberId: string) {
  return useQuery({
    queryKey: staffKeys.memberCase(memberId),
    queryFn: () => api('getMemberCase', { params: { memberId } }),
  });
}
