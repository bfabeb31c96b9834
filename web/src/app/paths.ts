/**
 * Every in-app location, one place. The router registers only the built
 * screens (see router.tsx); links to screens still to come point here too and
 * fall to the 404 page until their route exists.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: { path: '/auth', getHref: () => '/auth' },
  profile: { path: '/profile', getHref: () => '/profile' },
  dashboard: { path: '/profile/dashboard', getHref: () => '/profile/dashboard' },
  discover: { path: '/discover', getHref: () => '/discover' },
  matches: { path: '/matches', getHref: () => '/matches' },
  messages: { path: '/messages', getHref: () => '/messages' },
  conversation: { path: '/messages/:matchId', getHref: (matchId: string) => `/messages/${encodeURIComponent(matchId)}` },
  whoLikedYou: { path: '/who-liked-you', getHref: () => '/who-liked-you' },
  filters: { path: '/filters', getHref: () => '/filters' },
  advancedFilters: { path: '/advanced-filters', getHref: () => '/advanced-filters' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  /** The pricing section of the home page: where the upgrade dialog sends members (core spec §2). */
  pricingSection: { path: '/', getHref: () => '/#pricing' },
  eliteMatch: { path: '/elite-match', getHref: () => '/elite-match' },
  terms: { path: '/terms', getHref: () => '/terms' },
  notFound: { path: '*', getHref: () => '/404' },
} as const;
