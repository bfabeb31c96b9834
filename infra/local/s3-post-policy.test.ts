import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { LOCAL_ACCESS_KEY } from './endpoints';
import { verifyPostPolicy } from './s3-post-policy';

const client = (credentials: { accessKeyId: string; secretAccessKey: string } = LOCAL_ACCESS_KEY) =>
  new S3Client({ region: 'us-east-1', endpoint: 'http://localhost:4569', forcePathStyle: true, credentials });

/** A ticket as lambdas/media/presign-upload.ts makes it. */
const ticket = async (credentials?: { accessKeyId: string; secretAccessKey: string }) =>
  (
    await createPresignedPost(client(credentials), {
      Bucket: 'photos',
      Key: 'uploads/member-a/photo-1',
      Conditions: [
        ['content-length-range', 1, 1000],
        ['eq', '$Content-Type', 'image/jpeg'],
      ],
      Fields: { 'Content-Type': 'image/jpeg' },
      Expires: 300,
    })
  ).fields;

const form = (fields: Record<string, string>, fileBytes: number | undefined = 500) => ({
  fields: Object.entries(fields),
  fileBytes,
});

describe('verifyPostPolicy', () => {
  it("accepts the SDK's own presigned POST as sent", async () => {
    expect(await verifyPostPolicy(form(await ticket()), 'photos')).toEqual({ ok: true });
  });

  it('refuses another key, another content type, an extra field, another bucket and a forged signature', async () => {
    const fields = await ticket();
    const refusals = await Promise.all([
      verifyPostPolicy(form({ ...fields, key: 'member-b/photo-9.jpg' }), 'photos'),
      verifyPostPolicy(form({ ...fields, 'Content-Type': 'text/html' }), 'photos'),
      verifyPostPolicy(form({ ...fields, 'x-amz-meta-owner': 'me' }), 'photos'),
      verifyPostPolicy(form(fields), 'stories'),
      verifyPostPolicy(form({ ...fields, 'X-Amz-Signature': 'f'.repeat(64) }), 'photos'),
    ]);
    expect(refusals.map((verdict) => !verdict.ok && verdict.code)).toEqual([
      'AccessDenied',
      'AccessDenied',
      'AccessDenied',
      'AccessDenied',
      'SignatureDoesNotMatch',
    ]);
  });

  it('holds the file to the size range and requires one', async () => {
    const fields = await ticket();
    expect(await verifyPostPolicy(form(fields, 1001), 'photos')).toMatchObject({ ok: false, code: 'EntityTooLarge' });
    expect(await verifyPostPolicy(form(fields, 0), 'photos')).toMatchObject({ ok: false, code: 'EntityTooSmall' });
    expect(await verifyPostPolicy({ fields: Object.entries(fields), fileBytes: undefined }, 'photos')).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it('refuses an expired policy, an unknown key and a form without a policy', async () => {
    const fields = await ticket();
    expect(await verifyPostPolicy(form(fields), 'photos', new Date(Date.now() + 10 * 60_000))).toMatchObject({
      ok: false,
      code: 'AccessDenied',
      message: expect.stringContaining('expired'),
    });
    expect(
      await verifyPostPolicy(form(await ticket({ accessKeyId: 'stranger', secretAccessKey: 'local' })), 'photos'),
    ).toMatchObject({ ok: false, code: 'InvalidAccessKeyId' });
    const { Policy: _policy, ...withoutPolicy } = fields;
    expect(await verifyPostPolicy(form(withoutPolicy), 'photos')).toMatchObject({ ok: false, code: 'AccessDenied' });
  });
});
