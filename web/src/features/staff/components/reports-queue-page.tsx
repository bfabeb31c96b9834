/**
 * The moderator's reports queue (decision 0023): open reports, the
 * newest first, or reported members with the most open reports first. Each
 * row says what was reported; never who reported it.
 */
import { clsx } from 'clsx';
import { useState } from 'react';
import { relativeTime } from '#shared/relative-time.ts';
import { REPORT_CATEGORY_LABELS } from '#shared/schemas/safety.ts';
import type { ReportOrder } from '#shared/schemas/staff.ts';
import { paths } from '#web/config/paths.ts';
import { useReportsQueue } from '../api/list-reports-queue';
import { MemberSummary, PagedQuery, Pill, QueueRow, StaffSection } from './staff-ui';

const ORDERS: { value: ReportOrder; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'most', label: 'Most reported' },
];

export const SUBJECT_LABELS = { profile: 'Profile', story: 'Story', messages: 'Messages', photo: 'Photo' } as const;

export function ReportsQueuePage() {
  const [order, setOrder] = useState<ReportOrder>('newest');
  const queue = useReportsQueue(order);
  const entries = queue.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <StaffSection
      title="Reports"
      actions={
        <div role="radiogroup" aria-label="Order" className="inline-flex rounded-full bg-gray-100 p-1">
          {ORDERS.map((option) => (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={order === option.value}
              onClick={() => setOrder(option.value)}
              className={clsx(
                'rounded-full px-3.5 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-rose-500',
                order === option.value ? 'bg-white text-gray-900 shadow' : 'text-gray-700 hover:text-gray-900',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
      }
    >
      <h1 className="sr-only">Reports queue</h1>
      <PagedQuery pages={queue} error={{ title: 'The reports could not be loaded', className: 'mt-2' }}>
        {() =>
          entries.length === 0 ? (
            <p className="mt-4 text-center text-sm text-gray-600">No open reports.</p>
          ) : (
            <ol
              className="divide-y divide-rose-100"
              aria-label={order === 'newest' ? 'Open reports, newest first' : 'Reported members, most reported first'}
              data-testid="reports-queue"
            >
              {entries.map((entry) => (
                <li key={entry.report?.reportId ?? entry.member.id}>
                  <QueueRow
                    to={paths.staffMember.getHref(entry.member.id)}
                    testId="report-entry"
                    summary={
                      <MemberSummary member={entry.member}>
                        {entry.report && (
                          <p className="mt-1 text-sm text-gray-800">
                            <span className="font-semibold">{REPORT_CATEGORY_LABELS[entry.report.category]}</span>
                            {entry.report.note && <span className="text-gray-700"> · “{entry.report.note}”</span>}
                          </p>
                        )}
                      </MemberSummary>
                    }
                  >
                    {entry.report && <Pill tone="grey">{SUBJECT_LABELS[entry.report.subject]}</Pill>}
                    <Pill tone={entry.openReports > 1 ? 'red' : 'amber'}>
                      {entry.openReports} open {entry.openReports === 1 ? 'report' : 'reports'}
                    </Pill>
                    <span className="text-xs text-gray-600">{relativeTime(entry.lastReportedAt)}</span>
                  </QueueRow>
                </li>
              ))}
            </ol>
          )
        }
      </PagedQuery>
    </StaffSection>
  );
}
