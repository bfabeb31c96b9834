import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import type { Channels, NotificationSettings, NotificationType } from '#shared/schemas/notifications.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { RetryButton } from '#web/components/ui/status-cards.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { saveToasts, showError, showSuccess } from '#web/lib/toast.tsx';
import { SettingsCard } from '#web/components/ui/settings-card.tsx';
import { pushState, turnOffPush, turnOnPush, type PushState } from '#web/lib/web-push.ts';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

const ROWS: { type: NotificationType; label: string; hint: string }[] = [
  { type: 'newMatch', label: 'New matches', hint: 'When you match with someone.' },
  {
    type: 'unreadMessages',
    label: 'Messages',
    hint: 'Push: when a message arrives while Kindred is closed. Email: when it waits unread for 30 minutes.',
  },
  { type: 'likes', label: 'Likes', hint: 'When someone likes you (who, if your plan shows it).' },
  { type: 'introductions', label: 'Introductions', hint: 'When a matchmaker would like to introduce you.' },
  { type: 'notices', label: 'Notices', hint: 'When our moderators write to you.' },
];

const CHANNELS: { channel: keyof Channels; label: string }[] = [
  { channel: 'email', label: 'Email' },
  { channel: 'push', label: 'Push' },
];

/** This browser's push: the settings' own way to the permission prompt (the other is the offer after a first match). */
function ThisDevice() {
  const [state, setState] = useState<PushState | 'busy'>('busy');
  useEffect(() => {
    void pushState().then(setState);
  }, []);
  const change = (work: () => Promise<PushState>) => {
    setState('busy');
    work().then(
      (next) => {
        setState(next);
        if (next === 'on') showSuccess(MESSAGES.push.on);
        if (next === 'denied') showError(MESSAGES.push.blocked);
      },
      () => {
        showError(MESSAGES.push.failed);
        void pushState().then(setState);
      },
    );
  };
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-rose-50 p-4">
      {/* At least 15rem: on a phone the button goes under the text instead of squeezing it. */}
      <div className="min-w-60 flex-1">
        <p className="font-semibold text-gray-900">Notifications on this device</p>
        <p className="mt-1 text-sm text-gray-600">
          {state === 'unsupported'
            ? 'This browser cannot show notifications from websites.'
            : state === 'denied'
              ? "Blocked in your browser's settings for this site. Allow them there to turn them on."
              : state === 'on'
                ? 'On: the news you choose below under Push reaches this device.'
                : 'Get a notification here for the news you choose below, even when Kindred is closed.'}
        </p>
      </div>
      {state === 'busy' && <Spinner className="size-5 text-rose-500" label="Checking notifications" />}
      {state === 'off' && (
        <Button size="sm" onClick={() => change(turnOnPush)}>
          Turn on notifications
        </Button>
      )}
      {state === 'on' && (
        <Button size="sm" variant="secondary" onClick={() => change(turnOffPush)}>
          Turn off here
        </Button>
      )}
    </div>
  );
}

/** 'Notifications' on the dashboard: each kind of news to e-mail, push, both or neither (decision 0069). */
export function NotificationSettingsCard() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  // While saving, show where it is going, so the switch does not flick back.
  const shown: NotificationSettings | undefined = update.isPending ? update.variables : settings.data;

  function change(type: NotificationType, channel: keyof Channels, next: boolean) {
    if (!shown) return;
    update.mutate(
      { ...shown, [type]: { ...shown[type], [channel]: next } },
      saveToasts(MESSAGES.push.settingsSaved, MESSAGES.push.settingsError),
    );
  }

  return (
    <SettingsCard icon={Bell} title="Notifications">
      <ThisDevice />
      {settings.isPending && <Spinner className="mt-4 size-5 text-rose-500" label="Loading notification settings" />}
      {settings.isError && (
        <RetryButton onRetry={() => void settings.refetch()} retrying={settings.isFetching} className="mt-4" />
      )}
      {shown &&
        ROWS.map((row) => (
          <div
            key={row.type}
            className="mt-4 flex flex-col gap-3 rounded-2xl border border-rose-100 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6"
          >
            <div>
              <p className="font-semibold text-gray-900">{row.label}</p>
              <p className="mt-1 text-sm text-gray-600">{row.hint}</p>
            </div>
            <div className="flex shrink-0 gap-5">
              {CHANNELS.map(({ channel, label }) => (
                <div key={channel} className="flex items-center gap-2 text-sm text-gray-700">
                  <span aria-hidden>{label}</span>
                  <Switch
                    checked={shown[row.type][channel]}
                    onCheckedChange={(next) => change(row.type, channel, next)}
                    label={`${label} me about ${row.label.toLowerCase()}`}
                    disabled={update.isPending}
                  />
                </div>
              ))}
            </div>
          </div>
        ))}
    </SettingsCard>
  );
}
