/**
 * npm run bench:push — how long from a stream event to the push service
 * (decision 0069)?
 *
 * A member with one push subscription (keys made here, an endpoint from the
 * local push service) is liked BENCH_PUSH_COUNT (120) times by as many
 * members, one like at a time: each like is written as the API writes it, and
 * timed from its write (the moment its stream record exists) to the moment
 * the local push service accepted the encrypted, VAPID-signed push. The next
 * like waits for the last push, so each figure is one event's latency, not a
 * queue's. The local stream poller reads every ~250 ms, as Lambda's does
 * about every second on AWS; the figure includes it. Ends with
 *   push: p50=…ms p95=…ms n=…
 */
import { createECDH, randomBytes } from 'node:crypto';
import { sampleMembers } from '#infra/local/seed/sample-members.ts';
import { seededRandom } from '#shared/demo/seeded-random.ts';
import { benchProfile } from './bench-profile';
import { percentile } from './load-stats';
import { runBench, withBenchCloud } from './run';

const COUNT = Number(process.env.BENCH_PUSH_COUNT ?? 120);
const WAIT_MS = 15_000;

async function main() {
  await withBenchCloud({}, async (cloud) => {
    const { putProfilesBatch } = await import('#lambdas/db/profiles.ts');
    const { putPushSubscription } = await import('#lambdas/db/push-subscriptions.ts');
    const { dynamo } = await import('#lambdas/lib/aws-clients.ts');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const putItem = (Item: Record<string, unknown>) =>
      dynamo.send(new PutCommand({ TableName: cloud.config.tableName, Item }));
    const { keys } = await import('#lambdas/db/keys.ts');
    const at = new Date().toISOString();
    const people = sampleMembers(seededRandom(3), COUNT + 1).map(({ cityIndex: _c, ...fields }) =>
      benchProfile(fields, at),
    );
    await putProfilesBatch(people as never);
    const [member, ...likers] = people;

    const pushUrl = cloud.config.endpoints.push;
    const made = await fetch(`${pushUrl}/subscriptions`, {
      method: 'POST',
      body: JSON.stringify({ applicationServerKey: cloud.env.VAPID_PUBLIC_KEY }),
    });
    const { id, endpoint } = (await made.json()) as { id: string; endpoint: string };
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    await putPushSubscription(
      member!.id,
      {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      },
      new Date(),
    );

    // The profiles' own stream work (indexing) is done before the first like is timed.
    await cloud.settled();
    const received = () => cloud.webPushes().filter((push) => push.subscriptionId === id);
    const latencies: number[] = [];
    for (const liker of likers) {
      const before = received().length;
      const written = Date.now();
      const createdAt = new Date(written).toISOString();
      await putItem({
        ...keys.swipe(liker.id, member!.id),
        targetPk: keys.likesReceived(member!.id).targetPk,
        targetSk: `${createdAt}#${liker.id}`,
        entity: 'swipe',
        swiperId: liker.id,
        targetId: member!.id,
        isLike: true,
        isSuperLike: false,
        createdAt,
      });
      while (received().length === before) {
        if (Date.now() - written > WAIT_MS) throw new Error(`No push within ${WAIT_MS} ms of like ${latencies.length}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      latencies.push(received().at(-1)!.receivedAt - written);
    }
    console.log(
      `push: p50=${percentile(latencies, 50).toFixed(0)}ms p95=${percentile(latencies, 95).toFixed(0)}ms n=${latencies.length}`,
    );
  });
}

runBench(main);
