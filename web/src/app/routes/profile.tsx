import { ProfilePage } from '../../features/profile/components/profile-page';
import { ProtectedRoute } from '../../lib/auth';

export function ProfileRoute() {
  return (
    <ProtectedRoute title="Your Profile">
      <ProfilePage />
    </ProtectedRoute>
  );
}
