/**
 * The matchmaker's queue (decision 0022): paid Elite Match requests still open,
 * the oldest payment first, each with how its candidates stand and whether
 * it needs someone proposed.
 */
import { relativeTime } from '#shared/relative-time.ts';
import { paths } from '#web/config/paths.ts';
import { useEliteQueue } from '../api/list-elite-queue';
import { MemberSummary, PagedQuery, Pill, QueueRow, StaffSection } from './staff-ui';

export function EliteQueuePage() {
  const queue = useEliteQueue();
  const requests = queue.data?.pages.flatMap((page) => page.requests) ?? [];
  return (
    <StaffSection title="Elite Match requests">
      <h1 className="sr-only">Elite Match requests</h1>
      <p className="text-sm text-gray-600">Paid requests waiting for curation, oldest payment first.</p>
      <PagedQuery pages={queue} error={{ title: 'The queue could not be loaded', className: 'mt-4' }}>
        {() =>
          requests.length === 0 ? (
            <p className="mt-6 text-center text-sm text-gray-600">No paid requests are waiting. Well done.</p>
          ) : (
            <ol
              className="mt-4 divide-y divide-rose-100"
              aria-label="Elite Match requests, oldest first"
              data-testid="elite-queue"
            >
              {requests.map((request) => (
                <li key={request.requestId}>
                  <QueueRow
                    to={paths.staffEliteRequest.getHref(request.member.id, request.requestId)}
                    testId="elite-queue-entry"
                    summary={
                      <MemberSummary member={request.member}>
                        <p className="text-xs text-gray-600">Paid {relativeTime(request.paidAt)}</p>
                      </MemberSummary>
                    }
                  >
                    {request.needsCandidates && <Pill tone="rose">Needs candidates</Pill>}
                    <Pill tone="amber">{request.counts.pending} waiting</Pill>
                    <Pill tone="green">{request.counts.accepted} accepted</Pill>
                    <Pill tone="red">{request.counts.declined} declined</Pill>
                    <Pill tone="grey">{request.counts.expired} expired</Pill>
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
