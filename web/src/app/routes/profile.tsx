import { ProfileOverview } from '../../features/profile/components/profile-overview';
import { ProtectedRoute } from '../../lib/auth';

export function ProfileRoute() {
  return (
    <ProtectedRoute>
      <ProfileOverview />
    </ProtectedRoute>
  );
}
