import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  NOTIFICATION_TYPES,
  type Channels,
  type EmailType,
  type NotificationSettings,
  type NotificationType,
} from '#shared/schemas/notifications.ts';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';
import { failedConditions, writeWhileMemberExists, type TransactItem } from './conditions';

/**
 * Until the member chooses (decision 0069): the two away e-mails of decision
 * 0024 stay on, and no e-mail starts that members never had (likes,
 * introductions, notices); every push is on, since a browser gets pushes only
 * after its member said yes to them.
 */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  newMatch: { email: true, push: true },
  unreadMessages: { email: true, push: true },
  likes: { email: false, push: true },
  introductions: { email: false, push: true },
  notices: { email: false, push: true },
};

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/**
 * Read as stored, type by type: `channels` since decision 0069; the flat
 * booleans of decision 0024 (`newMatch`, `unreadMessages`) are the e-mail
 * choice of an item not saved since. No migration job: the first save
 * rewrites the item in the new shape.
 */
export function notificationSettingsFrom(item: Record<string, unknown> | undefined): NotificationSettings {
  const channels = (item?.channels ?? {}) as Partial<Record<NotificationType, Partial<Channels>>>;
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => {
      const fallback = DEFAULT_NOTIFICATION_SETTINGS[type];
      return [
        type,
        {
          email: flag(channels[type]?.email, flag(item?.[type], fallback.email)),
          push: flag(channels[type]?.push, fallback.push),
        },
      ];
    }),
  ) as NotificationSettings;
}

export async function getNotificationSettings(memberId: string): Promise<NotificationSettings> {
  return (await getNotificationPreferences(memberId)).settings;
}

/**
 * The settings, and whether the member has subscribed a browser to pushes (`pushDevices`, decision
 * 0075): kept on the same item, so the notification path that reads the one knows the other, and
 * asks for the subscriptions only when there are some (most members have none).
 */
export type NotificationPreferences = { settings: NotificationSettings; pushDevices: boolean };

export const notificationPreferencesFrom = (item: Record<string, unknown> | undefined): NotificationPreferences => ({
  settings: notificationSettingsFrom(item),
  pushDevices: item?.pushDevices === true,
});

export async function getNotificationPreferences(memberId: string): Promise<NotificationPreferences> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.emailPreferences(memberId), ConsistentRead: true }),
  );
  return notificationPreferencesFrom(Item);
}

/**
 * Marks that the member has a push subscription, in the subscription's own transaction. Never
 * cleared when one goes: a mark that outlives the last subscription costs the one Query it saves.
 */
export const markPushDevices = (memberId: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.emailPreferences(memberId),
    UpdateExpression: 'SET entity = :entity, memberId = :memberId, pushDevices = :on',
    ExpressionAttributeValues: { ':entity': 'emailPreferences', ':memberId': memberId, ':on': true },
  },
});

/**
 * Written only while the member's profile exists (a ConditionCheck in the same
 * transaction): an unsubscribe link outliving its account creates nothing.
 */
export async function putNotificationSettings(
  memberId: string,
  settings: NotificationSettings,
  now = new Date(),
): Promise<NotificationSettings> {
  // An update, not a Put: the item also holds the push subscriptions' mark (markPushDevices).
  // The flat booleans of decision 0024 go: `channels` says everything now.
  await writeWhileMemberExists(memberId, [
    {
      Update: {
        TableName: tableName(),
        Key: keys.emailPreferences(memberId),
        UpdateExpression:
          'SET entity = :entity, memberId = :memberId, channels = :channels, updatedAt = :at REMOVE newMatch, unreadMessages',
        ExpressionAttributeValues: {
          ':entity': 'emailPreferences',
          ':memberId': memberId,
          ':channels': settings,
          ':at': now.toISOString(),
        },
      },
    },
  ]);
  return settings;
}

/** 'noMember' when the account is gone: the link then has nothing left to stop. */
export async function turnOffEmail(memberId: string, type: EmailType, now = new Date()): Promise<'off' | 'noMember'> {
  const current = await getNotificationSettings(memberId);
  try {
    await putNotificationSettings(memberId, { ...current, [type]: { ...current[type], email: false } }, now);
    return 'off';
  } catch (error) {
    if (failedConditions(error)?.includes(0)) return 'noMember';
    throw error;
  }
}
