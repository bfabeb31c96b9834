import { describe, expect, it } from 'vitest';
import type { Message, MessagePage } from '#shared/schemas/chat.ts';
import {
  conversationReducer,
  emptyConversation,
  type ConversationAction,
  type ConversationState,
} from './conversation-state';

const MATCH = 'a'.repeat(32);
/** ULIDs whose order is the order of `n`. */
const id = (n: number) => `01J${String(n).padStart(23, '0')}`;
const message = (n: number, senderId = 'them', clientId = `c-${n}-xxxx`): Message => ({
  id: id(n),
  matchId: MATCH,
  senderId,
  content: `m${n}`,
  clientId,
  createdAt: `2026-01-01T00:00:${String(n).padStart(2, '0')}Z`,
});
const page = (messages: Message[], extra: Partial<MessagePage> = {}): MessagePage => ({
  messages,
  olderCursor: null,
  newerCursor: null,
  theirReadUpTo: null,
  member: { id: 'them', fullName: 'Them', photo: null },
  ...extra,
});
const run = (...actions: ConversationAction[]) =>
  actions.reduce<ConversationState>(conversationReducer, emptyConversation());
const ids = (state: ConversationState) => state.messages.map((m) => m.id);

describe('conversationReducer', () => {
  it('keeps messages sorted by id and each id once, whatever order and however often they arrive', () => {
    const state = run(
      { type: 'received', message: message(5) },
      { type: 'pageLoaded', kind: 'newest', page: page([message(3), message(4), message(5)], { olderCursor: id(3) }) },
      { type: 'received', message: message(4) },
      { type: 'pageLoaded', kind: 'older', page: page([message(1), message(2), message(3)]) },
      { type: 'pageLoaded', kind: 'newer', page: page([message(5), message(6)]) },
    );
    expect(ids(state)).toEqual([1, 2, 3, 4, 5, 6].map(id));
    expect(state.loaded).toBe(true);
  });

  it('follows the older cursor from the newest and older pages, not from catch-up pages', () => {
    let state = run({ type: 'pageLoaded', kind: 'newest', page: page([message(3)], { olderCursor: id(3) }) });
    expect(state.olderCursor).toBe(id(3));
    state = conversationReducer(state, { type: 'pageLoaded', kind: 'newer', page: page([message(4)]) });
    expect(state.olderCursor).toBe(id(3));
    state = conversationReducer(state, { type: 'pageLoaded', kind: 'older', page: page([message(1)]) });
    expect(state.olderCursor).toBeNull();
  });

  it('replaces my pending bubble with the acknowledged message in one step', () => {
    let state = run(
      { type: 'queued', clientId: 'mine-0001', content: 'Hello', at: 1 },
      { type: 'sent', clientId: 'mine-0001', at: 2 },
    );
    expect(state.pending).toEqual([
      { clientId: 'mine-0001', content: 'Hello', status: 'sending', attempts: 1, lastSentAt: 2 },
    ]);
    state = conversationReducer(state, { type: 'received', message: message(7, 'me', 'mine-0001') });
    expect(state.pending).toEqual([]);
    expect(ids(state)).toEqual([id(7)]);
    // The resend's acknowledgement (the server pushes the original again) changes nothing.
    expect(conversationReducer(state, { type: 'received', message: message(7, 'me', 'mine-0001') })).toEqual(state);
  });

  it('retires a pending bubble found in a catch-up page too', () => {
    const state = run(
      { type: 'queued', clientId: 'mine-0002', content: 'Lost ack', at: 1 },
      { type: 'pageLoaded', kind: 'newer', page: page([message(8, 'me', 'mine-0002')]) },
    );
    expect(state.pending).toEqual([]);
    expect(ids(state)).toEqual([id(8)]);
  });

  it('marks a refused send failed with the reason, and a retry starts it over', () => {
    let state = run(
      { type: 'queued', clientId: 'mine-0003', content: 'Hi', at: 1 },
      { type: 'sent', clientId: 'mine-0003', at: 2 },
      { type: 'failed', clientId: 'mine-0003', error: 'This conversation has ended' },
    );
    expect(state.pending[0]).toMatchObject({ status: 'failed', error: 'This conversation has ended' });
    state = conversationReducer(state, { type: 'retried', clientId: 'mine-0003', at: 9 });
    expect(state.pending[0]).toEqual({
      clientId: 'mine-0003',
      content: 'Hi',
      status: 'sending',
      attempts: 0,
      lastSentAt: 9,
      error: undefined,
    });
  });

  it('moves their read marker forward only, and takes "receipts off" from a fresh page', () => {
    let state = run({ type: 'pageLoaded', kind: 'newest', page: page([], { theirReadUpTo: id(4) }) });
    state = conversationReducer(state, { type: 'readByThem', upTo: id(6) });
    state = conversationReducer(state, { type: 'readByThem', upTo: id(5) });
    expect(state.theirReadUpTo).toBe(id(6));
    state = conversationReducer(state, { type: 'pageLoaded', kind: 'older', page: page([], { theirReadUpTo: null }) });
    expect(state.theirReadUpTo).toBe(id(6));
    state = conversationReducer(state, { type: 'pageLoaded', kind: 'newer', page: page([], { theirReadUpTo: null }) });
    expect(state.theirReadUpTo).toBeNull();
  });
});
