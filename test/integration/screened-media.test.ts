import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { createMember } from '../support/members';
import { keysUnder, uploadStory } from '../support/media-uploads';
import { jpeg, uploadPhoto } from '../support/photos';
import { createStaff } from '../support/staff';
import { scanAll } from '../support/table';

/**
 * A benign image the real classifier scores explicit: abstract colour blocks
 * found by searching for what the model calls "porn" (decision 0070). No
 * explicit material is stored anywhere in the repository.
 */
const flagged = () =>
  sharp(readFileSync(new URL('../fixtures/screening/synthetic-flagged-explicit.png', import.meta.url)))
    .jpeg({ quality: 95 })
    .toBuffer();

const screeningReports = async (memberId: string) =>
  (await scanAll()).filter(
    (item) => item.entity === 'report' && item.reportedId === memberId && item.reporterId === 'automatic-screening',
  );

describe('screened media (issue 27)', () => {
  it('holds back an explicit photo: the member is told, nothing is served, the moderators get it blurred', async () => {
    const member = await createMember();
    await call('getMyProfile', { token: member.accessToken });

    const { status } = await uploadPhoto(member, await flagged());
    expect(status).toMatchObject({ status: 'rejected', reason: 'explicit' });
    // Nothing of it under the member's served keys, and the raw upload is gone too.
    expect(await keysUnder(cloud().env.PHOTOS_BUCKET, `${member.sub}/`)).toEqual([]);
    expect(await keysUnder(cloud().env.PHOTOS_BUCKET, `uploads/${member.sub}/`)).toEqual([]);
    expect((await call('getMyProfile', { token: member.accessToken })).body.photos).toHaveLength(0);

    const [report] = await screeningReports(member.sub);
    expect(report).toMatchObject({ status: 'open', category: 'inappropriate_content' });
    const held = (report!.snapshot as { photos: { url: string; blurred: boolean }[] }).photos[0]!;
    expect(held.blurred).toBe(true);
    expect(held.url).toMatch(/^data:image\/jpeg;base64,/);
    // The copy is small and blurred: a thumbnail, not the image.
    const copy = await sharp(Buffer.from(held.url.split(',')[1]!, 'base64')).metadata();
    expect(copy.width).toBeLessThanOrEqual(160);

    // The moderator's case shows the held copy and the scores as numbers, beside the report.
    const moderator = await createStaff('moderator');
    const caseView = await call('getMemberCase', { token: moderator.accessToken, params: { memberId: member.sub } });
    const [open] = caseView.body.openReports as { held: { copyUrl: string; scores: Record<string, number> } }[];
    expect(open!.held.copyUrl).toBe(held.url);
    expect(open!.held.scores.porn + open!.held.scores.hentai).toBeGreaterThanOrEqual(0.7);
    expect(caseView.body.verification).toEqual({ status: 'unverified', verifiedAt: null, ageHold: false });
  });

  it('publishes an ordinary photo unblurred', async () => {
    const member = await createMember();
    await call('getMyProfile', { token: member.accessToken });
    const { status } = await uploadPhoto(member, await jpeg());
    expect(status).toMatchObject({ status: 'ready' });
    expect(status.photo.blurred).toBeUndefined();
    expect(await screeningReports(member.sub)).toEqual([]);
  });

  it('holds back an explicit story image the same way', async () => {
    const member = await createMember();
    await call('getMyProfile', { token: member.accessToken });
    const { status } = await uploadStory(member, await flagged(), { contentType: 'image/jpeg' });
    expect(status).toMatchObject({ status: 'rejected', reason: 'explicit' });
    expect(await keysUnder(cloud().env.STORIES_BUCKET, `stories/${member.sub}/`)).toEqual([]);
    expect(await screeningReports(member.sub)).toHaveLength(1);
  });
});
