import { SubscriptionSuccessPage } from '../../features/subscription/components/subscription-success-page';
import { ProtectedRoute } from '../../lib/auth';

/** marketing spec "States and transitions": signed-out visitors are sent to /auth; the sync needs a member. */
export function SubscriptionSuccessRoute() {
  return (
    <ProtectedRoute title={false}>
      <SubscriptionSuccessPage />
    </ProtectedRoute>
  );
}
