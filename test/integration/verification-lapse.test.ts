import { beforeAll, describe, expect, it } from 'vitest';
import type { VerificationChallenge } from '#shared/schemas/verification.ts';
import { call } from '../support/api';
import { createDiscoverableMember, findInDeck } from '../support/discoverable';
import type { TestMember } from '../support/members';
import { uploadPhoto } from '../support/photos';
import { eventually } from '../support/table';
import { attemptSteps, people, photoJpeg, samePersonAgain, type FaceCrop } from '../support/verification-frames';

/**
 * What happens after a verification (decision 0071), with the real models on the face-api package's
 * sample photographs: the stream consumer lapses a verification when the main photo changes to another
 * face. The faces here are not the ones verification.test.ts verifies, so selfie reuse does not interfere.
 */
let verifying: FaceCrop;
let otherFace: FaceCrop;

beforeAll(async () => {
  const all = await people();
  verifying = all.find((face) => face.id === 'sample3-face0')!;
  otherFace = all.find((face) => face.id.startsWith('sample1-'))!;
});

async function challenge(who: TestMember): Promise<VerificationChallenge> {
  const response = await call('createVerificationChallenge', { token: who.accessToken });
  expect(response.status).toBe(200);
  return response.body as VerificationChallenge;
}

async function verify(who: TestMember, face: FaceCrop) {
  const open = await challenge(who);
  return call('submitVerification', {
    token: who.accessToken,
    body: { challengeId: open.challengeId, steps: await attemptSteps(face, open.poses) },
  });
}

async function addPhoto(who: TestMember, face: FaceCrop, variant: number): Promise<string> {
  const { status } = await uploadPhoto(who, await photoJpeg((await samePersonAgain(face, variant))!));
  expect(status?.status).toBe('ready');
  return status!.photoId as string;
}

async function makeMain(who: TestMember, photoId: string): Promise<void> {
  const mine = await call('getMyProfile', { token: who.accessToken });
  const ids = (mine.body.photos as { id: string }[]).map((photo) => photo.id);
  const reordered = await call('reorderPhotos', {
    token: who.accessToken,
    body: { photoIds: [photoId, ...ids.filter((id) => id !== photoId)] },
  });
  expect(reordered.status).toBe(200);
}

const statusOf = async (who: TestMember) =>
  (await call('getMyVerification', { token: who.accessToken })).body.status as string;

describe('a verification after the fact (issue 27)', () => {
  it(
    'lapses a verification when the main photo changes to another face, and the badge leaves the deck',
    { timeout: 240_000 },
    async () => {
      const [member, viewer] = await Promise.all([
        createDiscoverableMember({}, undefined, await photoJpeg((await samePersonAgain(verifying, 0))!)),
        createDiscoverableMember({ gender: 'man' }),
      ]);
      expect((await verify(member, verifying)).body).toMatchObject({ status: 'verified' });
      await eventually(async () => (await findInDeck(viewer, member.sub))?.verified === true, 30_000);

      // A main photo of someone else: the verification lapses, the badge leaves the deck.
      await makeMain(member, await addPhoto(member, otherFace, 0));
      await eventually(async () => (await statusOf(member)) === 'lapsed', 60_000);
      const card = await eventually(async () => {
        const found = await findInDeck(viewer, member.sub);
        return found && found.verified !== true ? found : undefined;
      }, 30_000);
      expect(card.verified).not.toBe(true);
    },
  );
});
