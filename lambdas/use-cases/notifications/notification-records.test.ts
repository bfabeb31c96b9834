import { describe, expect, it } from 'vitest';
import { messageNotification, notificationIdFor } from './notification-records';

const message = {
  id: '01JDXR0000000000000000000A',
  matchId: 'm1',
  senderId: 'ada',
  content: 'x'.repeat(150),
  createdAt: '2026-11-26T10:00:00.000Z',
};

describe('a message notification, as the send stores it', () => {
  it('is the one the stream would have made: same id, unread, about the sender, with the first 100 characters', () => {
    const record = messageNotification(message, 'ben');
    expect(record).toMatchObject({
      memberId: 'ben',
      kind: 'message',
      actorId: 'ada',
      matchId: 'm1',
      read: false,
      notificationId: notificationIdFor(message.createdAt, 'message', `message:m1:${message.id}`),
    });
    expect(record.preview).toHaveLength(100);
    expect(record.expiresAt).toBe(Date.parse(message.createdAt) / 1000 + 30 * 86_400);
  });

  it('is another for another message, so each message is one bell entry', () => {
    const other = messageNotification({ ...message, id: '01JDXR0000000000000000000B' }, 'ben');
    expect(other.notificationId).not.toBe(messageNotification(message, 'ben').notificationId);
  });
});
