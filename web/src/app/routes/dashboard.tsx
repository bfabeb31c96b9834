import { lazy, Suspense } from 'react';
import { SectionPlaceholder } from '../../components/below-fold';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { SubscriptionCard } from '../../features/subscription/components/subscription-card';
import { ProtectedRoute } from '../../lib/auth';

/**
 * The cards at the dashboard's foot are one chunk of their own, asked for when the page reveals them below
 * its statistics (dashboard-page.tsx, decision 0060), not with the page's first render.
 */
const DashboardFoot = lazy(() => import('./dashboard-foot'));

/** The route composes six features: the dashboard with the subscription card in it, then the way to profile insights, chat privacy, Incognito and the member's data controls at its foot. */
export function DashboardRoute() {
  return (
    <ProtectedRoute title="Profile Dashboard">
      <DashboardPage
        subscriptionCard={<SubscriptionCard />}
        extra={
          <Suspense fallback={<SectionPlaceholder />}>
            <DashboardFoot />
          </Suspense>
        }
      />
    </ProtectedRoute>
  );
}
