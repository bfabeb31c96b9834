import type { VerificationFailure, VerificationPose } from '../schemas/verification';

/** What the face models read from one face in one image (lambdas/media/face-reader.ts). */
export type FaceReading = {
  /** The detector's confidence. */
  score: number;
  box: [number, number, number, number];
  imageWidth: number;
  /** The mesh's head rotation, radians. */
  yaw: number;
  roll: number;
  /** Where the nose tip sits between the outer eye corners, 0.5 straight on. */
  noseOffset: number;
  /** Lid gap over eye width, both eyes averaged. */
  eyeOpenness: number;
  /** The description model's face embedding. */
  embedding: number[];
  /** The description model's age estimate, years. */
  age: number;
  /** The anti-spoofing model's score: 1 a real face, 0 a photo or screen. */
  real: number;
  /** The liveness model's score. */
  live: number;
};

/**
 * The thresholds (decision 0071). Set on the face-api sample faces and the seeded portraits: the same face
 * under other crops, light and small warps scores 0.82–0.96 against itself (cosine of the embeddings), the
 * closest two different faces of the set 0.65.
 */
/** Photos compared with the live face: the main photo first; a profile holds at most six. The review shows the same. */
export const PHOTOS_COMPARED = 3;

export const VERIFY_RULES = {
  /** A detection counts as a face from this confidence, and this share of the frame's width. */
  minFaceScore: 0.6,
  minFaceWidthShare: 0.12,
  /** Every frame's face against the neutral face: the same person throughout the attempt. */
  sameThroughout: 0.6,
  /** The live face against the best of the member's photos: verified from `match`, a person looks from `review`. */
  match: 0.8,
  review: 0.7,
  /** Another member's verified face this close is the same face (selfie reuse). */
  reuse: 0.8,
  /** A turn: the nose's place between the eye corners moves, and the yaw follows (see turnMovement). */
  turn: 0.1,
  /** A blink: the eyes at most this share of the neutral step's openness. */
  blink: 0.6,
  /** Anti-spoofing and liveness (mean over the frames, the lower of the two): failed under `spoofFail`, review under `spoofReview`. */
  spoofFail: 0.2,
  spoofReview: 0.35,
  /**
   * Age assurance: an estimate under this goes to a person before the member can be discovered. The model's
   * error is several years either way, so a face placed under 21 may be a minor's (decision 0071).
   */
  challengeAge: 21,
} as const;

export function cosine(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! ** 2;
    nb += b[i]! ** 2;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

/** The average embedding of several readings of one face, for matching and reuse. */
export function meanEmbedding(readings: readonly FaceReading[]): number[] {
  const length = readings[0]?.embedding.length ?? 0;
  const sum = new Array<number>(length).fill(0);
  for (const reading of readings) reading.embedding.forEach((value, i) => (sum[i]! += value));
  return sum.map((value) => value / Math.max(1, readings.length));
}

/** The faces that count in one frame: confident and large enough to be the member's, not a face far behind. */
export function facesThatCount(faces: readonly FaceReading[]): FaceReading[] {
  return faces.filter(
    (face) =>
      face.score >= VERIFY_RULES.minFaceScore && face.box[2] >= VERIFY_RULES.minFaceWidthShare * face.imageWidth,
  );
}

/**
 * How far a frame's head is turned to the member's left (positive) or right (negative) from the neutral
 * look. The frames are the camera's, not mirrored: turning to one's left moves the nose toward the left eye
 * corner (the nose offset grows) and lowers the mesh's yaw. Both are combined so that neither alone decides.
 */
export function turnMovement(neutral: { noseOffset: number; yaw: number }, frame: FaceReading): number {
  return frame.noseOffset - neutral.noseOffset - (frame.yaw - neutral.yaw) / 2;
}

function posePerformed(
  pose: VerificationPose,
  neutral: { noseOffset: number; yaw: number; eyeOpenness: number },
  frames: readonly FaceReading[],
): boolean {
  switch (pose) {
    case 'turn-left':
      return frames.some((frame) => turnMovement(neutral, frame) >= VERIFY_RULES.turn);
    case 'turn-right':
      return frames.some((frame) => turnMovement(neutral, frame) <= -VERIFY_RULES.turn);
    case 'blink':
      return frames.some((frame) => frame.eyeOpenness <= VERIFY_RULES.blink * neutral.eyeOpenness);
  }
}

export type LivenessJudgement =
  | { ok: false; failure: Extract<VerificationFailure, 'no-face' | 'liveness'>; detail: string }
  | {
      ok: true;
      /** The neutral face's embedding: matched against the photos and other members' verified faces. */
      embedding: number[];
      /** The neutral frame the evidence keeps, if a person must look (index into step 0's frames). */
      neutralFrame: number;
      age: number;
      spoof: number;
      /** Liveness passed, but the anti-spoofing models are unsure: a person looks. */
      spoofBorderline: boolean;
    };

/**
 * Liveness from the frames alone: one face in every frame, the same face throughout, each step's pose
 * performed relative to the neutral step, and the anti-spoofing models' scores. A still photo (the same frame
 * in every step) performs no pose; a replayed recording of an earlier attempt performs another sequence.
 */
export function judgeLiveness(
  poses: readonly VerificationPose[],
  steps: ReadonlyArray<ReadonlyArray<readonly FaceReading[]>>,
): LivenessJudgement {
  if (steps.length !== poses.length + 1)
    return { ok: false, failure: 'liveness', detail: 'steps do not fit the challenge' };
  const counted = steps.map((frames) => frames.map(facesThatCount));
  const badFrame = counted.flat().find((faces) => faces.length !== 1);
  if (badFrame) {
    return {
      ok: false,
      failure: 'no-face',
      detail: badFrame.length === 0 ? 'a frame without a face' : 'a frame with more than one face',
    };
  }
  const faces = counted.map((frames) => frames.map((faces) => faces[0]!));
  const neutralFrames = faces[0]!;
  const neutralEmbedding = meanEmbedding(neutralFrames);
  const stranger = faces.flat().find((face) => cosine(face.embedding, neutralEmbedding) < VERIFY_RULES.sameThroughout);
  if (stranger) return { ok: false, failure: 'liveness', detail: 'another face in a later step' };
  const neutral = {
    noseOffset: median(neutralFrames.map((f) => f.noseOffset)),
    yaw: median(neutralFrames.map((f) => f.yaw)),
    eyeOpenness: median(neutralFrames.map((f) => f.eyeOpenness)),
  };
  for (const [index, pose] of poses.entries()) {
    if (!posePerformed(pose, neutral, faces[index + 1]!)) {
      return { ok: false, failure: 'liveness', detail: `step ${index + 1} (${pose}) not performed` };
    }
  }
  const all = faces.flat();
  const spoof = Math.min(mean(all.map((f) => f.real)), mean(all.map((f) => f.live)));
  if (spoof < VERIFY_RULES.spoofFail) return { ok: false, failure: 'liveness', detail: 'anti-spoofing' };
  const neutralFrame = neutralFrames.reduce((best, face, i) => (face.score > neutralFrames[best]!.score ? i : best), 0);
  return {
    ok: true,
    embedding: neutralEmbedding,
    neutralFrame,
    age: median(neutralFrames.map((f) => f.age)),
    spoof,
    spoofBorderline: spoof < VERIFY_RULES.spoofReview,
  };
}

/** The best similarity of the live face to any face in the member's photos (each photo's faces). */
export function bestPhotoMatch(
  live: readonly number[],
  photos: ReadonlyArray<readonly FaceReading[]>,
): { similarity: number; photoIndex: number } {
  let best = { similarity: 0, photoIndex: -1 };
  photos.forEach((faces, photoIndex) => {
    for (const face of facesThatCount(faces)) {
      const similarity = cosine(live, face.embedding);
      if (similarity > best.similarity) best = { similarity, photoIndex };
    }
  });
  return best;
}

/** Why a person must look at an attempt that passed the models' hard checks. */
export type ReviewReason = 'borderline-match' | 'borderline-liveness' | 'age' | 'reuse';

/** A frame's JPEG bytes from its data URL. */
export const jpegOfFrame = (frame: string) => Buffer.from(frame.slice(frame.indexOf(',') + 1), 'base64');

/** Every frame of every step through `read`, one at a time (the models share two cores with everything else). */
export async function readAttempt(
  steps: ReadonlyArray<{ frames: readonly string[] }>,
  read: (jpeg: Buffer) => Promise<FaceReading[]>,
): Promise<FaceReading[][][]> {
  const out: FaceReading[][][] = [];
  for (const step of steps) {
    const frames: FaceReading[][] = [];
    for (const frame of step.frames) frames.push(await read(jpegOfFrame(frame)));
    out.push(frames);
  }
  return out;
}
