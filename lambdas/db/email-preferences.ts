import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { EmailPreferences, EmailType } from '#shared/schemas/notifications.ts';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';
import { failedConditions, putItem, writeWhileMemberExists } from './conditions';

/** Every away email is on until the member turns it off (in settings, or from the email's own link). */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { newMatch: true, unreadMessages: true };

export async function getEmailPreferences(memberId: string): Promise<EmailPreferences> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.emailPreferences(memberId), ConsistentRead: true }),
  );
  return {
    newMatch: typeof Item?.newMatch === 'boolean' ? Item.newMatch : DEFAULT_EMAIL_PREFERENCES.newMatch,
    unreadMessages:
      typeof Item?.unreadMessages === 'boolean' ? Item.unreadMessages : DEFAULT_EMAIL_PREFERENCES.unreadMessages,
  };
}

/**
 * Written only while the member's profile exists (a ConditionCheck in the same
 * transaction): an unsubscribe link outliving its account creates nothing.
 */
export async function putEmailPreferences(
  memberId: string,
  preferences: EmailPreferences,
  now = new Date(),
): Promise<EmailPreferences> {
  await writeWhileMemberExists(memberId, [
    putItem({
      ...keys.emailPreferences(memberId),
      entity: 'emailPreferences',
      memberId,
      ...preferences,
      updatedAt: now.toISOString(),
    }),
  ]);
  return preferences;
}

/** 'noMember' when the account is gone: the link then has nothing left to stop. */
export async function turnOffEmail(memberId: string, type: EmailType, now = new Date()): Promise<'off' | 'noMember'> {
  const current = await getEmailPreferences(memberId);
  try {
    await putEmailPreferences(memberId, { ...current, [type]: false }, now);
    return 'off';
  } catch (error) {
    if (failedConditions(error)?.includes(0)) return 'noMember';
    throw error;
  }
}
