/**
 * The load side of `npm run bench:chat`, in a worker thread so the 1,000
 * client sockets never share an event loop with the local cloud's handlers.
 * Each simulated member behaves like the web client: one socket, sends with a
 * clientId, resends what was not acknowledged, and after a reconnect fetches
 * what it missed over HTTP from `catchUpCursor(lastSeen)`, deduping by id.
 */
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import { CATCH_UP_DELAY_MS, catchUpCursor } from '#shared/chat/catch-up-cursor.ts';
// The web client's resend timeout (10 s): the bench resent every 3 s, and on a loaded machine those
// resends, each a full send on the server, outgrew the messages themselves (10,022 for 2,000).
import { ACK_TIMEOUT_MS } from '#web/features/chat/lib/delivery.ts';

export type LoadInput = {
  webSocketUrl: string;
  httpApiUrl: string;
  members: { id: string; token: string; matchId: string; otherId: string }[];
  ratePerSecond: number;
  warmupSeconds: number;
  steadySeconds: number;
  reconnectSeconds: number;
  reconnectShare: number;
  reconnectEverySeconds: number;
};

export type PhaseResult = {
  sent: number;
  received: number;
  lost: number;
  duplicated: number;
  latencies: number[];
  seconds: number;
};
export type LoadResult = {
  steady: PhaseResult;
  reconnect: PhaseResult & { cycles: number; caughtUp: number; resent: number };
  redelivered: number;
};

type Sent = {
  clientId: string;
  from: number;
  to: number;
  matchId: string;
  content: string;
  sentAt: number;
  phase: 'warmup' | 'steady' | 'reconnect';
  acked: boolean;
  lastSendAt: number;
};

const input = workerData as LoadInput;

class Member {
  socket: WebSocket | undefined;
  open = false;
  lastSeenId: string | undefined;
  /** clientId → message ids seen with it (more than one would be a duplicate). */
  readonly seen = new Map<string, Set<string>>();
  readonly seenIds = new Set<string>();

  constructor(
    readonly index: number,
    readonly id: string,
    readonly token: string,
    readonly matchId: string,
  ) {}

  connect(onFrame: (member: Member, frame: any, via: 'push') => void): Promise<void> {
    const url = new URL(input.webSocketUrl);
    url.searchParams.set('token', this.token);
    const socket = new WebSocket(url);
    this.socket = socket;
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        this.open = true;
        resolve();
      });
      socket.once('error', reject);
      socket.on('close', () => {
        if (this.socket === socket) this.open = false;
      });
      socket.on('message', (data) => onFrame(this, JSON.parse(String(data)), 'push'));
    });
  }

  kill() {
    this.open = false;
    this.socket?.terminate();
  }
}

async function main() {
  const members = input.members.map((m, i) => new Member(i, m.id, m.token, m.matchId));
  const indexById = new Map(input.members.map((m, i) => [m.id, i]));
  const partnerOf = (i: number) => indexById.get(input.members[i].otherId)!;
  const sent = new Map<string, Sent>();
  let redelivered = 0;
  let caughtUp = 0;
  let resent = 0;
  const latencies: Record<Sent['phase'], number[]> = { warmup: [], steady: [], reconnect: [] };

  /** What a message does to the member that got it, by push or by catch-up; latency only for live pushes to the recipient. */
  const deliver = (member: Member, message: any, via: 'push' | 'catchUp') => {
    if (!member.lastSeenId || message.id > member.lastSeenId) member.lastSeenId = message.id;
    if (member.seenIds.has(message.id)) {
      if (via === 'push') redelivered++;
      return;
    }
    member.seenIds.add(message.id);
    const ids = member.seen.get(message.clientId) ?? new Set<string>();
    ids.add(message.id);
    member.seen.set(message.clientId, ids);
    const record = sent.get(message.clientId);
    if (!record) return;
    if (record.from === member.index) record.acked = true;
    else if (via === 'push' && ids.size === 1) latencies[record.phase].push(performance.now() - record.sentAt);
    else if (via === 'catchUp') caughtUp++;
  };
  const onFrame = (member: Member, frame: any) => {
    if (frame.type === 'message') deliver(member, frame.message, 'push');
  };

  // Open every socket, 50 at a time, as tabs would over a few seconds.
  for (let i = 0; i < members.length; i += 50)
    await Promise.all(members.slice(i, i + 50).map((m) => m.connect(onFrame)));
  parentPort!.postMessage({ log: `opened ${members.length} sockets` });

  const transmit = (record: Sent) => {
    const member = members[record.from];
    if (!member.open || member.socket?.readyState !== WebSocket.OPEN) return;
    record.lastSendAt = performance.now();
    member.socket.send(
      JSON.stringify({
        action: 'sendMessage',
        matchId: record.matchId,
        content: record.content,
        clientId: record.clientId,
      }),
    );
  };

  // Pairs take turns; within a pair the two members alternate, as a conversation does.
  let turn = 0;
  const pairs = members.filter((m) => m.index < partnerOf(m.index));
  const sendOne = (phase: Sent['phase']) => {
    const pair = pairs[turn % pairs.length];
    const from = Math.floor(turn / pairs.length) % 2 === 0 ? pair.index : partnerOf(pair.index);
    turn++;
    const record: Sent = {
      clientId: randomUUID(),
      from,
      to: partnerOf(from),
      matchId: members[from].matchId,
      content: `bench ${turn} ${'x'.repeat(40)}`,
      sentAt: performance.now(),
      phase,
      acked: false,
      lastSendAt: 0,
    };
    sent.set(record.clientId, record);
    transmit(record);
  };

  /** The client's retry: anything unacknowledged for a while is sent again with the same clientId. */
  const retryUnacked = () => {
    const now = performance.now();
    for (const record of sent.values()) {
      if (record.acked || !members[record.from].open) continue;
      if (record.lastSendAt === 0 || now - record.lastSendAt > ACK_TIMEOUT_MS) {
        resent++;
        transmit(record);
      }
    }
  };

  const runPhase = async (phase: Sent['phase'], seconds: number, during?: () => void) => {
    const tickMs = 10;
    const perTick = input.ratePerSecond / (1000 / tickMs);
    let owed = 0;
    const started = performance.now();
    let nextTick = started;
    let ticks = 0;
    while (performance.now() - started < seconds * 1000) {
      owed += perTick;
      while (owed >= 1) {
        sendOne(phase);
        owed--;
      }
      during?.();
      if (++ticks % 100 === 0) retryUnacked();
      nextTick += tickMs;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextTick - performance.now())));
    }
    return (performance.now() - started) / 1000;
  };

  const drain = async (phase: Sent['phase'], maxMs: number) => {
    const until = performance.now() + maxMs;
    while (performance.now() < until) {
      retryUnacked();
      const pending = [...sent.values()].filter(
        (r) => r.phase === phase && (!r.acked || !members[r.to].seen.has(r.clientId)),
      );
      if (pending.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  const summarize = (phase: Sent['phase'], seconds: number): PhaseResult => {
    const records = [...sent.values()].filter((r) => r.phase === phase);
    const lost = records.filter((r) => !members[r.to].seen.has(r.clientId)).length;
    // A duplicate is what a member would see twice: one clientId arriving under two message ids.
    const duplicated = records.filter(
      (r) =>
        (members[r.to].seen.get(r.clientId)?.size ?? 0) > 1 || (members[r.from].seen.get(r.clientId)?.size ?? 0) > 1,
    ).length;
    return {
      sent: records.length,
      received: records.length - lost,
      lost,
      duplicated,
      latencies: latencies[phase],
      seconds,
    };
  };

  // The JVM behind DynamoDB Local and V8 both compile hot paths over the first thousand requests;
  // a short warm-up at the same rate keeps that out of the measured minute.
  parentPort!.postMessage({
    log: `warm-up: ${input.ratePerSecond} msgs/s for ${input.warmupSeconds} s (not measured)`,
  });
  await runPhase('warmup', input.warmupSeconds);
  await drain('warmup', 10_000);
  parentPort!.postMessage({ log: `steady: ${input.ratePerSecond} msgs/s for ${input.steadySeconds} s` });
  const steadySeconds = await runPhase('steady', input.steadySeconds, () => undefined);
  await drain('steady', 10_000);
  const steady = summarize('steady', steadySeconds);

  // Reconnect phase: every few seconds a share of the sockets is killed and comes back shortly after.
  parentPort!.postMessage({
    log: `reconnect: killing ${Math.round(input.reconnectShare * 100)}% of sockets every ${input.reconnectEverySeconds} s for ${input.reconnectSeconds} s`,
  });
  let cycles = 0;
  let lastCycle = performance.now();
  const reconnecting = new Set<Promise<void>>();
  const catchUp = async (member: Member) => {
    let after = member.lastSeenId ? catchUpCursor(member.lastSeenId) : undefined;
    for (;;) {
      const url = new URL(`/matches/${member.matchId}/messages`, input.httpApiUrl);
      if (after) url.searchParams.set('after', after);
      url.searchParams.set('limit', '100');
      const response = await fetch(url, { headers: { authorization: `Bearer ${member.token}` } });
      if (!response.ok) throw new Error(`catch-up failed: ${response.status} ${await response.text()}`);
      const page = (await response.json()) as { messages: any[]; newerCursor: string | null };
      for (const message of page.messages) deliver(member, message, 'catchUp');
      if (!page.newerCursor) break;
      after = page.newerCursor;
    }
  };
  const cycle = () => {
    cycles++;
    // Only sockets that are up: one still coming back from the last cycle is left alone.
    const victims = members
      .filter((m) => m.open)
      .sort(() => Math.random() - 0.5)
      .slice(0, Math.round(members.length * input.reconnectShare));
    for (const member of victims) {
      member.kill();
      const back = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 900));
        await member.connect(onFrame);
        // As the web client does: catch up once sends in flight at the reconnect have settled.
        await new Promise((resolve) => setTimeout(resolve, CATCH_UP_DELAY_MS));
        await catchUp(member);
        // Whatever this member sent while away goes out now, with the same clientIds.
        for (const record of sent.values()) if (record.from === member.index && !record.acked) transmit(record);
      })();
      reconnecting.add(back);
      void back.finally(() => reconnecting.delete(back));
    }
  };
  const reconnectSeconds = await runPhase('reconnect', input.reconnectSeconds, () => {
    if (performance.now() - lastCycle >= input.reconnectEverySeconds * 1000) {
      lastCycle = performance.now();
      cycle();
    }
  });
  await Promise.all(reconnecting);
  await drain('reconnect', 15_000);
  const reconnect = { ...summarize('reconnect', reconnectSeconds), cycles, caughtUp, resent };

  for (const member of members) member.socket?.close();
  const result: LoadResult = { steady, reconnect, redelivered };
  parentPort!.postMessage({ result });
}

main().catch((error) => {
  parentPort!.postMessage({ error: String((error as Error).stack ?? error) });
});
