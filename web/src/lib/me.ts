/**
 * GET /me: the signed-in member and their resolved subscription. Shared by the
 * top bar ('Liked You' link) and the screens, so it lives outside any feature.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useAuth } from './auth';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: () => api('getMe'),
    staleTime: 60_000,
  });

/** The member, or undefined while signed out or loading. */
export function useMe() {
  const { status } = useAuth();
  return useQuery({ ...meQueryOptions(), enabled: status === 'signedIn' });
}
