import { Eye } from 'lucide-react';
import { MESSAGES } from '#shared/messages.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { RetryButton } from '#web/components/ui/status-cards.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { saveToasts } from '#web/lib/toast.tsx';
import { SettingsCard } from '#web/components/ui/settings-card.tsx';
import { useMySettings } from '../api/get-my-settings';
import { useUpdateMySettings } from '../api/update-my-settings';

/** 'Chat privacy' on the dashboard: the read-receipts switch (on unless the member turns it off). */
export function ChatPrivacyCard() {
  const settings = useMySettings();
  const update = useUpdateMySettings();
  // While saving, show where it is going, so the switch does not flick back.
  const readReceipts = update.isPending ? update.variables.readReceipts : settings.data?.readReceipts;

  function change(next: boolean) {
    update.mutate({ readReceipts: next }, saveToasts(MESSAGES.chat.settingsSaved, MESSAGES.chat.settingsSaveError));
  }

  return (
    <SettingsCard icon={Eye} title="Chat privacy">
      <div className="mt-4 flex items-start justify-between gap-6 rounded-2xl border border-rose-100 p-4">
        <div>
          <p className="font-semibold text-gray-900">Read receipts</p>
          <p className="mt-1 text-sm text-gray-600">
            When off, others won't see when you've read their messages, and you won't see theirs.
          </p>
        </div>
        {settings.isPending && <Spinner className="size-5 shrink-0 text-rose-500" label="Loading chat settings" />}
        {settings.isError && (
          <RetryButton onRetry={() => void settings.refetch()} retrying={settings.isFetching} className="shrink-0" />
        )}
        {readReceipts !== undefined && (
          <Switch checked={readReceipts} onCheckedChange={change} label="Read receipts" disabled={update.isPending} />
        )}
      </div>
    </SettingsCard>
  );
}
