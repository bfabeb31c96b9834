/**
 * Reported media and the adults' opt-in (decision 0073): a member reports one
 * photo and the moderators get that photo as the evidence; media the reporter
 * cannot see cannot be reported.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { createDiscoverableMember } from '../support/discoverable';
import { createMember, type TestMember } from '../support/members';
import { uploadPhoto } from '../support/photos';
import { createStaff } from '../support/staff';
import { cloud } from '../support/cloud-info';
import { bytesOf, keysUnder, uploadStory } from '../support/media-uploads';
import { buildMp4, PLANTED_LOCATION } from '../support/media-fixtures';
import { createProfiledMember } from '../support/matches';
import { putItem, scanAll } from '../support/table';

/** Synthetic colour blocks the real classifier scores borderline (decision 0070): published blurred. */
const borderline = () =>
  sharp(readFileSync(new URL('../fixtures/screening/synthetic-flagged-borderline.png', import.meta.url)))
    .jpeg({ quality: 95 })
    .toBuffer();

/** A benign image the real classifier scores explicit (decision 0070): held back, never served. */
const explicit = () =>
  sharp(readFileSync(new URL('../fixtures/screening/synthetic-flagged-explicit.png', import.meta.url)))
    .jpeg({ quality: 95 })
    .toBuffer();

/** Far from the seeded members and other tests. */
const REYKJAVIK = { latitude: 64.1466, longitude: -21.9426 };

const reportPhoto = (reporter: TestMember, memberId: string, photoId: string) =>
  call('reportMember', {
    token: reporter.accessToken,
    body: { memberId, category: 'inappropriate_content', note: 'This photo.', photoId },
  });

describe('reporting a photo (issue 27)', () => {
  it('reaches the queue with the exact photo as the evidence; a photo the reporter cannot see is refused', async () => {
    const [owner, reporter, moderator] = await Promise.all([
      createDiscoverableMember({ fullName: 'Photo Owner' }, REYKJAVIK),
      createMember(),
      createStaff('moderator'),
    ]);
    const photo = (await call('getMemberProfile', { token: reporter.accessToken, params: { memberId: owner.sub } }))
      .body.photos[0];
    expect(photo.id).toBeTruthy();

    // Not one of theirs: the same answer as a photo that does not exist.
    expect((await reportPhoto(reporter, owner.sub, 'not-a-photo')).status).toBe(404);
    // One thing at a time: a photo and a story in one report is a bad request.
    expect(
      (
        await call('reportMember', {
          token: reporter.accessToken,
          body: { memberId: owner.sub, category: 'other', photoId: photo.id, storyId: '01JCY8AKZ6V3B3KX6S6M4Q2H7Z' },
        })
      ).status,
    ).toBe(400);

    expect((await reportPhoto(reporter, owner.sub, photo.id)).status).toBe(200);
    const queue = (await call('listReportsQueue', { token: moderator.accessToken, query: { order: 'newest' } })).body;
    expect(queue.entries.find((entry: { member: { id: string } }) => entry.member.id === owner.sub)).toMatchObject({
      report: { subject: 'photo', category: 'inappropriate_content' },
    });
    const caseView = (await call('getMemberCase', { token: moderator.accessToken, params: { memberId: owner.sub } }))
      .body;
    expect(caseView.openReports[0]).toMatchObject({
      subject: 'photo',
      note: 'This photo.',
      photo: { id: photo.id, url: photo.url },
    });

    // Blocked by the owner, the reporter no longer sees them, nor can report their photos.
    const other = await createMember();
    await call('getMyProfile', { token: other.accessToken });
    expect((await call('blockMember', { token: owner.accessToken, body: { memberId: other.sub } })).status).toBe(200);
    expect((await reportPhoto(other, owner.sub, photo.id)).status).toBe(404);
  });
});

describe('"Show sensitive photos behind Tap to view" (issue 27)', () => {
  it("is off by default, and only a member who turned it on is handed the blurred photo's real URL", async () => {
    const [owner, viewer] = await Promise.all([
      createDiscoverableMember({ fullName: 'Borderline Owner' }, REYKJAVIK),
      createMember(),
    ]);
    await call('getMyProfile', { token: viewer.accessToken });
    const { status } = await uploadPhoto(owner, await borderline());
    expect(status).toMatchObject({ status: 'ready', photo: { blurred: true } });
    // The owner sees their own photo as it is.
    const own = (await call('getMyProfile', { token: owner.accessToken })).body.photos[1];
    expect(own).toMatchObject({ blurred: true, revealable: true });
    expect(own.url).toMatch(/^https?:/);

    expect((await call('getMySettings', { token: viewer.accessToken })).body.showSensitive).toBe(false);
    const hidden = (await call('getMemberProfile', { token: viewer.accessToken, params: { memberId: owner.sub } })).body
      .photos[1];
    expect(hidden).toMatchObject({ id: own.id, blurred: true });
    expect(hidden.revealable).toBeUndefined();
    expect(hidden.url).toMatch(/^data:image\/svg\+xml,/);
    expect(hidden.thumbUrl).not.toContain(own.id);

    const saved = await call('updateMySettings', { token: viewer.accessToken, body: { showSensitive: true } });
    expect(saved.body).toMatchObject({ showSensitive: true, readReceipts: true });
    const shown = (await call('getMemberProfile', { token: viewer.accessToken, params: { memberId: owner.sub } })).body
      .photos[1];
    expect(shown).toMatchObject({ id: own.id, blurred: true, revealable: true, url: own.url });
  });
});

describe('a moderator reverses the screening (issue 27)', () => {
  it('clears a borderline blur and blurs a plain photo, each with an audit row naming the moderator and reason', async () => {
    const [owner, viewer, moderator] = await Promise.all([
      createDiscoverableMember({ fullName: 'Reversal Owner' }, REYKJAVIK),
      createMember(),
      createStaff('moderator'),
    ]);
    await call('getMyProfile', { token: viewer.accessToken });
    const { status } = await uploadPhoto(owner, await borderline());
    const blurredId = status.photo.id as string;
    const plainId = (await call('getMyProfile', { token: owner.accessToken })).body.photos[0].id as string;
    const seen = async () =>
      (await call('getMemberProfile', { token: viewer.accessToken, params: { memberId: owner.sub } })).body.photos as {
        id: string;
        url: string;
        blurred?: boolean;
      }[];
    expect((await seen()).find((photo) => photo.id === blurredId)).toMatchObject({ blurred: true });

    // The moderator's console lists it as blurred.
    const before = (await call('getMemberCase', { token: moderator.accessToken, params: { memberId: owner.sub } }))
      .body;
    expect(before.member.photos.find((photo: { id: string }) => photo.id === blurredId)).toMatchObject({
      blurred: true,
    });

    const cleared = await call('moderateMember', {
      token: moderator.accessToken,
      params: { memberId: owner.sub },
      body: { action: 'unblur_photo', reason: 'Beach photo, nothing explicit.', photoId: blurredId },
    });
    expect(cleared.status).toBe(200);
    const unblurred = (await seen()).find((photo) => photo.id === blurredId)!;
    expect(unblurred.blurred).toBeUndefined();
    expect(unblurred.url).toMatch(/^https?:/);

    expect(
      (
        await call('moderateMember', {
          token: moderator.accessToken,
          params: { memberId: owner.sub },
          body: { action: 'blur_photo', reason: 'Suggestive, blur it.', photoId: plainId },
        })
      ).status,
    ).toBe(200);
    const blurredNow = (await seen()).find((photo) => photo.id === plainId)!;
    expect(blurredNow).toMatchObject({ blurred: true });
    expect(blurredNow.url).toMatch(/^data:/);
    // A photo that is not theirs: 404.
    expect(
      (
        await call('moderateMember', {
          token: moderator.accessToken,
          params: { memberId: owner.sub },
          body: { action: 'blur_photo', reason: 'Not theirs at all.', photoId: 'nope' },
        })
      ).status,
    ).toBe(404);

    const history = (await call('getMemberCase', { token: moderator.accessToken, params: { memberId: owner.sub } }))
      .body.history as { action: string; actorId: string; reason: string; details: Record<string, unknown> }[];
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'unblur_photo',
          actorId: moderator.sub,
          reason: 'Beach photo, nothing explicit.',
          details: expect.objectContaining({ photoId: blurredId }),
        }),
        expect.objectContaining({ action: 'blur_photo', actorId: moderator.sub, reason: 'Suggestive, blur it.' }),
      ]),
    );
  });
});

/** The processed display copy and thumbnail wait under held/, which the media CDN refuses as it refuses uploads/. */
async function expectHeldUnserved(bucket: string, memberId: string, mediaId: string) {
  const held = await keysUnder(bucket, `held/${memberId}/`);
  expect(held.sort()).toEqual([`held/${memberId}/${mediaId}-thumb.jpg`, `held/${memberId}/${mediaId}.jpg`]);
  for (const key of held) expect((await fetch(`${cloud().env.MEDIA_BASE_URL}/${key}`)).status, key).toBe(403);
}

/** After a publish: the member told, the screening report resolved, one audit row naming moderator and reason. */
async function expectPublishedAndTold(
  owner: TestMember,
  moderator: { sub: string; accessToken: string },
  subject: 'photo' | 'story',
  target: Record<string, string>,
) {
  const reason = 'Abstract painting, not explicit.';
  expect((await call('getMe', { token: owner.accessToken })).body.notices).toEqual([
    expect.objectContaining({ kind: 'content_published', subject, reason }),
  ]);
  const after = (await call('getMemberCase', { token: moderator.accessToken, params: { memberId: owner.sub } })).body;
  expect(after.openReports).toEqual([]);
  expect(after.history).toEqual([
    expect.objectContaining({
      action: 'publish_held',
      actorId: moderator.sub,
      reason,
      details: expect.objectContaining({ ...target, reports: 1 }),
    }),
  ]);
}

describe('a moderator publishes a held photo (issue 27, decision 0082)', () => {
  it('keeps the held copy unserved until a moderator publishes it; then it is served, listed and the member told', async () => {
    const [owner, moderator] = await Promise.all([createMember(), createStaff('moderator')]);
    await call('getMyProfile', { token: owner.accessToken });
    const { ticket, status } = await uploadPhoto(owner, await explicit());
    expect(status).toMatchObject({ status: 'rejected', reason: 'explicit' });
    const photoId = ticket.body.photoId as string;

    // The processed copy waits under held/, which the media CDN refuses as it refuses uploads/.
    const bucket = cloud().env.PHOTOS_BUCKET;
    await expectHeldUnserved(bucket, owner.sub, photoId);
    expect(await keysUnder(bucket, `${owner.sub}/`)).toEqual([]);

    // The moderator's case names the held photo on the screening report.
    const before = (await call('getMemberCase', { token: moderator.accessToken, params: { memberId: owner.sub } }))
      .body;
    expect(before.openReports).toEqual([
      expect.objectContaining({ held: expect.objectContaining({ photoId, copyUrl: expect.any(String) }) }),
    ]);

    const publish = () =>
      call('moderateMember', {
        token: moderator.accessToken,
        params: { memberId: owner.sub },
        body: { action: 'publish_held', reason: 'Abstract painting, not explicit.', heldPhotoId: photoId },
      });
    const published = await publish();
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ action: 'publish_held', resolvedReports: 1 });

    // Listed on the profile, unblurred, and served with the AVIF/WebP copies an ordinary photo has.
    const photo = (await call('getMyProfile', { token: owner.accessToken })).body.photos.find(
      (candidate: { id: string }) => candidate.id === photoId,
    );
    expect(photo).toBeDefined();
    expect(photo.blurred).toBeUndefined();
    expect((await fetch(photo.url)).status).toBe(200);
    expect((await fetch(photo.thumbUrl)).status).toBe(200);
    const served = await keysUnder(bucket, `${owner.sub}/`);
    expect(served.some((key) => key.endsWith('.avif'))).toBe(true);
    expect(served.some((key) => key.endsWith('.webp'))).toBe(true);
    expect(await keysUnder(bucket, `held/${owner.sub}/`)).toEqual([]);

    await expectPublishedAndTold(owner, moderator, 'photo', { photoId });

    // A second publish is a 409, with no second audit row or notice.
    const again = await publish();
    expect(again.status).toBe(409);
    expect(
      (await call('getMemberCase', { token: moderator.accessToken, params: { memberId: owner.sub } })).body.history,
    ).toHaveLength(1);
  });
});

describe('two held items at once (issue 27, decision 0082)', () => {
  it('puts each in the queue with its own report; publishing one leaves the other open and publishable', async () => {
    const [owner, moderator] = await Promise.all([createMember(), createStaff('moderator')]);
    await call('getMyProfile', { token: owner.accessToken });
    const held: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { ticket, status } = await uploadPhoto(owner, await explicit());
      expect(status).toMatchObject({ status: 'rejected', reason: 'explicit' });
      held.push(ticket.body.photoId as string);
    }
    const caseOf = async () =>
      (await call('getMemberCase', { token: moderator.accessToken, params: { memberId: owner.sub } })).body;
    // Both reach the moderators, each with its blurred copy and its own Publish.
    expect(
      (await caseOf()).openReports.map((report: { held: { photoId: string } }) => report.held.photoId).sort(),
    ).toEqual([...held].sort());

    const publish = (photoId: string) =>
      call('moderateMember', {
        token: moderator.accessToken,
        params: { memberId: owner.sub },
        body: { action: 'publish_held', reason: 'Abstract painting, not explicit.', heldPhotoId: photoId },
      });
    expect((await publish(held[0]!)).body).toMatchObject({ action: 'publish_held', resolvedReports: 1 });
    const between = await caseOf();
    expect(between.openReports).toEqual([
      expect.objectContaining({ held: expect.objectContaining({ photoId: held[1] }) }),
    ]);
    expect(between.history[0].details).toMatchObject({ photoId: held[0], reports: 1 });

    expect((await publish(held[1]!)).body).toMatchObject({ action: 'publish_held', resolvedReports: 1 });
    expect((await caseOf()).openReports).toEqual([]);
    const photos = (await call('getMyProfile', { token: owner.accessToken })).body.photos as { id: string }[];
    expect(photos.map((photo) => photo.id).sort()).toEqual([...held].sort());
  });
});

/** The screening report's item on a member, as stored: where the held story's details are recorded. */
async function heldReportItem(memberId: string) {
  const items = await scanAll();
  return items.find((item) => item.entity === 'report' && item.reportedId === memberId && item.status === 'open') as {
    snapshot: { held: { kind: string; mediaId: string; story: Record<string, unknown> } };
  } & Record<string, unknown>;
}

describe('a moderator publishes a held story (issue 27, decision 0082)', () => {
  const publishStory = (moderator: { accessToken: string }, memberId: string, storyId: string) =>
    call('moderateMember', {
      token: moderator.accessToken,
      params: { memberId },
      body: { action: 'publish_held', reason: 'Abstract painting, not explicit.', heldStoryId: storyId },
    });
  const storiesSeenBy = async (viewer: TestMember, ownerId: string) =>
    ((await call('listStories', { token: viewer.accessToken })).body.others as any[]).find(
      (group) => group.member.id === ownerId,
    )?.stories as any[] | undefined;

  it('keeps the held story unseen until a moderator publishes it, then shows it with its original time and caption', async () => {
    const [owner, viewer, moderator] = await Promise.all([
      createProfiledMember('Held Story'),
      createProfiledMember('Story Viewer'),
      createStaff('moderator'),
    ]);
    const { ticket, status } = await uploadStory(owner, await explicit(), {
      contentType: 'image/jpeg',
      caption: 'Painted at dawn',
    });
    expect(status).toMatchObject({ status: 'rejected', reason: 'explicit' });
    const storyId = ticket.body.storyId as string;

    // The processed copies wait under held/ in the stories bucket, which the media CDN refuses.
    const bucket = cloud().env.STORIES_BUCKET;
    await expectHeldUnserved(bucket, owner.sub, storyId);
    expect(await keysUnder(bucket, `stories/${owner.sub}/`)).toEqual([]);
    expect(await storiesSeenBy(viewer, owner.sub)).toBeUndefined();

    // The screening report records the story as it would have been written; the case offers it until its end.
    const recorded = (await heldReportItem(owner.sub)).snapshot.held;
    expect(recorded).toMatchObject({
      kind: 'story',
      mediaId: storyId,
      story: { storyId, mediaType: 'image', caption: 'Painted at dawn', createdAt: expect.any(String) },
    });
    const createdAt = recorded.story.createdAt as string;
    const before = (await call('getMemberCase', { token: moderator.accessToken, params: { memberId: owner.sub } }))
      .body;
    expect(before.openReports).toEqual([
      expect.objectContaining({
        held: expect.objectContaining({
          storyId,
          photoId: null,
          storyEndsAt: new Date(Date.parse(createdAt) + 24 * 3600 * 1000).toISOString(),
        }),
      }),
    ]);

    const published = await publishStory(moderator, owner.sub, storyId);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ action: 'publish_held', resolvedReports: 1 });

    // Another member now sees it, unblurred, with the time it was first shared and its caption.
    const seen = await storiesSeenBy(viewer, owner.sub);
    expect(seen).toEqual([expect.objectContaining({ id: storyId, caption: 'Painted at dawn', createdAt })]);
    expect(seen![0].blurred).toBeFalsy();
    expect((await fetch(seen![0].mediaUrl)).status).toBe(200);
    expect((await fetch(seen![0].thumbUrl)).status).toBe(200);
    const served = await keysUnder(bucket, `stories/${owner.sub}/`);
    expect(served.some((key) => key.endsWith('.avif'))).toBe(true);
    expect(await keysUnder(bucket, `held/${owner.sub}/`)).toEqual([]);

    await expectPublishedAndTold(owner, moderator, 'story', { storyId });

    // A second publish is a 409, with no second audit row.
    expect((await publishStory(moderator, owner.sub, storyId)).status).toBe(409);
    expect(
      (await call('getMemberCase', { token: moderator.accessToken, params: { memberId: owner.sub } })).body.history,
    ).toHaveLength(1);
  });

  it('refuses a held story whose 24 hours are over, writing nothing', async () => {
    const [owner, moderator] = await Promise.all([createProfiledMember('Late Story'), createStaff('moderator')]);
    const { ticket, status } = await uploadStory(owner, await explicit(), { contentType: 'image/jpeg' });
    expect(status).toMatchObject({ status: 'rejected', reason: 'explicit' });
    const storyId = ticket.body.storyId as string;
    // Held a day and an hour ago: the report as the screening would have filed it then.
    const report = await heldReportItem(owner.sub);
    const longAgo = new Date(Date.now() - 25 * 3600 * 1000).toISOString();
    await putItem({
      ...report,
      snapshot: {
        ...report.snapshot,
        held: { ...report.snapshot.held, story: { ...report.snapshot.held.story, createdAt: longAgo } },
      },
    });

    const refused = await publishStory(moderator, owner.sub, storyId);
    expect(refused.status).toBe(410);
    expect(refused.body.error.code).toBe('story_expired');
    const bucket = cloud().env.STORIES_BUCKET;
    expect(await keysUnder(bucket, `stories/${owner.sub}/`)).toEqual([]);
    expect(await keysUnder(bucket, `held/${owner.sub}/`)).toHaveLength(2);
    expect((await call('listStories', { token: owner.accessToken })).body.mine).toEqual([]);
    const moderationCase = (
      await call('getMemberCase', { token: moderator.accessToken, params: { memberId: owner.sub } })
    ).body;
    expect(moderationCase.history).toEqual([]);
    expect(moderationCase.openReports).toHaveLength(1);
    expect((await call('getMe', { token: owner.accessToken })).body.notices).toEqual([]);

    // Deleting the account deletes the held copies with everything else.
    expect((await call('deleteMyAccount', { token: owner.accessToken, body: { confirmation: 'DELETE' } })).status).toBe(
      200,
    );
    expect(await keysUnder(bucket, `held/${owner.sub}/`)).toEqual([]);
  });

  it('holds a video story with an explicit poster: the cleaned video, poster and thumbnail, published together', async () => {
    const [owner, moderator] = await Promise.all([createProfiledMember('Held Video'), createStaff('moderator')]);
    const { ticket, status } = await uploadStory(owner, buildMp4(), {
      contentType: 'video/mp4',
      caption: 'Rehearsal',
      poster: await explicit(),
    });
    expect(status).toMatchObject({ status: 'rejected', reason: 'explicit' });
    const storyId = ticket.body.storyId as string;
    const bucket = cloud().env.STORIES_BUCKET;
    expect((await keysUnder(bucket, `held/${owner.sub}/`)).sort()).toEqual([
      `held/${owner.sub}/${storyId}-poster.jpg`,
      `held/${owner.sub}/${storyId}-thumb.jpg`,
      `held/${owner.sub}/${storyId}.mp4`,
    ]);

    expect((await publishStory(moderator, owner.sub, storyId)).status).toBe(200);
    const [story] = (await call('listStories', { token: owner.accessToken })).body.mine;
    expect(story).toMatchObject({ id: storyId, mediaType: 'video', caption: 'Rehearsal' });
    for (const url of [story.mediaUrl, story.posterUrl, story.thumbUrl])
      expect((await fetch(url)).status, url).toBe(200);
    // The cleaned video as it was held: still without the planted location.
    expect((await bytesOf(story.mediaUrl)).includes(Buffer.from(PLANTED_LOCATION, 'latin1'))).toBe(false);
    expect(await keysUnder(bucket, `held/${owner.sub}/`)).toEqual([]);
  });
});
