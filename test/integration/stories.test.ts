import { readFileSync } from 'node:fs';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sweepExpiredItems } from '#infra/local/ttl-sweeper.ts';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { createProfiledMember } from '../support/matches';
import { createMember, type TestMember } from '../support/members';
import { buildMp4, buildWebm, PLANTED_GPS_SAMPLE, PLANTED_LOCATION, PLANTED_TITLE } from '../support/media-fixtures';
import {
  bytesOf,
  exists,
  keysUnder,
  post,
  postForm,
  putObjectDirectly,
  settledUpload,
  uploadStory,
} from '../support/media-uploads';
import { jpeg, oversizedJpeg } from '../support/photos';
import { eventually, scanAll } from '../support/table';

const bucket = () => cloud().env.STORIES_BUCKET;
const fixture = (name: string) => readFileSync(new URL(`../fixtures/media/${name}`, import.meta.url));
const TZ = 'Asia/Singapore';
const has = (bytes: Buffer, needle: string) => bytes.includes(Buffer.from(needle, 'latin1'));
const poster = () =>
  sharp({ create: { width: 90, height: 160, channels: 3, background: '#0ea5e9' } })
    .withExif({
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 42/1 46/1', GPSLongitudeRef: 'W', GPSLongitude: '74/1 0/1 21/1' },
    })
    .jpeg()
    .toBuffer();

const feedOf = async (member: TestMember) => {
  const response = await call('listStories', { token: member.accessToken });
  expect(response.status).toBe(200);
  return response.body as { mine: any[]; others: any[] };
};
const groupOf = async (viewer: TestMember, owner: TestMember) =>
  (await feedOf(viewer)).others.find((group) => group.member.id === owner.sub);

async function imageStory(member: TestMember, caption: string | null = 'Sunset at the pier') {
  const { status } = await uploadStory(member, await jpeg({ gps: true }), { contentType: 'image/jpeg', caption });
  expect(status).toMatchObject({ status: 'ready' });
  return status.story;
}

describe('stories: uploads end safely', () => {
  it('a GPS-tagged JPEG is served re-encoded without any EXIF, with its caption, and the raw upload is gone', async () => {
    const member = await createProfiledMember();
    const original = await jpeg({ gps: true });
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.any(Number) });
    const { status } = await uploadStory(member, original, {
      contentType: 'image/jpeg',
      caption: '  Sunset at the pier  ',
    });
    expect(status).toMatchObject({
      status: 'ready',
      story: { mediaType: 'image', caption: 'Sunset at the pier', viewCount: 0, posterUrl: null },
    });
    for (const url of [status.story.mediaUrl, status.story.thumbUrl]) {
      const served = await bytesOf(url);
      expect(served.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(await exifr.parse(served, true)).toBeUndefined();
    }
    expect(status.story.mediaUrl).toContain(`/stories/${member.sub}/`);
    expect(await keysUnder(bucket(), `uploads/${member.sub}/`)).toEqual([]);
    const { mine } = await feedOf(member);
    expect(mine.map((story) => story.id)).toEqual([status.story.id]);
    // Expires 24 h after it was shared.
    expect(Date.parse(status.story.expiresAt) - Date.parse(status.story.createdAt)).toBeCloseTo(24 * 3600 * 1000, -4);
  });

  it('an empty caption becomes null; one over 150 characters is refused', async () => {
    const member = await createProfiledMember();
    expect((await imageStory(member, '   ')).caption).toBeNull();
    const long = await call('createStoryUpload', {
      token: member.accessToken,
      body: { contentType: 'image/jpeg', size: 100, caption: 'x'.repeat(151) },
    });
    expect(long.status).toBe(400);
  });

  it('a lying Content-Type ends rejected and deleted: text as a JPEG, a JPEG as a video', async () => {
    const member = await createProfiledMember();
    const text = await uploadStory(member, Buffer.from('just some text pretending to be a picture'), {
      contentType: 'image/jpeg',
    });
    expect(text.status).toMatchObject({ status: 'rejected', reason: 'not_an_image' });
    const picture = await uploadStory(member, await jpeg(), { contentType: 'video/mp4', poster: await poster() });
    expect(picture.status).toMatchObject({ status: 'rejected', reason: 'not_a_video' });
    expect(await keysUnder(bucket(), `uploads/${member.sub}/`)).toEqual([]);
    expect(await keysUnder(bucket(), `stories/${member.sub}/`)).toEqual([]);
    expect((await feedOf(member)).mine).toEqual([]);
  });

  it('wrong magic bytes end rejected: a PNG signature over garbage, random bytes as WebM', async () => {
    const member = await createProfiledMember();
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(2000, 7),
    ]);
    expect((await uploadStory(member, fakePng, { contentType: 'image/png' })).status).toMatchObject({
      status: 'rejected',
      reason: 'unreadable',
    });
    const noise = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 37) % 256));
    expect(
      (await uploadStory(member, noise, { contentType: 'video/webm', poster: await poster() })).status,
    ).toMatchObject({ status: 'rejected', reason: 'not_a_video' });
    expect(await keysUnder(bucket(), `uploads/${member.sub}/`)).toEqual([]);
  });

  it('over 10 MB: the API will not sign it, and one sent anyway is rejected and deleted', async () => {
    const member = await createProfiledMember();
    const refused = await call('createStoryUpload', {
      token: member.accessToken,
      body: { contentType: 'image/jpeg', size: 10 * 1024 * 1024 + 1 },
    });
    expect(refused.status).toBe(400);
    // A lying client: S3 holds the ticket to its content-length-range (locally too, s3-gateway.ts).
    const big = await oversizedJpeg();
    const ticket = await call('createStoryUpload', {
      token: member.accessToken,
      body: { contentType: 'image/jpeg', size: 1000 },
    });
    const atS3 = await postForm(ticket.body.media, big, 'image/jpeg');
    expect(atS3.status).toBe(400);
    expect(await atS3.text()).toContain('EntityTooLarge');
    // Defence in depth: an oversized object that reaches the upload key anyway (a signed writer) is rejected and deleted.
    await putObjectDirectly(bucket(), ticket.body.media.fields.key, big, 'image/jpeg');
    const status = await settledUpload('getStoryUpload', member, { storyId: ticket.body.storyId });
    expect(status).toMatchObject({ status: 'rejected', reason: 'too_large' });
    expect(await keysUnder(bucket(), `uploads/${member.sub}/`)).toEqual([]);
  });

  it('an MP4 with a location (a real one, and one with a GPS track) is served without it; its poster loses its EXIF', async () => {
    const member = await createProfiledMember();
    for (const original of [fixture('located.mp4'), buildMp4()]) {
      const { status } = await uploadStory(member, original, {
        contentType: 'video/mp4',
        poster: await poster(),
        caption: 'Street food',
      });
      expect(status).toMatchObject({ status: 'ready', story: { mediaType: 'video', caption: 'Street food' } });
      expect(status.story.mediaUrl).toMatch(/\.mp4$/);
      const served = await bytesOf(status.story.mediaUrl);
      expect(served.length).toBe(original.length);
      for (const needle of [PLANTED_LOCATION, PLANTED_GPS_SAMPLE, PLANTED_TITLE, 'Home secret', '\xa9xyz'])
        expect(has(served, needle), needle).toBe(false);
      expect(status.story.durationSeconds).toBeCloseTo(2, 0);
      const servedPoster = await bytesOf(status.story.posterUrl);
      expect(await exifr.gps(servedPoster)).toBeUndefined();
      expect((await sharp(servedPoster).metadata()).format).toBe('jpeg');
    }
  });

  it("a video story's parts processed by several invocations at once are worked on once: nothing published is overwritten", async () => {
    // Both parts land together, so both parts' events (and S3's duplicates) find the upload complete.
    const member = await createProfiledMember();
    const [media, posterBytes] = [fixture('located.mp4'), await poster()];
    const ticket = await call('createStoryUpload', {
      token: member.accessToken,
      body: {
        contentType: 'video/mp4',
        size: media.length,
        poster: { contentType: 'image/jpeg', size: posterBytes.length },
      },
    });
    expect(ticket.status).toBe(200);
    // Loaded first, so these invocations start the moment both parts are in (S3's own events come 150 ms later).
    const { processStoryUpload } = await import('#lambdas/use-cases/stories/process-story-upload.ts');
    await Promise.all([
      post(ticket.body.media, media, 'video/mp4'),
      post(ticket.body.poster, posterBytes, 'image/jpeg'),
    ]);
    const rawKey = `uploads/${member.sub}/${ticket.body.storyId}`;
    const outcomes = await Promise.all([
      processStoryUpload(bucket(), `${rawKey}/media`),
      processStoryUpload(bucket(), `${rawKey}/poster`),
      processStoryUpload(bucket(), `${rawKey}/media`),
    ]);
    // One invocation does the work (one of these, or one of the upload's own events); the others step
    // aside ('ignored', or 'waiting' when the worker has just cleared the parts) rather than redo it,
    // overwrite what is served, and lose the publish ('rejected').
    expect(outcomes.filter((outcome) => outcome === 'ready').length).toBeLessThanOrEqual(1);
    expect(outcomes.filter((outcome) => outcome === 'rejected')).toEqual([]);
    const status = await settledUpload('getStoryUpload', member, { storyId: ticket.body.storyId });
    expect(status).toMatchObject({ status: 'ready', story: { mediaType: 'video' } });
    expect((await sharp(await bytesOf(status.story.posterUrl)).metadata()).format).toBe('jpeg');
    expect(await keysUnder(bucket(), `uploads/${member.sub}/`)).toEqual([]);
  });

  it('a WebM video with location tags is rebuilt without them', async () => {
    const member = await createProfiledMember();
    for (const original of [fixture('tagged.webm'), buildWebm()]) {
      const { status } = await uploadStory(member, original, { contentType: 'video/webm', poster: await poster() });
      expect(status).toMatchObject({ status: 'ready', story: { mediaType: 'video' } });
      const served = await bytesOf(status.story.mediaUrl);
      for (const needle of [PLANTED_LOCATION, PLANTED_TITLE, PLANTED_GPS_SAMPLE, 'Home secret'])
        expect(has(served, needle), needle).toBe(false);
    }
  });

  it('a video needs its poster, and a poster that is not a JPEG is refused', async () => {
    const member = await createProfiledMember();
    const noPoster = await call('createStoryUpload', {
      token: member.accessToken,
      body: { contentType: 'video/mp4', size: 1000 },
    });
    expect(noPoster.status).toBe(400);
    const { status } = await uploadStory(member, fixture('located.mp4'), {
      contentType: 'video/mp4',
      poster: Buffer.from('not a jpeg at all'),
    });
    expect(status).toMatchObject({ status: 'rejected', reason: 'bad_poster' });
    expect(await keysUnder(bucket(), `uploads/${member.sub}/`)).toEqual([]);
  });
});

describe('stories: who sees what', () => {
  it('another member can view once (counted once), but cannot read the viewers, the upload, or delete it', async () => {
    const [owner, viewer] = await Promise.all([createProfiledMember('Olive'), createProfiledMember('Victor')]);
    const story = await imageStory(owner);
    const group = await groupOf(viewer, owner);
    expect(group).toMatchObject({
      member: { id: owner.sub, fullName: 'Olive' },
      isMatch: false,
      stories: [{ id: story.id, viewed: false }],
    });
    expect(group.stories[0]).not.toHaveProperty('viewCount');

    const view = () =>
      call('recordStoryView', { token: viewer.accessToken, params: { memberId: owner.sub, storyId: story.id } });
    expect((await view()).body).toEqual({ recorded: true });
    expect((await view()).body).toEqual({ recorded: false });
    await Promise.all([view(), view(), view()]);
    expect((await feedOf(owner)).mine[0].viewCount).toBe(1);
    expect((await groupOf(viewer, owner)).stories[0].viewed).toBe(true);
    // My own views are not counted.
    expect(
      (await call('recordStoryView', { token: owner.accessToken, params: { memberId: owner.sub, storyId: story.id } }))
        .body,
    ).toEqual({ recorded: false });

    const viewers = await call('listStoryViewers', { token: owner.accessToken, params: { storyId: story.id } });
    expect(viewers.body).toMatchObject({ viewCount: 1, viewers: [{ member: { id: viewer.sub, fullName: 'Victor' } }] });

    expect((await call('listStoryViewers', { token: viewer.accessToken, params: { storyId: story.id } })).status).toBe(
      404,
    );
    expect((await call('getStoryUpload', { token: viewer.accessToken, params: { storyId: story.id } })).status).toBe(
      404,
    );
    expect((await call('deleteStory', { token: viewer.accessToken, params: { storyId: story.id } })).status).toBe(404);
    expect((await feedOf(owner)).mine).toHaveLength(1);
    // A story id under the wrong member is simply not there.
    expect(
      (
        await call('recordStoryView', {
          token: viewer.accessToken,
          params: { memberId: 'someone-else', storyId: story.id },
        })
      ).status,
    ).toBe(404);
  });

  it('blocks hide stories both ways and refuse views; incomplete profiles are left out; matches come first', async () => {
    const [me, blocker, blocked, match, stranger] = await Promise.all([
      createProfiledMember('Me'),
      createProfiledMember('Blocker'),
      createProfiledMember('Blocked'),
      createProfiledMember('Match'),
      createProfiledMember('Stranger'),
    ]);
    const incomplete = await createMember();
    await call('getMe', { token: incomplete.accessToken });
    const stories = {
      blocker: await imageStory(blocker),
      blocked: await imageStory(blocked),
      match: await imageStory(match),
      stranger: await imageStory(stranger),
    };
    const early = await uploadStory(incomplete, await jpeg(), { contentType: 'image/jpeg' });
    expect(early.status).toMatchObject({ status: 'ready' });
    expect((await call('blockMember', { token: blocker.accessToken, body: { memberId: me.sub } })).status).toBe(200);
    expect((await call('blockMember', { token: me.accessToken, body: { memberId: blocked.sub } })).status).toBe(200);
    for (const [a, b] of [
      [me, match],
      [match, me],
    ] as const) {
      expect(
        (await call('recordSwipe', { token: a.accessToken, body: { targetId: b.sub, action: 'like', timeZone: TZ } }))
          .status,
      ).toBe(200);
    }

    const ids = (await feedOf(me)).others.map((group) => group.member.id);
    expect(ids).not.toContain(blocker.sub);
    expect(ids).not.toContain(blocked.sub);
    expect(ids).not.toContain(incomplete.sub);
    // The match posted before the stranger, yet comes first.
    expect(ids.indexOf(match.sub)).toBe(0);
    expect(ids).toContain(stranger.sub);
    expect((await groupOf(me, match)).isMatch).toBe(true);
    // And the other way round: the one I blocked does not see mine either.
    const mine = await imageStory(me);
    expect((await feedOf(blocked)).others.map((group) => group.member.id)).not.toContain(me.sub);
    for (const [viewer, owner, story] of [
      [me, blocker, stories.blocker],
      [me, blocked, stories.blocked],
      [blocked, me, mine],
    ] as const) {
      expect(
        (
          await call('recordStoryView', {
            token: viewer.accessToken,
            params: { memberId: owner.sub, storyId: story.id },
          })
        ).status,
      ).toBe(404);
    }
  });

  it('a story can be reported through the report flow, with a copy for moderators', async () => {
    const [owner, reporter] = await Promise.all([createProfiledMember(), createProfiledMember()]);
    const story = await imageStory(owner);
    const reported = await call('reportMember', {
      token: reporter.accessToken,
      body: { memberId: owner.sub, storyId: story.id, category: 'inappropriate_content', alsoBlock: false },
    });
    expect(reported.status).toBe(200);
    const report = (await scanAll()).find((item) => item.reportId === reported.body.reportId) as any;
    expect(report.snapshot.story).toMatchObject({ id: story.id, mediaType: 'image' });
    const wrong = await call('reportMember', {
      token: reporter.accessToken,
      body: {
        memberId: reporter.sub === owner.sub ? '' : owner.sub,
        storyId: '01JZZZZZZZZZZZZZZZZZZZZZZZ',
        category: 'other',
      },
    });
    expect(wrong.status).toBe(404);
  });
});

describe('stories: going away', () => {
  const storyItems = async (storyId: string) => (await scanAll()).filter((item) => item.storyId === storyId);

  it('deleting my story takes its media and views with it', async () => {
    const [owner, viewer] = await Promise.all([createProfiledMember(), createProfiledMember()]);
    const { status } = await uploadStory(owner, fixture('located.mp4'), {
      contentType: 'video/mp4',
      poster: await poster(),
    });
    const story = status.story;
    await call('recordStoryView', { token: viewer.accessToken, params: { memberId: owner.sub, storyId: story.id } });
    expect(await keysUnder(bucket(), `stories/${owner.sub}/`)).toHaveLength(3);

    expect((await call('deleteStory', { token: owner.accessToken, params: { storyId: story.id } })).body).toEqual({
      deleted: true,
    });
    expect((await call('deleteStory', { token: owner.accessToken, params: { storyId: story.id } })).status).toBe(404);
    expect((await feedOf(owner)).mine).toEqual([]);
    expect(await groupOf(viewer, owner)).toBeUndefined();
    await eventually(async () => (await keysUnder(bucket(), `stories/${owner.sub}/`)).length === 0, 15_000);
    await eventually(
      async () => (await storyItems(story.id)).filter((item) => item.entity === 'storyView').length === 0,
      15_000,
    );
    expect(
      (await call('recordStoryView', { token: viewer.accessToken, params: { memberId: owner.sub, storyId: story.id } }))
        .status,
    ).toBe(404);
  });

  it('after 24 hours the story is hidden at once, and the TTL removal cleans its media and views', async () => {
    const [owner, viewer] = await Promise.all([createProfiledMember(), createProfiledMember()]);
    const story = await imageStory(owner);
    await call('recordStoryView', { token: viewer.accessToken, params: { memberId: owner.sub, storyId: story.id } });
    const stored = (await storyItems(story.id)).find((item) => item.entity === 'story')!;
    expect(stored.expiresAt).toBe(Math.floor(Date.parse(story.expiresAt) / 1000));

    // DynamoDB's TTL runs late; the local sweeper plays it at a moment of the test's choosing.
    const { dynamo } = await import('#lambdas/lib/aws-clients.ts');
    await sweepExpiredItems(dynamo, cloud().env.TABLE_NAME, Number(stored.expiresAt) + 1);
    await eventually(async () => (await storyItems(story.id)).length === 0, 15_000);
    await eventually(async () => (await keysUnder(bucket(), `stories/${owner.sub}/`)).length === 0, 15_000);
    expect(await exists(bucket(), `stories/${owner.sub}/${story.id}.jpg`)).toBe(false);
    expect((await feedOf(owner)).mine).toEqual([]);
  });
});
