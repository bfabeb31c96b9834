import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, MAX_BODY_BYTES } from '#shared/errors.ts';
import { HTTP_ROUTES, type HttpRoute, type OperationId } from '#shared/routes/index.ts';
import { call } from '../support/api';
import { createMember } from '../support/members';
import { createStaff } from '../support/staff';
import { watchTableWrites, writesNaming } from '../support/table-writes';

/** Stripe's route reads raw bytes and answers bad input through its own signature check. */
const jsonRoutes = (Object.entries(HTTP_ROUTES) as [OperationId, HttpRoute][]).filter(([, route]) => !route.rawBody);

/** Just over what the route takes: the API's limit, or the route's own (the verification frames' 3.2 MB). */
const oversized = (route: HttpRoute) =>
  JSON.stringify({ filler: 'x'.repeat((route.maxBodyBytes ?? MAX_BODY_BYTES) + 10) });

/** Bodies every JSON route must refuse: malformed, wrong shapes and types, extra fields, too large. */
function badBodies(route: HttpRoute): { label: string; body: string; status: number }[] {
  const common = [
    { label: 'malformed JSON', body: '{"oops":', status: 400 },
    { label: 'a JSON array', body: '[1,2,3]', status: 400 },
    { label: 'wrong types', body: '{"fullName":42,"age":"x","interests":"tea"}', status: 400 },
    { label: 'an oversized body', body: oversized(route), status: 413 },
    { label: 'a key given twice', body: '{"fullName":"a","fullName":"b"}', status: 400 },
  ];
  if (!route.body) return [...common, { label: 'a body on a route that takes none', body: '{}', status: 400 }];
  return [
    ...common,
    { label: 'missing fields', body: '{}', status: 400 },
    { label: 'an extra field', body: '{"unexpected":true}', status: 400 },
  ];
}

describe('every route refuses bad input with a 4xx JSON error carrying a stable code, and writes nothing', () => {
  it.each(jsonRoutes)('%s', async (operationId, route) => {
    // Staff routes answer 403 to anyone outside their groups before reading input: probe them as staff.
    const member = route.roles ? await createStaff(...route.roles) : await createMember();
    await call('getMe', { token: member.accessToken }); // the member record exists before counting items
    const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 'x']));
    // `{}` is valid for routes whose fields all have defaults (preferences); probe it before counting items.
    const emptyIsValid = route.body
      ? (await call(operationId, { token: member.accessToken, params, body: {} })).status !== 400
      : false;
    // Every write that touches the caller's id, anywhere in the table: a refused request makes none. (Writes
    // in general are no measure: the TTL sweeper and the streams of earlier tests go on meanwhile.)
    const writes = await watchTableWrites();
    for (const { label, body, status } of badBodies(route)) {
      if (label === 'missing fields' && emptyIsValid) continue;
      const response = await call(operationId, { token: member.accessToken, params, body });
      expect(response.status, label).toBe(status);
      const error = ApiErrorSchema.parse(response.body).error;
      expect(error.code, label).toMatch(/^[a-z_]+$/);
      if (label === 'a key given twice' && route.body) expect(error.code, label).toBe('duplicate_key');
    }
    const unknownQuery = await call(operationId, { token: member.accessToken, params, query: { injected: '1' } });
    if (!route.query) expect(unknownQuery.status).toBe(400);
    expect(writesNaming(await writes(), member.sub)).toEqual([]);
  });

  it('refuses DELETE /me when its confirmation is given twice, whichever comes last, and the account stays', async () => {
    const member = await createMember();
    await call('getMe', { token: member.accessToken });
    for (const body of [
      '{"confirmation":"no","confirmation":"DELETE"}',
      '{"confirmation":"DELETE","confirmation":"DELETE"}',
    ]) {
      const response = await call('deleteMyAccount', { token: member.accessToken, body });
      expect(response.status, body).toBe(400);
      expect(response.body.error.code, body).toBe('duplicate_key');
    }
    expect((await call('getMe', { token: member.accessToken })).status).toBe(200);
  });

  it('answers a stable code for each kind of failure', async () => {
    const member = await createMember();
    const codeFor = async (body: string) =>
      ApiErrorSchema.parse((await call('getMe', { token: member.accessToken, body })).body).error.code;
    expect(await codeFor('{}')).toBe('unexpected_body');
    expect(await codeFor(oversized(HTTP_ROUTES.getMe))).toBe('payload_too_large');
  });
});
