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
import { VerificationsPage } from '../../features/staff/components/verifications-page';
import { RequireRole, StaffHome, StaffLayout } from '../../features/staff/components/staff-layout';
import { ProtectedRoute } from '../../lib/auth';
import type { ComponentType } from 'react';
import type { StaffRole } from '#shared/staff/roles.ts';

export function StaffRoute() {
  return (
    <ProtectedRoute title="Staff console">
      <StaffLayout />
    </ProtectedRoute>
  );
}

export const StaffHomeRoute = StaffHome;

/** A staff screen for one side of the console: anyone without the role is told so. */
function forRole(role: StaffRole, Page: ComponentType) {
  return function StaffScreenRoute() {
    return (
      <RequireRole role={role}>
        <Page />
      </RequireRole>
    );
  };
}

export const StaffEliteQueueRoute = forRole('matchmaker', EliteQueuePage);
export const StaffEliteRequestRoute = forRole('matchmaker', StaffEliteRequestPage);
export const StaffReportsRoute = forRole('moderator', ReportsQueuePage);
export const StaffMemberRoute = forRole('moderator', MemberCasePage);
export const StaffAuditRoute = forRole('moderator', AuditLogPage);
export const StaffVerificationsRoute = forRole('moderator', VerificationsPage);
