import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepKeyFolders } from './s3rver-store';

const require = createRequire(import.meta.url);
type Store = {
  putBucket(bucket: string): Promise<void>;
  putObject(object: {
    bucket: string;
    key: string;
    metadata: Record<string, string>;
    content: Buffer;
  }): Promise<unknown>;
  deleteObject(bucket: string, key: string): Promise<void>;
  listObjects(bucket: string, options: { prefix: string }): Promise<{ objects: Array<{ key: string }> }>;
  getResourcePath(bucket: string, key: string, resource: string): string;
};
const FilesystemStore = require('s3rver/lib/stores/filesystem') as new (root: string) => Store;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function freshStore(patched: boolean): Promise<Store> {
  const dir = mkdtempSync(join(tmpdir(), 'kindred-s3rver-'));
  dirs.push(dir);
  const store = new FilesystemStore(dir);
  if (patched) keepKeyFolders(store);
  await store.putBucket('uploads');
  return store;
}

const object = (key: string) => ({
  bucket: 'uploads',
  key,
  metadata: { 'content-type': 'audio/webm' },
  content: Buffer.from(key),
});

/** Deletes one member's upload while the next one is written beside it, as a rejection and a retry do. */
async function deletesBesideWrites(store: Store, rounds: number): Promise<unknown[]> {
  const failures: unknown[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const folder = `uploads/member-${round}`;
    await store.putObject(object(`${folder}/first`));
    const settled = await Promise.allSettled([
      store.deleteObject('uploads', `${folder}/first`),
      store.putObject(object(`${folder}/second`)),
    ]);
    failures.push(...settled.filter((result) => result.status === 'rejected').map((result) => result.reason));
  }
  return failures;
}

describe('the local S3 store under concurrent deletes and writes', () => {
  // Without keepKeyFolders, s3rver's own store fails this: the second write's open() finds its folder gone
  // (ENOENT), which s3rver answered as 500 InternalError.
  it('keeps every write beside a delete, and lists exactly the objects left', async () => {
    const store = await freshStore(true);
    expect(await deletesBesideWrites(store, 50)).toEqual([]);
    const listed = await store.listObjects('uploads', { prefix: 'uploads/' });
    expect(listed.objects.map((o) => o.key).sort()).toEqual(
      Array.from({ length: 50 }, (_, round) => `uploads/member-${round}/second`).sort(),
    );
  });

  it('a delete of a missing object is not an error, as in S3', async () => {
    const store = await freshStore(true);
    await expect(store.deleteObject('uploads', 'uploads/nobody/nothing')).resolves.toBeUndefined();
  });
});
