import { DiscoverPage } from '../../features/discover/components/discover-page';
import { ProtectedRoute } from '../../lib/auth';
import { photoCardMenu } from './photo-card-menu';

/** The deck's card menu (Block, Report) comes from the safety feature; the route puts them together. */
export function DiscoverRoute() {
  return (
    <ProtectedRoute title="Discover">
      <DiscoverPage memberMenu={photoCardMenu} />
    </ProtectedRoute>
  );
}
