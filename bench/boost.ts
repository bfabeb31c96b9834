/**
 * npm run bench:boost — does a boost really show a member more, in proportion
 * to its multiplier, and can the bench tell 5× from 3×?
 *
 * Loads a city of members into DynamoDB Local (bench ports, in memory), with
 * twins at its centre, identical but for their exposure: BENCH_BOOST_PLAIN
 * (160) hold no boost, a quarter as many a Boost's places (5×) and an eighth
 * a Super Boost's (10×), so that each kind holds about the same number of
 * places. A member's chance of being on a first page is the sum of the gaps
 * before their places in the cell's order, which the placement draws at
 * random: one member's exposure is a random draw, and a handful of twins
 * cannot show the multiplier (three runs of four twins gave 3× to 19×). So
 * the bench repeats BENCH_BOOST_ROUNDS (12) rounds, each placing every twin
 * afresh and opening BENCH_BOOST_DECKS (500) fresh decks of members of the
 * city (each deck starts at its own random point, as a member's does); it
 * counts first-page appearances per twin, and gives each ratio (a boosted
 * twin's mean over an unboosted twin's mean) with a 95% bootstrap interval
 * over the rounds. Calls the use cases the Lambdas run, in process. Ends with
 *   boost: ratio5x=… (…–…) ratio10x=… (…–…) queries/page=…
 */
import { seededRandom } from '#shared/demo/seeded-random.ts';
import { sampleMembers } from '#infra/local/seed/sample-members.ts';
import { BOOSTS, exposureOf } from '#shared/boosts.ts';
import { benchProfile } from './bench-profile';
import { ratioWithInterval, type RatioSample } from './ratio-interval';
import { runBench, withBenchCloud } from './run';

const MEMBERS = Number(process.env.BENCH_BOOST_MEMBERS ?? 400);
const PLAIN = Number(process.env.BENCH_BOOST_PLAIN ?? 160);
const ROUNDS = Number(process.env.BENCH_BOOST_ROUNDS ?? 12);
const DECKS = Number(process.env.BENCH_BOOST_DECKS ?? 500);
const CENTRE = { latitude: 47.3769, longitude: 8.5417 }; // Zurich: a city the seed never fills

async function main() {
  await withBenchCloud({ streams: false }, async () => {
    const { putProfilesBatch } = await import('#lambdas/db/profiles.ts');
    const { indexProfile, indexProfiles, unindexProfile } = await import('#lambdas/db/discovery-index.ts');
    const { listCandidates } = await import('#lambdas/use-cases/discovery/list-candidates.ts');
    const random = seededRandom(7);
    const now = new Date();
    const at = now.toISOString();

    const profileOf = (fields: Record<string, unknown>, spread: number) => ({
      ...benchProfile(fields, at),
      isLocationEnabled: true,
      age: 30,
      gender: 'woman',
      latitude: CENTRE.latitude + (random.next() - 0.5) * spread,
      longitude: CENTRE.longitude + (random.next() - 0.5) * spread,
    });
    // Members of every age and gender, so some decks do not fit the twins: exposure is measured where they fit.
    const members = sampleMembers(random, MEMBERS).map(({ cityIndex: _c, ...fields }) => profileOf(fields, 0.2));
    await Promise.all([putProfilesBatch(members as never), indexProfiles(members as never)]);

    const { cityIndex: _c, ...twin } = sampleMembers(seededRandom(11), 1)[0]!;
    const twinsOf = (count: number) => Array.from({ length: count }, () => profileOf({ ...twin }, 0.002));
    const groups = {
      plain: { twins: twinsOf(PLAIN), exposure: exposureOf({ boost: null, priorityPlacement: false }, now) },
      boost5: {
        twins: twinsOf(Math.ceil(PLAIN / 4)),
        exposure: exposureOf({ boost: boostOf('boost'), priorityPlacement: false }, now),
      },
      boost10: {
        twins: twinsOf(Math.ceil(PLAIN / 8)),
        exposure: exposureOf({ boost: boostOf('super_boost'), priorityPlacement: false }, now),
      },
    };
    function boostOf(type: 'boost' | 'super_boost') {
      return {
        type,
        multiplier: BOOSTS[type].multiplier,
        startedAt: at,
        endsAt: new Date(now.getTime() + BOOSTS[type].minutes * 60_000).toISOString(),
      };
    }
    const allTwins = Object.values(groups).flatMap((group) => group.twins);
    await putProfilesBatch(allTwins as never);
    const groupOf = new Map<string, keyof typeof groups>(
      Object.entries(groups).flatMap(([name, group]) =>
        group.twins.map((t): [string, keyof typeof groups] => [t.id, name as keyof typeof groups]),
      ),
    );
    console.log(
      `loaded ${MEMBERS} members and ${allTwins.length} twins around Zurich (${groups.plain.twins.length} unboosted, ` +
        `${groups.boost5.twins.length} at 5x, ${groups.boost10.twins.length} at 10x); ${ROUNDS} rounds of ${DECKS} decks`,
    );

    const rounds: Record<keyof typeof groups, number>[] = [];
    const queries: number[] = [];
    const started = Date.now();
    for (let round = 0; round < ROUNDS; round++) {
      // Every twin's places drawn afresh: the placement's randomness is part of what the rounds sample.
      for (const group of Object.values(groups))
        for (const one of group.twins) {
          await unindexProfile(one.id);
          await indexProfile(one as never, group.exposure);
        }
      const counts = { plain: 0, boost5: 0, boost10: 0 };
      for (let deck = 0; deck < DECKS; deck++) {
        const viewer = members[(round * DECKS + deck) % members.length]!;
        const stats = { queries: 0, readUnits: 0 };
        const page = await listCandidates(viewer.id, { timeZone: 'UTC' }, new Date(), stats);
        queries.push(stats.queries);
        for (const candidate of page.candidates) {
          const group = groupOf.get(candidate.id);
          if (group) counts[group] += 1;
        }
      }
      rounds.push(counts);
      console.log(
        `round ${round + 1}/${ROUNDS}: first-page appearances unboosted ${counts.plain}, 5x ${counts.boost5}, ` +
          `10x ${counts.boost10} (${((Date.now() - started) / ((round + 1) * DECKS)).toFixed(1)} ms a deck)`,
      );
    }
    // Per twin: appearances over the group's size, so each ratio compares one boosted twin with one unboosted.
    const perTwin = (group: keyof typeof groups): RatioSample[] =>
      rounds.map((counts) => ({
        numerator: counts[group] / groups[group].twins.length,
        denominator: counts.plain / groups.plain.twins.length,
      }));
    const r5 = ratioWithInterval(perTwin('boost5'));
    const r10 = ratioWithInterval(perTwin('boost10'));
    const total = (group: keyof typeof groups) => rounds.reduce((sum, counts) => sum + counts[group], 0);
    console.log(
      `first-page appearances per twin over ${ROUNDS * DECKS} decks: unboosted ${(total('plain') / groups.plain.twins.length).toFixed(2)}, ` +
        `5x ${(total('boost5') / groups.boost5.twins.length).toFixed(2)}, 10x ${(total('boost10') / groups.boost10.twins.length).toFixed(2)}`,
    );
    console.log(
      `queries/page max=${Math.max(...queries)} mean=${(queries.reduce((a, b) => a + b, 0) / queries.length).toFixed(1)}`,
    );
    const show = (r: { ratio: number; low: number; high: number }) =>
      `${r.ratio.toFixed(2)} (${r.low.toFixed(2)}–${r.high.toFixed(2)})`;
    console.log(`boost: ratio5x=${show(r5)} ratio10x=${show(r10)} queries/page=${Math.max(...queries)}`);
  });
}

runBench(main);
