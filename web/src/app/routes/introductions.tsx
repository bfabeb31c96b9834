import { IntroductionsPage } from '../../features/elite/components/introductions-page';
import { ProtectedRoute } from '../../lib/auth';

export function IntroductionsRoute() {
  return (
    <ProtectedRoute title="Introductions">
      <IntroductionsPage />
    </ProtectedRoute>
  );
}
