/**
 * Everything live about one open conversation: the newest page, pushed
 * messages, my sends until acknowledged (resent with the same clientId),
 * the catch-up after a reconnect, typing in both directions and read
 * receipts. The pure rules are in ../lib; this wires them to the socket.
 */
import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { CATCH_UP_DELAY_MS, catchUpCursor } from '#shared/chat/catch-up-cursor.ts';
import { MESSAGES } from '#shared/messages.ts';
import { TYPING_DISPLAY_MS } from '#shared/realtime-timing.ts';
import type { ClientFrame } from '#shared/schemas/chat.ts';
import { openConversation } from '#web/lib/realtime/active-conversation.ts';
import { useRealtime, useRealtimeFrames, useRealtimeOpened } from '#web/lib/realtime/realtime-provider.tsx';
import { showError } from '#web/lib/toast.tsx';
import { usePageVisible } from '#web/lib/use-page-visible.ts';
import { listMessages, listMessagesAfter, useNewestMessages } from '../api/list-messages';
import { shouldSendTyping } from '../lib/composer';
import { conversationReducer, emptyConversation, type PendingMessage } from '../lib/conversation-state';
import { nextSendStep } from '../lib/delivery';
import { newestFromThem, readToSend } from '../lib/read-receipts';

/** How often unacknowledged sends are looked at; the resend itself waits ACK_TIMEOUT_MS. */
const DELIVERY_CHECK_MS = 1_000;

export function useConversation(matchId: string, myId: string) {
  const [state, dispatch] = useReducer(conversationReducer, undefined, emptyConversation);
  const newest = useNewestMessages(matchId);
  const { status, send } = useRealtime();
  const pageVisible = usePageVisible();
  const [atBottom, setAtBottom] = useState(true);
  const [theirTypingUntil, setTheirTypingUntil] = useState<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  /** The other member unmatched or blocked, or an account was deleted, while this screen was open. */
  const [ended, setEnded] = useState(false);
  const lastTypingSentAt = useRef<number | null>(null);
  const lastReadSent = useRef<string | null>(null);
  // The socket was not open when the screen opened: what it pushed before opening is unknown.
  const catchUpWanted = useRef(status !== 'open');
  const catchingUp = useRef(false);

  useEffect(() => openConversation(matchId), [matchId]);

  useEffect(() => {
    if (newest.data) dispatch({ type: 'pageLoaded', kind: 'newest', page: newest.data });
  }, [newest.data]);

  const sendFrame = (entry: Pick<PendingMessage, 'clientId' | 'content'>, at: number) => {
    const frame: ClientFrame = { action: 'sendMessage', matchId, content: entry.content, clientId: entry.clientId };
    if (send(frame)) dispatch({ type: 'sent', clientId: entry.clientId, at });
  };

  const fail = (clientId: string, reason?: string) => {
    const toast = MESSAGES.chat.sendError(reason);
    dispatch({ type: 'failed', clientId, error: toast.description ?? '' });
    showError(toast, { id: `send-${clientId}` });
  };

  useRealtimeFrames((frame) => {
    switch (frame.type) {
      case 'message':
        if (frame.message.matchId !== matchId) return;
        dispatch({ type: 'received', message: frame.message });
        if (frame.message.senderId !== myId) setTheirTypingUntil(null);
        return;
      case 'typing':
        if (frame.matchId === matchId && frame.memberId !== myId) setTheirTypingUntil(Date.now() + TYPING_DISPLAY_MS);
        return;
      case 'read':
        if (frame.matchId === matchId && frame.readerId !== myId) dispatch({ type: 'readByThem', upTo: frame.upTo });
        return;
      case 'matchEnded':
        if (frame.matchId === matchId) setEnded(true);
        return;
      case 'error':
        // `ref` is the clientId of the send that failed; errors about other frames are not the member's business.
        if (frame.ref && state.pending.some((entry) => entry.clientId === frame.ref && entry.status === 'sending'))
          fail(frame.ref, frame.message);
        return;
    }
  });

  useEffect(() => {
    if (theirTypingUntil === null) return;
    const timer = setTimeout(() => setTheirTypingUntil(null), Math.max(0, theirTypingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [theirTypingUntil]);

  // Resend what the server has not acknowledged; give up (Retry) after the last attempt.
  const deliver = useEffectEvent(() => {
    const now = Date.now();
    for (const entry of state.pending) {
      const step = nextSendStep(entry, now);
      if (step === 'send') sendFrame(entry, now);
      else if (step === 'giveUp') fail(entry.clientId);
    }
  });
  useEffect(() => {
    const timer = setInterval(deliver, DELIVERY_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  // Written while the socket was down: out as soon as it opens.
  useEffect(() => {
    if (status === 'open') deliver();
  }, [status]);

  const catchUp = useEffectEvent(async () => {
    if (catchingUp.current) return;
    catchingUp.current = true;
    try {
      // The socket has just opened: wait out sends whose connection read could not see it (decision 0012).
      await new Promise((resolve) => setTimeout(resolve, CATCH_UP_DELAY_MS));
      const lastSeen = state.messages.at(-1)?.id;
      if (!lastSeen) dispatch({ type: 'pageLoaded', kind: 'newest', page: await listMessages(matchId) });
      else
        for (const page of await listMessagesAfter(matchId, catchUpCursor(lastSeen)))
          dispatch({ type: 'pageLoaded', kind: 'newer', page });
    } catch {
      showError(MESSAGES.chat.messagesLoadError);
    } finally {
      catchingUp.current = false;
    }
  });
  const catchUpIfWanted = useEffectEvent(() => {
    if (!catchUpWanted.current || !state.loaded || status !== 'open') return;
    catchUpWanted.current = false;
    void catchUp();
  });
  useRealtimeOpened(() => {
    catchUpWanted.current = true;
    // useRealtimeOpened calls back from its own subscription effect, which the rule cannot see. An open the
    // screen's own status effect already caught up for finds nothing wanted: one catch-up either way.
    // eslint-disable-next-line react-hooks/rules-of-hooks -- called from an effect, one hook down
    catchUpIfWanted();
  });
  useEffect(() => catchUpIfWanted(), [status, state.loaded]);

  // Read receipts: their newest message counts as read once it is on screen in a visible tab.
  const newestTheirs = newestFromThem(state.messages, myId);
  useEffect(() => {
    if (!pageVisible || !atBottom || status !== 'open') return;
    const upTo = readToSend(newestTheirs, lastReadSent.current);
    if (upTo && send({ action: 'read', matchId, upTo })) lastReadSent.current = upTo;
  }, [newestTheirs, pageVisible, atBottom, status, matchId, send]);

  return {
    state,
    /** The newest page's request: pending, failed (the screen leaves), or done. */
    newest,
    connected: status === 'open',
    ended,
    theirTyping: theirTypingUntil !== null,
    loadingOlder,
    setAtBottom,

    /** `content` is already trimmed and valid (lib/composer.ts). */
    submit(content: string) {
      const clientId = crypto.randomUUID();
      const now = Date.now();
      dispatch({ type: 'queued', clientId, content, at: now });
      sendFrame({ clientId, content }, now);
      // The next keystroke is a new message: tell them at once.
      lastTypingSentAt.current = null;
    },

    /** Sends a failed message again with the same clientId, so the server still stores it once. */
    retry(clientId: string) {
      const entry = state.pending.find((candidate) => candidate.clientId === clientId);
      if (!entry) return;
      const now = Date.now();
      dispatch({ type: 'retried', clientId, at: now });
      sendFrame(entry, now);
    },

    /** The draft changed: a typing frame, at most once per throttle window. */
    typed(draft: string) {
      const now = Date.now();
      if (draft.trim() === '' || !shouldSendTyping(lastTypingSentAt.current, now)) return;
      if (send({ action: 'typing', matchId })) lastTypingSentAt.current = now;
    },

    async loadOlder() {
      const before = state.olderCursor;
      if (!before || loadingOlder) return;
      setLoadingOlder(true);
      try {
        dispatch({ type: 'pageLoaded', kind: 'older', page: await listMessages(matchId, { before }) });
      } catch {
        showError(MESSAGES.chat.messagesLoadError);
      } finally {
        setLoadingOlder(false);
      }
    },
  };
}
