import { InsightsPage } from '../../features/insights/components/insights-page';
import { ProtectedRoute } from '../../lib/auth';

export function InsightsRoute() {
  return (
    <ProtectedRoute title="Profile insights">
      <InsightsPage />
    </ProtectedRoute>
  );
}
