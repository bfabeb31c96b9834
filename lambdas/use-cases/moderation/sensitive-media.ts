import { getChatSettings } from '../../db/chat-settings';

/**
 * What a member who did not opt in receives instead of a borderline picture's URL (decision 0073): a
 * neutral, self-contained image (no request to the media CDN, nothing of the picture in it).
 */
export const SENSITIVE_PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 5"><rect width="4" height="5" fill="#9ca3af"/></svg>',
  );

/**
 * Whether the viewer chose to see sensitive pictures behind "Tap to view". Read only when there is
 * something to reveal (borderline pictures are few), so an ordinary page costs no read more.
 */
export async function revealsSensitive(viewerId: string, anyBlurred: boolean): Promise<boolean> {
  if (!anyBlurred) return false;
  return (await getChatSettings(viewerId)).showSensitive;
}

/** Any blurred picture among these records' photos or stories. */
export const anyBlurred = (items: ReadonlyArray<{ photos?: ReadonlyArray<{ blurred?: boolean }> } | undefined>) =>
  items.some((item) => (item?.photos ?? []).some((photo) => photo.blurred));
