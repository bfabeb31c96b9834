import { describe, expect, it } from 'vitest';
import { PhotoProcessingTimeout, waitForPhotoUpload, type PhotoUploadStatus } from './get-photo-upload';

const photo = { id: 'p1', url: 'https://media/p1.jpg', thumbUrl: 'https://media/p1-thumb.jpg' };

function sequence(...answers: (PhotoUploadStatus | Error)[]) {
  let calls = 0;
  const fetchStatus = async () => {
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetchStatus, calls: () => calls };
}

describe('waitForPhotoUpload', () => {
  it('polls while pending and returns the ready photo', async () => {
    const { fetchStatus, calls } = sequence(
      { photoId: 'p1', status: 'pending' },
      { photoId: 'p1', status: 'pending' },
      { photoId: 'p1', status: 'ready', photo },
    );
    await expect(waitForPhotoUpload('p1', { fetchStatus, intervalMs: 1 })).resolves.toEqual({
      photoId: 'p1',
      status: 'ready',
      photo,
    });
    expect(calls()).toBe(3);
  });

  it('returns a rejection with its reason', async () => {
    const { fetchStatus } = sequence({ photoId: 'p1', status: 'rejected', reason: 'not_an_image' });
    await expect(waitForPhotoUpload('p1', { fetchStatus, intervalMs: 1 })).resolves.toMatchObject({
      status: 'rejected',
      reason: 'not_an_image',
    });
  });

  it('survives a failed poll', async () => {
    const { fetchStatus } = sequence(new Error('502'), { photoId: 'p1', status: 'ready', photo });
    await expect(waitForPhotoUpload('p1', { fetchStatus, intervalMs: 1 })).resolves.toMatchObject({ status: 'ready' });
  });

  it('gives up at the deadline', async () => {
    let clock = 0;
    const { fetchStatus } = sequence({ photoId: 'p1', status: 'pending' });
    const now = () => (clock += 400);
    await expect(waitForPhotoUpload('p1', { fetchStatus, intervalMs: 1, timeoutMs: 1000, now })).rejects.toBeInstanceOf(
      PhotoProcessingTimeout,
    );
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const { fetchStatus } = sequence({ photoId: 'p1', status: 'pending' });
    const waiting = waitForPhotoUpload('p1', { fetchStatus, intervalMs: 50, signal: controller.signal });
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});
