import { call } from './api';
import { createMember, type TestMember } from './members';
import { jpeg, uploadPhoto } from './photos';
import { CELL_PRECISIONS } from '#shared/discovery-rules.ts';
import { eventually, memberItems } from './table';

export const SINGAPORE = { latitude: 1.3521, longitude: 103.8198 };

/**
 * A member others can discover: a saved profile with a photo, sharing a
 * location near `at` (a random offset of a few hundred metres, so members
 * from different tests are spread across the same city). Returns once the
 * table stream has indexed them where they are, so a test never races the
 * indexer (a snapshot of their items taken earlier saw the entries arrive).
 */
export async function createDiscoverableMember(
  overrides: Record<string, unknown> = {},
  at: { latitude: number; longitude: number } | null = SINGAPORE,
  /** The profile photo (a face, for verification); a plain colour otherwise. */
  photo?: Buffer,
): Promise<TestMember> {
  const member = await createMember();
  const saved = await call('updateMyProfile', {
    token: member.accessToken,
    body: {
      fullName: member.username,
      age: 30,
      gender: 'woman',
      bio: 'Here for the tests.',
      location: 'Singapore, Singapore',
      profession: 'Tester',
      interests: ['Tea'],
      lookingFor: 'relationship',
      ...overrides,
    },
  });
  if (saved.status !== 200) throw new Error(`profile save failed: ${JSON.stringify(saved.body)}`);
  await uploadPhoto(member, photo ?? (await jpeg()));
  if (at) {
    const jitter = () => (Math.random() - 0.5) * 0.01;
    await call('updateMyLocation', {
      token: member.accessToken,
      body: { enabled: true, latitude: at.latitude + jitter(), longitude: at.longitude + jitter() },
    });
  }
  await waitUntilIndexed(member.sub, at !== null);
  return member;
}

/**
 * Waits until the stream has written the member's discovery entries for where they are now: one per
 * cell precision when they share a location, the one no-location entry otherwise.
 */
export async function waitUntilIndexed(memberId: string, located: boolean): Promise<void> {
  await eventually(async () => {
    const entries = (await memberItems(memberId)).filter((item) => item.entity === 'cellEntry');
    return located
      ? entries.length === CELL_PRECISIONS.length && entries.every((entry) => entry.latitude !== null)
      : entries.length === 1 && entries[0]!.latitude === null;
  }, 20_000);
}

type Candidate = Record<string, unknown> & { id: string };

/** `viewer`'s deck, a page at a time as the browser reads it (cursor after cursor), at most `maxPages`. */
export async function* deckPages(
  viewer: TestMember,
  { timeZone = 'Asia/Singapore', maxPages = 30 } = {},
): AsyncGenerator<Candidate[]> {
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const response = await call('listCandidates', {
      token: viewer.accessToken,
      query: { timeZone, ...(cursor ? { cursor } : {}) },
    });
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    yield response.body.candidates;
    cursor = response.body.cursor ?? undefined;
    if (!cursor) return;
  }
}

/**
 * Pages through `viewer`'s whole deck looking for `target`. One pass by
 * default (for "is not shown" checks); waitUntilInDeck retries, because the
 * stream indexes new profiles asynchronously.
 */
export async function findInDeck(
  viewer: TestMember,
  targetId: string,
  { attempts = 1, timeZone = 'Asia/Singapore' } = {},
): Promise<Record<string, unknown> | undefined> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    for await (const candidates of deckPages(viewer, { timeZone })) {
      const found = candidates.find((candidate) => candidate.id === targetId);
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return undefined;
}

export const waitUntilInDeck = (viewer: TestMember, targetId: string) =>
  eventually(() => findInDeck(viewer, targetId), 15_000);
