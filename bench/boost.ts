/**
 * npm run bench:boost — does a boost really show a member more, in proportion
 * to its multiplier?
 *
 * Loads a city of members into DynamoDB Local (bench ports, in memory), with
 * four twins at its centre, identical but for their exposure: one holds a
 * Boost's places (5x), one a Super Boost's (10x), two hold none. Then
 * `BENCH_BOOST_DECKS` fresh decks are opened by members of the city (each
 * deck starts at its own random point, as a member's does), and the bench
 * counts how often each twin is on the first page. Calls the use cases the
 * Lambdas run, in process. Ends with
 *   boost: ratio5x=… ratio10x=… queries/page=…
 * where a ratio is the boosted twin's appearances over the unboosted twins' mean.
 */
import { seededRandom } from '#shared/demo/seeded-random.ts';
import { sampleMembers } from '#infra/local/seed/sample-members.ts';
import { BOOSTS, exposureOf } from '#shared/boosts.ts';
import { benchProfile } from './bench-profile';
import { runBench, withBenchCloud } from './run';

const MEMBERS = Number(process.env.BENCH_BOOST_MEMBERS ?? 400);
const DECKS = Number(process.env.BENCH_BOOST_DECKS ?? 8000);
const CENTRE = { latitude: 47.3769, longitude: 8.5417 }; // Zurich: a city the seed never fills

async function main() {
  await withBenchCloud({ streams: false }, async () => {
    const { putProfilesBatch } = await import('#lambdas/db/profiles.ts');
    const { indexProfile, indexProfiles } = await import('#lambdas/db/discovery-index.ts');
    const { listCandidates } = await import('#lambdas/use-cases/discovery/list-candidates.ts');
    const random = seededRandom(7);
    const now = new Date();
    const at = now.toISOString();

    const profileOf = (fields: Record<string, unknown>, spread: number) => {
      return {
        ...benchProfile(fields, at),
        isLocationEnabled: true,
        age: 30,
        gender: 'woman',
        latitude: CENTRE.latitude + (random.next() - 0.5) * spread,
        longitude: CENTRE.longitude + (random.next() - 0.5) * spread,
      };
    };
    // Members of every age and gender, so some decks do not fit the twins: exposure is measured where they fit.
    const members = sampleMembers(random, MEMBERS).map(({ cityIndex: _c, ...fields }) => profileOf(fields, 0.2));
    await Promise.all([putProfilesBatch(members as never), indexProfiles(members as never)]);

    const twinFields = sampleMembers(seededRandom(11), 1)[0]!;
    const { cityIndex: _c, ...twin } = twinFields;
    const twins = Array.from({ length: 4 }, () => profileOf({ ...twin }, 0.002));
    await putProfilesBatch(twins as never);
    const [boosted5, boosted10, plainA, plainB] = twins;
    const boostOf = (type: 'boost' | 'super_boost') => ({
      type,
      multiplier: BOOSTS[type].multiplier,
      startedAt: at,
      endsAt: new Date(now.getTime() + BOOSTS[type].minutes * 60_000).toISOString(),
    });
    await indexProfile(boosted5 as never, exposureOf({ boost: boostOf('boost'), priorityPlacement: false }, now));
    await indexProfile(
      boosted10 as never,
      exposureOf({ boost: boostOf('super_boost'), priorityPlacement: false }, now),
    );
    await indexProfile(plainA as never, exposureOf({ boost: null, priorityPlacement: false }, now));
    await indexProfile(plainB as never, exposureOf({ boost: null, priorityPlacement: false }, now));
    console.log(`loaded ${MEMBERS} members and 4 twins around Zurich`);

    const counts = new Map<string, number>(twins.map((twin) => [twin.id, 0]));
    const queries: number[] = [];
    const started = Date.now();
    for (let deck = 0; deck < DECKS; deck++) {
      const viewer = members[deck % members.length]!;
      const stats = { queries: 0, readUnits: 0 };
      const page = await listCandidates(viewer.id, { timeZone: 'UTC' }, new Date(), stats);
      queries.push(stats.queries);
      for (const candidate of page.candidates)
        if (counts.has(candidate.id)) counts.set(candidate.id, counts.get(candidate.id)! + 1);
      if ((deck + 1) % 1000 === 0)
        console.log(`${deck + 1}/${DECKS} decks (${((Date.now() - started) / (deck + 1)).toFixed(1)} ms each)`);
    }
    const plain = (counts.get(plainA!.id)! + counts.get(plainB!.id)!) / 2;
    const ratio = (id: string) => (plain > 0 ? counts.get(id)! / plain : Number.NaN);
    console.log(
      `first-page appearances over ${DECKS} decks: boost 5x ${counts.get(boosted5!.id)}, super boost 10x ${counts.get(boosted10!.id)}, ` +
        `unboosted twins ${counts.get(plainA!.id)} and ${counts.get(plainB!.id)}`,
    );
    console.log(
      `queries/page max=${Math.max(...queries)} mean=${(queries.reduce((a, b) => a + b, 0) / queries.length).toFixed(1)}`,
    );
    console.log(
      `boost: ratio5x=${ratio(boosted5!.id).toFixed(2)} ratio10x=${ratio(boosted10!.id).toFixed(2)} queries/page=${Math.max(...queries)}`,
    );
  });
}

runBench(main);
