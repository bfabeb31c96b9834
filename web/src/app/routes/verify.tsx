import { VerifyPage } from '../../features/verification/components/verify-page';
import { ProtectedRoute } from '../../lib/auth';

export function VerifyRoute() {
  return (
    <ProtectedRoute title="Get verified">
      <VerifyPage />
    </ProtectedRoute>
  );
}
