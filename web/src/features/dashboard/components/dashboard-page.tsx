import { clsx } from 'clsx';
import {
  Camera,
  Compass,
  Eye,
  Heart,
  HeartHandshake,
  Lightbulb,
  MapPin,
  MapPinOff,
  MessageCircle,
  PenLine,
  SlidersHorizontal,
  Sparkles,
  TrendingUp,
  UserPen,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { relativeTime } from '#shared/relative-time.ts';
import { paths } from '#web/config/paths.ts';
import { BelowFold } from '#web/components/below-fold.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useDashboard, type Dashboard } from '../api/get-dashboard';
import { completionChips, weeklyViewsPercent } from '../lib/dashboard-format';
import { LoadErrorCard } from '#web/components/ui/status-cards.tsx';
import { TitleWithLink } from '#web/components/ui/title-with-link.tsx';

/**
 * /profile/dashboard: 'Profile Dashboard' (core spec "Screens and routes"). The
 * route passes in what other features build, so this feature does not import
 * another: the subscription card (beside profile completion) and `extra` (at
 * the end: the member's chat privacy and data controls).
 */
export function DashboardPage({ subscriptionCard, extra }: { subscriptionCard?: ReactNode; extra?: ReactNode }) {
  const dashboard = useDashboard();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <TitleWithLink
        title="Profile Dashboard"
        link={{ to: paths.profile.getHref(), icon: UserPen, label: 'Edit Profile' }}
      >
        {dashboard.data?.fullName ? `Welcome back, ${dashboard.data.fullName}.` : 'Welcome back.'} Here is how your
        profile is doing.
      </TitleWithLink>

      {dashboard.isPending && <PageSpinner />}
      {dashboard.isError && (
        // core spec "Error catalogue": statistic failures are only logged in the spec; we still say so and offer a
        // retry.
        <LoadErrorCard
          title={MESSAGES.generic.error.title}
          description={MESSAGES.generic.error.description}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      )}
      {dashboard.data && <DashboardContent data={dashboard.data} subscriptionCard={subscriptionCard} />}
      {/* Below the statistics, once they are in: shown earlier, the cards would be pushed down the screen
          as the statistics arrive above them (decision 0060). */}
      {extra && !dashboard.isPending && (
        <div className="mt-6">
          <BelowFold>{extra}</BelowFold>
        </div>
      )}
    </div>
  );
}

function DashboardContent({ data, subscriptionCard }: { data: Dashboard; subscriptionCard?: ReactNode }) {
  const { stats } = data;
  return (
    <div className="mt-8 space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <CompletionCard completion={data.completion} />
        {subscriptionCard}
      </div>

      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          Statistics
        </h2>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <StatCard icon={HeartHandshake} label="Matches" value={stats.totalMatches} tone="rose" />
          <StatCard icon={Heart} label="Likes sent" value={stats.totalLikes} tone="pink" />
          <StatCard icon={Users} label="Mutual likes" value={stats.mutualLikes} tone="violet" />
          <StatCard icon={MessageCircle} label="Messages" value={stats.totalMessages} tone="sky" />
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-6 lg:col-span-2">
          <CardTitle icon={TrendingUp}>Performance insights</CardTitle>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <Metric label="Profile views" value={String(stats.profileViews)} testId="stat-profile-views" />
            <Metric
              label="Views this week"
              value={String(stats.weeklyViews)}
              percent={weeklyViewsPercent(stats.weeklyViews)}
              testId="stat-weekly-views"
            />
            <Metric
              label="Match rate"
              value={`${stats.matchRate}%`}
              percent={stats.matchRate}
              testId="stat-match-rate"
            />
            <Metric
              label="Response rate"
              value={`${stats.responseRate}%`}
              percent={stats.responseRate}
              testId="stat-response-rate"
            />
          </div>
        </Card>
        <LocationCard location={data.location} />
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <RecentActivity activity={data.recentActivity} />
        <QuickActions />
      </div>

      <ProfileTips />
    </div>
  );
}

function CardTitle({ icon: Icon, children, action }: { icon: LucideIcon; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h2 className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <Icon className="size-5 text-rose-500" aria-hidden />
        {children}
      </h2>
      {action}
    </div>
  );
}

function CompletionCard({ completion }: { completion: Dashboard['completion'] }) {
  const { labels, more } = completionChips(completion.missing);
  const complete = completion.percent >= 100;
  return (
    <Card className="flex flex-col p-6 lg:col-span-2" data-testid="completion-card">
      <CardTitle icon={Sparkles}>Profile completion</CardTitle>
      <div className="mt-4 flex items-end justify-between gap-4">
        <p className="text-4xl font-extrabold text-gray-900 tabular-nums" data-testid="completion-percent">
          {completion.percent}%
        </p>
        <p className="pb-1 text-sm text-gray-600">
          {complete ? 'Your profile is complete. Nice work!' : 'Complete your profile to get more matches.'}
        </p>
      </div>
      <ProgressBar percent={completion.percent} label="Profile completion" className="mt-3 h-3" />
      {!complete && (
        <div className="mt-4">
          <p className="text-sm font-medium text-gray-700">Missing:</p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Missing fields">
            {labels.map((label) => (
              <li
                key={label}
                className="rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200"
              >
                {label}
              </li>
            ))}
            {more && <li className="rounded-full bg-gray-100 px-3 py-1 text-xs font-semibold text-gray-600">{more}</li>}
          </ul>
        </div>
      )}
      {!complete && (
        <div className="mt-auto pt-5">
          <Link to={paths.profile.getHref()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <UserPen className="size-4" aria-hidden /> Complete your profile
          </Link>
        </div>
      )}
    </Card>
  );
}

const tones = {
  rose: 'bg-rose-50 text-rose-600',
  pink: 'bg-pink-50 text-pink-600',
  violet: 'bg-violet-50 text-violet-600',
  sky: 'bg-sky-50 text-sky-600',
} as const;

function StatCard({
  icon: Icon,
  label,
  value,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  tone: keyof typeof tones;
}) {
  return (
    <Card className="p-5">
      <span className={clsx('flex size-10 items-center justify-center rounded-xl', tones[tone])}>
        <Icon className="size-5" aria-hidden />
      </span>
      <p
        className="mt-3 text-3xl font-extrabold text-gray-900 tabular-nums"
        data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}
      >
        {value}
      </p>
      <p className="text-sm text-gray-600">{label}</p>
    </Card>
  );
}

function Metric({ label, value, percent, testId }: { label: string; value: string; percent?: number; testId: string }) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm text-gray-600">{label}</p>
        <p className="text-xl font-bold text-gray-900 tabular-nums" data-testid={testId}>
          {value}
        </p>
      </div>
      {percent !== undefined && <ProgressBar percent={percent} label={label} className="mt-2" />}
    </div>
  );
}

function LocationCard({ location }: { location: Dashboard['location'] }) {
  const status = location.enabled ? 'Location sharing is on' : 'Location sharing is off';
  return (
    <Card className="flex flex-col p-6">
      <CardTitle icon={location.enabled ? MapPin : MapPinOff}>Location</CardTitle>
      <p className="mt-4 font-semibold text-gray-900" data-testid="dashboard-location-status">
        {status}
      </p>
      {location.label && location.label !== status && <p className="mt-1 text-sm text-gray-600">{location.label}</p>}
      <Link
        to={paths.profile.getHref()}
        className={buttonClasses({ variant: 'link', className: 'mt-auto self-start pt-4 text-sm' })}
      >
        {location.enabled ? 'Manage location' : 'Share your location'}
      </Link>
    </Card>
  );
}

function RecentActivity({ activity }: { activity: Dashboard['recentActivity'] }) {
  return (
    <Card className="p-6 lg:col-span-2">
      <CardTitle
        icon={Heart}
        action={
          <Link to={paths.matches.getHref()} className={buttonClasses({ variant: 'link', className: 'text-sm' })}>
            View All
          </Link>
        }
      >
        Recent activity
      </CardTitle>
      {activity.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl bg-rose-50/50 px-4 py-8 text-center">
          <Heart className="size-8 text-rose-300" aria-hidden />
          <p className="mt-2 font-semibold text-gray-900">No activity yet</p>
          <p className="mt-1 text-sm text-gray-600">
            Start discovering people: your likes and matches will show up here.
          </p>
          <Link to={paths.discover.getHref()} className={buttonClasses({ size: 'sm', className: 'mt-4' })}>
            Start discovering
          </Link>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-rose-50" aria-label="Recent activity">
          {activity.slice(0, 5).map((entry) => (
            <li key={`${entry.type}-${entry.timestamp}-${entry.title}`} className="flex items-center gap-3 py-3">
              <span
                className={clsx(
                  'flex size-9 shrink-0 items-center justify-center rounded-full',
                  entry.type === 'match' ? 'bg-rose-100 text-rose-600' : 'bg-pink-50 text-pink-500',
                )}
              >
                {entry.type === 'match' ? (
                  <HeartHandshake className="size-4" aria-hidden />
                ) : (
                  <Heart className="size-4" aria-hidden />
                )}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-gray-900">{entry.title}</p>
                <p className="truncate text-sm text-gray-600">{entry.description}</p>
              </div>
              <time dateTime={entry.timestamp} className="shrink-0 text-xs text-gray-600">
                {relativeTime(entry.timestamp)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const QUICK_ACTIONS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: paths.discover.getHref(), label: 'Discover people', icon: Compass },
  { to: paths.matches.getHref(), label: 'View matches', icon: HeartHandshake },
  { to: paths.whoLikedYou.getHref(), label: 'Who liked you', icon: Eye },
  { to: paths.filters.getHref(), label: 'Dating preferences', icon: SlidersHorizontal },
];

function QuickActions() {
  return (
    <Card className="p-6">
      <CardTitle icon={Sparkles}>Quick actions</CardTitle>
      <nav aria-label="Quick actions" className="mt-4 grid gap-2">
        {QUICK_ACTIONS.map(({ to, label, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex items-center gap-3 rounded-xl border border-rose-100 px-4 py-3 text-sm font-semibold text-gray-800 transition-colors hover:border-rose-200 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-rose-500"
          >
            <Icon className="size-4 text-rose-500" aria-hidden />
            {label}
          </Link>
        ))}
      </nav>
    </Card>
  );
}

/** core spec "Screens and routes": static claims. */
function ProfileTips() {
  return (
    <Card className="p-6">
      <CardTitle icon={Lightbulb}>Profile tips</CardTitle>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        <li className="flex gap-3 rounded-2xl bg-rose-50/60 p-4">
          <Camera className="size-5 shrink-0 text-rose-500" aria-hidden />
          <p className="text-sm text-gray-700">
            <span className="font-semibold text-gray-900">Add 3 or more photos.</span> Profiles with 3 or more photos
            get 40% more matches.
          </p>
        </li>
        <li className="flex gap-3 rounded-2xl bg-rose-50/60 p-4">
          <PenLine className="size-5 shrink-0 text-rose-500" aria-hidden />
          <p className="text-sm text-gray-700">
            <span className="font-semibold text-gray-900">Write a detailed bio.</span> Detailed bios get 60% more
            conversation starters.
          </p>
        </li>
      </ul>
    </Card>
  );
}
