import { notFound } from '../../lib/errors';
import { readObject } from '../../media/objects';

/**
 * A held copy (decision 0082), or a 404 naming what is missing: published already, expired by the
 * bucket's lifecycle rule, or never kept (media held before the copies were kept).
 */
export async function readHeld(bucket: string, key: string, what: 'Held photo' | 'Held story'): Promise<Buffer> {
  try {
    return await readObject(bucket, key);
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NoSuchKey' || name === 'NotFound') throw notFound(what);
    throw error;
  }
}
