/**
 * Members for the benches that play members through the local gateways
 * (bench:load, bench:capacity, bench:chat): created fast, the way a seed
 * does, never through hundreds of UI sign-ups.
 *
 * Each load member is a real user of the local pool (AdminCreateUser, no
 * e-mail), with a token that is one real sign-in's access token re-signed by
 * cognito-local's own key with that user's `sub` and `username`: the JWT
 * authorizer checks it exactly as it checks any token. Profiles are written
 * in batches and indexed for discovery by the table stream, as an edit would be.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import type { Tier } from '#shared/tiers.ts';
import { seededRandom } from '#shared/demo/seeded-random.ts';
import { sampleMembers } from '#infra/local/seed/sample-members.ts';
import { localCognitoClient } from '#infra/local/user-pool.ts';
import type { LocalCloud } from '#infra/local/cloud.ts';
import { resignedWith } from '#test/support/tokens.ts';

type PoolConfig = { endpoints: { cognito: string }; userPoolId: string; userPoolClientId: string };

/**
 * One member signed in with a password, as the web app signs in; other members' tokens are re-signed copies of it.
 * The e2e's API-made members (test/e2e/api-member.ts) are made the same way, with a username.
 */
export async function signInOneMember(config: PoolConfig, username?: string): Promise<{ accessToken: string }> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: config.endpoints.cognito,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const email = `${username ?? 'bench'}-${Date.now()}-${randomUUID().slice(0, 6)}@bench.local`;
  const password = 'bench-pass-2026';
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: config.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        ...(username ? [{ Name: 'preferred_username', Value: username }] : []),
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: config.userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
  const auth = await cognito.send(
    new InitiateAuthCommand({
      ClientId: config.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return { accessToken: auth.AuthenticationResult!.AccessToken! };
}

export type BenchMatch = { matchId: string; otherId: string };
export type BenchMember = { id: string; username: string; token: string; tier: Tier; matches: BenchMatch[] };

/** Zurich: a city the demo seed never fills, so a bench's members meet only one another. */
export const BENCH_CITY = { latitude: 47.3769, longitude: 8.5417 };

/** Runs `work` over `items`, `width` at a time. */
export async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    results.push(...(await Promise.all(items.slice(i, i + width).map((item, j) => work(item, i + j)))));
  }
  return results;
}

/**
 * `count` members around BENCH_CITY (sample people: ages, genders, bios,
 * one photo each), each a user of the local pool, with `tierOf(i)` granted and
 * matched with the next member in a ring (so everyone has two conversations).
 * Needs the cloud's handler environment in process.env (startLocalCloud sets it).
 */
export async function createBenchMembers(
  cloud: LocalCloud,
  options: { count: number; tierOf: (index: number) => Tier; seed?: number },
): Promise<BenchMember[]> {
  const { putProfilesBatch } = await import('#lambdas/db/profiles.ts');
  const { createMatch } = await import('#lambdas/db/matches.ts');
  const { grantTier } = await import('#infra/local/grant-tier.ts');
  const cognito = localCognitoClient(cloud.config.endpoints.cognito);
  const template = await signInOneMember(cloud.config);
  const stamp = Date.now().toString(36);

  const users = await inBatches(
    Array.from({ length: options.count }, (_, i) => i),
    8,
    async (i) => {
      const username = `load-${stamp}-${i}@bench.local`;
      const created = await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: cloud.config.userPoolId,
          Username: username,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: username },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      const sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
      if (!sub) throw new Error(`cognito-local gave ${username} no sub`);
      return { id: sub, username };
    },
  );
  // auth_time stays the template's: a real sign-in moments ago, after any session floor.
  const tokens = await Promise.all(
    users.map((user) => resignedWith(template.accessToken, { sub: user.id, username: user.username })),
  );
  if (!decodeJwt(tokens[0]).sub) throw new Error('re-signed token has no sub');

  const random = seededRandom(options.seed ?? 15);
  const now = new Date().toISOString();
  const profiles = sampleMembers(random, options.count).map(({ cityIndex: _city, ...fields }, i) => ({
    ...fields,
    id: users[i].id,
    username: users[i].username,
    email: users[i].username,
    photos: [{ id: 'p1', key: `${users[i].id}/p1.jpg`, thumbKey: `${users[i].id}/p1-thumb.jpg` }],
    isProfileComplete: true,
    isLocationEnabled: true,
    // Across a city of ~10 km, so decks reach into the next cells as they do in a real one.
    latitude: BENCH_CITY.latitude + (random.next() - 0.5) * 0.1,
    longitude: BENCH_CITY.longitude + (random.next() - 0.5) * 0.1,
    createdAt: now,
    updatedAt: now,
  }));
  await putProfilesBatch(profiles as never);

  const members: BenchMember[] = users.map((user, i) => ({
    ...user,
    token: tokens[i],
    tier: options.tierOf(i),
    matches: [],
  }));
  await inBatches(members, 8, async (member) => {
    if (member.tier !== 'free') await grantTier(member.id, member.tier);
  });
  for (let i = 0; members.length > 2 && i < members.length; i++) {
    const next = members[(i + 1) % members.length];
    const { matchId } = await createMatch(members[i].id, next.id, new Date());
    members[i].matches.push({ matchId, otherId: next.id });
    next.matches.push({ matchId, otherId: members[i].id });
  }
  return members;
}

/** The stream handler works through thousands of setup records (profiles, entitlements, matches) before a bench starts. */
export async function settle(cloud: Pick<LocalCloud, 'settled'>, attempts = 30): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await cloud.settled();
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}
