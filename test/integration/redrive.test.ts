import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud-info';
import { clearFault, injectFault, redriveLocal, settled } from '../support/faults';
import { s3 } from '../support/media-uploads';
import { createMember } from '../support/members';
import { call } from '../support/api';
import { eventually, scanAll } from '../support/table';

const parked = async () => {
  const { listParkedEvents } = await import('#lambdas/db/parked-events.ts');
  return listParkedEvents();
};

const membersNow = async () =>
  Number((await scanAll()).find((item) => item.pk === 'STATS' && item.sk === 'GLOBAL')?.members ?? 0);

describe('failed events are kept whole and replayed by the redrive', () => {
  afterEach(async () => {
    await clearFault('table-stream');
    await clearFault('photo-uploaded');
  });

  it('a stream record the consumer failed on is parked with its images, and its effect happens on redrive', async () => {
    // The fault must meet only this test's records, not the seed's still in the stream.
    await settled();
    await redriveLocal();
    const before = await membersNow();
    await injectFault('table-stream', 'drill: the stream consumer throws');
    const member = await createMember();
    await call('getMe', { token: member.accessToken });

    // Past the stream's retries the record goes to StreamFailures and is read back from the stream and parked.
    const mine = await eventually(
      async () =>
        (await parked()).find(
          (event) =>
            event.queue === 'StreamFailures' &&
            JSON.stringify(event.event).includes(member.sub) &&
            JSON.stringify(event.event).includes('"INSERT"'),
        ),
      90_000,
    );
    expect(mine.functionName).toBe('table-stream');
    expect(mine.condition).toMatch(/RetryAttemptsExhausted/);
    expect(await membersNow()).toBe(before);

    // Still broken: the redrive keeps what fails again.
    const stillBroken = await redriveLocal('StreamFailures');
    expect(stillBroken.failed).toBeGreaterThan(0);
    expect((await parked()).some((event) => event.parkedId === mine.parkedId)).toBe(true);

    await clearFault('table-stream');
    const result = await redriveLocal('StreamFailures');
    expect(result.failed).toBe(0);
    expect(result.replayed).toBeGreaterThan(0);
    expect((await parked()).some((event) => event.parkedId === mine.parkedId)).toBe(false);
    expect(await membersNow()).toBe(before + 1);
  }, 180_000);

  it('an S3 event that failed every retry is parked as sent and processed on redrive', async () => {
    await settled();
    await injectFault('photo-uploaded', 'drill: photo processing fails');
    const bucket = cloud().env.PHOTOS_BUCKET;
    const key = `uploads/stranger/redrive-${Date.now()}.jpg`;
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0ea5e9' } })
      .jpeg()
      .toBuffer();
    await s3().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: image, ContentType: 'image/jpeg' }));
    const mine = await eventually(
      async () =>
        (await parked()).find(
          (event) => event.queue === 'UploadFailures' && JSON.stringify(event.event).includes('redrive-'),
        ),
      60_000,
    );
    expect(mine.functionName).toBe('photo-uploaded');
    const exists = () =>
      s3()
        .send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
        .then(
          () => true,
          () => false,
        );
    expect(await exists()).toBe(true);

    await clearFault('photo-uploaded');
    await settled();
    expect(await redriveLocal('UploadFailures')).toMatchObject({ failed: 0 });
    // The handler ran: an upload without a ticket is deleted.
    expect(await exists()).toBe(false);
  });
});
