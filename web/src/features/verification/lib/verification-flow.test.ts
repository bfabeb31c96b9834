import { describe, expect, it } from 'vitest';
import { MAX_FRAMES_PER_STEP, POSE_INSTRUCTIONS, SubmitVerificationSchema } from '#shared/schemas/verification.ts';
import {
  FRAMES_PER_STEP,
  MAX_FRAME_DATA_URL_LENGTH,
  NEUTRAL_INSTRUCTION,
  attemptsLeftText,
  cameraProblemOf,
  encodeFrame,
  frameSize,
  statusCopy,
  stepsFor,
} from './verification-flow';

describe('stepsFor', () => {
  it('starts with a neutral look, then one step per pose in the challenge order', () => {
    expect(stepsFor({ poses: ['blink', 'turn-left'] })).toEqual([
      { pose: null, instruction: NEUTRAL_INSTRUCTION },
      { pose: 'blink', instruction: POSE_INSTRUCTIONS.blink },
      { pose: 'turn-left', instruction: POSE_INSTRUCTIONS['turn-left'] },
    ]);
  });

  it('takes no more frames per step than the server accepts', () => {
    expect(FRAMES_PER_STEP).toBeLessThanOrEqual(MAX_FRAMES_PER_STEP);
  });
});

describe('frameSize', () => {
  it('scales a wide camera down to 480 px, keeping its aspect', () => {
    expect(frameSize(1280, 720)).toEqual({ width: 480, height: 270 });
  });
  it('never scales a small camera up', () => {
    expect(frameSize(320, 240)).toEqual({ width: 320, height: 240 });
  });
  it('has a size before the camera reports one', () => {
    expect(frameSize(0, 0)).toEqual({ width: 480, height: 360 });
  });
});

describe('encodeFrame', () => {
  const jpeg = (length: number) => `data:image/jpeg;base64,${'A'.repeat(length)}`;

  it('keeps the first quality that fits, and the server schema takes it', () => {
    const qualities: number[] = [];
    const frame = encodeFrame((_type, quality) => {
      qualities.push(quality);
      return jpeg(1000);
    });
    expect(qualities).toEqual([0.85]);
    expect(
      SubmitVerificationSchema.safeParse({ challengeId: 'c', steps: [1, 2, 3].map(() => ({ frames: [frame] })) })
        .success,
    ).toBe(true);
  });

  it('lowers the quality until the frame fits', () => {
    const frame = encodeFrame((_type, quality) => jpeg(quality > 0.7 ? MAX_FRAME_DATA_URL_LENGTH : 2000));
    expect(frame).toBe(jpeg(2000));
  });

  it('gives up when nothing fits, or when the browser made PNG instead', () => {
    expect(encodeFrame(() => jpeg(MAX_FRAME_DATA_URL_LENGTH))).toBeUndefined();
    expect(encodeFrame(() => 'data:image/png;base64,AAAA')).toBeUndefined();
  });
});

describe('statusCopy', () => {
  it('offers the check to an unverified member with attempts left', () => {
    expect(statusCopy({ status: 'unverified', attemptsLeft: 3, lastFailure: null }).action).toBe('Get verified');
  });
  it('explains a failure and offers Try again', () => {
    const copy = statusCopy({ status: 'unverified', attemptsLeft: 1, lastFailure: 'liveness' });
    expect(copy.body).toMatch(/live/);
    expect(copy.action).toBe('Try again');
  });
  it('offers nothing when no attempts are left today', () => {
    expect(statusCopy({ status: 'unverified', attemptsLeft: 0, lastFailure: 'no-match' }).action).toBeNull();
    expect(attemptsLeftText(0)).toMatch(/tomorrow/);
  });
  it('says a person will look while in review', () => {
    expect(statusCopy({ status: 'review', attemptsLeft: 2, lastFailure: null }).title).toBe(
      'A person will look within 24 hours',
    );
  });
  it('asks a lapsed member to verify again', () => {
    expect(statusCopy({ status: 'lapsed', attemptsLeft: 3, lastFailure: null }).action).toBe('Verify again');
  });
});

describe('cameraProblemOf', () => {
  it('tells a refusal from a missing camera', () => {
    expect(cameraProblemOf(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('none', 'NotFoundError'))).toBe('no-camera');
    expect(cameraProblemOf(new DOMException('busy', 'NotReadableError'))).toBe('unavailable');
  });
});
