import { Crown, EyeOff } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SettingsCard } from '#web/components/ui/settings-card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { RetryButton } from '#web/components/ui/status-cards.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { useIncognito } from '../api/get-incognito';
import { useUpdateIncognito } from '../api/update-incognito';

/** Shown only when the member asks for the feature: its code (a Radix dialog) loads then, not with the dashboard. */
const UpgradeDialog = lazy(() =>
  import('#web/components/upgrade-dialog.tsx').then((module) => ({ default: module.UpgradeDialog })),
);

/**
 * 'Incognito' on the dashboard (Premium, Elite; decision 0067): the switch, or the way to a plan that has
 * it. Turning it off is always offered, so nobody stays hidden by a plan that ended.
 */
export function IncognitoCard() {
  const incognito = useIncognito();
  const update = useUpdateIncognito();
  const [upgrading, setUpgrading] = useState(false);
  // While saving, show where it is going, so the switch does not flick back.
  const on = update.isPending ? update.variables.on : incognito.data?.on;
  const available = incognito.data?.available ?? false;

  function change(next: boolean) {
    update.mutate(
      { on: next },
      {
        onSuccess: () => showSuccess(next ? MESSAGES.incognito.on : MESSAGES.incognito.off),
        onError: (error) => {
          // The server is the judge: a plan that ended since the page loaded gets the upgrade path.
          if (error instanceof ApiError && error.code === 'feature_locked') setUpgrading(true);
          else showError(MESSAGES.incognito.error(error instanceof ApiError ? error.message : null));
        },
      },
    );
  }

  return (
    <SettingsCard icon={EyeOff} title="Incognito">
      <div
        className="mt-4 flex items-start justify-between gap-6 rounded-2xl border border-rose-100 p-4"
        data-testid="incognito"
      >
        <div>
          <p className="font-semibold text-gray-900">Only people you like see you</p>
          <p className="mt-1 text-sm text-gray-600">
            While on, you appear in Discover, stories and voice intros only to people you have liked. You still see
            everyone.
          </p>
          {incognito.data && !available && (
            <p className="mt-2 text-sm text-gray-600">Incognito comes with Premium and Elite.</p>
          )}
        </div>
        {incognito.isPending && <Spinner className="size-5 shrink-0 text-rose-500" label="Loading Incognito" />}
        {incognito.isError && (
          <RetryButton onRetry={() => void incognito.refetch()} retrying={incognito.isFetching} className="shrink-0" />
        )}
        {incognito.data && !available && !on ? (
          <Button size="sm" onClick={() => setUpgrading(true)} className="shrink-0">
            <Crown className="size-4" aria-hidden /> Upgrade
          </Button>
        ) : (
          on !== undefined && (
            <Switch checked={on} onCheckedChange={change} label="Incognito" disabled={update.isPending} />
          )
        )}
      </div>
      {upgrading && (
        <Suspense fallback={null}>
          <UpgradeDialog open={upgrading} onOpenChange={setUpgrading} tier="premium" reason="Incognito" />
        </Suspense>
      )}
    </SettingsCard>
  );
}
