/**
 * The unread count behind the top bar's badge. The spec shows a hard-coded 3;
 * we show the real number, the sum of the unread counts GET /matches gives,
 * and hide the badge at 0. The realtime notifications keep that list fresh
 * as messages arrive and conversations are read.
 */
import { totalUnread } from './match-list';
import { useMatches } from './matches';

export function useUnreadCount(): number {
  const { data } = useMatches();
  return data ? totalUnread(data.matches) : 0;
}
