/**
 * The tab's realtime connection as React context: opened when a member signs
 * in (a new one for a different member), closed when they sign out. Screens
 * use the hooks below and never touch the socket.
 */
import { fetchAuthSession } from 'aws-amplify/auth';
import { createContext, useCallback, useContext, useEffect, useEffectEvent, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ClientFrame } from '../../../../shared/schemas/chat';
import type { ServerFrame } from '../../../../shared/schemas/realtime';
import { getRuntimeConfig } from '../../config/runtime-config';
import { useAuth } from '../auth';
import { createRealtimeClient, type RealtimeClient, type RealtimeStatus } from './realtime-client';
import { socketUrl } from './server-frame';

const RealtimeContext = createContext<RealtimeClient | null>(null);

/** Asked before every attempt; Amplify refreshes the access token first when it is near expiry. */
async function memberSocketUrl(): Promise<string> {
  const token = (await fetchAuthSession()).tokens?.accessToken?.toString();
  // partysocket treats the rejection as a failed attempt and backs off.
  if (!token) throw new Error('Not signed in');
  return socketUrl(getRuntimeConfig().webSocketUrl, token);
}

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const memberId = status === 'signedIn' ? user?.userId : undefined;
  const [client, setClient] = useState<RealtimeClient | null>(null);

  useEffect(() => {
    if (!memberId) return;
    const created = createRealtimeClient({ url: memberSocketUrl });
    setClient(created);
    // Back online: try now rather than at the end of a long backoff.
    const online = () => created.reconnectIfDown();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      created.close();
      setClient(null);
    };
  }, [memberId]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

const noStatus = () => () => undefined;

/** `send` answers false when the socket is not open (or nobody is signed in): nothing was sent. */
export function useRealtime(): { status: RealtimeStatus; send: (frame: ClientFrame) => boolean } {
  const client = useContext(RealtimeContext);
  const status = useSyncExternalStore(
    client ? client.onStatus : noStatus,
    () => client?.status() ?? 'closed',
    () => 'closed' as const,
  );
  const send = useCallback((frame: ClientFrame) => client?.send(frame) ?? false, [client]);
  return { status, send };
}

/** Calls `handler` with every frame the server pushes; the latest handler, without resubscribing. */
export function useRealtimeFrames(handler: (frame: ServerFrame) => void): void {
  const client = useContext(RealtimeContext);
  const onFrame = useEffectEvent(handler);
  useEffect(() => client?.subscribe((frame) => onFrame(frame)), [client]);
}

/** Calls `handler` each time the socket opens again after a drop: time to fetch what was missed. */
export function useRealtimeReconnected(handler: () => void): void {
  const client = useContext(RealtimeContext);
  const onReconnected = useEffectEvent(handler);
  useEffect(() => client?.onReconnected(() => onReconnected()), [client]);
}
