/**
 * /subscription-success, where Stripe Checkout returns (marketing spec "Screens and routes"
 * and "States and transitions"): syncs the subscription from Stripe, retrying while it still reads
 * free, then says the benefits are on and writes the new tier into the
 * ['me'] cache, so the top bar's 'Liked You' link and the badges change at once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Hourglass, PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/page-meta.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TIER_NAMES } from '#web/components/ui/tier-badge.tsx';
import { checkSubscription, type BillingStatus } from '#web/lib/billing/check-subscription.ts';
import { applyBillingStatus } from '#web/lib/billing/subscription-cache.ts';
import { useMe } from '#web/lib/me.ts';
import { dismissToast, showError, showLoading, showSuccess } from '#web/lib/toast.tsx';
import { billingLines } from '../lib/billing-lines';
import { sleep, syncUntilActive } from '../lib/sync-until-active';

/** One toast for the whole wait: 'Finalizing subscription', then 'All set!' or 'Sync failed' in its place. */
const SYNC_TOAST_ID = 'subscription-sync';

type View =
  | { kind: 'syncing' }
  | { kind: 'active'; status: BillingStatus }
  /** Still free after the retries, or the sync failed: the page keeps listening for the tier. */
  | { kind: 'waiting' };

export function SubscriptionSuccessPage() {
  const queryClient = useQueryClient();
  const me = useMe();
  const [view, setView] = useState<View>({ kind: 'syncing' });

  useEffect(() => {
    const controller = new AbortController();
    let syncing = false;

    async function run() {
      syncing = true;
      showLoading(MESSAGES.subscription.syncing, { id: SYNC_TOAST_ID });
      try {
        const outcome = await syncUntilActive({ check: checkSubscription, sleep, signal: controller.signal });
        syncing = false;
        if (!outcome) return;
        void applyBillingStatus(queryClient, outcome.status);
        if (outcome.kind === 'active') {
          setView({ kind: 'active', status: outcome.status });
          showSuccess(MESSAGES.subscription.allSet, undefined, { id: SYNC_TOAST_ID });
        } else {
          setView({ kind: 'waiting' });
          showError(MESSAGES.subscription.syncFailed(), { id: SYNC_TOAST_ID });
        }
      } catch (error) {
        syncing = false;
        if (controller.signal.aborted) return;
        setView({ kind: 'waiting' });
        showError(MESSAGES.subscription.syncFailed(error instanceof Error ? error.message : undefined), {
          id: SYNC_TOAST_ID,
        });
      }
    }

    // Started a tick later: React StrictMode mounts, unmounts and mounts again in
    // development, and the first mount's timer is cleared before it fires, so
    // exactly one sync (and one toast) starts.
    const start = window.setTimeout(() => void run(), 0);
    return () => {
      window.clearTimeout(start);
      controller.abort();
      // Leaving mid-sync: the progress toast would otherwise spin forever.
      if (syncing) dismissToast(SYNC_TOAST_ID);
    };
  }, [queryClient]);

  // The webhook may land after the retries: its `subscription` frame refreshes ['me'], and the page follows.
  const lateActive = view.kind === 'waiting' && me.data?.subscription.isSubscribed === true;
  useEffect(() => {
    if (lateActive) showSuccess(MESSAGES.subscription.allSet, undefined, { id: SYNC_TOAST_ID });
  }, [lateActive]);

  const status: BillingStatus | null = view.kind === 'active' ? view.status : lateActive && me.data ? me.data : null;

  return (
    <div className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 py-12 text-center">
      <PageMeta
        title="Your subscription"
        description="Activating your Kindred subscription and its benefits."
        noIndex
      />
      <span className="flex size-20 items-center justify-center rounded-3xl bg-rose-50 text-rose-600 ring-1 ring-rose-100">
        {status ? (
          <PartyPopper className="size-10" aria-hidden />
        ) : view.kind === 'syncing' ? (
          <Spinner className="size-10" />
        ) : (
          <Hourglass className="size-10" aria-hidden />
        )}
      </span>
      <div role="status" className="mt-6">
        <h1
          className="text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl"
          data-testid="subscription-result"
        >
          {status
            ? MESSAGES.subscription.unlocked
            : view.kind === 'syncing'
              ? MESSAGES.subscription.activating
              : 'Almost there'}
        </h1>
        <p className="mt-3 text-gray-600">
          {status
            ? activePlanText(status)
            : view.kind === 'syncing'
              ? 'This only takes a few seconds.'
              : MESSAGES.subscription.stillActivating}
        </p>
      </div>
      <Link to={paths.home.getHref()} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        Back to Home
      </Link>
    </div>
  );
}

/** 'Your Gold plan is active. Trial ends Dec 23, 2026.' */
function activePlanText({ subscription, billing }: BillingStatus): string {
  const name = billing?.planName ?? TIER_NAMES[subscription.tier];
  const firstLine = billing ? billingLines(billing)[0] : undefined;
  return `Your ${name} plan is active.${firstLine ? ` ${firstLine.text}.` : ''}`;
}
