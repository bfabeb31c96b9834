import { MatchesPage } from '../../features/matches/components/matches-page';
import { SafetyMenu } from '../../features/safety/components/deferred-safety-menu';
import { ProtectedRoute } from '../../lib/auth';

/** Each match's menu: the screen's own Unmatch, then Block and Report from the safety feature. */
export function MatchesRoute() {
  return (
    <ProtectedRoute title="Your Matches">
      <MatchesPage
        memberMenu={(member, onBlocked, items) => (
          <SafetyMenu member={member} onBlocked={onBlocked}>
            {items}
          </SafetyMenu>
        )}
      />
    </ProtectedRoute>
  );
}
