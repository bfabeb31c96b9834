import { PutObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { describe, it } from 'vitest';
import { cloud } from '../support/cloud-info';
import { createMember } from '../support/members';
import { call } from '../support/api';
import { eventually, scanAll } from '../support/table';

const s3 = () =>
  new S3Client({
    endpoint: cloud().env.AWS_ENDPOINT_URL_S3,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

const exists = async (key: string) => {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: cloud().env.PHOTOS_BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
};

describe('event wiring', () => {
  it('the table stream reaches its handler: a new member raises the member count', async () => {
    const membersNow = async () =>
      Number((await scanAll()).find((item) => item.pk === 'STATS' && item.sk === 'GLOBAL')?.members ?? 0);
    // Earlier files' inserts may still be in the stream: wait until the count holds still.
    let before = await membersNow();
    await eventually(async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      const now = await membersNow();
      const stable = now === before;
      before = now;
      return stable;
    });
    const member = await createMember();
    await call('getMe', { token: member.accessToken });
    await eventually(async () => (await membersNow()) === before + 1);
  });

  it('an object under uploads/ without a ticket is deleted by the S3 handler, even with an encoded key', async () => {
    const bucket = cloud().env.PHOTOS_BUCKET;
    const key = `uploads/stranger/not a photo+${Date.now()}.jpg`;
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f43f5e' } })
      .jpeg()
      .toBuffer();
    await s3().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: image, ContentType: 'image/jpeg' }));
    await eventually(async () => !(await exists(key)));
  });
});
