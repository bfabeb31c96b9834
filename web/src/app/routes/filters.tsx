import { PreferencesPage } from '../../features/preferences/components/preferences-page';
import { ProtectedRoute } from '../../lib/auth';

export function FiltersRoute() {
  return (
    <ProtectedRoute title="Dating Preferences">
      <PreferencesPage />
    </ProtectedRoute>
  );
}
