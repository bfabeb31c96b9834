/**
 * The member's subscription (core spec "Screens and routes" and "States and
 * transitions"): Free, or Active with the tier's badge, the plan and its dates,
 * what the tier allows, and the ways to change it: 'Manage Subscription' (the
 * billing portal, for members with a paid plan), 'Upgrade Now' (free members)
 * and a refresh that syncs from Stripe. Reads GET /me, so it agrees with the
 * top bar. Used by the dashboard and the members' home; it lays itself out by
 * its own width.
 */
import { clsx } from 'clsx';
import { AlertTriangle, CalendarDays, Crown, RefreshCw, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import type { Me } from '#shared/schemas/me.ts';
import { paths } from '#web/config/paths.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { AreaSpinner } from '#web/components/ui/spinner.tsx';
import { TierBadge } from '#web/components/ui/tier-badge.tsx';
import { useCheckSubscription } from '#web/lib/billing/check-subscription.ts';
import { useOpenBillingPortal } from '#web/lib/billing/open-billing-portal.ts';
import { useMe } from '#web/lib/me.ts';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { billingLines, perDay, perMonth, planLine } from '../lib/billing-lines';

export type SubscriptionCardProps = {
  className?: string;
  /** Free members' 'Upgrade Now' link to /pricing; off where the plans are already on screen. */
  showUpgrade?: boolean;
};

export function SubscriptionCard({ className, showUpgrade = true }: SubscriptionCardProps) {
  const me = useMe();
  const refresh = useCheckSubscription();

  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: () => showSuccess(MESSAGES.subscription.statusRefreshed),
      onError: () => showError(MESSAGES.subscription.refreshFailed),
    });

  return (
    <Card className={clsx('@container flex flex-col p-6', className)} data-testid="subscription-card">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-bold text-gray-900">
          <Crown className="size-5 text-rose-500" aria-hidden />
          Subscription
        </h2>
        <button
          type="button"
          onClick={onRefresh}
          disabled={refresh.isPending}
          aria-label="Refresh subscription status"
          title="Refresh subscription status"
          className="inline-flex size-9 items-center justify-center rounded-full text-gray-600 transition-colors hover:bg-rose-50 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-rose-500 disabled:opacity-60"
        >
          <RefreshCw
            className={clsx('size-4', refresh.isPending && 'animate-spin motion-reduce:animate-none')}
            aria-hidden
          />
        </button>
      </div>

      {me.data ? (
        <SubscriptionDetails me={me.data} showUpgrade={showUpgrade} />
      ) : me.isError ? (
        <div className="mt-4 flex flex-1 flex-col items-start gap-3">
          <p className="text-sm text-gray-600">{MESSAGES.generic.error.description}</p>
          <Button variant="secondary" size="sm" onClick={() => void me.refetch()} loading={me.isFetching}>
            <RefreshCw className="size-4" aria-hidden /> Try again
          </Button>
        </div>
      ) : (
        <AreaSpinner label="Loading subscription" className="flex-1 items-center py-8" />
      )}
    </Card>
  );
}

function SubscriptionDetails({ me, showUpgrade }: { me: Me; showUpgrade: boolean }) {
  const { subscription, billing } = me;
  const { features } = subscription;
  const portal = useOpenBillingPortal();

  return (
    <div className="mt-4 flex flex-1 flex-col gap-5 @2xl:grid @2xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] @2xl:items-start @2xl:gap-8">
      <div>
        <TierBadge isSubscribed={subscription.isSubscribed} tier={subscription.tier} />
        {billing && (
          <p className="mt-3 font-semibold text-gray-900" data-testid="subscription-plan">
            {planLine(billing)}
          </p>
        )}
        {billing &&
          billingLines(billing).map((line) => (
            <p
              key={line.kind}
              className="mt-1 flex items-center gap-1.5 text-sm text-gray-600"
              data-testid={`subscription-${line.kind}`}
            >
              <CalendarDays className="size-4 shrink-0 text-gray-500" aria-hidden />
              {line.text}
            </p>
          ))}
        {!subscription.isSubscribed && !billing && (
          <p className="mt-3 text-sm text-gray-600">Upgrade to like without limits and see who liked you.</p>
        )}
        {billing?.attention && (
          <p
            className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
            data-testid={`billing-attention-${billing.attention}`}
            role="status"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            {MESSAGES.subscription.attention[billing.attention]}
          </p>
        )}
      </div>

      <dl className="space-y-2 text-sm">
        <Row label="Likes" value={perDay(features.dailyLikes, features.unlimitedLikes)} />
        <Row label="Super likes" value={perDay(features.superLikes)} />
        <Row label="Boosts" value={perMonth(features.boosts)} />
      </dl>

      {(billing || (showUpgrade && !subscription.isSubscribed)) && (
        <div className="mt-auto flex flex-col gap-2 @2xl:mt-0 @2xl:min-w-52">
          {billing && (
            // core spec "Roles and permissions": for subscribed members only; the portal returns them to the dashboard.
            <Button variant="secondary" className="w-full" onClick={portal.open} loading={portal.pending}>
              <Settings className="size-4" aria-hidden /> Manage Subscription
            </Button>
          )}
          {/* A plan that waits on the member is fixed in the portal, not replaced. */}
          {showUpgrade && !subscription.isSubscribed && !billing && (
            <Link to={paths.pricing.getHref()} className={buttonClasses({ className: 'w-full' })}>
              <Crown className="size-4" aria-hidden /> Upgrade Now
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-gray-600">{label}</dt>
      <dd className="font-semibold text-gray-900">{value}</dd>
    </div>
  );
}
