/**
 * Boost Your Profile (marketing spec "Screens and routes" and "States and
 * transitions"): the active boost with its time left and progress (recomputed
 * every minute, cleared at zero), the choose- boost dialog, and the history (10
 * fetched, 5 shown, badged Active or Completed). Boosts start only when the
 * server says so: from the plan's allowance at once, a bought one when Stripe's
 * webhook completes it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Rocket, TrendingUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BOOSTS, BOOST_HISTORY_SHOWN, boostHours, type BoostType } from '#shared/boosts.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { BoostStatus } from '#shared/schemas/boosts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { LoadErrorCard } from '#web/components/ui/status-cards.tsx';
import { useExternalRedirect } from '#web/lib/billing/external-redirect.ts';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { useBuyBoost } from '../api/buy-boost';
import { BOOSTS_QUERY_KEY, useBoosts } from '../api/get-boosts';
import { useIncludedBoost } from '../api/use-included-boost';
import { formatBoostTime, historyBadge, remainingOf } from '../lib/boost-time';
import { ChooseBoostDialog } from './choose-boost-dialog';

/** marketing spec "States and transitions": the panel recomputes the remaining time every minute. */
const TICK_MS = 60_000;

/**
 * The time the panel counts from: read again every minute, and whenever the status changes. A boost that
 * starts while the panel is open (a purchase confirmed by Stripe's webhook seconds after the return) is
 * counted from now, not from when the panel mounted, which showed "31 min left" for a 30-minute boost.
 */
function useMinuteClock(status: BoostStatus): Date {
  const [clock, setClock] = useState(() => ({ now: new Date(), status }));
  if (clock.status !== status) setClock({ now: new Date(), status });
  useEffect(() => {
    const timer = window.setInterval(() => setClock((current) => ({ ...current, now: new Date() })), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return clock.now;
}

export function BoostPanel() {
  const boosts = useBoosts();
  if (boosts.isPending) {
    return (
      <Card className="flex items-center justify-center p-10 text-rose-500" role="status" aria-label="Loading boosts">
        <Spinner className="size-6" />
      </Card>
    );
  }
  if (boosts.isError) {
    return (
      <LoadErrorCard
        title="Boosts are not available right now"
        description="We could not load your boosts."
        onRetry={() => void boosts.refetch()}
        retrying={boosts.isFetching}
      />
    );
  }
  return <BoostPanelContent status={boosts.data} />;
}

function BoostPanelContent({ status }: { status: BoostStatus }) {
  const now = useMinuteClock(status);
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState<BoostType | 'included' | null>(null);
  const included = useIncludedBoost();
  const buy = useBuyBoost();
  const { go } = useExternalRedirect();
  const remaining = status.active ? remainingOf(status.active, now) : null;

  // At zero the boost is over: ask again, which also clears it from the panel.
  useEffect(() => {
    if (remaining?.over) void queryClient.invalidateQueries({ queryKey: BOOSTS_QUERY_KEY });
  }, [remaining?.over, queryClient]);

  const spendIncluded = async () => {
    setBusy('included');
    try {
      await included.mutateAsync();
      setChoosing(false);
      showSuccess(MESSAGES.boost.activated(boostHours(BOOSTS.boost)));
    } catch {
      showError(MESSAGES.boost.purchaseFailed);
    } finally {
      setBusy(null);
    }
  };
  const buyBoost = async (type: BoostType) => {
    setBusy(type);
    try {
      const { url } = await buy.mutateAsync(type);
      go(url);
    } catch {
      setBusy(null);
      showError(MESSAGES.boost.purchaseFailed);
    }
  };

  const active = status.active && !remaining?.over ? status.active : null;
  return (
    <Card className="p-6" data-testid="boost-panel">
      <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 flex-1">
          {active && remaining ? (
            <div data-testid="active-boost">
              <p className="inline-flex items-center gap-1.5 rounded-full bg-rose-600 px-3 py-1 text-xs font-bold text-white">
                <Rocket className="size-3.5" aria-hidden /> {BOOSTS[active.type].name} · {active.multiplier}× visibility
              </p>
              <p className="mt-3 text-3xl font-extrabold text-gray-900 tabular-nums" data-testid="boost-remaining">
                {remaining.label}
              </p>
              <p className="text-sm text-gray-600">Ends {formatBoostTime(active.endsAt)}</p>
              <ProgressBar percent={remaining.percent} label="Boost progress" className="mt-3 h-2.5" />
            </div>
          ) : (
            <div>
              <p className="flex items-center gap-2 text-lg font-bold text-gray-900">
                <TrendingUp className="size-5 text-rose-600" aria-hidden /> Be seen by more people
              </p>
              <p className="mt-1 text-sm text-gray-600">
                A boost puts you first in the decks of people nearby and shows you to up to{' '}
                {BOOSTS.super_boost.multiplier}× as many.
              </p>
            </div>
          )}
          {status.allowance.included > 0 && (
            <p className="mt-4 text-sm text-gray-700" data-testid="boost-allowance">
              {status.allowance.included >= 999
                ? 'Your plan includes unlimited Boosts.'
                : `Your plan includes ${status.allowance.included} Boost a month: ${status.allowance.left} left this month.`}
            </p>
          )}
        </div>
        <Button className="shrink-0" onClick={() => setChoosing(true)}>
          <Rocket className="size-4" aria-hidden /> {active ? 'Add more time' : 'Boost now'}
        </Button>
      </div>

      <BoostHistory history={status.history} now={now} />

      <ChooseBoostDialog
        open={choosing}
        onOpenChange={setChoosing}
        status={status}
        busy={busy}
        onUseIncluded={() => void spendIncluded()}
        onBuy={(type) => void buyBoost(type)}
      />
    </Card>
  );
}

function BoostHistory({ history, now }: { history: BoostStatus['history']; now: Date }) {
  if (history.length === 0) return null;
  return (
    <div className="mt-6 border-t border-rose-100 pt-5">
      <h3 className="text-sm font-bold text-gray-900">Recent boosts</h3>
      <ul className="mt-3 divide-y divide-rose-50" aria-label="Recent boosts">
        {history.slice(0, BOOST_HISTORY_SHOWN).map((entry) => {
          const badge = historyBadge(entry, now);
          return (
            <li key={entry.boostId} className="flex items-center justify-between gap-3 py-2.5 text-sm">
              <span className="min-w-0">
                <span className="font-semibold text-gray-900">{BOOSTS[entry.type].name}</span>
                <span className="text-gray-600">
                  {' '}
                  · {formatBoostTime(entry.startedAt)}
                  {entry.source === 'allowance' ? ' · included' : ''}
                </span>
              </span>
              <span
                className={clsx(
                  'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                  badge === 'Active'
                    ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
                    : 'bg-gray-100 text-gray-700 ring-gray-200',
                )}
              >
                {badge}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
