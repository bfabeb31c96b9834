import { describe, expect, it } from 'vitest';
import { presignedPostBody } from './presigned-post';

describe('presignedPostBody', () => {
  const fields = { key: 'uploads/u1/p1', 'Content-Type': 'image/jpeg', Policy: 'abc', 'X-Amz-Signature': 'sig' };

  it('sends every signed field, in order, then the file last', () => {
    const body = presignedPostBody(fields, new Blob(['jpeg'], { type: 'image/jpeg' }), 'me.jpg');
    expect([...body.keys()]).toEqual(['key', 'Content-Type', 'Policy', 'X-Amz-Signature', 'file']);
    expect(body.get('Policy')).toBe('abc');
    const file = body.get('file') as File;
    expect(file.name).toBe('me.jpg');
    expect(file.size).toBe(4);
  });

  it('never lets a signed field named file come before the real file', () => {
    const body = presignedPostBody({ ...fields, file: 'bogus' }, new Blob(['x']));
    expect(body.getAll('file')).toHaveLength(1);
    expect([...body.keys()].at(-1)).toBe('file');
  });
});
