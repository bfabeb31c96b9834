/**
 * The tab's one WebSocket to the realtime API. partysocket does the
 * reconnecting (with backoff, and a fresh URL, so a fresh token, on every
 * attempt); this adds what the contract asks of a client: a heartbeat,
 * parsed frames, a status, and an "opened" signal so screens can fetch what
 * was pushed while no socket of theirs was open.
 */
import ReconnectingWebSocket, { type Options } from 'partysocket/ws';
import { HEARTBEAT_MS } from '#shared/realtime-timing.ts';
import type { ClientFrame } from '#shared/schemas/chat.ts';
import type { ServerFrame } from '#shared/schemas/realtime.ts';
import { loadOnce } from '../load-once';
import { RECONNECT_BACKOFF, reconnectDelay } from './backoff';

/**
 * The frames' schema (and zod with it) loads with the first frame, not with the page: a member page's
 * start carries no zod (decision 0042). Frames are handed on in the order they came.
 */
const loadFrameParser = loadOnce(() => import('./server-frame').then((module) => module.parseServerFrame));

export type RealtimeStatus = 'connecting' | 'open' | 'closed';
export type FrameListener = (frame: ServerFrame) => void;

/**
 * partysocket's own backoff is a fixed schedule (every client retries at the same
 * moments), so it is off, and the URL provider waits a jittered time instead
 * (backoff.ts). Nothing is queued while the socket is down: a queued ping or
 * typing frame is stale by the time it would go out, and the chat resends
 * unacknowledged messages itself once the socket opens.
 */
export const SOCKET_OPTIONS = {
  minReconnectionDelay: 0,
  maxReconnectionDelay: 0,
  connectionTimeout: 10_000,
  maxEnqueuedMessages: 0,
} as const satisfies Options;

export type RealtimeClient = {
  /** Sends on an open socket; false (and nothing sent) otherwise, so the caller can retry later. */
  send(frame: ClientFrame): boolean;
  subscribe(listener: FrameListener): () => void;
  /**
   * Called on every open, the first too: what was pushed while the socket was down is lost, and so is what
   * was pushed while the page loaded, before its socket first opened (it opens after the first content
   * is drawn, and a webhook or a match can land in between).
   */
  onOpened(listener: () => void): () => void;
  status(): RealtimeStatus;
  onStatus(listener: () => void): () => void;
  /** Tries now instead of waiting out the backoff (the browser came back online). */
  reconnectIfDown(): void;
  close(): void;
};

export type RealtimeClientOptions = {
  /** Called before every attempt, so each one carries a token that is valid now. */
  url: () => Promise<string>;
  heartbeatMs?: number;
  /** A WebSocket constructor, for tests. */
  WebSocket?: unknown;
  socketOptions?: Options;
};

/** One throwing listener must not starve the others; the error still reaches the console. */
function callEach<A extends unknown[]>(listeners: Iterable<(...args: A) => void>, ...args: A) {
  for (const listener of [...listeners]) {
    try {
      listener(...args);
    } catch (error) {
      console.error(error);
    }
  }
}

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const frameListeners = new Set<FrameListener>();
  const openedListeners = new Set<() => void>();
  const statusListeners = new Set<() => void>();
  let current: RealtimeStatus = 'connecting';
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  // Attempts since the socket was last healthy; the first connection does not wait.
  let attempts = 0;
  let openedAt: number | undefined;
  let wake: (() => void) | undefined;

  const nextUrl = async () => {
    const retry = attempts++ - 1;
    if (retry >= 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, reconnectDelay(retry));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
    return options.url();
  };

  const socket = new ReconnectingWebSocket(nextUrl, undefined, {
    ...SOCKET_OPTIONS,
    ...options.socketOptions,
    ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
  });

  const setStatus = (next: RealtimeStatus) => {
    if (next === current) return;
    current = next;
    callEach(statusListeners);
  };

  const send = (frame: ClientFrame): boolean => {
    if (socket.readyState !== ReconnectingWebSocket.OPEN) return false;
    return socket.send(JSON.stringify(frame));
  };

  const stopHeartbeat = () => {
    clearInterval(heartbeat);
    heartbeat = undefined;
  };

  socket.addEventListener('open', () => {
    openedAt = Date.now();
    stopHeartbeat();
    // API Gateway drops a socket idle for 10 minutes; the ping also keeps the server's record of it fresh.
    heartbeat = setInterval(() => send({ action: 'ping' }), options.heartbeatMs ?? HEARTBEAT_MS);
    setStatus('open');
    callEach(openedListeners);
  });
  socket.addEventListener('close', () => {
    stopHeartbeat();
    // A socket that opens and drops at once (a refused token, a failing server) keeps backing off.
    if (openedAt !== undefined && Date.now() - openedAt >= RECONNECT_BACKOFF.stableAfterMs) attempts = 1;
    openedAt = undefined;
    setStatus(socket.shouldReconnect ? 'connecting' : 'closed');
  });
  let delivering = Promise.resolve();
  socket.addEventListener('message', (event) => {
    delivering = delivering
      .then(async () => {
        const frame = (await loadFrameParser())(event.data);
        if (frame) callEach(frameListeners, frame);
      })
      // The parser's code did not arrive: this frame is lost, the next one asks again.
      .catch(() => undefined);
  });

  const listen = <L>(set: Set<L>, listener: L) => {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };

  return {
    send,
    subscribe: (listener) => listen(frameListeners, listener),
    onOpened: (listener) => listen(openedListeners, listener),
    status: () => current,
    onStatus: (listener) => listen(statusListeners, listener),
    reconnectIfDown() {
      if (current !== 'connecting') return;
      // Waiting out a backoff: end the wait. (partysocket's reconnect() is a no-op while an attempt is pending.)
      if (wake) wake();
      else socket.reconnect();
    },
    close() {
      stopHeartbeat();
      socket.close(1000, 'Signed out');
      setStatus('closed');
    },
  };
}
