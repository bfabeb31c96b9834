/** Small pieces every staff screen uses: a member's row, a status pill, a section card, an opened entry, and 'Load more'. */
import { clsx } from 'clsx';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MemberRow } from '#shared/schemas/staff.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { QueryView, type QueryState } from '#web/components/ui/query-view.tsx';
import { refusalMessage } from '#web/lib/refusal-message.ts';
import { NameAndAge } from '#web/components/ui/name-and-age.tsx';

export function MemberSummary({ member, children }: { member: MemberRow; children?: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar photo={member.photo} />
      <div className="min-w-0">
        <p className="truncate font-semibold text-gray-900">
          <NameAndAge
            name={member.fullName || 'Unnamed member'}
            age={member.age}
            ageClassName="font-normal text-gray-600"
          />
        </p>
        <p className="truncate text-sm text-gray-600">{member.location || 'No location'}</p>
        {children}
      </div>
    </div>
  );
}

const TONES = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  grey: 'bg-gray-100 text-gray-700 ring-gray-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  rose: 'bg-rose-50 text-rose-800 ring-rose-200',
} as const;

export function Pill({
  tone,
  children,
  className,
}: {
  tone: keyof typeof TONES;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

export function StaffSection({
  title,
  actions,
  children,
  className,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={clsx('p-5 sm:p-6', className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-gray-900">{title}</h2>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/**
 * One entry of a queue, opened: the way back to the queue, then the entry once it has loaded, or why it could not
 * (the server's refusal, e.g. a role the staff member lacks).
 */
export function StaffEntry<T>({
  back,
  backLabel,
  query,
  what,
  children,
}: {
  back: string;
  backLabel: string;
  query: QueryState<T> & { error: unknown };
  what: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <div className="space-y-6">
      <Link to={back} className="inline-flex items-center gap-1.5 text-sm font-semibold text-rose-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> {backLabel}
      </Link>
      <QueryView
        query={query}
        error={{ title: `This ${what} could not be loaded`, description: refusalMessage(query.error) }}
      >
        {children}
      </QueryView>
    </div>
  );
}

/** A list the server pages: its states (QueryView), then 'Load more' while there are further pages. */
export function PagedQuery<T>({
  pages,
  error,
  children,
}: {
  pages: QueryState<T> & Parameters<typeof LoadMore>[0]['pages'];
  error: { title: string; description?: string; className?: string };
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <QueryView query={pages} error={error}>
        {children}
      </QueryView>
      <LoadMore pages={pages} />
    </>
  );
}

export function LoadMore({
  pages,
}: {
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void pages.fetchNextPage()}
        loading={pages.isFetchingNextPage}
      >
        Load more
      </Button>
    </div>
  );
}

/** A queue's row: the whole row opens the entry; what it is on the left, its state on the right. */
export function QueueRow({
  to,
  testId,
  summary,
  children,
}: {
  to: string;
  testId: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="flex flex-col gap-2 rounded-2xl px-2 py-4 hover:bg-rose-50/60 focus-visible:outline-2 focus-visible:outline-rose-500 sm:flex-row sm:items-center sm:justify-between"
      data-testid={testId}
    >
      {summary}
      <div className="flex flex-wrap items-center gap-1.5 sm:justify-end">
        {children}
        <ChevronRight className="hidden size-5 text-gray-400 sm:block" aria-hidden />
      </div>
    </Link>
  );
}
