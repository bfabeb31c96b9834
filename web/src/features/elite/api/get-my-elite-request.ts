/** GET /elite/requests/current: my latest Elite Match request and where it stands (is one already with the matchmakers?). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';

export const myEliteRequestQueryOptions = () =>
  queryOptions({ queryKey: memberListKeys.eliteRequest, queryFn: () => api('getMyEliteRequest') });

export function useMyEliteRequest() {
  return useQuery(myEliteRequestQueryOptions());
}
