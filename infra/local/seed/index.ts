import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  AdminCreateUserCommand, AdminGetUserCommand, AdminSetUserPasswordCommand, CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PortraitLook } from '../../../shared/demo/portrait';
import { renderAvatar } from './avatar';
import { DEMO_ACCOUNT } from './demo-account';
import { demoMembers, SAMPLE_MEMBER_COUNT, SEED_CITIES } from './sample-members';

/** Sample members in the demo member's city who like them from the start. */
const DEMO_ADMIRERS = 8;

export type SeedOptions = {
  env: Record<string, string>;
  userPoolId: string;
  clientId: string;
  log: (line: string) => void;
  /** Fewer sample members for quick test clouds. */
  sampleCount?: number;
};

/** Runs `work` over `items` with at most `limit` in flight: sharp and s3rver both like bounded parallelism. */
async function inBatches<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  }));
}

async function ensureDemoUser(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<string> {
  try {
    const existing = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: DEMO_ACCOUNT.email }));
    const sub = existing.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (sub) return sub;
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
  const created = await cognito.send(new AdminCreateUserCommand({
    UserPoolId: userPoolId, Username: DEMO_ACCOUNT.email, MessageAction: 'SUPPRESS',
    UserAttributes: [
      { Name: 'email', Value: DEMO_ACCOUNT.email },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'preferred_username', Value: DEMO_ACCOUNT.username },
    ],
  }));
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: DEMO_ACCOUNT.email, Password: DEMO_ACCOUNT.password, Permanent: true }));
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? created.User?.Username;
  if (!sub) throw new Error('cognito-local returned no sub for the demo user');
  return sub;
}

/**
 * First-start demo data: the demo member (a Cognito user with a complete
 * profile) and the sample members with generated photos. Writes go through
 * lambdas/db so key formats stay in one place. The caller must have set the
 * handler environment before this module's db imports run (dynamic import).
 *
 * `npm start` waits for this on a fresh clone, so the work runs side by side:
 * photos (CPU: rendering; s3rver: uploads) alongside the records (DynamoDB
 * Local and cognito-local), each with bounded parallelism, and profiles are
 * written in batches (npm run bench:startup measures it).
 */
export async function seedLocalCloud({ env, userPoolId, log, sampleCount = SAMPLE_MEMBER_COUNT }: SeedOptions): Promise<{ demoMemberId: string; samples: number }> {
  const started = Date.now();
  const { putProfile, putProfilesBatch } = await import('../../../lambdas/db/profiles');
  const { photoKeys } = await import('../../../lambdas/media/photo-keys');
  const cognito = new CognitoIdentityProviderClient({ endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER, region: env.AWS_REGION });
  const s3 = new S3Client({
    endpoint: env.AWS_ENDPOINT_URL_S3, region: env.AWS_REGION, forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = env.PHOTOS_BUCKET;
  const { demoLooks, members } = demoMembers(sampleCount);

  // Every photo's key is known before it is drawn, so profiles need not wait for their pictures.
  type PhotoJob = { key: string; thumbKey: string; look: PortraitLook };
  const photoJobs: PhotoJob[] = [];
  const photosOf = (memberId: string, looks: PortraitLook[], prefix: string) => looks.map((look, variant) => {
    const id = `${prefix}v${variant}`;
    const job = { key: photoKeys.display(memberId, id), thumbKey: photoKeys.thumb(memberId, id), look };
    photoJobs.push(job);
    return { id, key: job.key, thumbKey: job.thumbKey };
  });
  const ids = members.map(() => randomUUID());
  const samples = members.map(({ member, looks }, index) => {
    const { cityIndex: _city, ...fields } = member;
    const at = new Date(Date.now() - index * 3_600_000).toISOString();
    return {
      ...fields, id: ids[index], username: member.fullName.toLowerCase().replace(/[^a-z]+/g, '-'), email: `sample-${index}@members.kindred.local`,
      photos: photosOf(ids[index], looks, `s${index}`), isProfileComplete: true, isSample: true, createdAt: at, updatedAt: at,
    };
  });
  const storePhoto = async ({ key, thumbKey, look }: PhotoJob) => {
    const { display, thumb } = await renderAvatar(look);
    await Promise.all([
      s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: display, ContentType: 'image/jpeg' })),
      s3.send(new PutObjectCommand({ Bucket: bucket, Key: thumbKey, Body: thumb, ContentType: 'image/jpeg' })),
    ]);
  };
  // Rendering is CPU (sharp runs it on libuv's pool) and uploads are I/O: a few in flight keep both busy.
  // The samples' photos start at once; the demo member's once Cognito has given them an id.
  const storingSamples = inBatches([...photoJobs], 4, storePhoto);
  storingSamples.catch(() => undefined); // awaited below, through storingPhotos
  const demoMemberId = await ensureDemoUser(cognito, userPoolId);
  const demoPhotos = photosOf(demoMemberId, demoLooks, `d${Date.now().toString(36)}`);
  const storingPhotos = Promise.all([storingSamples, inBatches(photoJobs.slice(-demoPhotos.length), 2, storePhoto)]);
  // Awaited at the end; a failure meanwhile must not count as unhandled.
  storingPhotos.catch(() => undefined);
  let photosMs = 0;
  void storingPhotos.then(() => { photosMs = Date.now() - started; }, () => undefined);

  const home = SEED_CITIES[0];
  const now = new Date().toISOString();
  await putProfile({
    id: demoMemberId, username: DEMO_ACCOUNT.username, email: DEMO_ACCOUNT.email,
    fullName: 'Alex Tan', age: 31, gender: 'man',
    bio: 'Product designer who cooks a mean laksa. Looking for someone to share hawker-centre adventures and quiet Sunday mornings with.',
    location: `${home.name}, ${home.country}`, education: "Master's Degree", profession: 'Product Designer',
    interests: ['Cooking', 'Travel', 'Photography', 'Hiking'], height: 176, lookingFor: 'relationship', relationshipStatus: 'single',
    hasChildren: false, wantsChildren: true, smoking: 'never', drinking: 'socially', religion: 'Buddhist', politicalViews: 'Moderate',
    languages: ['English', 'Mandarin'], photos: demoPhotos, isProfileComplete: true,
    isLocationEnabled: true, latitude: home.lat, longitude: home.lng, createdAt: now, updatedAt: now,
  });
  await putProfilesBatch(samples);
  const createdIds = samples.map(({ id, fullName }, index) => ({ id, fullName, cityIndex: members[index].member.cityIndex }));

  // Some nearby members already like the demo member, so liking a few cards soon makes a match.
  const { recordSwipe } = await import('../../../lambdas/db/swipes');
  const { putPreferences } = await import('../../../lambdas/db/preferences');
  const { defaultPreferences } = await import('../../../shared/schemas/preferences');
  const nearby = createdIds.filter(({ cityIndex }) => cityIndex === 0);
  const admirers = nearby.slice(0, DEMO_ADMIRERS);
  for (const [index, { id }] of admirers.entries()) {
    await recordSwipe({
      swiperId: id, targetId: demoMemberId, isLike: true, isSuperLike: index === 0, day: new Date().toISOString().slice(0, 10),
      likeLimit: null, superLikeLimit: 999, now: new Date(Date.now() - (index + 1) * 3_600_000),
    });
  }
  await inBatches(createdIds, 8, async ({ id }) => { await putPreferences(id, { ...defaultPreferences(), maxDistanceKm: 100 }, new Date()); });
  const { seedDemoConversations } = await import('./demo-conversations');
  // Partners with different names, so the two conversations are easy to tell apart.
  const partners = [...new Map(nearby.slice(DEMO_ADMIRERS).map((member) => [member.fullName, member.id])).values()];
  const conversations = await seedDemoConversations(demoMemberId, partners);
  // The staff console's data: a matchmaker, a moderator, paid Elite requests at every stage, open reports.
  const { seedStaffAndElite } = await import('./staff-and-elite');
  await seedStaffAndElite({
    cognito, userPoolId, demoMemberId, samples: createdIds, reserved: new Set([...admirers.map(({ id }) => id), ...partners]), log,
  });
  const recordsMs = Date.now() - started;
  await storingPhotos;

  const cities = new Set(members.map(({ member }) => member.cityIndex)).size;
  log(`Seeded the demo member and ${members.length} sample members in ${cities} cities (${photoJobs.length} photos; ${admirers.length} already like the demo member, ${conversations} chat with them) in ${((Date.now() - started) / 1000).toFixed(1)} s (records ${(recordsMs / 1000).toFixed(1)} s, photos ${(photosMs / 1000).toFixed(1)} s, side by side)`);
  return { demoMemberId, samples: members.length };
}
