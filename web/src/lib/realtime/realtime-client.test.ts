import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient } from './realtime-client';

/** Just enough of a browser WebSocket for partysocket, driven by the test. */
class FakeSocket extends EventTarget {
  static instances: FakeSocket[] = [];
  readyState = 0;
  binaryType = 'blob';
  sent: string[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  drop() {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code: 1006, reason: '' }));
  }
  receive(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

const latest = () => FakeSocket.instances.at(-1)!;
/** Frames are handed on once the parser's module has loaded (a dynamic import) and in order: let that run. */
const delivered = () => vi.waitFor(() => import('./server-frame')).then(() => vi.advanceTimersByTimeAsync(0));
const pong = JSON.stringify({ type: 'pong', at: '2026-01-01T00:00:00Z' });

describe('createRealtimeClient', () => {
  let tokens = 0;
  const url = async () => `ws://realtime.test/?token=t${++tokens}`;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    tokens = 0;
  });
  afterEach(() => vi.useRealTimers());

  async function connected(heartbeatMs = 25_000) {
    const client = createRealtimeClient({ url, WebSocket: FakeSocket, heartbeatMs });
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    return client;
  }

  it('opens one socket with a token from the provider and reports its status', async () => {
    const client = createRealtimeClient({ url, WebSocket: FakeSocket });
    expect(client.status()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(latest().url).toBe('ws://realtime.test/?token=t1');
    const seen: string[] = [];
    client.onStatus(() => seen.push(client.status()));
    latest().open();
    expect(client.status()).toBe('open');
    client.close();
    expect(client.status()).toBe('closed');
    expect(seen).toEqual(['open', 'closed']);
  });

  it('hands parsed frames to subscribers and ignores the rest', async () => {
    const client = await connected();
    const frames: unknown[] = [];
    const stop = client.subscribe((frame) => frames.push(frame));
    latest().receive('garbage');
    latest().receive(pong);
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    stop();
    latest().receive(pong);
    await delivered();
    expect(frames).toEqual([{ type: 'pong', at: '2026-01-01T00:00:00Z' }]);
  });

  it('hands frames on in the order they came, also while the parser is still loading', async () => {
    const client = await connected();
    const frames: unknown[] = [];
    client.subscribe((frame) => frames.push(frame));
    const at = (second: number) => `2026-01-01T00:00:0${second}Z`;
    for (const second of [1, 2, 3]) latest().receive(JSON.stringify({ type: 'pong', at: at(second) }));
    expect(frames).toEqual([]);
    await vi.waitFor(() => expect(frames).toHaveLength(3));
    latest().receive(JSON.stringify({ type: 'pong', at: at(4) }));
    await vi.waitFor(() => expect(frames).toHaveLength(4));
    expect(frames).toEqual([1, 2, 3, 4].map((second) => ({ type: 'pong', at: at(second) })));
  });

  it('keeps calling the other listeners when one throws', async () => {
    const client = await connected();
    const reached = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    client.subscribe(() => {
      throw new Error('boom');
    });
    client.subscribe(reached);
    latest().receive(pong);
    await vi.waitFor(() => expect(reached).toHaveBeenCalledOnce());
    expect(logged).toHaveBeenCalledWith(new Error('boom'));
    logged.mockRestore();
  });

  it('pings while open and stops when the socket drops', async () => {
    await connected(1_000);
    const socket = latest();
    await vi.advanceTimersByTimeAsync(2_500);
    expect(socket.sent).toEqual(['{"action":"ping"}', '{"action":"ping"}']);
    socket.drop();
    await vi.advanceTimersByTimeAsync(500);
    expect(socket.sent).toHaveLength(2);
  });

  it('sends only on an open socket', async () => {
    const client = createRealtimeClient({ url, WebSocket: FakeSocket });
    expect(client.send({ action: 'typing', matchId: 'a'.repeat(32) })).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    expect(client.send({ action: 'typing', matchId: 'a'.repeat(32) })).toBe(true);
    expect(latest().sent).toEqual([`{"action":"typing","matchId":"${'a'.repeat(32)}"}`]);
  });

  it('says so on its first open: what was pushed while the page loaded never reached it', async () => {
    const client = createRealtimeClient({ url, WebSocket: FakeSocket });
    const opened = vi.fn();
    client.onOpened(opened);
    await vi.advanceTimersByTimeAsync(0);
    expect(opened).not.toHaveBeenCalled();
    latest().open();
    expect(opened).toHaveBeenCalledOnce();
  });

  it('reconnects with a fresh URL and says so on every open after that', async () => {
    const client = await connected();
    const reconnected = vi.fn();
    client.onOpened(reconnected);
    latest().drop();
    expect(client.status()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(latest().url).toBe('ws://realtime.test/?token=t2');
    latest().open();
    expect(reconnected).toHaveBeenCalledOnce();
    expect(client.status()).toBe('open');
  });

  it('waits a jittered time before each retry, in a window that doubles while the socket keeps failing', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await connected();
    await vi.advanceTimersByTimeAsync(6_000); // open long enough to count as healthy
    latest().drop();
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(2);
    // It opens and drops at once (a refused token): the next window is twice as long.
    latest().open();
    latest().drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(3);
    vi.mocked(Math.random).mockRestore();
  });

  it('tries at once when the browser comes back online, instead of waiting out the backoff', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const client = await connected();
    latest().drop();
    await vi.advanceTimersByTimeAsync(10);
    expect(FakeSocket.instances).toHaveLength(1);
    client.reconnectIfDown();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.mocked(Math.random).mockRestore();
  });

  it('does not reconnect after close', async () => {
    const client = await connected();
    client.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
