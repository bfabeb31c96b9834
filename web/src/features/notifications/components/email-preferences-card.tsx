import { Mail } from 'lucide-react';
import { MESSAGES } from '#shared/messages.ts';
import type { EmailPreferences, EmailType } from '#shared/schemas/notifications.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { RetryButton } from '#web/components/ui/status-cards.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { saveToasts } from '#web/lib/toast.tsx';
import { SettingsCard } from '#web/components/ui/settings-card.tsx';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/email-preferences';

const ROWS: { type: EmailType; label: string; hint: string }[] = [
  { type: 'newMatch', label: 'New matches', hint: 'When you match with someone while you are away from Kindred.' },
  {
    type: 'unreadMessages',
    label: 'Unread messages',
    hint: 'When a message waits unread for 30 minutes while you are away. One email per conversation until you read it.',
  },
];

/** 'Emails' on the dashboard: each away email can be turned off (on until then; every email also has its own link). */
export function EmailPreferencesCard() {
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  // While saving, show where it is going, so the switch does not flick back.
  const shown: EmailPreferences | undefined = update.isPending ? update.variables : preferences.data;

  function change(type: EmailType, next: boolean) {
    if (!shown) return;
    update.mutate(
      { ...shown, [type]: next },
      saveToasts(MESSAGES.notifications.emailPreferencesSaved, MESSAGES.notifications.emailPreferencesError),
    );
  }

  return (
    <SettingsCard icon={Mail} title="Emails">
      {preferences.isPending && <Spinner className="mt-4 size-5 text-rose-500" label="Loading email settings" />}
      {preferences.isError && (
        <RetryButton onRetry={() => void preferences.refetch()} retrying={preferences.isFetching} className="mt-4" />
      )}
      {shown &&
        ROWS.map((row) => (
          <div
            key={row.type}
            className="mt-4 flex items-start justify-between gap-6 rounded-2xl border border-rose-100 p-4"
          >
            <div>
              <p className="font-semibold text-gray-900">{row.label}</p>
              <p className="mt-1 text-sm text-gray-600">{row.hint}</p>
            </div>
            <Switch
              checked={shown[row.type]}
              onCheckedChange={(next) => change(row.type, next)}
              label={`Email me about ${row.label.toLowerCase()}`}
              disabled={update.isPending}
            />
          </div>
        ))}
    </SettingsCard>
  );
}
