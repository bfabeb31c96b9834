/**
 * The staff console's frame (decision 0023): a heading, one tab per
 * side the signed-in person's groups open (matchmaking, reports, audit log),
 * and the screen below. The groups come from /me, which reads the token's
 * `cognito:groups`; the server checks them again on every staff call, so this
 * only decides what is worth showing.
 */
import { clsx } from 'clsx';
import { BadgeCheck, ClipboardList, Crown, Flag, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { STAFF_ROLE_LABELS, type StaffRole } from '#shared/staff/roles.ts';
import { paths } from '#web/config/paths.ts';
import { Card } from '#web/components/ui/card.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { LoadErrorCard } from '#web/components/ui/status-cards.tsx';
import { useMe } from '#web/lib/me.ts';
import { IconTile } from '#web/components/ui/icon-tile.tsx';
import { useVerificationReviews } from '../api/list-verification-reviews';

type Tab = {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
  role: StaffRole;
  /** What waits there, shown beside the label (rendered only for those the tab is shown to). */
  Count?: ComponentType;
};

/** The verifications waiting for a moderator: the queue is one short list, so its length is the count. */
function VerificationsWaiting() {
  const reviews = useVerificationReviews();
  const waiting = reviews.data?.reviews.length ?? 0;
  if (waiting === 0) return null;
  return (
    <span
      className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900"
      data-testid="verifications-waiting"
    >
      {waiting}
      <span className="sr-only"> waiting</span>
    </span>
  );
}

const TABS: Tab[] = [
  {
    to: paths.staffElite.getHref(),
    label: 'Elite requests',
    description: 'Curate paid Elite Match requests, oldest first.',
    icon: Crown,
    role: 'matchmaker',
  },
  {
    to: paths.staffReports.getHref(),
    label: 'Reports',
    description: 'Work through open reports and act on members.',
    icon: Flag,
    role: 'moderator',
  },
  {
    to: paths.staffVerifications.getHref(),
    label: 'Verifications',
    description: 'Borderline, reused-face and age-hold verifications, with the evidence.',
    icon: BadgeCheck,
    role: 'moderator',
    Count: VerificationsWaiting,
  },
  {
    to: paths.staffAudit.getHref(),
    label: 'Audit log',
    description: 'Every staff action, newest first.',
    icon: ClipboardList,
    role: 'moderator',
  },
];

export function useStaffRoles(): {
  roles: readonly StaffRole[] | undefined;
  failed: boolean;
  retry: () => void;
  retrying: boolean;
} {
  const me = useMe();
  return {
    roles: me.data?.staffRoles,
    failed: me.isError && !me.data,
    retry: () => void me.refetch(),
    retrying: me.isFetching,
  };
}

export function StaffLayout() {
  const { roles, failed, retry, retrying } = useStaffRoles();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center gap-3">
        <IconTile icon={ShieldCheck} size={10} className="rounded-2xl bg-gray-900 text-white" />
        <div>
          <p className="text-xl font-extrabold tracking-tight text-gray-900">Staff console</p>
          {roles && roles.length > 0 && (
            <p className="text-sm text-gray-600">
              Signed in as {roles.map((role) => STAFF_ROLE_LABELS[role]).join(' and ')}
            </p>
          )}
        </div>
      </div>
      {failed ? (
        <LoadErrorCard title="Your account could not be loaded" onRetry={retry} retrying={retrying} />
      ) : !roles ? (
        <PageSpinner />
      ) : roles.length === 0 ? (
        <NotStaff />
      ) : (
        <>
          <nav aria-label="Staff console" className="mt-6 -mx-4 overflow-x-auto px-4">
            <ul className="flex gap-2">
              {TABS.filter((tab) => roles.includes(tab.role)).map((tab) => (
                <li key={tab.to}>
                  <NavLink
                    to={tab.to}
                    className={({ isActive }) =>
                      clsx(
                        'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ring-1 transition-colors ring-inset',
                        isActive
                          ? 'bg-gray-900 text-white ring-gray-900'
                          : 'bg-white text-gray-700 ring-gray-200 hover:bg-rose-50',
                      )
                    }
                  >
                    <tab.icon className="size-4" aria-hidden /> {tab.label}
                    {tab.Count && <tab.Count />}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6">
            <Outlet />
          </div>
        </>
      )}
    </div>
  );
}

function NotStaff() {
  return (
    <Card className="mt-8 p-8 text-center" role="alert">
      <h1 className="text-xl font-bold text-gray-900">This area is for Kindred staff</h1>
      <p className="mt-2 text-sm text-gray-600">Your account is not a matchmaker or a moderator.</p>
      <Link
        to={paths.home.getHref()}
        className="mt-4 inline-block font-semibold text-rose-700 underline underline-offset-2"
      >
        Back to Home
      </Link>
    </Card>
  );
}

/** A screen of one side: anyone without that role is told so (the server would refuse them anyway). */
export function RequireRole({ role, children }: { role: StaffRole; children: ReactNode }) {
  const { roles } = useStaffRoles();
  if (!roles?.includes(role)) {
    return (
      <Card className="p-8 text-center" role="alert">
        <h1 className="text-xl font-bold text-gray-900">{STAFF_ROLE_LABELS[role]}s only</h1>
        <p className="mt-2 text-sm text-gray-600">
          This part of the console needs the {STAFF_ROLE_LABELS[role].toLowerCase()} role.
        </p>
      </Card>
    );
  }
  return <>{children}</>;
}

/** /staff: where each side starts. */
export function StaffHome() {
  const { roles = [] } = useStaffRoles();
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <h1 className="sr-only">Staff console</h1>
      {TABS.filter((tab) => roles.includes(tab.role)).map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className="group rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500"
        >
          <Card className="flex h-full items-center gap-4 p-6 transition group-hover:shadow-2xl">
            <IconTile icon={tab.icon} size={12} className="rounded-2xl bg-rose-100 text-rose-700" />
            <span>
              <span className="block text-lg font-bold text-gray-900">{tab.label}</span>
              <span className="block text-sm text-gray-600">{tab.description}</span>
            </span>
          </Card>
        </Link>
      ))}
    </div>
  );
}
