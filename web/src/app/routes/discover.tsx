import { DiscoverPage } from '../../features/discover/components/discover-page';
import { SafetyMenu } from '../../features/safety/components/deferred-safety-menu';
import { ProtectedRoute } from '../../lib/auth';

/** The deck's card menu (Block, Report) comes from the safety feature; the route puts them together. */
export function DiscoverRoute() {
  return (
    <ProtectedRoute title="Discover">
      <DiscoverPage
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
