import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a page is rendered at build time and while the browser hydrates
 * it, true from then on (and at once on a page rendered in the browser).
 * Prerendered HTML is visible and can be typed into before React has attached
 * a single handler: what it renders there must not take input it would lose.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
