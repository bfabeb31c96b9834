import { describe, expect, it } from 'vitest';
import { NotificationIdSchema } from '#shared/schemas/notifications.ts';
import { notificationIdFor } from './notification-records';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const KEY = 'k'.repeat(40);

describe('unsubscribe tokens', () => {
  it('name the member and the email they stop, under the key that signed them', () => {
    const token = unsubscribeToken(KEY, 'member-1', 'unreadMessages');
    expect(verifyUnsubscribeToken(KEY, token)).toEqual({ memberId: 'member-1', type: 'unreadMessages' });
    expect(verifyUnsubscribeToken('x'.repeat(40), token)).toBeUndefined();
  });

  it('refuse any change: another member, another type, a changed or cut signature, extra parts', () => {
    const token = unsubscribeToken(KEY, 'member-1', 'newMatch');
    const [member, type, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `member-2.${type}.${signature}`,
      `${member}.unreadMessages.${signature}`,
      `${member}.${type}.${flipped}`,
      `${member}.${type}.${signature.slice(0, 10)}`,
      `${member}.${type}`,
      `${token}.extra`,
      '',
    ])
      expect(verifyUnsubscribeToken(KEY, bad)).toBeUndefined();
    // A signature made for a type that is not an email type is still refused.
    expect(verifyUnsubscribeToken(KEY, unsubscribeToken(KEY, 'member-1', 'everything' as never))).toBeUndefined();
  });
});

describe('notification ids', () => {
  it('are the same for the same event, sort by time, and pass the route schema', () => {
    const a = notificationIdFor('2026-11-23T10:00:00.000Z', 'like', 'swipe:x:y');
    expect(notificationIdFor('2026-11-23T10:00:00.000Z', 'like', 'swipe:x:y')).toBe(a);
    expect(notificationIdFor('2026-11-23T10:00:00.000Z', 'like', 'swipe:z:y')).not.toBe(a);
    expect(notificationIdFor('2026-11-23T10:00:01.000Z', 'like', 'swipe:x:y') > a).toBe(true);
    expect(NotificationIdSchema.safeParse(a).success).toBe(true);
  });
});
