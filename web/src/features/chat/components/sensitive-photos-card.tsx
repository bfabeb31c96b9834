import { ImageOff } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '#shared/messages.ts';
import { SENSITIVE_PHOTOS_ANCHOR } from '#web/components/ui/sensitive-cover.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { RetryButton } from '#web/components/ui/status-cards.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { saveToasts } from '#web/lib/toast.tsx';
import { SettingsCard } from '#web/components/ui/settings-card.tsx';
import { chatSettingsKey, useMySettings } from '../api/get-my-settings';
import { useUpdateMySettings } from '../api/update-my-settings';

/**
 * 'Sensitive photos' on the dashboard (decision 0073): off until the member turns it on. Off, photos and
 * stories the screening found borderline stay hidden, and the server does not even send them; on, they
 * show blurred with "Tap to view".
 */
export function SensitivePhotosCard() {
  const settings = useMySettings();
  const update = useUpdateMySettings();
  const queryClient = useQueryClient();
  const showSensitive = update.isPending ? update.variables.showSensitive : settings.data?.showSensitive;

  function change(next: boolean) {
    update.mutate(
      { showSensitive: next },
      {
        ...saveToasts(MESSAGES.chat.sensitiveSaved, MESSAGES.chat.settingsSaveError),
        // Pictures already loaded were presented for the old choice: fetch them again.
        onSettled: () =>
          void queryClient.invalidateQueries({
            predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(chatSettingsKey),
          }),
      },
    );
  }

  return (
    <div id={SENSITIVE_PHOTOS_ANCHOR} className="scroll-mt-24">
      <SettingsCard icon={ImageOff} title="Sensitive photos">
        <div className="mt-4 flex items-start justify-between gap-6 rounded-2xl border border-rose-100 p-4">
          <div>
            <p className="font-semibold text-gray-900">Show sensitive photos behind Tap to view</p>
            <p className="mt-1 text-sm text-gray-600">
              Photos and stories our screening finds possibly sensitive stay hidden. Turn this on to see them blurred,
              and tap one to view it.
            </p>
          </div>
          {settings.isPending && <Spinner className="size-5 shrink-0 text-rose-500" label="Loading settings" />}
          {settings.isError && (
            <RetryButton onRetry={() => void settings.refetch()} retrying={settings.isFetching} className="shrink-0" />
          )}
          {showSensitive !== undefined && (
            <Switch
              checked={showSensitive}
              onCheckedChange={change}
              label="Show sensitive photos behind Tap to view"
              disabled={update.isPending}
            />
          )}
        </div>
      </SettingsCard>
    </div>
  );
}
