import { lazy, Suspense } from 'react';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { ProtectedRoute } from '../../lib/auth';

/** Photo verification's card is a chunk of its own: the profile's photos do not wait for its code. */
const VerificationCard = lazy(async () => ({
  default: (await import('../../features/verification/components/verification-card')).VerificationCard,
}));

export function ProfileRoute() {
  return (
    <ProtectedRoute title="Your Profile">
      <ProfilePage
        verification={
          <Suspense fallback={null}>
            <VerificationCard />
          </Suspense>
        }
      />
    </ProtectedRoute>
  );
}
