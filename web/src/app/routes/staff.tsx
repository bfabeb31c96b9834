/**
 * The staff console's routes (decisions 0022 and 0023): one lazy chunk,
 * imported only by the router's /staff entries, so no member page ever loads
 * it.
 */
import { AuditLogPage } from '../../features/staff/components/audit-log-page';
import { EliteQueuePage } from '../../features/staff/components/elite-queue-page';
import { MemberCasePage } from '../../features/staff/components/member-case-page';
import { ReportsQueuePage } from '../../features/staff/components/reports-queue-page';
import { StaffEliteRequestPage } from '../../features/staff/components/staff-elite-request-page';
import { RequireRole, StaffHome, StaffLayout } from '../../features/staff/components/staff-layout';
import { ProtectedRoute } from '../../lib/auth';

export function StaffRoute() {
  return (
    <ProtectedRoute title="Staff console">
      <StaffLayout />
    </ProtectedRoute>
  );
}

export const StaffHomeRoute = StaffHome;

export function StaffEliteQueueRoute() {
  return (
    <RequireRole role="matchmaker">
      <EliteQueuePage />
    </RequireRole>
  );
}

export function StaffEliteRequestRoute() {
  return (
    <RequireRole role="matchmaker">
      <StaffEliteRequestPage />
    </RequireRole>
  );
}

export function StaffReportsRoute() {
  return (
    <RequireRole role="moderator">
      <ReportsQueuePage />
    </RequireRole>
  );
}

export function StaffMemberRoute() {
  return (
    <RequireRole role="moderator">
      <MemberCasePage />
    </RequireRole>
  );
}

export function StaffAuditRoute() {
  return (
    <RequireRole role="moderator">
      <AuditLogPage />
    </RequireRole>
  );
}
