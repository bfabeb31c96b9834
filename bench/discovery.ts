/**
 * npm run bench:discovery — discovery cost at 100,000 profiles.
 *
 * Loads profiles spread over cities into DynamoDB Local (in memory, stream off
 * so the load is not indexed twice), then for 200 random viewers measures one
 * discovery page: Query calls, read units (ReturnConsumedCapacity) and latency,
 * against a Scan-based baseline on the same data. Then counts DynamoDB requests
 * per swipe, with and without a resulting match. Calls the same use cases the
 * Lambdas run, in process, so the figures are the data layer's, not HTTP's.
 */
import { seededRandom } from '#shared/demo/seeded-random.ts';
import { sampleMembers } from '#infra/local/seed/sample-members.ts';
import { benchProfile } from './bench-profile';
import { percentile } from './load-stats';
import { runBench, withBenchCloud } from './run';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 200);
const SCAN_BUDGET_MS = Number(process.env.BENCH_SCAN_MS ?? 120_000);

const CITIES = [
  ['Singapore', 1.3521, 103.8198, 12],
  ['Kuala Lumpur', 3.139, 101.6869, 8],
  ['Bangkok', 13.7563, 100.5018, 10],
  ['Manila', 14.5995, 120.9842, 10],
  ['Tokyo', 35.6762, 139.6503, 14],
  ['Seoul', 37.5665, 126.978, 10],
  ['Mumbai', 19.076, 72.8777, 12],
  ['Delhi', 28.7041, 77.1025, 10],
  ['Jakarta', -6.2088, 106.8456, 9],
  ['Ho Chi Minh City', 10.8231, 106.6297, 7],
  ['Taipei', 25.033, 121.5654, 6],
  ['Hong Kong', 22.3193, 114.1694, 6],
  ['London', 51.5072, -0.1276, 8],
  ['New York', 40.7128, -74.006, 9],
  ['Boston', 42.3601, -71.0589, 4],
  ['Sydney', -33.8688, 151.2093, 5],
] as const;

async function main() {
  await withBenchCloud({ streams: false }, async (cloud) => {
    const { putProfilesBatch } = await import('#lambdas/db/profiles.ts');
    const { indexProfiles } = await import('#lambdas/db/discovery-index.ts');
    const { dynamo } = await import('#lambdas/lib/aws-clients.ts');
    const { listCandidates } = await import('#lambdas/use-cases/discovery/list-candidates.ts');
    const { recordSwipe } = await import('#lambdas/use-cases/discovery/record-swipe.ts');
    const { swipeTier } = await import('#lambdas/use-cases/discovery/swipe-tier-cache.ts');
    const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');

    // Count every request the DynamoDB client sends.
    let requests = 0;
    dynamo.middlewareStack.add(
      (next) => async (args) => {
        requests++;
        return next(args);
      },
      { step: 'initialize', name: 'benchCounter' },
    );

    const random = seededRandom(42);
    const totalWeight = CITIES.reduce((sum, city) => sum + city[3], 0);
    const pickCity = () => {
      let roll = random.next() * totalWeight;
      for (const city of CITIES) if ((roll -= city[3]) < 0) return city;
      return CITIES[0];
    };
    const started = Date.now();
    const ids: string[] = [];
    let totalEntries = 0;
    const now = new Date().toISOString();
    const chunk = 2000;
    for (let offset = 0; offset < PROFILES; offset += chunk) {
      const batch = sampleMembers(random, Math.min(chunk, PROFILES - offset)).map((member) => {
        const [, lat, lng] = pickCity();
        // People live across a metro area: up to ~25 km from the centre.
        const located = member.isLocationEnabled;
        const { cityIndex: _c, ...fields } = member;
        const profile = benchProfile(fields, now);
        ids.push(profile.id);
        return {
          ...profile,
          isLocationEnabled: located,
          latitude: located ? lat + (random.next() - 0.5) * 0.45 : null,
          longitude: located ? lng + (random.next() - 0.5) * 0.45 : null,
        };
      });
      // DynamoDB Local takes parallel batches faster than one stream of them.
      const quarters = [0, 1, 2, 3].map((q) => batch.slice((q * batch.length) / 4, ((q + 1) * batch.length) / 4));
      await Promise.all(quarters.flatMap((part) => [putProfilesBatch(part), indexProfiles(part)]));
      totalEntries += batch.reduce((sum, profile) => sum + (profile.isLocationEnabled ? 3 : 1), 0);
      if ((offset / chunk) % 10 === 0) process.stdout.write(`\rloaded ${offset + batch.length} / ${PROFILES} profiles`);
    }
    console.log(
      `\rloaded ${PROFILES} profiles (+ discovery entries) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );

    // Discovery pages for random viewers.
    const queries: number[] = [];
    const units: number[] = [];
    const latencies: number[] = [];
    for (let i = 0; i < VIEWERS; i++) {
      const viewerId = ids[Math.floor(random.next() * ids.length)];
      const stats = { queries: 0, readUnits: 0 };
      const t = performance.now();
      await listCandidates(viewerId, { timeZone: 'UTC' }, new Date(), stats);
      latencies.push(performance.now() - t);
      queries.push(stats.queries);
      units.push(stats.readUnits);
      if ((i + 1) % 20 === 0)
        console.log(`viewer ${i + 1}/${VIEWERS}: last page ${latencies[i].toFixed(0)} ms, ${stats.queries} queries`);
    }
    console.log('scanning the table for the baseline…');
    const meanUnits = units.reduce((a, b) => a + b, 0) / units.length;

    // Scan baseline: the same question answered by reading the whole table (as a page of the spec's client did).
    // DynamoDB Local pages a Scan of a large table very slowly (each page re-seeks), so the
    // baseline stops after SCAN_BUDGET_MS and extrapolates from the share of items it read.
    // A Scan is billed by bytes read, whatever the filter, so units grow linearly with items.
    let scanUnits = 0;
    let scanned = 0;
    let scanStart: Record<string, unknown> | undefined;
    const scanT = performance.now();
    do {
      const page = await dynamo.send(
        new ScanCommand({
          TableName: cloud.env.TABLE_NAME,
          FilterExpression: 'entity = :p AND isProfileComplete = :t',
          ExpressionAttributeValues: { ':p': 'profile', ':t': true },
          ReturnConsumedCapacity: 'TOTAL',
          ExclusiveStartKey: scanStart,
        }),
      );
      scanUnits += page.ConsumedCapacity?.CapacityUnits ?? 0;
      scanned += page.ScannedCount ?? 0;
      scanStart = page.LastEvaluatedKey;
    } while (scanStart && performance.now() - scanT < SCAN_BUDGET_MS);
    const totalItems = PROFILES + totalEntries;
    const scanComplete = !scanStart;
    if (!scanComplete) scanUnits = (scanUnits / scanned) * totalItems;
    const scanMs = performance.now() - scanT;

    // Requests per swipe: a like with no match, and a like that completes a match.
    const [a, b, c] = [ids[1], ids[2], ids[3]];
    await swipeTier(a);
    await swipeTier(c);
    requests = 0;
    await recordSwipe(a, { targetId: b, action: 'like', timeZone: 'UTC' });
    const swipeRequests = requests;
    await recordSwipe(c, { targetId: a, action: 'like', timeZone: 'UTC' });
    requests = 0;
    const matched = await recordSwipe(a, { targetId: c, action: 'like', timeZone: 'UTC' });
    const matchRequests = requests;
    if (!matched.matched) throw new Error('expected a match');

    console.log(`viewers=${VIEWERS} profiles=${PROFILES}`);
    console.log(
      `queries/page max=${Math.max(...queries)} mean=${(queries.reduce((x, y) => x + y, 0) / queries.length).toFixed(1)}`,
    );
    console.log(
      `read units/page mean=${meanUnits.toFixed(1)} max=${Math.max(...units).toFixed(1)}; scan baseline=${scanUnits.toFixed(0)} units (${scanComplete ? 'complete' : `extrapolated from ${scanned} of ${totalItems} items`}, ${scanMs.toFixed(0)} ms)`,
    );
    console.log(
      `latency/page p50=${percentile(latencies, 50).toFixed(1)}ms p95=${percentile(latencies, 95).toFixed(1)}ms`,
    );
    console.log(
      `discovery: queries/page=${Math.max(...queries)} readunits-ratio=${(scanUnits / meanUnits).toFixed(0)} p95=${percentile(latencies, 95).toFixed(0)}ms swipe-requests=${swipeRequests} match-requests=${matchRequests}`,
    );
  });
}

runBench(main);
