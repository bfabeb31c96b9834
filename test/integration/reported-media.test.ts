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
import { keysUnder } from '../support/media-uploads';

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

describe('a moderator publishes a held photo (issue 27, decision 0082)', () => {
  it('keeps the held copy unserved until a moderator publishes it; then it is served, listed and the member told', async () => {
    const [owner, moderator] = await Promise.all([createMember(), createStaff('moderator')]);
    await call('getMyProfile', { token: owner.accessToken });
    const { ticket, status } = await uploadPhoto(owner, await explicit());
    expect(status).toMatchObject({ status: 'rejected', reason: 'explicit' });
    const photoId = ticket.body.photoId as string;

    // The processed copy waits under held/, which the media CDN refuses as it refuses uploads/.
    const bucket = cloud().env.PHOTOS_BUCKET;
    const held = await keysUnder(bucket, `held/${owner.sub}/`);
    expect(held.sort()).toEqual([`held/${owner.sub}/${photoId}-thumb.jpg`, `held/${owner.sub}/${photoId}.jpg`]);
    for (const key of held) expect((await fetch(`${cloud().env.MEDIA_BASE_URL}/${key}`)).status, key).toBe(403);
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

    // The member is told, the screening report is resolved, and the audit row names moderator and reason.
    const me = (await call('getMe', { token: owner.accessToken })).body;
    expect(me.notices).toEqual([
      expect.objectContaining({
        kind: 'content_published',
        subject: 'photo',
        reason: 'Abstract painting, not explicit.',
      }),
    ]);
    const after = (await call('getMemberCase', { token: moderator.accessToken, params: { memberId: owner.sub } })).body;
    expect(after.openReports).toEqual([]);
    expect(after.history).toEqual([
      expect.objectContaining({
        action: 'publish_held',
        actorId: moderator.sub,
        reason: 'Abstract painting, not explicit.',
        details: expect.objectContaining({ photoId, reports: 1 }),
      }),
    ]);

    // A second publish is a 409, with no second audit row or notice.
    const again = await publish();
    expect(again.status).toBe(409);
    expect(
      (await call('getMemberCase', { token: moderator.accessToken, params: { memberId: owner.sub } })).body.history,
    ).toHaveLength(1);
  });
});
