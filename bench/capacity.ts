/**
 * npm run bench:capacity — what one action of a member costs AWS, counted,
 * not guessed: for each action (a discovery page, a swipe, a message, …) the
 * DynamoDB requests by operation with the read and write units DynamoDB
 * reports, the Lambda invocations by function with their time in the
 * handler, and the WebSocket pushes delivered. Everything the action sets off
 * is included: the table stream's handler runs before the count is read.
 *
 * Runs against the local cloud on the bench ports, through the gateways, as a
 * browser would: 90 members around one city (a third gold, the rest free), each signed in once and
 * holding one socket (so both members of a conversation are online and every
 * push a message makes is counted). Each action is repeated BENCH_CAPACITY_RUNS
 * (10) times by different members, one at a time, and the mean is printed.
 * Then bench/capacity-model.ts turns the counts into a cost per 1,000 monthly
 * active members with its stated activity model and prices (docs/capacity.md).
 * BENCH_CAPACITY_TRACE=1 lists each request of every action's first run (its
 * items' key shapes and the code that sent it), the stream's included.
 * Photos: bytes per page of cards for each screen (bench/media-bytes.ts), the phone at 3x priced.
 * Ends with
 *   capacity: swipe=…ddb page=…ddb message=…ddb match=…ddb read=…ddb wru/message=… wru/page=… pushes/message=… usd/1k-mam=…
 */
import { loadavg } from 'node:os';
import WebSocket from 'ws';
import type { LocalCloud } from '#infra/local/cloud.ts';
import {
  ACTIONS,
  ACTIVITY,
  PRICES,
  cognitoMonthly,
  costPerThousandMembers,
  peakRates,
  type ActionCost,
  type ActionName,
} from './capacity-model';
import { DISCOVERY_PAGE_SIZE } from '#shared/schemas/discovery.ts';
import { bytesPerCardPage, PRICED_VIEW, processSamples, VIEWS, type ViewName } from './media-bytes';
import { installDynamoDbTally, requestUnits, tallyDifference, type Tally } from './dynamodb-tally';
import { createBenchMembers, settle, type BenchMember } from './members';
import { streamDeliveries } from './stream-deliveries';
import { runBench, withBenchCloud } from './run';

const RUNS = Number(process.env.BENCH_CAPACITY_RUNS ?? 10);
/** BENCH_CAPACITY_TRACE=1 lists every request of each action's first run: operation, key shapes and caller. */
const TRACE = process.env.BENCH_CAPACITY_TRACE === '1';
/** Enough people around one city that every free member's first page holds a few of the genders and ages they want. */
const MEMBERS = 90;
const TIME_ZONE = 'Europe/Zurich';

type Frame = Record<string, any>;

/** The memory CDK gives a function (infra/constructs/app-function.ts): stream consumers are event functions. */
const EVENT_FUNCTIONS = new Set(['table-stream', 'billing-events']);
const memoryGb = (functionName: string) => (EVENT_FUNCTIONS.has(functionName) ? 512 : 256) / 1024;

/**
 * The local WebSocket API closes a socket after 10 minutes without a frame from its client, as API Gateway
 * does; the web app's heartbeat keeps it open. On a slow machine the bench outlasts that, so a client
 * quiet this long sends the heartbeat between runs (never inside a counted action).
 */
const KEEP_ALIVE_AFTER_MS = 5 * 60_000;

/** A member as the browser holds it: a token and one socket whose frames can be waited for. */
class Client {
  socket!: WebSocket;
  /** When this client last sent a frame (or opened its socket): what the gateway's idle timer counts from. */
  lastSentAt = 0;
  private readonly frames: Frame[] = [];
  private waiters: Array<{ test: (frame: Frame) => boolean; resolve: (frame: Frame) => void }> = [];

  constructor(
    readonly member: BenchMember,
    private readonly cloud: LocalCloud,
  ) {}

  async http<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(path, this.cloud.config.runtimeConfig.httpApiUrl), {
      method,
      headers: {
        authorization: `Bearer ${this.member.token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  connect(): Promise<void> {
    const url = new URL(this.cloud.config.runtimeConfig.webSocketUrl);
    url.searchParams.set('token', this.member.token);
    this.socket = new WebSocket(url);
    this.socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      const waiter = this.waiters.find((w) => w.test(frame));
      if (waiter) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(frame);
      } else this.frames.push(frame);
    });
    return new Promise((resolve, reject) => {
      this.socket.once('open', () => {
        this.lastSentAt = Date.now();
        resolve();
      });
      this.socket.once('error', reject);
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close(1000);
    });
  }

  send(frame: Frame) {
    this.lastSentAt = Date.now();
    this.socket.send(JSON.stringify(frame));
  }

  /** The next frame that passes `test` (or one already received), within 10 s. */
  frame(what: string, test: (frame: Frame) => boolean): Promise<Frame> {
    const index = this.frames.findIndex(test);
    if (index >= 0) return Promise.resolve(this.frames.splice(index, 1)[0]);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `no ${what} frame came for ${this.member.id}; it had ${JSON.stringify(this.frames.map((f) => f.type))}`,
            ),
          ),
        10_000,
      );
      this.waiters.push({
        test,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      });
    });
  }
}

async function main() {
  // The stream poller reports what it delivered every 2 s: records and time in the handler, for the time per record.
  const stream = streamDeliveries();
  await withBenchCloud({ log: stream.read }, async (cloud) => {
    process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';
    const { dynamo } = await import('#lambdas/lib/aws-clients.ts');
    const tally = installDynamoDbTally(dynamo);
    const members = await createBenchMembers(cloud, {
      count: MEMBERS,
      tierOf: (i) => (i % 3 === 0 ? 'gold' : 'free'),
      seed: 16,
    });
    await settle(cloud);
    const clients = members.map((member) => new Client(member, cloud));
    const byId = new Map(clients.map((client) => [client.member.id, client]));
    // Signed in and online, as members who use the app are; the first GET /me of a member creates nothing here (profiles exist).
    for (const client of clients) {
      await client.http('GET', '/me');
      await client.connect();
    }
    await settle(cloud);
    console.log(
      `${MEMBERS} members signed in, each with one socket (load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')})`,
    );

    const measured = new Map<
      ActionName,
      { tally: Tally[]; invocations: Record<string, { count: number; totalMs: number }>[]; pushes: number[] }
    >();
    const snapshot = () => ({ tally: tally.snapshot(), counters: cloud.counters() });
    /** Runs one action, waits until everything it set off is done (the stream included), and keeps what it cost. */
    const count = async (name: ActionName, action: () => Promise<unknown>) => {
      await settle(cloud);
      const before = snapshot();
      const traced = TRACE && !measured.has(name);
      if (traced) tally.trace = [];
      await action();
      await settle(cloud);
      const after = snapshot();
      if (traced) {
        console.log(`trace ${name}:\n${tally.trace!.map((line) => `  ${line}`).join('\n')}`);
        tally.trace = undefined;
      }
      const entry = measured.get(name) ?? { tally: [], invocations: [], pushes: [] };
      entry.tally.push(tallyDifference(after.tally, before.tally));
      entry.invocations.push(
        Object.fromEntries(
          Object.entries(after.counters.invocations)
            .map(([fn, n]) => [
              fn,
              {
                count: n.count - (before.counters.invocations[fn]?.count ?? 0),
                totalMs: n.totalMs - (before.counters.invocations[fn]?.totalMs ?? 0),
              },
            ])
            .filter(([, n]) => (n as { count: number }).count > 0),
        ),
      );
      entry.pushes.push(after.counters.pushes.delivered - before.counters.pushes.delivered);
      measured.set(name, entry);
    };

    // Swipers: free members who neither match nor chat in any run (≡ 2 mod 3 beyond the ones c takes).
    const pairMembers = new Set(
      Array.from({ length: RUNS }, (_, run) => [
        (run * 3) % MEMBERS,
        (run * 3 + 1) % MEMBERS,
        (run * 3 + 14) % MEMBERS,
      ]).flat(),
    );
    const freeSwipers = clients.filter((client, i) => client.member.tier === 'free' && !pairMembers.has(i));
    stream.counting = true;
    /**
     * The app's heartbeat from these clients, one after another, which nothing answers (decision 0089): each is
     * done when the ping function has returned (the runtime adds an invocation's time when it ends).
     */
    const heartbeat = async (senders: Client[]) => {
      const handledMs = () => cloud.counters().invocations.ping?.totalMs ?? 0;
      for (const sender of senders) {
        const before = handledMs();
        sender.send({ action: 'ping' });
        for (const deadline = Date.now() + 10_000; handledMs() === before;) {
          if (Date.now() > deadline) throw new Error('the heartbeat was not handled within 10 s');
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }
    };

    for (let run = 0; run < RUNS; run++) {
      // Uncounted: a socket quiet for minutes is kept open as the app keeps it (KEEP_ALIVE_AFTER_MS).
      const quiet = clients.filter((client) => Date.now() - client.lastSentAt > KEEP_ALIVE_AFTER_MS);
      if (quiet.length) await heartbeat(quiet);
      // Three members per run: a (gold: who liked me is a gold feature) opens the app, chats and edits; b and c
      // (free, as most members are) match; another free member swipes. b and c are never neighbours in the ring of
      // existing matches, and a new pair every run (a ≡ 0, b ≡ 1, c ≡ 2 mod 3).
      const [a, b, c] = [
        clients[(run * 3) % MEMBERS],
        clients[(run * 3 + 1) % MEMBERS],
        clients[(run * 3 + 14) % MEMBERS],
      ];
      const chat = a.member.matches[0];
      const partner = byId.get(chat.otherId)!;

      await count('openApp', () => a.http('GET', '/me'));
      // A free member who has not swiped yet opens a page (counted, whatever it holds), until one holds two people.
      let swiper: Client | undefined;
      let candidates: { id: string; card?: string }[] = [];
      while (!swiper) {
        const next = freeSwipers.shift();
        if (!next) throw new Error('no free member left whose first page holds two people');
        await count('discoveryPage', async () => {
          const page = await next.http<{ candidates: { id: string; card?: string }[] }>(
            'GET',
            `/discover?timeZone=${encodeURIComponent(TIME_ZONE)}`,
          );
          candidates = page.candidates.filter((card) => card.id !== b.member.id && card.id !== c.member.id);
        });
        if (candidates.length >= 2) swiper = next;
      }
      await count('profileView', () => swiper.http('GET', `/members/${candidates[0].id}`));
      await count('pass', () =>
        // On the card, as the deck sends it (decision 0079): the swipe is also the impression.
        swiper.http('POST', '/swipes', {
          targetId: candidates[0].id,
          action: 'pass',
          timeZone: TIME_ZONE,
          card: candidates[0].card,
        }),
      );
      await count('like', () =>
        swiper.http('POST', '/swipes', {
          targetId: candidates[1].id,
          action: 'like',
          timeZone: TIME_ZONE,
          card: candidates[1].card,
        }),
      );
      // b likes c first (not counted); c's like back makes the match and its pushes.
      await b.http('POST', '/swipes', { targetId: c.member.id, action: 'like', timeZone: TIME_ZONE });
      await count('likeThatMatches', async () => {
        const result = await c.http<{ matched: boolean }>('POST', '/swipes', {
          targetId: b.member.id,
          action: 'like',
          timeZone: TIME_ZONE,
        });
        if (!result.matched) throw new Error('expected a match');
        await Promise.all([b.frame('match', (f) => f.type === 'match'), c.frame('match', (f) => f.type === 'match')]);
      });

      await count('openConversation', () => a.http('GET', `/matches/${chat.matchId}/messages?limit=30`));
      await count('typing', async () => {
        a.send({ action: 'typing', matchId: chat.matchId });
        await partner.frame('typing', (f) => f.type === 'typing');
      });
      let lastId = '';
      await count('message', async () => {
        const clientId = crypto.randomUUID();
        a.send({
          action: 'sendMessage',
          matchId: chat.matchId,
          clientId,
          content: 'Counting what a message costs, one at a time.',
        });
        const [, received] = await Promise.all([
          a.frame('acknowledgement', (f) => f.type === 'message' && f.message.clientId === clientId),
          partner.frame('message', (f) => f.type === 'message' && f.message.clientId === clientId),
        ]);
        lastId = received.message.id;
      });
      await count('markRead', async () => {
        partner.send({ action: 'read', matchId: chat.matchId, upTo: lastId });
        await a.frame('read receipt', (f) => f.type === 'read' && f.matchId === chat.matchId);
      });
      await count('dashboard', () => a.http('GET', '/me/dashboard'));
      await count('matchList', () => a.http('GET', '/matches'));
      await count('likesReceived', () => a.http('GET', '/likes/received'));
      await count('profileEdit', () =>
        a.http('PUT', '/me/profile', { bio: `Counting what an edit costs, run ${run}.` }),
      );
      await count('ping', () => heartbeat([a]));
      await count('socketSession', async () => {
        await a.close();
        await a.connect();
      });
    }

    stream.counting = false;
    console.log(
      `table stream: ${stream.records} records, ${(stream.ms / Math.max(1, stream.records)).toFixed(1)} ms in the handler per record, one at a time`,
    );
    // Means per action.
    const costs = {} as Record<ActionName, ActionCost>;
    console.log(
      `\nper action, mean of ${RUNS} (DynamoDB requests by operation; read/write request units; Lambda invocations; pushes delivered)`,
    );
    for (const name of ACTIONS) {
      const entry = measured.get(name)!;
      const operations: Record<string, number> = {};
      let reads = 0;
      let writes = 0;
      let calls = 0;
      let indexUnits = 0;
      for (const one of entry.tally) {
        indexUnits += Object.values(one).reduce((sum, t) => sum + t.indexUnits, 0);
        const units = requestUnits(one);
        reads += units.reads;
        writes += units.writes;
        calls += units.calls;
        for (const [op, t] of Object.entries(one)) operations[op] = (operations[op] ?? 0) + t.calls;
      }
      const functions: Record<string, { count: number; totalMs: number }> = {};
      for (const one of entry.invocations) {
        for (const [fn, n] of Object.entries(one))
          functions[fn] = {
            count: (functions[fn]?.count ?? 0) + n.count,
            totalMs: (functions[fn]?.totalMs ?? 0) + n.totalMs,
          };
      }
      const n = entry.tally.length;
      const invocations = Object.values(functions).reduce((sum, f) => sum + f.count, 0) / n;
      const handlerMs = Object.values(functions).reduce((sum, f) => sum + f.totalMs, 0) / n;
      const gbSeconds =
        Object.entries(functions).reduce((sum, [fn, f]) => sum + (f.totalMs / 1000) * memoryGb(fn), 0) / n;
      costs[name] = {
        dynamoRequests: calls / n,
        readUnits: reads / n,
        writeUnits: writes / n,
        invocations,
        handlerSeconds: handlerMs / 1000,
        gbSeconds,
        pushes: entry.pushes.reduce((sum, p) => sum + p, 0) / n,
      };
      const c = costs[name];
      console.log(
        `${name.padEnd(16)} ddb=${c.dynamoRequests.toFixed(1)} (${Object.entries(operations)
          .map(([op, k]) => `${op} ${(k / n).toFixed(1)}`)
          .join(', ')}) ` +
          `rru=${c.readUnits.toFixed(1)} wru=${c.writeUnits.toFixed(1)} (indexes ${(indexUnits / n).toFixed(1)}) lambda=${c.invocations.toFixed(1)} (${Object.entries(
            functions,
          )
            .map(([fn, f]) => `${fn} ${(f.count / n).toFixed(1)}`)
            .join(', ')}; ` +
          `${handlerMs.toFixed(0)} ms in handlers) pushes=${c.pushes.toFixed(1)}`,
      );
    }

    // Photos: bytes per page of cards as the browser fetches them for the sizes shown (decision 0076).
    const samples = await processSamples();
    console.log(
      `\nphotos (${samples.length} sample photographs through the upload pipeline; a page holds ${DISCOVERY_PAGE_SIZE} cards):`,
    );
    const pages = Object.keys(VIEWS).map((view) => bytesPerCardPage(samples, view as ViewName));
    for (const page of pages)
      console.log(
        `  ${page.view.padEnd(26)} AVIF ${page.width} px: ${(page.perPhoto / 1024).toFixed(1)} KB a card, ${(page.perPage / 1024).toFixed(0)} KB a page (JPEG ${(page.jpegPerPage / 1024).toFixed(0)} KB)`,
      );
    const priced = pages.find((page) => page.view === PRICED_VIEW)!;
    console.log(
      `media: bytes/page=${priced.perPage.toFixed(0)} jpeg/page=${priced.jpegPerPage.toFixed(0)} kb/photo=${(priced.perPhoto / 1024).toFixed(1)} (${PRICED_VIEW})`,
    );
    const monthly = costPerThousandMembers(costs, ACTIVITY, PRICES, { bytesPerPhotoShown: priced.perPhoto });
    console.log(
      '\nper 1,000 monthly active members (bench/capacity-model.ts: activity model and us-east-1 on-demand prices):',
    );
    for (const [item, usd] of Object.entries(monthly.breakdown)) console.log(`  ${item.padEnd(34)} $${usd.toFixed(2)}`);
    console.log(`  ${'total'.padEnd(34)} $${monthly.total.toFixed(2)}`);
    console.log(
      `  Cognito (Essentials) is free up to 10,000 monthly active users; beyond, $${(cognitoMonthly(11_000) / 1).toFixed(2)} for 11,000, i.e. $${(PRICES.cognitoEssentialsMau * 1000).toFixed(2)} per 1,000 more`,
    );
    console.log('\nin the busiest hour (10% of a day), per second:');
    for (const members of [10_000, 100_000, 1_000_000]) {
      const r = peakRates(costs, members);
      console.log(
        `  ${members.toLocaleString('en-US').padStart(9)} members: HTTP ${r.httpRequests.toFixed(1)} req/s, WebSocket in ${r.webSocketMessagesIn.toFixed(1)} msg/s, ` +
          `pushes ${r.pushes.toFixed(1)}/s, new sockets ${r.newConnections.toFixed(2)}/s, open sockets ${r.openSockets.toFixed(0)}, ` +
          `DynamoDB ${r.readUnits.toFixed(0)} RRU/s ${r.writeUnits.toFixed(0)} WRU/s, Lambda ${r.invocations.toFixed(0)}/s, concurrency ${r.concurrency.toFixed(1)}`,
      );
    }
    console.log(
      `capacity: swipe=${costs.like.dynamoRequests.toFixed(1)}ddb page=${costs.discoveryPage.dynamoRequests.toFixed(1)}ddb ` +
        `message=${costs.message.dynamoRequests.toFixed(1)}ddb match=${costs.likeThatMatches.dynamoRequests.toFixed(1)}ddb ` +
        `read=${costs.markRead.dynamoRequests.toFixed(1)}ddb wru/message=${costs.message.writeUnits.toFixed(1)} ` +
        `wru/page=${costs.discoveryPage.writeUnits.toFixed(1)} pushes/message=${costs.message.pushes.toFixed(1)} usd/1k-mam=${monthly.total.toFixed(2)}`,
    );
    for (const client of clients) client.socket.terminate();
  });
}

runBench(main);
