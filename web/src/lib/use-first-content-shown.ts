import { useSyncExternalStore } from 'react';
import { isFirstContentShown, onFirstContentShown } from './first-content';

/** Whether the page's first content is shown (lib/first-content.ts); the component renders again when it is. */
export function useFirstContentShown(): boolean {
  return useSyncExternalStore(onFirstContentShown, isFirstContentShown, () => false);
}
