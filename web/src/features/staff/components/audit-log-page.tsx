/** The audit log (decision 0023): every staff action, who, what, when and why, newest first. Rows are never changed. */
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useAuditLog } from '../api/list-audit-log';
import { auditActionLabel, formatDateTime } from '../lib/labels';
import { PagedQuery, StaffSection } from './staff-ui';

export function AuditLogPage() {
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <StaffSection title="Audit log">
      <h1 className="sr-only">Audit log</h1>
      <PagedQuery pages={log} error={{ title: 'The audit log could not be loaded', className: 'mt-2' }}>
        {() =>
          entries.length === 0 ? (
            <p className="text-sm text-gray-600">No staff actions yet.</p>
          ) : (
            <ol className="divide-y divide-rose-100" aria-label="Staff actions, newest first" data-testid="audit-log">
              {entries.map((entry) => (
                <li key={entry.auditId} className="py-3 text-sm">
                  <p className="font-semibold text-gray-900">
                    {auditActionLabel(entry.action)}
                    {typeof entry.details.days === 'number' && ` (${entry.details.days} days)`}
                  </p>
                  <p className="text-gray-700">
                    {entry.actorName} · {formatDateTime(entry.at)} ·{' '}
                    <Link
                      to={paths.staffMember.getHref(entry.targetMemberId)}
                      className="font-medium text-rose-700 underline underline-offset-2"
                    >
                      the member&apos;s case
                    </Link>
                  </p>
                  <p className="mt-1 text-gray-800">{entry.reason}</p>
                </li>
              ))}
            </ol>
          )
        }
      </PagedQuery>
    </StaffSection>
  );
}
