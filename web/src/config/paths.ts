/**
 * Every in-app location, one place. The router registers only the built
 * screens (app/router.tsx); links to screens still to come point here too and
 * fall to the 404 page until their route exists. It lives in config/, the
 * lowest layer of the web app, because every layer links somewhere: lib/,
 * components/ and features/ import it, and none of them may import app/
 * (docs/architecture.md).
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  /** `'sign-up'` opens the Sign Up tab (a visitor choosing a plan has no account yet). */
  auth: { path: '/auth', getHref: (tab?: 'sign-up') => (tab ? `/auth?tab=${tab}` : '/auth') },
  profile: { path: '/profile', getHref: () => '/profile' },
  dashboard: { path: '/profile/dashboard', getHref: () => '/profile/dashboard' },
  /** Profile insights (Premium, Elite; decision 0026). */
  insights: { path: '/insights', getHref: () => '/insights' },
  discover: { path: '/discover', getHref: () => '/discover' },
  matches: { path: '/matches', getHref: () => '/matches' },
  messages: { path: '/messages', getHref: () => '/messages' },
  conversation: {
    path: '/messages/:matchId',
    getHref: (matchId: string) => `/messages/${encodeURIComponent(matchId)}`,
  },
  whoLikedYou: { path: '/who-liked-you', getHref: () => '/who-liked-you' },
  filters: { path: '/filters', getHref: () => '/filters' },
  /** Photo verification's camera check (issue 27): free on every plan, its own lazy chunk. */
  verify: { path: '/verify', getHref: () => '/verify' },
  advancedFilters: { path: '/advanced-filters', getHref: () => '/advanced-filters' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  /**
   * The pricing section of the home page, for members and visitors alike: where the upgrade dialog sends members (core
   * spec "Screens and routes").
   */
  pricingSection: { path: '/', getHref: () => '/#pricing' },
  eliteMatch: { path: '/elite-match', getHref: () => '/elite-match' },
  eliteMatches: { path: '/elite-matches', getHref: () => '/elite-matches' },
  /** The introductions a matchmaker asks me to accept (decision 0022). */
  introductions: { path: '/introductions', getHref: () => '/introductions' },
  /** The staff console (decisions 0022 and 0023): a lazy chunk member pages never load. */
  staff: { path: '/staff', getHref: () => '/staff' },
  staffElite: { path: '/staff/elite', getHref: () => '/staff/elite' },
  staffEliteRequest: {
    path: '/staff/elite/:memberId/:requestId',
    getHref: (memberId: string, requestId: string) =>
      `/staff/elite/${encodeURIComponent(memberId)}/${encodeURIComponent(requestId)}`,
  },
  staffReports: { path: '/staff/reports', getHref: () => '/staff/reports' },
  staffMember: {
    path: '/staff/reports/:memberId',
    getHref: (memberId: string) => `/staff/reports/${encodeURIComponent(memberId)}`,
  },
  staffAudit: { path: '/staff/audit', getHref: () => '/staff/audit' },
  staffVerifications: { path: '/staff/verifications', getHref: () => '/staff/verifications' },
  /** Stripe Checkout's return addresses (lambdas/use-cases/billing/checkout-urls.ts). */
  subscriptionSuccess: { path: '/subscription-success', getHref: () => '/subscription-success' },
  subscriptionCanceled: { path: '/subscription-canceled', getHref: () => '/subscription-canceled' },
  /**
   * An away email's unsubscribe link (decision 0024); the server builds it
   * (lambdas/use-cases/notifications/away-email.ts).
   */
  unsubscribe: { path: '/unsubscribe', getHref: (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}` },
  terms: { path: '/terms', getHref: () => '/terms' },
  contact: { path: '/contact', getHref: () => '/contact' },
  safety: { path: '/safety', getHref: () => '/safety' },
  disclaimer: { path: '/disclaimer', getHref: () => '/disclaimer' },
  notFound: { path: '*', getHref: () => '/404' },
} as const;
