import { describe, expect, it } from 'vitest';
import { PhotoQueue } from './photo-queue';

describe('the seed photo queue', () => {
  it('stores every photo, and one asked for moves ahead of those not started', async () => {
    const queue = new PhotoQueue();
    const order: string[] = [];
    for (const name of ['a', 'b', 'c', 'd'])
      queue.add([`${name}.jpg`, `${name}-thumb.jpg`], async () => {
        order.push(name);
      });
    const asked = queue.whenStored('d-thumb.jpg');
    expect(queue.whenStored('unknown.jpg')).toBeUndefined();
    await queue.run(1);
    await expect(asked).resolves.toBeUndefined();
    expect(order).toEqual(['d', 'a', 'b', 'c']);
    // Stored: nothing left to wait for.
    expect(queue.whenStored('a.jpg')).toBeUndefined();
  });

  it('a failed photo fails its waiters and the run, after the others are stored', async () => {
    const queue = new PhotoQueue();
    const stored: string[] = [];
    queue.add(['bad.jpg'], async () => {
      throw new Error('s3rver refused');
    });
    queue.add(['good.jpg'], async () => {
      stored.push('good');
    });
    const waiting = queue.whenStored('bad.jpg');
    await expect(queue.run(2)).rejects.toThrow('s3rver refused');
    await expect(waiting).rejects.toThrow('s3rver refused');
    expect(stored).toEqual(['good']);
  });
});
