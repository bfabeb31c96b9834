/**
 * The unread-notification count behind the top bar's badge. The spec shows a
 * hard-coded 3; we show the real number and hide the badge at 0. Chat will
 * call setUnreadCount when messages arrive; until then it stays 0.
 */
import { useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();

export function setUnreadCount(next: number): void {
  const value = Math.max(0, Math.floor(next));
  if (value === count) return;
  count = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnreadCount(): number {
  return useSyncExternalStore(subscribe, () => count, () => 0);
}
