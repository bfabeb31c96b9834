/**
 * The top bar's bell (core spec "Screens and routes"; decision 0024): the real
 * unread count, and a panel of my notifications, newest first, each leading
 * where it is about. A Radix popover: a labelled button, focus moved into the
 * panel and back, Escape and outside clicks close it; it fits a 390 px phone.
 */
import * as Popover from '@radix-ui/react-popover';
import { clsx } from 'clsx';
import {
  Check,
  CreditCard,
  Crown,
  Heart,
  type LucideIcon,
  MessageCircle,
  Mic,
  Rocket,
  ShieldAlert,
  Sparkles,
  Star,
} from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { relativeTime } from '#shared/relative-time.ts';
import type { Notification, NotificationKind } from '#shared/schemas/notifications.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import type { Activation } from '#web/lib/deferred-component.tsx';
import { showError } from '#web/lib/toast.tsx';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';
import { BellFace, bellButtonClass } from './bell-face';
import { IconTile } from '#web/components/ui/icon-tile.tsx';

const KIND_ICONS: Record<NotificationKind, LucideIcon> = {
  match: Sparkles,
  like: Heart,
  superLike: Star,
  message: MessageCircle,
  voiceLike: Mic,
  boostEnded: Rocket,
  trialEnding: CreditCard,
  paymentFailed: CreditCard,
  introduction: Crown,
  moderation: ShieldAlert,
};

function KindIcon({ notification }: { notification: Notification }) {
  if (notification.member) return <Avatar photo={notification.member.photo} size="sm" />;
  const Icon = KIND_ICONS[notification.kind];
  return <IconTile icon={Icon} size={10} className="shrink-0 rounded-full bg-rose-50 text-rose-500" />;
}

function NotificationRow({
  notification,
  onOpen,
  onMarkRead,
}: {
  notification: Notification;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  return (
    <li
      className={clsx('flex items-start gap-2 px-3 py-2.5', !notification.read && 'bg-rose-50/60')}
      data-testid="notification"
      data-kind={notification.kind}
      data-read={notification.read}
    >
      <button
        type="button"
        onClick={onOpen}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-rose-500"
      >
        <KindIcon notification={notification} />
        <span className="min-w-0 flex-1">
          <span
            className={clsx('block text-sm text-gray-900', notification.read ? 'font-medium' : 'font-bold')}
            data-testid="notification-title"
          >
            {notification.title}
            {!notification.read && <span className="sr-only"> (unread)</span>}
          </span>
          {notification.body && (
            <span className="mt-0.5 line-clamp-2 block text-sm text-gray-600" data-testid="notification-body">
              {notification.body}
            </span>
          )}
          <span className="mt-0.5 block text-xs text-gray-500">{relativeTime(notification.createdAt)}</span>
        </span>
      </button>
      {!notification.read && (
        <button
          type="button"
          onClick={onMarkRead}
          aria-label={`Mark read: ${notification.title}`}
          className="mt-1 rounded-full p-1.5 text-gray-500 hover:bg-white hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-rose-500"
        >
          <Check className="size-4" aria-hidden />
        </button>
      )}
    </li>
  );
}

export function NotificationBell({ defaultOpen = false, autoFocus }: Activation = {}) {
  const [open, setOpen] = useState(defaultOpen);
  const navigate = useNavigate();
  const { data, isPending, isError } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = data?.unread ?? 0;
  const text = MESSAGES.notifications;

  const mark = (notificationId?: string) =>
    markRead.mutate(notificationId, { onError: () => showError(text.markError) });
  const openOne = (notification: Notification) => {
    if (!notification.read) mark(notification.id);
    setOpen(false);
    void navigate(notification.href);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      {/* The real bell takes the place of a look-alike stand-in the member had focused (decision 0038). */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus stays where the member put it */}
      <Popover.Trigger className={bellButtonClass} data-testid="notification-bell" autoFocus={autoFocus}>
        <BellFace unread={unread} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={text.panelTitle}
          className="z-50 flex max-h-[min(70vh,34rem)] w-[calc(100vw-1rem)] max-w-sm flex-col overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-gray-200"
          data-testid="notification-panel"
        >
          <div className="flex items-center justify-between gap-2 border-b border-gray-100 px-4 py-3">
            <h2 className="text-base font-bold text-gray-900">{text.panelTitle}</h2>
            <button
              type="button"
              onClick={() => mark()}
              disabled={unread === 0 || markRead.isPending}
              className="rounded-full px-2 py-1 text-sm font-semibold text-rose-700 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-rose-500 disabled:text-gray-400 disabled:hover:bg-transparent"
            >
              {text.markAllRead}
            </button>
          </div>
          <div className="overflow-y-auto">
            {isPending ? (
              <div className="flex justify-center p-6 text-rose-500">
                <Spinner className="size-6" label="Loading notifications" />
              </div>
            ) : isError ? (
              <p className="p-6 text-center text-sm text-gray-600">{text.loadError.description}</p>
            ) : data.notifications.length === 0 ? (
              <p className="p-6 text-center text-sm text-gray-600" data-testid="notifications-empty">
                {text.empty}
              </p>
            ) : (
              <ul className="divide-y divide-gray-100">
                {data.notifications.map((notification) => (
                  <NotificationRow
                    key={notification.id}
                    notification={notification}
                    onOpen={() => openOne(notification)}
                    onMarkRead={() => mark(notification.id)}
                  />
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
