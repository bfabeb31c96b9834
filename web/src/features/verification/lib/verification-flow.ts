/**
 * The camera screen's steps and words (issue 27). The browser only guides and captures: step 0 is a neutral,
 * straight-on look, then one step per pose of the server's challenge, each with a short countdown and up to
 * MAX_FRAMES_PER_STEP frames. Every judgement is the server's.
 */
import {
  MAX_FRAME_BYTES,
  MAX_FRAMES_PER_STEP,
  POSE_INSTRUCTIONS,
  type VerificationChallenge,
  type VerificationFailure,
  type VerificationPose,
  type VerificationState,
} from '#shared/schemas/verification.ts';

export type CaptureStep = { pose: VerificationPose | null; instruction: string };

/** Step 0 comes first in every attempt; the server compares it with the profile photos. */
export const NEUTRAL_INSTRUCTION = 'Look straight at the camera';

export function stepsFor(challenge: Pick<VerificationChallenge, 'poses'>): CaptureStep[] {
  return [
    { pose: null, instruction: NEUTRAL_INSTRUCTION },
    ...challenge.poses.map((pose) => ({ pose, instruction: POSE_INSTRUCTIONS[pose] })),
  ];
}

/** Seconds counted down before a step's frames are taken: time to read the instruction and move. */
export const COUNTDOWN_SECONDS = 3;
/**
 * Three frames a step, over about a second, so a turn or a blink is caught as it is held; one fewer than the
 * server takes (MAX_FRAMES_PER_STEP), since the server reads every frame with its models (about half a second
 * each, decision 0071) and the member waits for all of them.
 */
export const FRAME_INTERVAL_MS = 400;
export const FRAMES_PER_STEP = Math.min(3, MAX_FRAMES_PER_STEP);
/** How long one step takes on screen: the countdown, then the frames. The e2e's fake camera video keeps time with it. */
export const STEP_SECONDS = COUNTDOWN_SECONDS + (FRAMES_PER_STEP * FRAME_INTERVAL_MS) / 1000;

/** Frames are small: the server needs a face, not a portrait, and each frame must stay under MAX_FRAME_BYTES. */
export const FRAME_WIDTH = 480;
export const FRAME_QUALITIES = [0.85, 0.75, 0.65, 0.5] as const;

/** The longest data URL the server's schema takes for one frame (shared/schemas/verification.ts). */
export const MAX_FRAME_DATA_URL_LENGTH = Math.ceil((MAX_FRAME_BYTES * 4) / 3) + 32;

/** The canvas size for a frame: FRAME_WIDTH wide at most, the camera's aspect kept. */
export function frameSize(videoWidth: number, videoHeight: number): { width: number; height: number } {
  if (videoWidth <= 0 || videoHeight <= 0) return { width: FRAME_WIDTH, height: Math.round((FRAME_WIDTH * 3) / 4) };
  const width = Math.min(FRAME_WIDTH, videoWidth);
  return { width, height: Math.round((videoHeight * width) / videoWidth) };
}

/**
 * The frame as a JPEG data URL: the first quality whose result fits, lowering it for a busy picture. `encode` is the
 * canvas's toDataURL (a parameter, so that this is testable without a canvas). Undefined when nothing fits.
 */
export function encodeFrame(encode: (type: 'image/jpeg', quality: number) => string): string | undefined {
  for (const quality of FRAME_QUALITIES) {
    const url = encode('image/jpeg', quality);
    // A browser that cannot make JPEG answers PNG; the server takes JPEG only.
    if (!url.startsWith('data:image/jpeg;base64,')) return undefined;
    if (url.length <= MAX_FRAME_DATA_URL_LENGTH) return url;
  }
  return undefined;
}

/** Why an attempt failed, in plain words. */
export const FAILURE_TEXT: Record<VerificationFailure, string> = {
  'no-face': 'We could not see your face clearly. Face a light, keep your whole face in the frame, and try again.',
  liveness:
    'We could not confirm it was you, live. Follow each instruction as it appears, and do not hold up a photo or a screen.',
  'no-match': 'The face on camera does not match your profile photos closely enough.',
  'no-photo': 'Add a profile photo that shows your face first: we compare the camera with it.',
  expired: 'The attempt took too long and ran out. Start again when you are ready.',
};

export type StatusCopy = { title: string; body: string; action: string | null };

/** My own status, as the dashboard card and the camera screen say it. */
export function statusCopy(state: Pick<VerificationState, 'status' | 'attemptsLeft' | 'lastFailure'>): StatusCopy {
  switch (state.status) {
    case 'verified':
      return {
        title: 'You are verified',
        body: 'The blue tick shows on your profile, in matches and in chat.',
        action: null,
      };
    case 'review':
      return {
        title: 'A person will look within 24 hours',
        body: 'Your check needs a second look from our team. We will let you know.',
        action: null,
      };
    case 'lapsed':
      return {
        title: 'Your badge is paused',
        body: 'Your main photo changed, so your badge is paused until you verify with the camera again.',
        action: 'Verify again',
      };
    case 'unverified':
      return {
        title: 'Get verified',
        body: state.lastFailure
          ? FAILURE_TEXT[state.lastFailure]
          : 'Show people you are who your photos say: a short camera check gives you a blue tick. Free on every plan.',
        action: state.attemptsLeft > 0 ? (state.lastFailure ? 'Try again' : 'Get verified') : null,
      };
  }
}

export function attemptsLeftText(attemptsLeft: number): string {
  if (attemptsLeft <= 0) return 'No attempts left today. You can try again tomorrow.';
  return attemptsLeft === 1 ? '1 attempt left today.' : `${attemptsLeft} attempts left today.`;
}

/** What happens to the camera frames (decision 0071): said before the camera starts. */
export const PRIVACY_TEXT =
  'The frames go to Kindred only to check that you are live and match your photos, and are deleted as soon as they are judged; if a person must look, one still is kept until they decide, then deleted. We keep a face signature (numbers, not a picture) so that the same face cannot verify another account; it is in your data export, and deleting your account removes it.';

/** How a failed camera request reads. */
export type CameraProblem = 'denied' | 'no-camera' | 'unavailable';

export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || (typeof error === 'object' && error !== null) ? (error as Error).name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'no-camera';
  return 'unavailable';
}

export const CAMERA_PROBLEM_TEXT: Record<CameraProblem, { title: string; body: string }> = {
  denied: {
    title: 'Camera access is off',
    body: 'Kindred needs your camera for this check. Allow the camera for this site in your browser settings (the icon beside the address), then try again.',
  },
  'no-camera': {
    title: 'No camera found',
    body: 'This device has no camera we can use. Try on a phone or a computer with a camera.',
  },
  unavailable: {
    title: 'The camera did not start',
    body: 'Another app may be using it. Close it and try again.',
  },
};
