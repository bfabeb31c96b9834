import { WhoLikedYouPage } from '../../features/who-liked-you/components/who-liked-you-page';
import { ProtectedRoute } from '../../lib/auth';
import { photoCardMenu } from './photo-card-menu';

export function WhoLikedYouRoute() {
  return (
    <ProtectedRoute title="Who Liked You">
      <WhoLikedYouPage memberMenu={photoCardMenu} />
    </ProtectedRoute>
  );
}
