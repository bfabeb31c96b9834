import sharp from 'sharp';
import { ulid } from 'ulid';
import { SCREENING_REPORTER } from '#shared/moderation/media-screening.ts';
import { fileReport, getCase } from '../../db/moderation';
import { getProfile } from '../../db/profiles';
import type { HeldStory } from '../../db/stories';
import { logger } from '../../lib/logger';
import type { Screening } from '../../media/screen-image';
import { presentPublicProfile } from '../profile/present-profile';

/**
 * The copy a moderator sees of a held image: small and heavily blurred,
 * inside the report itself as a data URL. The processed original waits under
 * held/, where the media CDN serves nothing, until a moderator publishes it
 * or it expires (decisions 0070, 0082).
 */
async function blurredCopy(image: Buffer): Promise<string> {
  const jpeg = await sharp(image)
    .resize({ width: 160, height: 200, fit: 'inside' })
    .blur(12)
    .jpeg({ quality: 60 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * Puts an image the classifier found explicit in the moderators' queue, as
 * a report on its member with the blurred copy and the scores. One open
 * screening report per held item: a second held upload while the first
 * waits is a report of its own, with its own Publish (decision 0082).
 */
export async function holdForModerators(input: {
  memberId: string;
  kind: 'photo' | 'story';
  mediaId: string;
  image: Buffer;
  screening: Screening;
  /** A held story's copies wait under held/ too: what publishing it later writes (decision 0082). */
  story?: HeldStory;
  now?: Date;
}): Promise<void> {
  const now = input.now ?? new Date();
  const profile = await getProfile(input.memberId);
  if (!profile) return;
  const copy = await blurredCopy(input.image);
  const { scores } = input.screening;
  const report = {
    reportId: ulid(now.getTime()),
    reporterId: SCREENING_REPORTER,
    reportedId: input.memberId,
    category: 'inappropriate_content',
    note: `Held by automatic screening (${input.kind} ${input.mediaId}): porn ${percent(scores.Porn)}, hentai ${percent(scores.Hentai)}, sexy ${percent(scores.Sexy)}. Not published; shown here blurred.`,
    subject: 'profile' as const,
    snapshot: {
      ...presentPublicProfile(profile, null),
      username: profile.username,
      capturedAt: now.toISOString(),
      photos: [{ id: `held-${input.mediaId}`, url: copy, thumbUrl: copy, blurred: true }],
      // The scores as numbers too, so the moderator's case can set them beside the thresholds.
      heldScores: { porn: scores.Porn, hentai: scores.Hentai, sexy: scores.Sexy },
      // What a moderator may publish (decision 0082): a held photo's processed copies wait under held/.
      ...(input.kind === 'photo' ? { held: { kind: input.kind, mediaId: input.mediaId } } : {}),
      ...(input.story ? { held: { kind: input.kind, mediaId: input.mediaId, story: input.story } } : {}),
    },
    createdAt: now.toISOString(),
    status: 'open' as const,
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    const outcome = await fileReport(
      report,
      await getCase(input.memberId),
      `${SCREENING_REPORTER}#${input.kind}#${input.mediaId}`,
    );
    if (outcome === 'filed') return;
    if (outcome === 'alreadyReported') break;
  }
  logger.info('Held media not added to the queue: its screening report is open already', {
    memberId: input.memberId,
    mediaId: input.mediaId,
  });
}
