/**
 * Writes a Chromium fake-camera video for a verification challenge (decision 0071):
 *
 *   npx tsx test/support/write-verification-video.ts <out.y4m> <face-id> <pose>... [--still]
 *
 * e.g. `… /tmp/camera.y4m sample6-face0 turn-left blink turn-right`. The video shows the neutral look, then
 * each pose, DEFAULT_VIDEO_TIMING.secondsPerStep each; `--still` holds the neutral frame throughout (a
 * replayed still photo). Chromium reads it with `--use-fake-device-for-media-stream
 * --use-file-for-fake-video-capture=<out.y4m>` when the page opens the camera, and loops it.
 */
import { VERIFICATION_POSES, type VerificationPose } from '#shared/schemas/verification.ts';
import { people, writeFakeCameraVideo } from './verification-frames';

const args = process.argv.slice(2);
const still = args.includes('--still');
const [out, faceId, ...poses] = args.filter((arg) => arg !== '--still');
const face = (await people()).find((person) => person.id === faceId);
if (!out || !face || !poses.every((pose) => (VERIFICATION_POSES as readonly string[]).includes(pose))) {
  console.error('usage: write-verification-video.ts <out.y4m> <face-id> <pose>... [--still]');
  process.exit(2);
}
await writeFakeCameraVideo(out, face, poses as VerificationPose[], { still });
console.log(`wrote ${out}: ${face.id} ${still ? 'still' : poses.join(', ')}`);
