/**
 * Tells the server which conversation this socket shows, while the page is
 * visible (decision 0024): a message to it is on screen, so the stream writes
 * no notification for it. Sent again whenever the socket (re)opens, since a
 * new connection starts with none.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { usePageVisible } from '../use-page-visible';
import { activeConversation, subscribeActiveConversation } from './active-conversation';
import { useRealtime } from './realtime-provider';

export function useReportViewing(): void {
  const { status, send } = useRealtime();
  const matchId = useSyncExternalStore(subscribeActiveConversation, activeConversation, () => null);
  const visible = usePageVisible();
  const viewing = visible ? matchId : null;
  useEffect(() => {
    if (status === 'open') send({ action: 'viewing', matchId: viewing });
  }, [status, viewing, send]);
}
