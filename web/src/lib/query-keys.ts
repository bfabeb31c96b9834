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
  /** Under the preferences prefix: saving either screen marks the other stale. */
  advancedFilters: ['me', 'preferences', 'advanced'] as const,
  dashboard: ['me', 'dashboard'] as const,
  /** /insights: Premium and Elite only, so a tier change opens or closes it. */
  insights: ['me', 'insights'] as const,
  /** The boost panel: what the plan includes depends on the tier. */
  boosts: ['boosts'] as const,
  /** /elite-matches (Elite only: a tier change opens or closes it) and my latest request. */
  eliteMatches: ['elite', 'matches'] as const,
  eliteRequest: ['elite', 'request'] as const,
  /** The introductions a matchmaker asked me to accept. */
  introductions: ['elite', 'introductions'] as const,
  /** The bell: a like's sender shows only with Who Liked You, so it follows the tier too. */
  notifications: ['notifications'] as const,
  /** What a moderator's action can change of my own content (a photo or story published or removed, my voice removed). */
  myProfile: ['me', 'profile'] as const,
  stories: ['stories'] as const,
  myVoice: ['voice', 'me'] as const,
};

/**
 * Queries whose answer depends on the member's tier (decision 0017): the
 * dashboard's subscription and limits, the deck's likes left, the two
 * Gold screens, which answer 403 feature_locked below Gold, and the boosts a
 * plan includes. GET /me (['me'])
 * is the tier itself; it is a prefix of some of these, so callers match it
 * exactly rather than invalidate every ['me', …] query.
 */
export const tierDependentKeys = [
  memberListKeys.dashboard,
  memberListKeys.insights,
  memberListKeys.candidates,
  memberListKeys.likesReceived,
  memberListKeys.advancedFilters,
  memberListKeys.boosts,
  memberListKeys.eliteMatches,
  memberListKeys.notifications,
] as const;
