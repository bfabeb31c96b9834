/**
 * The tab's realtime connection: opened once a member is signed in and the
 * page's first content is shown (a new one for a different member), closed
 * when they sign out. The member runtime renders
 * RealtimeConnection once; screens use the hooks below and never touch the
 * socket.
 */
import { useCallback, useEffect, useEffectEvent } from 'react';
import type { ClientFrame } from '#shared/schemas/chat.ts';
import type { ServerFrame } from '#shared/schemas/realtime.ts';
import { getRuntimeConfig } from '../../config/runtime-config';
import { useAuth } from '../auth';
import { currentAccessToken } from '../session';
import { onFirstContentShown } from '../first-content';
import { loadOnce } from '../load-once';
import type { RealtimeClient, RealtimeStatus } from './realtime-client';
import { setRealtimeClient, useRealtimeClient, useRealtimeStatus } from './realtime-store';
import { socketUrl } from './socket-url';

/** Asked before every attempt; Amplify refreshes the access token first when it is near expiry. */
async function memberSocketUrl(): Promise<string> {
  const token = await currentAccessToken();
  // partysocket treats the rejection as a failed attempt and backs off.
  if (!token) throw new Error('Not signed in');
  return socketUrl(getRuntimeConfig().webSocketUrl, token);
}

const CODE_RETRY_MS = 5_000;

/** The socket's code (partysocket): loaded when the connection opens, not with the page. */
const loadRealtimeClient = loadOnce(() => import('./realtime-client').then((module) => module.createRealtimeClient));

/**
 * Holds the member's connection open while it is rendered (once, by the member runtime). It opens once
 * the page's first content is shown (lib/first-content.ts): until then the page's code, data and photo
 * have the network, and the socket's handshake (and the server's work for it) comes after them.
 */
export function RealtimeConnection() {
  const { status, user } = useAuth();
  const memberId = status === 'signedIn' ? user?.userId : undefined;

  useEffect(() => {
    if (!memberId) return;
    let closed = false;
    let created: RealtimeClient | undefined;
    // Back online: try now rather than at the end of a long backoff.
    const online = () => created?.reconnectIfDown();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () =>
      void loadRealtimeClient().then(
        (createRealtimeClient) => {
          if (closed) return;
          created = createRealtimeClient({ url: memberSocketUrl });
          setRealtimeClient(created);
          window.addEventListener('online', online);
        },
        // The code did not arrive (a network blip): try again, as the socket itself would.
        () => {
          if (!closed) retry = setTimeout(open, CODE_RETRY_MS);
        },
      );
    const stopWaiting = onFirstContentShown(open);
    return () => {
      closed = true;
      stopWaiting();
      clearTimeout(retry);
      window.removeEventListener('online', online);
      if (created) {
        created.close();
        setRealtimeClient(null);
      }
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

/** Calls `handler` each time the socket opens, the first time too: time to fetch what no socket received. */
export function useRealtimeOpened(handler: () => void): void {
  const client = useRealtimeClient();
  const onOpened = useEffectEvent(handler);
  useEffect(() => client?.onOpened(() => onOpened()), [client]);
}
