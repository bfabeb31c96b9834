/**
 * s3rver's filesystem store keeps each object as files in a folder per key prefix, and a delete removes
 * the folders it leaves empty. Under concurrent requests that races a write beside it: a delete of
 * `uploads/<member>/a` found the folder empty, a POST of `uploads/<member>/b` had just made it and was
 * about to open its file, the folder went, and s3rver answered the upload `500 InternalError` (the voice
 * test's second upload, while the first one's rejection deleted it). A list walking the folders can trip
 * the same way. S3 has no folders to lose, so the local store keeps them: a delete removes the object's
 * own files and nothing else. Empty folders cost nothing a list can see.
 */
import { unlink } from 'node:fs/promises';

type FilesystemStore = {
  getResourcePath(bucket: string, key: string, resource: string): string;
  deleteObject(bucket: string, key: string): Promise<void>;
};

const OBJECT_FILES = ['object', 'object.md5', 'metadata.json'] as const;

export function keepKeyFolders(store: FilesystemStore): void {
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      OBJECT_FILES.map((resource) =>
        unlink(store.getResourcePath(bucket, key, resource)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  };
}
