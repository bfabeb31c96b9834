import { describe, expect, it } from 'vitest';
import { s3Requests } from './s3-gateway';

const none = Buffer.alloc(0);

describe('S3 requests as IAM requests', () => {
  it("authorizes an object's read, write and delete on the object", () => {
    expect(s3Requests('GET', '/photos/m/a.jpg', {}, none)).toEqual([
      { action: 's3:GetObject', resource: 'arn:aws:s3:::photos/m/a.jpg' },
    ]);
    expect(s3Requests('HEAD', '/photos/m/a%20b.jpg?x=1', {}, none)[0]?.resource).toBe('arn:aws:s3:::photos/m/a b.jpg');
    expect(s3Requests('PUT', '/photos/m/a.jpg', {}, none)[0]?.action).toBe('s3:PutObject');
    expect(s3Requests('DELETE', '/photos/m/a.jpg', {}, none)[0]?.action).toBe('s3:DeleteObject');
  });

  it('authorizes a listing on the bucket, a multi-delete key by key, and a copy as a read and a write', () => {
    expect(s3Requests('GET', '/stories?list-type=2&prefix=m/', {}, none)).toEqual([
      { action: 's3:ListBucket', resource: 'arn:aws:s3:::stories' },
    ]);
    const body = Buffer.from(
      '<Delete><Object><Key>m/a.jpg</Key></Object><Object><Key>m/b&amp;c.jpg</Key></Object></Delete>',
    );
    expect(s3Requests('POST', '/photos?delete', {}, body)).toEqual([
      { action: 's3:DeleteObject', resource: 'arn:aws:s3:::photos/m/a.jpg' },
      { action: 's3:DeleteObject', resource: 'arn:aws:s3:::photos/m/b&c.jpg' },
    ]);
    expect(s3Requests('PUT', '/photos/m/b.jpg', { 'x-amz-copy-source': '/photos/m/a.jpg' }, none)).toEqual([
      { action: 's3:GetObject', resource: 'arn:aws:s3:::photos/m/a.jpg' },
      { action: 's3:PutObject', resource: 'arn:aws:s3:::photos/m/b.jpg' },
    ]);
  });
});
