import { MyDataCard } from '../../features/account/components/my-data-card';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { ProtectedRoute } from '../../lib/auth';

/** The route composes two features: the dashboard, and the member's data controls at its foot. */
export function DashboardRoute() {
  return (
    <ProtectedRoute>
      <DashboardPage extra={<MyDataCard />} />
    </ProtectedRoute>
  );
}
