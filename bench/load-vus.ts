/**
 * The members of `npm run bench:load`, played in a worker thread so their
 * sockets and timers never share an event loop with the local cloud's
 * handlers. Each virtual member (VU) behaves as a person using the web app:
 * it opens the app (GET /me), holds one WebSocket (with the app's ping every
 * 25 s), and then, with a think
 * time of 1–3 s after every request, keeps choosing what to do next:
 *
 *   - swipe (50%): the next card of its deck (GET /discover when the deck is
 *     empty, with the cursor while there is one); one card in five is opened
 *     first (GET /members/{id}); likes only while the page's `likesLeft` says
 *     it has some (free 5 a day, basic 20, paid tiers unlimited), a super like
 *     now and then while it has one, else a pass;
 *   - chat (25%): opens one of its conversations (GET /matches/{id}/messages),
 *     marks it read, then sends one or two messages over the socket, each after
 *     a typing frame and a 1–3 s pause (at most ~20 a minute: the limit is 60);
 *   - dashboard (8%), matches (8%), who liked me (4%; the dashboard for
 *     tiers without that feature, as the app shows them);
 *   - profile edit (5%): GET /me/profile, then PUT /me/profile with a new bio.
 *
 * Matches made by swipes join the conversations (the `match` push tells the
 * other member). Every answer the scenario does not expect is an error: any
 * non-2xx, a socket that fails or closes, an `error` frame, a message never
 * acknowledged.
 */
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import { seededRandom } from '#shared/demo/seeded-random.ts';
import { TIER_FEATURES } from '#shared/tiers.ts';
import { HEARTBEAT_MS } from '#shared/schemas/chat.ts';
import { LoadStats, type Outcome } from './load-stats';
import type { BenchMember } from './members';

export type LoadVuInput = {
  httpApiUrl: string;
  webSocketUrl: string;
  members: BenchMember[];
  /** VUs start evenly over this many seconds (not measured), as people arrive. */
  rampSeconds: number;
  seconds: number;
};

export type LoadVuResult = {
  stats: ReturnType<LoadStats['toJSON']>;
  /** Requests started in the measured window: HTTP requests and frames sent over the sockets. */
  requests: { http: number; frames: number };
  seconds: number;
  activity: Record<string, number>;
  /** Frames the VUs' sockets received in the measured window, by type. */
  received: Record<string, number>;
};

export type WorkerNote = { phase?: 'measuring' | 'measured'; log?: string; result?: LoadVuResult; error?: string };

const THINK_MIN_MS = 1000;
const THINK_SPREAD_MS = 2000;
const TIME_ZONE = 'Europe/Zurich';
const REQUEST_TIMEOUT_MS = 30_000;
const ACK_TIMEOUT_MS = 30_000;
const ACTIVITIES = [
  ['swipe', 50],
  ['chat', 25],
  ['dashboard', 8],
  ['matchList', 8],
  ['likesReceived', 4],
  ['editProfile', 5],
] as const;
type Activity = (typeof ACTIVITIES)[number][0];

const input = workerData as LoadVuInput;
const stats = new LoadStats();
const activity: Record<string, number> = {};
const received: Record<string, number> = {};
const requests = { http: 0, frames: 0 };
let measuring = false;
let stopping = false;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Requests started in the measured window count, whenever they finish. */
const inWindow = () => measuring && !stopping;
/** Latencies of the measured window only; errors from the first arrival to the last acknowledgement. */
const record = (counted: boolean, outcome: Outcome) => {
  if (counted) stats.record(outcome);
  else if (!outcome.ok) stats.recordError(outcome.route, outcome.status, outcome.detail ?? '');
};

/** `card`: the page's card token, sent back with the swipe as the deck does (decision 0079). */
type Card = { id: string; card?: string };
type Pending = { sentAt: number; measured: boolean };

class VirtualMember {
  private readonly random;
  private socket: WebSocket | undefined;
  private readonly matches = new Map<string, string>();
  private deck: Card[] = [];
  private cursor: string | null | undefined;
  private deckExhausted = false;
  private likesLeft: number | null = 0;
  private superLikesLeft = 0;
  private readonly pending = new Map<string, Pending>();
  /** The newest message id seen per conversation, and whether the other member sent it. */
  private readonly lastFromOther = new Map<string, string>();

  constructor(
    private readonly member: BenchMember,
    index: number,
  ) {
    this.random = seededRandom(1000 + index);
    for (const match of member.matches) this.matches.set(match.matchId, match.otherId);
  }

  private think() {
    return sleep(THINK_MIN_MS + this.random.next() * THINK_SPREAD_MS);
  }

  private async http<T>(route: string, method: string, path: string, body?: unknown): Promise<T | undefined> {
    const started = performance.now();
    const counted = inWindow();
    const note = (outcome: Outcome) => record(counted, outcome);
    if (counted) requests.http += 1;
    try {
      const response = await fetch(new URL(path, input.httpApiUrl), {
        method,
        headers: {
          authorization: `Bearer ${this.member.token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      const ms = performance.now() - started;
      note({
        route,
        ms,
        ok: response.ok,
        status: response.status,
        detail: response.ok ? undefined : text.slice(0, 200),
      });
      return response.ok && text ? (JSON.parse(text) as T) : undefined;
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      note({
        route,
        ms: performance.now() - started,
        ok: false,
        status: timedOut ? 'timeout' : 'socket',
        detail: String(error),
      });
      return undefined;
    }
  }

  private send(frame: Record<string, unknown>) {
    if (this.socket?.readyState !== WebSocket.OPEN) {
      stats.recordError(`ws ${String(frame.action)}`, 'socket', 'socket not open');
      return false;
    }
    if (inWindow()) requests.frames += 1;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private onFrame(frame: Record<string, any>) {
    if (measuring) received[frame.type] = (received[frame.type] ?? 0) + 1;
    if (frame.type === 'message') {
      const message = frame.message as { id: string; senderId: string; clientId: string; matchId: string };
      const mine = this.pending.get(message.clientId);
      if (message.senderId === this.member.id && mine) {
        this.pending.delete(message.clientId);
        if (mine.measured)
          stats.record({
            route: 'ws sendMessage (to ack)',
            ms: performance.now() - mine.sentAt,
            ok: true,
            status: 200,
          });
      } else if (message.senderId !== this.member.id) {
        this.lastFromOther.set(message.matchId, message.id);
      }
    } else if (frame.type === 'match') {
      this.matches.set(frame.matchId, frame.member?.id ?? '');
    } else if (frame.type === 'error') {
      stats.recordError(`ws ${frame.action ?? 'frame'}`, 'frame', `${frame.code}: ${frame.message}`);
      if (frame.ref) this.pending.delete(frame.ref);
    } else if (frame.type === undefined) {
      // API Gateway's own frame when a route's Lambda failed: {"message":"Internal server error",…}.
      stats.recordError('ws frame', 'frame', String(frame.message));
    }
  }

  private connect(): Promise<void> {
    const url = new URL(input.webSocketUrl);
    url.searchParams.set('token', this.member.token);
    const started = performance.now();
    const counted = inWindow();
    const note = (outcome: Outcome) => record(counted, outcome);
    const socket = new WebSocket(url);
    this.socket = socket;
    return new Promise((resolve) => {
      socket.once('open', () => {
        note({ route: 'ws $connect', ms: performance.now() - started, ok: true, status: 101 });
        resolve();
      });
      socket.once('unexpected-response', (_request, response) => {
        note({
          route: 'ws $connect',
          ms: performance.now() - started,
          ok: false,
          status: response.statusCode ?? 0,
          detail: String(response.headers['x-local-reason'] ?? ''),
        });
        resolve();
      });
      socket.on('error', (error) => {
        stats.recordError('ws socket', 'socket', String(error));
        resolve();
      });
      socket.on('close', (code) => {
        if (!stopping) stats.recordError('ws socket', 'socket', `closed by the server (${code})`);
      });
      socket.on('message', (data) => this.onFrame(JSON.parse(String(data))));
    });
  }

  async run(startDelayMs: number) {
    await sleep(startDelayMs);
    await this.http('GET /me', 'GET', '/me');
    await this.connect();
    // The web app's heartbeat (realtime-client.ts): API Gateway drops a socket idle for 10 minutes.
    const heartbeat = setInterval(() => {
      if (!stopping) this.send({ action: 'ping' });
    }, HEARTBEAT_MS);
    while (!stopping) {
      await this.think();
      if (stopping) break;
      const chosen = this.pick();
      activity[chosen] = (activity[chosen] ?? 0) + 1;
      await this[chosen]();
    }
    clearInterval(heartbeat);
  }

  private pick(): Activity {
    let roll = this.random.next() * 100;
    for (const [name, weight] of ACTIVITIES) if ((roll -= weight) < 0) return name;
    return 'dashboard';
  }

  private async swipe() {
    if (this.deck.length === 0) {
      if (this.deckExhausted) return this.dashboard();
      const query = new URLSearchParams({ timeZone: TIME_ZONE, ...(this.cursor ? { cursor: this.cursor } : {}) });
      const page = await this.http<{
        candidates: Card[];
        cursor: string | null;
        limits: { likesLeft: number | null; superLikesLeft: number };
      }>('GET /discover', 'GET', `/discover?${query}`);
      if (!page) return;
      this.deck = [...page.candidates];
      this.cursor = page.cursor;
      this.deckExhausted = page.candidates.length === 0 && page.cursor === null;
      this.likesLeft = page.limits.likesLeft;
      this.superLikesLeft = page.limits.superLikesLeft;
      return;
    }
    const card = this.deck.shift()!;
    if (this.random.chance(0.2)) {
      await this.http('GET /members/{memberId}', 'GET', `/members/${encodeURIComponent(card.id)}`);
      await this.think();
    }
    const mayLike = this.likesLeft === null || this.likesLeft > 0;
    const action =
      this.superLikesLeft > 0 && this.random.chance(0.03)
        ? 'superLike'
        : mayLike && this.random.chance(0.5)
          ? 'like'
          : 'pass';
    if (action === 'superLike') this.superLikesLeft -= 1;
    if (action === 'like' && this.likesLeft !== null) this.likesLeft -= 1;
    const result = await this.http<{ matched: boolean; matchId: string | null }>('POST /swipes', 'POST', '/swipes', {
      targetId: card.id,
      action,
      timeZone: TIME_ZONE,
      ...(card.card ? { card: card.card } : {}),
    });
    if (result?.matched && result.matchId) this.matches.set(result.matchId, card.id);
  }

  private async chat() {
    const ids = [...this.matches.keys()];
    if (ids.length === 0) return this.swipe();
    const matchId = this.random.pick(ids);
    await this.http(
      'GET /matches/{matchId}/messages',
      'GET',
      `/matches/${encodeURIComponent(matchId)}/messages?limit=30`,
    );
    const unread = this.lastFromOther.get(matchId);
    if (unread) {
      this.send({ action: 'read', matchId, upTo: unread });
      this.lastFromOther.delete(matchId);
    }
    const count = this.random.int(1, 2);
    for (let i = 0; i < count && !stopping; i++) {
      this.send({ action: 'typing', matchId });
      await this.think();
      const clientId = randomUUID();
      this.pending.set(clientId, { sentAt: performance.now(), measured: inWindow() });
      this.send({
        action: 'sendMessage',
        matchId,
        clientId,
        content: `Load test says hi ${this.random.int(1, 9999)}, how is your week going?`,
      });
      if (i + 1 < count) await this.think();
    }
  }

  private async dashboard() {
    await this.http('GET /me/dashboard', 'GET', '/me/dashboard');
  }

  private async matchList() {
    await this.http('GET /matches', 'GET', '/matches');
  }

  /** Who liked me is a paid feature; a free or basic member's app shows the dashboard's count instead. */
  private async likesReceived() {
    if (!TIER_FEATURES[this.member.tier].seeWhoLikedYou) return this.dashboard();
    await this.http('GET /likes/received', 'GET', '/likes/received');
  }

  private async editProfile() {
    const profile = await this.http<{ bio: string }>('GET /me/profile', 'GET', '/me/profile');
    if (!profile) return;
    await this.think();
    const bio = `${profile.bio.replace(/ \(edited \d+\)$/, '')} (edited ${this.random.int(1, 999)})`.slice(0, 500);
    await this.http('PUT /me/profile', 'PUT', '/me/profile', { bio });
  }

  /** Sends still waiting for their acknowledgement after `ACK_TIMEOUT_MS` are errors; the rest are waited for. */
  async drain() {
    const deadline = performance.now() + ACK_TIMEOUT_MS;
    while (this.pending.size > 0 && performance.now() < deadline) await sleep(100);
    for (let left = this.pending.size; left > 0; left--)
      stats.recordError('ws sendMessage (to ack)', 'timeout', `no acknowledgement in ${ACK_TIMEOUT_MS} ms`);
  }

  close() {
    this.socket?.close(1000);
  }
}

async function main() {
  const vus = input.members.map((member, i) => new VirtualMember(member, i));
  const running = vus.map((vu, i) => vu.run((i / vus.length) * input.rampSeconds * 1000));
  await sleep(input.rampSeconds * 1000);
  measuring = true;
  parentPort!.postMessage({
    phase: 'measuring',
    log: `all ${vus.length} members arrived; measuring ${input.seconds} s`,
  } satisfies WorkerNote);
  const started = performance.now();
  await sleep(input.seconds * 1000);
  const seconds = (performance.now() - started) / 1000;
  stopping = true;
  parentPort!.postMessage({
    phase: 'measured',
    log: 'stopping: waiting for requests in flight and acknowledgements',
  } satisfies WorkerNote);
  await Promise.all(running);
  await Promise.all(vus.map((vu) => vu.drain()));
  measuring = false;
  for (const vu of vus) vu.close();
  parentPort!.postMessage({
    result: { stats: stats.toJSON(), requests, seconds, activity, received },
  } satisfies WorkerNote);
}

main().catch((error) =>
  parentPort!.postMessage({ error: String((error as Error).stack ?? error) } satisfies WorkerNote),
);
