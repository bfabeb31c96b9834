import {
  RouterProvider,
  createBrowserRouter,
  type DOMRouterOpts,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import { AppLayout, type RouteHandle } from '../components/layout/app-layout';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { RouteError } from './routes/route-error';

/** The public pages end with the site footer (marketing spec "Screens and routes"); the layout reads this. */
const WITH_SITE_FOOTER: RouteHandle = { siteFooter: true };
/** The deck says itself when its first card's photo is on screen (lib/first-content.ts). */
const FIRST_CONTENT_FROM_PAGE: RouteHandle = { firstContentFromPage: true };
/**
 * '/': the member's home says itself when its stories strip is on screen (decision 0060); the visitor's
 * landing, once rendered (landing.tsx).
 */
const HOME: RouteHandle = { ...WITH_SITE_FOOTER, ...FIRST_CONTENT_FROM_PAGE };

/**
 * Only built screens are registered; every other path in `paths` falls to the
 * 404 route until its feature arrives. Pages load lazily, so the first load
 * carries the shell only. The same routes render the public pages to HTML at
 * build time (entry-prerender.tsx), and the browser then hydrates them (main.tsx).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: paths.home.path,
            handle: HOME,
            lazy: async () => ({ Component: (await import('./routes/landing')).LandingRoute }),
          },
          {
            path: paths.auth.path,
            lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }),
          },
          {
            path: paths.profile.path,
            handle: FIRST_CONTENT_FROM_PAGE,
            lazy: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }),
          },
          {
            path: paths.dashboard.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
          },
          {
            path: paths.insights.path,
            lazy: async () => ({ Component: (await import('./routes/insights')).InsightsRoute }),
          },
          {
            path: paths.filters.path,
            lazy: async () => ({ Component: (await import('./routes/filters')).FiltersRoute }),
          },
          {
            // The camera check (issue 27): its own chunk, loaded only when a member opens it.
            path: paths.verify.path,
            lazy: async () => ({ Component: (await import('./routes/verify')).VerifyRoute }),
          },
          {
            path: paths.discover.path,
            handle: FIRST_CONTENT_FROM_PAGE,
            lazy: async () => ({ Component: (await import('./routes/discover')).DiscoverRoute }),
          },
          {
            path: paths.matches.path,
            lazy: async () => ({ Component: (await import('./routes/matches')).MatchesRoute }),
          },
          {
            path: paths.messages.path,
            lazy: async () => ({ Component: (await import('./routes/messages')).MessagesRoute }),
          },
          {
            path: paths.conversation.path,
            handle: FIRST_CONTENT_FROM_PAGE,
            lazy: async () => ({ Component: (await import('./routes/conversation')).ConversationRoute }),
          },
          {
            path: paths.whoLikedYou.path,
            lazy: async () => ({ Component: (await import('./routes/who-liked-you')).WhoLikedYouRoute }),
          },
          {
            path: paths.advancedFilters.path,
            lazy: async () => ({ Component: (await import('./routes/advanced-filters')).AdvancedFiltersRoute }),
          },
          {
            path: paths.eliteMatch.path,
            lazy: async () => ({ Component: (await import('./routes/elite-match')).EliteMatchRoute }),
          },
          {
            path: paths.eliteMatches.path,
            lazy: async () => ({ Component: (await import('./routes/elite-matches')).EliteMatchesRoute }),
          },
          {
            path: paths.introductions.path,
            lazy: async () => ({ Component: (await import('./routes/introductions')).IntroductionsRoute }),
          },
          {
            // The staff console (decisions 0022 and 0023): its own chunk, which no member page imports; the server
            // checks the group on every call.
            path: paths.staff.path,
            lazy: async () => ({ Component: (await import('./routes/staff')).StaffRoute }),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./routes/staff')).StaffHomeRoute }) },
              {
                path: paths.staffElite.path,
                lazy: async () => ({ Component: (await import('./routes/staff')).StaffEliteQueueRoute }),
              },
              {
                path: paths.staffEliteRequest.path,
                lazy: async () => ({ Component: (await import('./routes/staff')).StaffEliteRequestRoute }),
              },
              {
                path: paths.staffReports.path,
                lazy: async () => ({ Component: (await import('./routes/staff')).StaffReportsRoute }),
              },
              {
                path: paths.staffMember.path,
                lazy: async () => ({ Component: (await import('./routes/staff')).StaffMemberRoute }),
              },
              {
                path: paths.staffAudit.path,
                lazy: async () => ({ Component: (await import('./routes/staff')).StaffAuditRoute }),
              },
              {
                path: paths.staffVerifications.path,
                lazy: async () => ({ Component: (await import('./routes/staff')).StaffVerificationsRoute }),
              },
            ],
          },
          {
            path: paths.pricing.path,
            handle: WITH_SITE_FOOTER,
            lazy: async () => ({ Component: (await import('./routes/pricing')).PricingRoute }),
          },
          {
            path: paths.subscriptionSuccess.path,
            lazy: async () => ({ Component: (await import('./routes/subscription-success')).SubscriptionSuccessRoute }),
          },
          {
            path: paths.subscriptionCanceled.path,
            lazy: async () => ({
              Component: (await import('./routes/subscription-canceled')).SubscriptionCanceledRoute,
            }),
          },
          {
            path: paths.unsubscribe.path,
            lazy: async () => ({ Component: (await import('./routes/unsubscribe')).UnsubscribeRoute }),
          },
          {
            path: paths.terms.path,
            handle: WITH_SITE_FOOTER,
            lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute }),
          },
          {
            path: paths.contact.path,
            handle: WITH_SITE_FOOTER,
            lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }),
          },
          {
            path: paths.safety.path,
            handle: WITH_SITE_FOOTER,
            lazy: async () => ({ Component: (await import('./routes/safety')).SafetyRoute }),
          },
          {
            path: paths.disclaimer.path,
            handle: WITH_SITE_FOOTER,
            lazy: async () => ({ Component: (await import('./routes/disclaimer')).DisclaimerRoute }),
          },
          {
            path: paths.notFound.path,
            handle: WITH_SITE_FOOTER,
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = (options?: DOMRouterOpts) => createBrowserRouter(appRoutes, options);

export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
