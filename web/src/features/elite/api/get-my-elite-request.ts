/** GET /elite/requests/current: my latest Elite Match request and where it stands (is one already with the matchmakers?). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberListKeys } from '../../../lib/query-keys';

export const myEliteRequestQueryOptions = () => queryOptions({ queryKey: memberListKeys.eliteRequest, queryFn: () => api('getMyEliteRequest') });

export function useMyEliteRequest() {
  return useQuery(myEliteRequestQueryOptions());
}
