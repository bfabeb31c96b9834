/**
 * One conversation on screen: the stored messages (from pages and pushes,
 * in any order, any number of times) and my sends that the server has not
 * acknowledged yet. Every path a message can arrive by goes through
 * `withMessages`, which keys by id and retires the pending bubble with the
 * same clientId in the same step, so a message is never on screen twice.
 */
import type { Message, MessagePage } from '#shared/schemas/chat.ts';

export type PendingMessage = {
  /** Made here with crypto.randomUUID(); a resend reuses it so the server stores the message once. */
  clientId: string;
  content: string;
  status: 'sending' | 'failed';
  /** Frames actually handed to an open socket. */
  attempts: number;
  /** When the last frame went out (ms), or when it was written while nothing could go out. */
  lastSentAt: number;
  /** The server's reason, when it refused. */
  error?: string;
};

export type ConversationState = {
  /** Ascending by id (ULIDs sort in time order), each id once. */
  messages: Message[];
  /** Mine, not yet acknowledged, in the order written. */
  pending: PendingMessage[];
  /** Pass as `before` for the page before the first message shown; null at the start. */
  olderCursor: string | null;
  /** The newest of my messages they have read; null when either of us has receipts off. */
  theirReadUpTo: string | null;
  /** The newest page has arrived. */
  loaded: boolean;
};

export type ConversationAction =
  /** `newest`: the first page; `older`: a page before; `newer`: a catch-up page after a reconnect. */
  | { type: 'pageLoaded'; kind: 'newest' | 'older' | 'newer'; page: MessagePage }
  | { type: 'received'; message: Message }
  | { type: 'queued'; clientId: string; content: string; at: number }
  | { type: 'sent'; clientId: string; at: number }
  | { type: 'failed'; clientId: string; error: string }
  | { type: 'retried'; clientId: string; at: number }
  | { type: 'readByThem'; upTo: string };

export const emptyConversation = (): ConversationState => ({
  messages: [],
  pending: [],
  olderCursor: null,
  theirReadUpTo: null,
  loaded: false,
});

const laterId = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/** Merges by id, sorted by id, and drops the pending sends the incoming messages acknowledge. */
export function withMessages(state: ConversationState, incoming: readonly Message[]): ConversationState {
  if (incoming.length === 0) return state;
  const byId = new Map(state.messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  const acknowledged = new Set(incoming.map((message) => message.clientId));
  return {
    ...state,
    messages: [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    pending: state.pending.filter((entry) => !acknowledged.has(entry.clientId)),
  };
}

const updatePending = (
  state: ConversationState,
  clientId: string,
  change: (entry: PendingMessage) => PendingMessage,
): ConversationState => ({
  ...state,
  pending: state.pending.map((entry) => (entry.clientId === clientId ? change(entry) : entry)),
});

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'pageLoaded': {
      const { page, kind } = action;
      const merged = withMessages(state, page.messages);
      return {
        ...merged,
        olderCursor: kind === 'newer' ? state.olderCursor : page.olderCursor,
        // Older pages say nothing new about receipts; the others carry the current setting (null when off).
        theirReadUpTo:
          kind === 'older'
            ? state.theirReadUpTo
            : page.theirReadUpTo === null
              ? null
              : laterId(state.theirReadUpTo, page.theirReadUpTo),
        loaded: state.loaded || kind === 'newest',
      };
    }
    case 'received':
      return withMessages(state, [action.message]);
    case 'queued':
      // An acknowledgement can only follow a send, so a queued id is never already stored.
      return {
        ...state,
        pending: [
          ...state.pending,
          { clientId: action.clientId, content: action.content, status: 'sending', attempts: 0, lastSentAt: action.at },
        ],
      };
    case 'sent':
      return updatePending(state, action.clientId, (entry) => ({
        ...entry,
        attempts: entry.attempts + 1,
        lastSentAt: action.at,
      }));
    case 'failed':
      return updatePending(state, action.clientId, (entry) => ({ ...entry, status: 'failed', error: action.error }));
    case 'retried':
      return updatePending(state, action.clientId, (entry) => ({
        ...entry,
        status: 'sending',
        attempts: 0,
        lastSentAt: action.at,
        error: undefined,
      }));
    case 'readByThem':
      return { ...state, theirReadUpTo: laterId(state.theirReadUpTo, action.upTo) };
  }
}
