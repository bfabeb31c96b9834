/** GET /staff/elite/members/{memberId}/requests/{requestId}: the whole form, the member, and every candidate proposed with their answer. */
import { useQuery } from '@tanstack/react-query';
import type { StaffEliteRequest } from '#shared/schemas/staff.ts';
import { api } from '#web/lib/api-client.ts';
import { staffKeys } from './keys';

export type { StaffEliteRequest };

export function useStaffEliteRequest(memberId: string, requestId: string) {
  return useQuery({
    queryKey: staffKeys.eliteRequest(memberId, requestId),
    queryFn: () => api('getEliteRequestForStaff', { params: { memberId, requestId } }),
  });
}
