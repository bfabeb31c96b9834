import { EliteRequestPage } from '../../features/elite/components/elite-request-page';
import { ProtectedRoute } from '../../lib/auth';

export function EliteMatchRoute() {
  return (
    <ProtectedRoute title="Elite Match Request Form">
      <EliteRequestPage />
    </ProtectedRoute>
  );
}
