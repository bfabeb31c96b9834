/**
 * Story and voice uploads as the browser makes them: a ticket from the API,
 * the presigned POST form (fields first, file last) straight to S3, then the
 * upload status polled until the S3 event handler has settled it.
 */
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { call } from './api';
import { cloud } from './cloud-info';
import type { TestMember } from './members';
import { eventually } from './table';

let client: S3Client | undefined;
export const s3 = () =>
  (client ??= new S3Client({
    endpoint: cloud().env.AWS_ENDPOINT_URL_S3,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }));

export async function keysUnder(bucket: string, prefix: string): Promise<string[]> {
  return ((await s3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map(
    (object) => object.Key!,
  );
}

export async function exists(bucket: string, key: string): Promise<boolean> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** Writes an object straight into a bucket, as a writer with S3 credentials could, past every form check. */
export async function putObjectDirectly(bucket: string, key: string, body: Buffer, contentType: string) {
  await s3().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
}

export type UploadTicket = { url: string; fields: Record<string, string> };

/** Sends a presigned POST form as the browser does (fields first, file last); S3's answer, unread. */
export function postForm(
  ticket: UploadTicket,
  body: Buffer,
  contentType: string,
  fields: Record<string, string> = ticket.fields,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(body)], { type: contentType }), 'file');
  return fetch(ticket.url, { method: 'POST', body: form });
}

export async function post(ticket: UploadTicket, body: Buffer, contentType: string) {
  const posted = await postForm(ticket, body, contentType);
  if (posted.status >= 300) throw new Error(`S3 refused the upload: ${posted.status} ${await posted.text()}`);
}

export type StoryUploadOptions = {
  /** What the browser declares; the server checks the bytes. */
  contentType: string;
  declaredSize?: number;
  caption?: string | null;
  /** A video's poster; required by the API for videos. */
  poster?: Buffer;
};

/**
 * How long an upload may stay pending: a bound, not an expectation. The first image a cloud screens
 * loads the classifier and the face models (decisions 0070, 0083): 15.5 s on a quiet machine, and over
 * 60 s in the fresh-clone run of 2026-11-29, where it was the integration suite's first upload while the
 * static checks and an e2e lane shared the two cores.
 */
const PROCESSING_TIMEOUT_MS = 150_000;

/**
 * Polls an upload's status until the S3 event handler has settled it: the
 * status body once it is no longer 'pending'.
 */
export function settledUpload(
  operationId: 'getPhotoUpload' | 'getStoryUpload' | 'getVoiceUpload',
  member: TestMember,
  params: Record<string, string>,
  timeoutMs = PROCESSING_TIMEOUT_MS,
) {
  return eventually(async () => {
    const response = await call(operationId, { token: member.accessToken, params });
    return response.body.status !== 'pending' ? response.body : undefined;
  }, timeoutMs);
}

/** Uploads a story the browser's way and waits until it is ready or rejected. */
export async function uploadStory(member: TestMember, body: Buffer, options: StoryUploadOptions) {
  const ticket = await call('createStoryUpload', {
    token: member.accessToken,
    body: {
      contentType: options.contentType,
      size: options.declaredSize ?? body.length,
      ...(options.caption !== undefined ? { caption: options.caption } : {}),
      ...(options.poster ? { poster: { contentType: 'image/jpeg', size: options.poster.length } } : {}),
    },
  });
  if (ticket.status !== 200) return { ticket, status: undefined };
  await post(ticket.body.media, body, options.contentType);
  if (options.poster && ticket.body.poster) await post(ticket.body.poster, options.poster, 'image/jpeg');
  const status = await settledUpload('getStoryUpload', member, { storyId: ticket.body.storyId });
  return { ticket, status };
}

/** Uploads a voice recording the browser's way and waits until it is ready or rejected. */
export async function uploadVoice(member: TestMember, body: Buffer, contentType = 'audio/webm') {
  const ticket = await call('createVoiceUpload', {
    token: member.accessToken,
    body: { contentType, size: body.length },
  });
  if (ticket.status !== 200) return { ticket, status: undefined };
  await post(ticket.body, body, contentType);
  const status = await settledUpload('getVoiceUpload', member, { voiceId: ticket.body.voiceId });
  return { ticket, status };
}

/** What the media host serves at `url`; anything but a 200 fails the test with the host's answer. */
export async function bytesOf(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return Buffer.from(await response.arrayBuffer());
}
