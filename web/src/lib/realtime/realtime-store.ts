/**
 * The tab's realtime connection, as a tiny store: the member runtime opens it
 * (RealtimeConnection) and screens read it through the hooks in
 * realtime-provider.tsx. Kept apart from them so the shell can show the
 * socket's state (`data-realtime`) without loading the socket's code.
 */
import { useSyncExternalStore } from 'react';
import type { RealtimeClient, RealtimeStatus } from './realtime-client';

let current: RealtimeClient | null = null;
const listeners = new Set<() => void>();

export function setRealtimeClient(client: RealtimeClient | null): void {
  current = client;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open connection, or null while nobody is signed in. */
export function useRealtimeClient(): RealtimeClient | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

const noStatus = () => () => undefined;

export function useRealtimeStatus(): RealtimeStatus {
  const client = useRealtimeClient();
  return useSyncExternalStore(
    client ? client.onStatus : noStatus,
    () => client?.status() ?? 'closed',
    () => 'closed' as const,
  );
}
