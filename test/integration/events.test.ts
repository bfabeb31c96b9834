import sharp from 'sharp';
import { describe, it } from 'vitest';
import { cloud } from '../support/cloud-info';
import { createMember } from '../support/members';
import { call } from '../support/api';
import { exists, putObjectDirectly } from '../support/media-uploads';
import { eventually, scanAll } from '../support/table';

const photoExists = (key: string) => exists(cloud().env.PHOTOS_BUCKET, key);

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
    await putObjectDirectly(bucket, key, image, 'image/jpeg');
    await eventually(async () => !(await photoExists(key)));
  });
});
