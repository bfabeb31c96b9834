import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerificationChallenge } from '#shared/schemas/verification.ts';
import { call } from '../support/api';
import { createDiscoverableMember, findInDeck } from '../support/discoverable';
import type { TestMember } from '../support/members';
import { eventually } from '../support/table';
import {
  attemptSteps,
  people,
  photoJpeg,
  samePersonAgain,
  stepsFromVideo,
  stillSteps,
  writeFakeCameraVideo,
  type FaceCrop,
} from '../support/verification-frames';

/**
 * Photo verification through the local HTTP gateway with the real models (decision 0071). The faces are the
 * face-api package's sample photographs; the poses are synthesized on them (test/support/verification-frames.ts).
 */
let member: FaceCrop;
let stranger: FaceCrop;
let videoDir: string;

beforeAll(async () => {
  const all = await people();
  member = all.find((face) => face.id === 'sample6-face0')!;
  stranger = all.find((face) => face.id === 'sample3-face0')!;
  videoDir = await mkdtemp(join(tmpdir(), 'kindred-verify-'));
}, 120_000);

afterAll(async () => {
  await rm(videoDir, { recursive: true, force: true });
});

async function withFacePhoto(face: FaceCrop, overrides: Record<string, unknown> = {}): Promise<TestMember> {
  return createDiscoverableMember(overrides, undefined, await photoJpeg((await samePersonAgain(face, 0))!));
}

async function challenge(who: TestMember): Promise<VerificationChallenge> {
  const response = await call('createVerificationChallenge', { token: who.accessToken });
  expect(response.status).toBe(200);
  return response.body as VerificationChallenge;
}

const submit = (who: TestMember, challengeId: string, steps: { frames: string[] }[]) =>
  call('submitVerification', { token: who.accessToken, body: { challengeId, steps } });

describe('photo verification (issue 27)', () => {
  it(
    'verifies a live attempt taken from the fake camera video, and the badge shows on another member’s deck card',
    { timeout: 180_000 },
    async () => {
      const [verifying, viewer] = await Promise.all([
        withFacePhoto(member),
        createDiscoverableMember({ gender: 'man' }),
      ]);
      expect((await call('getMyVerification', { token: verifying.accessToken })).body).toMatchObject({
        status: 'unverified',
        attemptsLeft: 5,
      });

      // The e2e's way: the video is written once the challenge is known; the browser takes frames as it plays.
      const open = await challenge(verifying);
      const video = join(videoDir, 'camera.y4m');
      await writeFakeCameraVideo(video, member, open.poses);
      const steps = await stepsFromVideo(await readFile(video), open.poses.length + 1);
      const result = await submit(verifying, open.challengeId, steps);
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ status: 'verified', lastFailure: null, attemptsLeft: 4 });

      // The same challenge is answered once.
      expect((await submit(verifying, open.challengeId, steps)).body).toMatchObject({ status: 'verified' });

      const card = await eventually(async () => {
        const found = await findInDeck(viewer, verifying.sub);
        return found?.verified === true ? found : undefined;
      }, 20_000);
      expect(card.verified).toBe(true);
    },
  );

  it(
    'fails a still photo held to the camera (liveness), and a different person (no-match)',
    { timeout: 180_000 },
    async () => {
      const [holder, impostor] = await Promise.all([withFacePhoto(member), withFacePhoto(stranger)]);

      const first = await challenge(holder);
      const still = await submit(holder, first.challengeId, await stillSteps(member, first.poses));
      expect(still.body).toMatchObject({ status: 'unverified', lastFailure: 'liveness' });

      const second = await challenge(impostor);
      const other = await submit(impostor, second.challengeId, await attemptSteps(member, second.poses));
      expect(other.body).toMatchObject({ status: 'unverified', lastFailure: 'no-match' });
    },
  );
});
