import { AdvancedFiltersPage } from '../../features/advanced-filters/components/advanced-filters-page';
import { ProtectedRoute } from '../../lib/auth';

export function AdvancedFiltersRoute() {
  return (
    <ProtectedRoute title="Advanced Filters">
      <AdvancedFiltersPage />
    </ProtectedRoute>
  );
}
