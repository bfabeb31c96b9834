/**
 * The photo grid's arithmetic, apart from the upload checks (photo-checks.ts, which carry the ticket's schema
 * and so zod): the editor's first render needs only this (decision 0060).
 */
import { MAX_PHOTOS } from '#shared/profile-limits.ts';

/** How many more photos fit, counting the ones still uploading. */
export function freePhotoSlots(photoCount: number, uploadingCount: number): number {
  return Math.max(0, MAX_PHOTOS - photoCount - uploadingCount);
}

/** Moves the item at `from` to `to`, returning a new list. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
