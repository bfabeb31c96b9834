import { SafetyMenu } from '../../features/safety/components/deferred-safety-menu';
import { WhoLikedYouPage } from '../../features/who-liked-you/components/who-liked-you-page';
import { ProtectedRoute } from '../../lib/auth';

export function WhoLikedYouRoute() {
  return (
    <ProtectedRoute title="Who Liked You">
      <WhoLikedYouPage
        memberMenu={(member, onBlocked) => (
          <SafetyMenu
            member={member}
            onBlocked={onBlocked}
            triggerClassName="bg-black/30 text-white backdrop-blur hover:bg-black/50"
          />
        )}
      />
    </ProtectedRoute>
  );
}
