/**
 * The notification center and the away emails (decision 0024): spread into
 * HTTP_ROUTES, so the table is still the one list. Nothing here writes a
 * notification: only the table stream does (decision 0024).
 */
import {
  EmailPreferencesSchema,
  NotificationIdParamsSchema,
  NotificationListSchema,
  NotificationsReadSchema,
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
  getEmailPreferences: {
    method: 'GET',
    path: '/me/email-preferences',
    auth: 'member',
    handler: 'lambdas/http/get-email-preferences.handler.ts',
    summary: 'Which emails I get while away (a new match; messages unread for 30 minutes). On until turned off.',
    response: EmailPreferencesSchema,
    table: 'read',
  },
  updateEmailPreferences: {
    method: 'PUT',
    path: '/me/email-preferences',
    auth: 'member',
    limit: 'preferencesEdit',
    handler: 'lambdas/http/update-email-preferences.handler.ts',
    summary: 'Turns each kind of away email on or off.',
    body: EmailPreferencesSchema,
    response: EmailPreferencesSchema,
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
