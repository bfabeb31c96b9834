/**
 * A member of the e2e cloud made through its API, not its screens: for a spec whose subject is what another
 * person (a moderator) sees, so it spends no time on a sign-up flow other specs already walk. The pool ids
 * come from the test cloud's /runtime-config.json (the cloud makes a fresh pool each run; see grant-tier.ts).
 */
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { endpointsFor } from '#infra/local/endpoints.ts';
import { portsFor } from '#infra/local/ports.ts';
import { buildPath, HTTP_ROUTES, type OperationId } from '#shared/routes/index.ts';
import { parseRuntimeConfigOrThrow } from '#shared/runtime-config.ts';
import { signInOneMember } from '#bench/members.ts';
import { budget } from './time-budget';

export type ApiMember = { fullName: string; token: string };

const endpoints = endpointsFor(portsFor('test'));

/** Calls a route of the table as the web client does; the parsed body, or throws with the refusal. */
export async function callApi(
  member: ApiMember,
  operationId: OperationId,
  { params, body }: { params?: Record<string, string>; body?: unknown } = {},
): Promise<any> {
  const route = HTTP_ROUTES[operationId];
  const response = await fetch(new URL(buildPath(route.path, params), endpoints.httpApiUrl), {
    method: route.method,
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${operationId}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** A signed-in member with a saved profile and one photo (uploaded and screened as the browser's would be). */
export async function apiMember(firstName: string, photo: Buffer): Promise<ApiMember> {
  const config = parseRuntimeConfigOrThrow(await (await fetch(`${endpoints.webOrigin}/runtime-config.json`)).json());
  const { accessToken } = await signInOneMember({ endpoints, ...config }, firstName.toLowerCase());
  const member = {
    fullName: `${firstName} ${randomUUID().slice(0, 4).toUpperCase()}`,
    token: accessToken,
  };
  await callApi(member, 'updateMyProfile', {
    body: {
      fullName: member.fullName,
      age: 30,
      gender: 'woman',
      bio: 'Made through the API for a staff spec.',
      location: 'Singapore, Singapore',
      profession: 'Tester',
      interests: ['Tea'],
      lookingFor: 'relationship',
    },
  });
  expect(await uploadPhotoByApi(member, photo)).toBe('ready');
  return member;
}

/** Uploads a photo as the browser does (presigned POST), and waits until screening settles it: 'ready' or 'rejected'. */
export async function uploadPhotoByApi(member: ApiMember, photo: Buffer): Promise<string> {
  const ticket = await callApi(member, 'createPhotoUpload', {
    body: { contentType: 'image/jpeg', size: photo.length },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields as Record<string, string>)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'file');
  expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  // The first image a cloud screens loads the classifier (decision 0070).
  let status = 'pending';
  await expect
    .poll(
      async () => (status = (await callApi(member, 'getPhotoUpload', { params: { photoId: ticket.photoId } })).status),
      { timeout: budget(60_000) },
    )
    .not.toBe('pending');
  return status;
}
