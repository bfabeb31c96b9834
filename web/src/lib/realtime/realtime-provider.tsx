/**
 * The tab's realtime connection: opened when a member signs in (a new one for
 * a different member), closed when they sign out. The member runtime renders
 * RealtimeConnection once; screens use the hooks below and never touch the
 * socket.
 */
import { useCallback, useEffect, useEffectEvent } from 'react';
import type { ClientFrame } from '../../../../shared/schemas/chat';
import type { ServerFrame } from '../../../../shared/schemas/realtime';
import { getRuntimeConfig } from '../../config/runtime-config';
import { useAuth } from '../auth';
import { currentAccessToken } from '../session';
import { createRealtimeClient, type RealtimeStatus } from './realtime-client';
import { setRealtimeClient, useRealtimeClient, useRealtimeStatus } from './realtime-store';
import { socketUrl } from './socket-url';

/** Asked before every attempt; Amplify refreshes the access token first when it is near expiry. */
async function memberSocketUrl(): Promise<string> {
  const token = await currentAccessToken();
  // partysocket treats the rejection as a failed attempt and backs off.
  if (!token) throw new Error('Not signed in');
  return socketUrl(getRuntimeConfig().webSocketUrl, token);
}

/** Holds the member's connection open while it is rendered (once, by the member runtime). */
export function RealtimeConnection() {
  const { status, user } = useAuth();
  const memberId = status === 'signedIn' ? user?.userId : undefined;

  useEffect(() => {
    if (!memberId) return;
    const created = createRealtimeClient({ url: memberSocketUrl });
    setRealtimeClient(created);
    // Back online: try now rather than at the end of a long backoff.
    const online = () => created.reconnectIfDown();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      created.close();
      setRealtimeClient(null);
    };
  }, [memberId]);

  return null;
}

/** `send` answers false when the socket is not open (or nobody is signed in): nothing was sent. */
export function useRealtime(): { status: RealtimeStatus; send: (frame: ClientFrame) => boolean } {
  const client = useRealtimeClient();
  const status = useRealtimeStatus();
  const send = useCallback((frame: ClientFrame) => client?.send(frame) ?? false, [client]);
  return { status, send };
}

/** Calls `handler` with every frame the server pushes; the latest handler, without resubscribing. */
export function useRealtimeFrames(handler: (frame: ServerFrame) => void): void {
  const client = useRealtimeClient();
  const onFrame = useEffectEvent(handler);
  useEffect(() => client?.subscribe((frame) => onFrame(frame)), [client]);
}

/** Calls `handler` each time the socket opens again after a drop: time to fetch what was missed. */
export function useRealtimeReconnected(handler: () => void): void {
  const client = useRealtimeClient();
  const onReconnected = useEffectEvent(handler);
  useEffect(() => client?.onReconnected(() => onReconnected()), [client]);
}
