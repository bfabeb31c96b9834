/**
 * The notification center and the away emails (decision 0024): spread into
 * HTTP_ROUTES, so the table is still the one list. Nothing here writes a
 * notification: only the table stream does (decision 0024).
 */
import {
  NotificationIdParamsSchema,
  NotificationListSchema,
  NotificationSettingsSchema,
  NotificationsReadSchema,
  PushSettingsSchema,
  PushSubscribedSchema,
  PushSubscribeSchema,
  PushUnsubscribeSchema,
  UnsubscribedSchema,
  UnsubscribeSchema,
} from '../schemas/notifications';
import type { HttpRoute } from './route-types';

export const NOTIFICATION_ROUTES = {
  listNotifications: {
    method: 'GET',
    path: '/notifications',
    auth: 'member',
    handler: 'lambdas/http/list-notifications.handler.ts',
    summary: 'My notifications of the last 30 days, newest first (at most 50), with the exact unread count.',
    response: NotificationListSchema,
    table: 'read',
    needs: ['photos'],
  },
  markNotificationRead: {
    method: 'POST',
    path: '/notifications/{notificationId}/read',
    auth: 'member',
    limit: 'notificationRead',
    handler: 'lambdas/http/mark-notification-read.handler.ts',
    summary: 'Marks one of my notifications read; answers the unread count left.',
    params: NotificationIdParamsSchema,
    response: NotificationsReadSchema,
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/notifications/read',
    auth: 'member',
    limit: 'notificationRead',
    handler: 'lambdas/http/mark-all-notifications-read.handler.ts',
    summary: 'Marks every one of my notifications read.',
    response: NotificationsReadSchema,
  },
  getNotificationSettings: {
    method: 'GET',
    path: '/me/notification-settings',
    auth: 'member',
    handler: 'lambdas/http/get-notification-settings.handler.ts',
    summary:
      'Where each kind of news goes while I am away: e-mail, push, both or neither (decision 0069). Away e-mails about matches and messages, and every push, are on until turned off.',
    response: NotificationSettingsSchema,
    table: 'read',
  },
  updateNotificationSettings: {
    method: 'PUT',
    path: '/me/notification-settings',
    auth: 'member',
    limit: 'preferencesEdit',
    handler: 'lambdas/http/update-notification-settings.handler.ts',
    summary: 'Turns e-mail and push on or off for each kind of news.',
    body: NotificationSettingsSchema,
    response: NotificationSettingsSchema,
  },
  getPushSettings: {
    method: 'GET',
    path: '/me/push-subscriptions',
    auth: 'member',
    handler: 'lambdas/http/get-push-settings.handler.ts',
    summary: "The stage's VAPID public key (the browser's applicationServerKey) and how many of my devices get pushes.",
    response: PushSettingsSchema,
    table: 'read',
    needs: ['pushKeys'],
  },
  subscribePush: {
    method: 'POST',
    path: '/me/push-subscriptions',
    auth: 'member',
    limit: 'pushSubscription',
    handler: 'lambdas/http/subscribe-push.handler.ts',
    summary:
      "Keeps this browser's push subscription (its endpoint and keys) so that news reaches it as a push; the same endpoint again replaces it. At most 10 devices.",
    body: PushSubscribeSchema,
    response: PushSubscribedSchema,
  },
  unsubscribePush: {
    method: 'POST',
    path: '/me/push-subscriptions/remove',
    auth: 'member',
    limit: 'pushSubscription',
    handler: 'lambdas/http/unsubscribe-push.handler.ts',
    summary: "Forgets this browser's push subscription (by its endpoint); an unknown one is already forgotten.",
    body: PushUnsubscribeSchema,
    response: PushSubscribedSchema,
  },
  unsubscribeEmail: {
    method: 'POST',
    path: '/email/unsubscribe',
    auth: 'public',
    limit: 'unsubscribe',
    limitTakenBy: 'useCase',
    handler: 'lambdas/http/unsubscribe-email.handler.ts',
    summary:
      'The link in an away email, without signing in: a server-signed token names the member and the kind of email to stop. A tampered token is refused.',
    body: UnsubscribeSchema,
    response: UnsubscribedSchema,
    needs: ['notificationSecret'],
    throttle: { rateLimit: 5, burstLimit: 10 },
  },
} as const satisfies Record<string, HttpRoute>;
