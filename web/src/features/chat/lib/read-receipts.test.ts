import { describe, expect, it } from 'vitest';
import type { Message } from '#shared/schemas/chat.ts';
import { newestFromThem, readToSend, seenMessageId } from './read-receipts';

const id = (n: number) => `01J${String(n).padStart(23, '0')}`;
const message = (n: number, senderId: string): Message => ({
  id: id(n),
  matchId: 'a'.repeat(32),
  senderId,
  content: `m${n}`,
  clientId: `c-${n}-xxxx`,
  createdAt: '2026-01-01T00:00:00Z',
});
const conversation = [
  message(1, 'me'),
  message(2, 'them'),
  message(3, 'me'),
  message(4, 'me'),
  message(5, 'them'),
  message(6, 'me'),
];

describe('newestFromThem', () => {
  it('finds their newest message, or none', () => {
    expect(newestFromThem(conversation, 'me')).toBe(id(5));
    expect(newestFromThem([message(1, 'me')], 'me')).toBeNull();
  });
});

describe('readToSend', () => {
  it('sends only when the marker moves forward', () => {
    expect(readToSend(id(5), null)).toBe(id(5));
    expect(readToSend(id(5), id(2))).toBe(id(5));
    expect(readToSend(id(5), id(5))).toBeNull();
    expect(readToSend(id(2), id(5))).toBeNull();
    expect(readToSend(null, null)).toBeNull();
  });
});

describe('seenMessageId', () => {
  it('puts "Seen" under my newest message at or before their read marker', () => {
    expect(seenMessageId(conversation, 'me', id(5))).toBe(id(4));
    expect(seenMessageId(conversation, 'me', id(4))).toBe(id(4));
    expect(seenMessageId(conversation, 'me', id(9))).toBe(id(6));
  });

  it('shows nothing when receipts are off or they have read none of mine', () => {
    expect(seenMessageId(conversation, 'me', null)).toBeNull();
    expect(seenMessageId([message(2, 'them'), message(3, 'me')], 'me', id(2))).toBeNull();
  });
});
