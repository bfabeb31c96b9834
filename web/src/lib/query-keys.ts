/**
 * Query keys of the lists that one member's action changes on several
 * screens: a block removes the person from the deck, the matches and Who
 * Liked You at once. Features own their fetchers; the keys live here so a
 * feature can invalidate another's list without importing it.
 */
export const memberListKeys = {
  candidates: ['discover', 'candidates'] as const,
  matches: ['matches'] as const,
  likesReceived: ['likes', 'received'] as const,
  /** Prefix of both preferences screens' queries (/filters and /advanced-filters share one record). */
  preferences: ['me', 'preferences'] as const,
  dashboard: ['me', 'dashboard'] as const,
};
