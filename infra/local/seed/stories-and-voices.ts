import { readFile } from 'node:fs/promises';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { ulid } from 'ulid';
import { seedS3Client } from './s3-client';

/**
 * Sample members' stories and voice introductions, so a new member's home is
 * alive: photo and video stories in the strip and voice intros to play. They
 * go in as a member's upload does, through the same path: a pending upload
 * ticket, then the raw file put under the member's `uploads/` prefix, whose S3
 * event runs the processing Lambda (stories: process-story-upload.ts, voice:
 * process-voice-upload.ts), which checks, cleans, publishes and deletes the raw
 * file. Stories last 24 hours, so every `npm start` posts new ones for the
 * featured members who have none left, and leaves alone those who do
 * (idempotent: a restart within the day adds nothing). A voice intro does
 * not expire: it is posted once per member who has none.
 *
 * The media are real and playable: photos drawn here with sharp, a video clip,
 * its poster frame and a short tune made once with ffmpeg (media/README.md).
 */

/** Members with stories, and with voice intros: the newest samples in the landing feed's order. */
export const STORY_MEMBERS = 8;
export const VOICE_MEMBERS = 8;

const MEDIA = new URL('./media/', import.meta.url);

const CAPTIONS = [
  'Sunday laksa run',
  'Morning walk in the gardens',
  'Sunset from the rooftop',
  'New recipe, who wants to taste?',
  'Rainy day, good book',
  'Weekend hike done',
  'Coffee and sketching',
  'Night market finds',
];
/** Sky colours for the drawn photo stories: top and bottom of the gradient. */
const SKIES: readonly [string, string][] = [
  ['#ff9a8b', '#ff6a88'],
  ['#89f7fe', '#66a6ff'],
  ['#fddb92', '#d1fdff'],
  ['#a18cd1', '#fbc2eb'],
];

/** A photo story: a drawn scene (sky, sun, hills) with the caption, 1080×1920 like a phone's. */
export async function drawStoryPhoto(index: number): Promise<Buffer> {
  const [top, bottom] = SKIES[index % SKIES.length]!;
  const sun = 300 + (index % 3) * 240;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="1080" height="1920" fill="url(#sky)"/>
  <circle cx="${sun}" cy="700" r="160" fill="#fff6d5" opacity="0.9"/>
  <path d="M0 1350 Q 270 1150 540 1320 T 1080 1280 V 1920 H 0 Z" fill="#2f6f5e"/>
  <path d="M0 1500 Q 300 1380 620 1520 T 1080 1480 V 1920 H 0 Z" fill="#24574a"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export type RefreshOptions = {
  env: Record<string, string>;
  log: (line: string) => void;
  now?: Date;
};

/**
 * Posts stories for featured sample members without an active one, and voice
 * intros for those without one. Resolves once every upload is put (processing
 * then runs on the S3 events), with what it posted. Needs the handler
 * environment in process.env (lambdas/db reads it): imported lazily.
 */
export async function refreshSampleStoriesAndVoices({
  env,
  log,
  now = new Date(),
}: RefreshOptions): Promise<{ stories: number; voices: number }> {
  const [{ listSampleMemberIds }, { listMyStories, putPendingStoryUpload }, { getVoice, putPendingVoiceUpload }, keys] =
    await Promise.all([
      import('#lambdas/db/profiles.ts'),
      import('#lambdas/db/stories.ts'),
      import('#lambdas/db/voice.ts'),
      Promise.all([import('#lambdas/media/story-keys.ts'), import('#lambdas/media/voice-keys.ts')]),
    ]);
  const [{ storyKeys }, { voiceKeys }] = keys;
  const s3 = seedS3Client(env);
  const put = (Bucket: string, Key: string, Body: Buffer, ContentType: string) =>
    s3.send(new PutObjectCommand({ Bucket, Key, Body, ContentType }));
  const [clip, poster, tune] = await Promise.all(
    ['story-clip.mp4', 'story-clip-poster.jpg', 'voice-intro.webm'].map((name) => readFile(new URL(name, MEDIA))),
  );

  const featured = await listSampleMemberIds(Math.max(STORY_MEMBERS, VOICE_MEMBERS));
  const posted = { stories: 0, voices: 0 };
  await Promise.all(
    featured.map(async ({ id: memberId }, index) => {
      if (index < STORY_MEMBERS && (await listMyStories(memberId, now)).length === 0) {
        // Every other member posts a video; the rest a drawn photo.
        const video = index % 2 === 1;
        const storyId = ulid(now.getTime());
        const contentType = video ? 'video/mp4' : 'image/jpeg';
        await putPendingStoryUpload(
          memberId,
          {
            storyId,
            mediaType: video ? 'video' : 'image',
            contentType,
            hasPoster: video,
            caption: CAPTIONS[index % CAPTIONS.length]!,
            createdAt: now.toISOString(),
          },
          now,
        );
        // The poster first: the file's event then finds both parts, as a browser's two POSTs usually do.
        if (video) await put(env.STORIES_BUCKET, storyKeys.upload(memberId, storyId, 'poster'), poster!, 'image/jpeg');
        const media = video ? clip! : await drawStoryPhoto(index);
        await put(env.STORIES_BUCKET, storyKeys.upload(memberId, storyId, 'media'), media, contentType);
        posted.stories += 1;
      }
      if (index < VOICE_MEMBERS && !(await getVoice(memberId))) {
        const voiceId = ulid(now.getTime());
        await putPendingVoiceUpload(memberId, voiceId, 'audio/webm', now);
        await put(env.VOICE_BUCKET, voiceKeys.upload(memberId, voiceId), tune!, 'audio/webm');
        posted.voices += 1;
      }
    }),
  );
  log(`Posted ${posted.stories} sample stories and ${posted.voices} voice intros (the others are still fresh)`);
  return posted;
}
