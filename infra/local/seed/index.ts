import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { PortraitLook } from '#shared/demo/portrait.ts';
import { renderAvatar } from './avatar';
import { ensureCognitoUser } from './cognito-users';
import type { PhotoQueue } from './photo-queue';
import { DEMO_ACCOUNT } from './demo-account';
import { demoMembers, SAMPLE_MEMBER_COUNT, SEED_CITIES } from './sample-members';
import { seedS3Client } from './s3-client';
import { DEMO_LIKE_COMMENT, DEMO_PROMPTS } from './sample-prompts';
import { seedRewindAndIncognito } from './rewind-and-incognito';

/** Sample members in the demo member's city who like them from the start. */
const DEMO_ADMIRERS = 8;
/** How long ago the demo member joined: an established member, who sees distances. */
const DEMO_MEMBER_AGE_DAYS = 30;
/** Photos drawn and stored at once: sharp and s3rver like bounded parallelism. */
const PHOTOS_IN_FLIGHT = 3;

export type SeedOptions = {
  env: Record<string, string>;
  userPoolId: string;
  clientId: string;
  log: (line: string) => void;
  /** Fewer sample members for quick test clouds. */
  sampleCount?: number;
  /** Where the photos wait to be drawn and stored; the media CDN reads it too. */
  photos: PhotoQueue;
};

/**
 * First-start demo data: the demo member (a Cognito user with a complete
 * profile), the sample members with generated photos, the staff logins and
 * what the staff console shows. Writes go through lambdas/db so key formats
 * stay in one place. The caller must have set the handler environment before
 * this module's db imports run (dynamic import).
 *
 * `npm start` waits for the records on a fresh clone (npm run bench:startup
 * measures it), and nothing in them waits for what it does not need: the
 * samples' profiles and preferences are written in batches of 25 while
 * Cognito creates the demo and staff logins; then the admirers, the
 * conversations and the staff console's data are written side by side. The
 * photos (CPU to draw, s3rver to store) are queued in `photos` and stored
 * after the start, a few at a time (`photosStored`); the media CDN waits for
 * any it is asked for first. The cost grows with the number of members only
 * through batches and queued photos, never a round trip per member in a row.
 */
export async function seedLocalCloud({
  env,
  userPoolId,
  log,
  sampleCount = SAMPLE_MEMBER_COUNT,
  photos: photoQueue,
}: SeedOptions): Promise<{ demoMemberId: string; samples: number; photosStored: Promise<void> }> {
  const started = Date.now();
  const since = () => ((Date.now() - started) / 1000).toFixed(1);
  const [
    { putProfile, putProfilesBatch },
    { photoKeys },
    { recordSwipe },
    { putPreferencesBatch },
    { defaultPreferences },
    { seedDemoConversations },
    staff,
  ] = await Promise.all([
    import('#lambdas/db/profiles.ts'),
    import('#lambdas/media/photo-keys.ts'),
    import('#lambdas/db/swipes.ts'),
    import('#lambdas/db/preferences.ts'),
    import('#shared/schemas/preferences.ts'),
    import('./demo-conversations'),
    import('./staff-and-elite'),
  ]);
  const cognito = new CognitoIdentityProviderClient({
    endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
    region: env.AWS_REGION,
  });
  const s3 = seedS3Client(env);
  const bucket = env.PHOTOS_BUCKET;
  const { demoLooks, members } = demoMembers(sampleCount);

  // The logins first: Cognito is the slowest stand-in, and it needs nothing else.
  const demoUser = ensureCognitoUser(cognito, userPoolId, DEMO_ACCOUNT);
  const staffAccounts = staff.seedStaffAccounts(cognito, userPoolId);
  // Awaited below; a failure meanwhile must not count as unhandled.
  for (const pending of [demoUser, staffAccounts]) pending.catch(() => undefined);

  // Every photo's key is known before it is drawn: profiles need not wait for their pictures.
  const photoJobs: { key: string; thumbKey: string; look: PortraitLook }[] = [];
  const photosOf = (memberId: string, looks: PortraitLook[], prefix: string) =>
    looks.map((look, variant) => {
      const id = `${prefix}v${variant}`;
      const stored = { id, key: photoKeys.display(memberId, id), thumbKey: photoKeys.thumb(memberId, id) };
      photoJobs.push({ key: stored.key, thumbKey: stored.thumbKey, look });
      return stored;
    });
  const ids = members.map(() => randomUUID());
  const samples = members.map(({ member, looks }, index) => {
    const { cityIndex: _city, ...fields } = member;
    const at = new Date(Date.now() - index * 3_600_000).toISOString();
    return {
      ...fields,
      id: ids[index],
      username: member.fullName.toLowerCase().replace(/[^a-z]+/g, '-'),
      email: `sample-${index}@members.kindred.local`,
      photos: photosOf(ids[index], looks, `s${index}`),
      isProfileComplete: true,
      isSample: true,
      createdAt: at,
      updatedAt: at,
    };
  });

  // The samples need nothing from Cognito: their profiles and preferences go in while it works.
  const marks: string[] = [];
  const mark = async <T>(name: string, work: Promise<T>): Promise<T> => {
    const result = await work;
    marks.push(`${name} ${since()} s`);
    return result;
  };
  const writingSamples = mark(
    'samples',
    Promise.all([
      putProfilesBatch(samples),
      putPreferencesBatch(
        ids.map((memberId) => ({ memberId, preferences: { ...defaultPreferences(), maxDistanceKm: 100 } })),
        new Date(),
      ),
    ]),
  );
  writingSamples.catch(() => undefined);

  const demoMemberId = await mark('demo login', demoUser);
  const demoPhotos = photosOf(demoMemberId, demoLooks, `d${Date.now().toString(36)}`);
  // Every key is known now: queue the photos, the demo member's first.
  for (const { key, thumbKey, look } of [
    ...photoJobs.slice(-demoPhotos.length),
    ...photoJobs.slice(0, -demoPhotos.length),
  ]) {
    photoQueue.add([key, thumbKey], async () => {
      const { display, thumb } = await renderAvatar(look);
      await Promise.all([
        s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: display, ContentType: 'image/jpeg' })),
        s3.send(new PutObjectCommand({ Bucket: bucket, Key: thumbKey, Body: thumb, ContentType: 'image/jpeg' })),
      ]);
    });
  }
  await writingSamples;
  const home = SEED_CITIES[0];
  const now = new Date().toISOString();
  // Joined a month ago: past the first day in which distances are held back (decision 0057).
  const joined = new Date(Date.now() - DEMO_MEMBER_AGE_DAYS * 86_400_000).toISOString();
  await putProfile({
    id: demoMemberId,
    username: DEMO_ACCOUNT.username,
    email: DEMO_ACCOUNT.email,
    fullName: 'Alex Tan',
    age: 31,
    gender: 'man',
    bio: 'Product designer who cooks a mean laksa. Looking for someone to share hawker-centre adventures and quiet Sunday mornings with.',
    location: `${home.name}, ${home.country}`,
    education: "Master's Degree",
    profession: 'Product Designer',
    interests: ['Cooking', 'Travel', 'Photography', 'Hiking'],
    height: 176,
    lookingFor: 'relationship',
    relationshipStatus: 'single',
    hasChildren: false,
    wantsChildren: true,
    smoking: 'never',
    drinking: 'socially',
    religion: 'Buddhist',
    politicalViews: 'Moderate',
    languages: ['English', 'Mandarin'],
    prompts: DEMO_PROMPTS,
    photos: demoPhotos,
    isProfileComplete: true,
    isLocationEnabled: true,
    latitude: home.lat,
    longitude: home.lng,
    createdAt: joined,
    updatedAt: now,
  });
  const createdIds = samples.map(({ id, fullName }, index) => ({
    id,
    fullName,
    cityIndex: members[index].member.cityIndex,
  }));

  // Some nearby members already like the demo member, so liking a few cards soon makes a match.
  const nearby = createdIds.filter(({ cityIndex }) => cityIndex === 0);
  const admirers = nearby.slice(0, DEMO_ADMIRERS);
  // Partners with different names, so the two conversations are easy to tell apart.
  const partners = [...new Map(nearby.slice(DEMO_ADMIRERS).map((member) => [member.fullName, member.id])).values()];
  // Rewind and Incognito (decision 0067): a pass to take back, and an Incognito member who likes the demo
  // member (shown to them) and one who does not (hidden). The last two partners: the conversations take
  // the first ones, and the staff console's data leaves every partner alone. A small test cloud has none.
  const [passedId, incognitoStrangerId] = partners.length > 4 ? partners.slice(-2) : [];
  // Admirers, conversations and the staff console's data concern different members: side by side.
  const [, conversations] = await Promise.all([
    mark(
      'admirers',
      Promise.all(
        admirers.map(({ id }, index) =>
          recordSwipe({
            swiperId: id,
            targetId: demoMemberId,
            isLike: true,
            isSuperLike: index === 0,
            day: new Date().toISOString().slice(0, 10),
            likeLimit: null,
            superLikeLimit: 999,
            // One admirer liked the demo member's first prompt and said why (issue 28): Who Liked You shows it.
            ...(index === 1
              ? {
                  likedItem: { kind: 'prompt' as const, promptId: DEMO_PROMPTS[0].promptId },
                  comment: DEMO_LIKE_COMMENT,
                }
              : {}),
            now: new Date(Date.now() - (index + 1) * 3_600_000),
          }),
        ),
      ),
    ),
    mark('conversations', seedDemoConversations(demoMemberId, partners)),
    passedId && incognitoStrangerId && admirers[1]
      ? mark(
          'rewind and incognito',
          seedRewindAndIncognito({
            demoMemberId,
            passedId,
            incognitoAdmirerId: admirers[1].id,
            incognitoStrangerId,
          }),
        )
      : Promise.resolve(),
    // The staff console's data: a matchmaker, a moderator, paid Elite requests at every stage, open reports.
    mark(
      'staff console',
      staffAccounts.then((staffIds) =>
        staff.seedStaffAndElite({
          staffIds,
          demoMemberId,
          samples: createdIds,
          reserved: new Set([...admirers.map(({ id }) => id), ...partners]),
          log,
        }),
      ),
    ),
  ]);

  // The photos start once the records are in: drawing them took the CPU the records needed (the
  // start waited for both). Rendering is CPU and uploads are I/O: a few in flight keep both busy.
  const photosStored = photoQueue.run(PHOTOS_IN_FLIGHT).then(() => {
    log(`Stored the ${photoJobs.length} seeded photos ${since()} s after the seed began`);
  });
  photosStored.catch(() => undefined);
  const cities = new Set(members.map(({ member }) => member.cityIndex)).size;
  log(
    `Seeded the demo member and ${members.length} sample members in ${cities} cities (${admirers.length} already like the demo member, ${conversations} chat with them) in ${since()} s (${marks.join(', ')}); ${photoJobs.length} photos being stored`,
  );
  return { demoMemberId, samples: members.length, photosStored };
}
