import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../lib/s3-client';

export async function readObject(bucket: string, key: string): Promise<Buffer> {
  const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

/**
 * For keys written once and never again (one per upload, decision 0076): a
 * browser or edge may keep the object for a year without asking again.
 */
export const IMMUTABLE_MEDIA_CACHE = 'public, max-age=31536000, immutable';

export async function writeJpeg(bucket: string, key: string, body: Buffer): Promise<void> {
  await writeImmutable(bucket, key, body, 'image/jpeg');
}

export async function writeImmutable(bucket: string, key: string, body: Buffer, contentType: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentType: contentType,
      CacheControl: IMMUTABLE_MEDIA_CACHE,
    }),
  );
}

export async function deleteObjects(bucket: string, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const chunk = keys.slice(i, i + 1000);
    if (chunk.length === 0) continue;
    await s3().send(
      new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true } }),
    );
  }
}

/** Lists every key under a prefix (paginated), for account deletion and export. */
export async function listKeys(bucket: string, prefix: string): Promise<string[]> {
  const found: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    found.push(...(page.Contents ?? []).map((object) => object.Key!).filter(Boolean));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found;
}

export async function deletePrefix(bucket: string, prefix: string): Promise<number> {
  const found = await listKeys(bucket, prefix);
  await deleteObjects(bucket, found);
  return found.length;
}
