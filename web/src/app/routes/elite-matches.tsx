import { EliteMatchesPage } from '../../features/elite/components/elite-matches-page';
import { ProtectedRoute } from '../../lib/auth';

export function EliteMatchesRoute() {
  return (
    <ProtectedRoute title="Your Elite Matches">
      <EliteMatchesPage />
    </ProtectedRoute>
  );
}
