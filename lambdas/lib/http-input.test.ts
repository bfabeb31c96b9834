import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { HttpRoute } from '#shared/routes/index.ts';
import type { AppError } from './errors';
import { parseHttpInput, type HttpEvent } from './http-input';

const route: HttpRoute = {
  method: 'POST',
  path: '/things/{thingId}',
  auth: 'member',
  handler: 'x',
  summary: 'x',
  body: z.strictObject({ name: z.string().min(1), count: z.number().int() }),
  response: z.object({}),
};

function event(overrides: Partial<HttpEvent> & { body?: string; sub?: string | null } = {}): HttpEvent {
  const { sub = 'member-1', ...rest } = overrides;
  return {
    version: '2.0',
    routeKey: 'POST /things/{thingId}',
    rawPath: '/things/t1',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    isBase64Encoded: false,
    pathParameters: { thingId: 't1' },
    requestContext: {
      authorizer: { jwt: { claims: sub ? { sub } : {}, scopes: [] }, principalId: '', integrationLatency: 0 },
    } as unknown as HttpEvent['requestContext'],
    ...rest,
  } as HttpEvent;
}

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as AppError).code;
  }
  return 'no error';
};

describe('parseHttpInput', () => {
  it('returns the validated body, the member and the path parameters', () => {
    const input = parseHttpInput(route, event({ body: '{"name":"a","count":2}' }));
    expect(input).toMatchObject({
      memberId: 'member-1',
      body: { name: 'a', count: 2 },
      pathParameters: { thingId: 't1' },
    });
  });

  it.each([
    ['malformed JSON', '{"name":', 'invalid_json'],
    ['a key given twice', '{"name":"a","count":1,"name":"b"}', 'duplicate_key'],
    ['a key given twice, once escaped', '{"name":"a","count":1,"\\u006eame":"b"}', 'duplicate_key'],
    ['a missing field', '{"name":"a"}', 'validation_failed'],
    ['an extra field', '{"name":"a","count":1,"admin":true}', 'validation_failed'],
    ['a wrong type', '{"name":"a","count":"1"}', 'validation_failed'],
    ['an oversized body', JSON.stringify({ name: 'x'.repeat(70_000), count: 1 }), 'payload_too_large'],
  ])('refuses %s with a stable code', (_label, body, code) => {
    expect(codeOf(() => parseHttpInput(route, event({ body })))).toBe(code);
  });

  it('refuses a missing body on a route that needs one', () => {
    expect(codeOf(() => parseHttpInput(route, event({})))).toBe('validation_failed');
  });

  it('refuses a non-JSON content type', () => {
    expect(codeOf(() => parseHttpInput(route, event({ body: '{}', headers: { 'content-type': 'text/plain' } })))).toBe(
      'unsupported_media_type',
    );
  });

  it('refuses a member route without verified claims', () => {
    expect(codeOf(() => parseHttpInput(route, event({ body: '{"name":"a","count":1}', sub: null })))).toBe(
      'unauthorized',
    );
  });

  it('refuses a body or query on a route that takes neither', () => {
    const bare: HttpRoute = { ...route, body: undefined };
    expect(codeOf(() => parseHttpInput(bare, event({ body: '{}' })))).toBe('unexpected_body');
    expect(codeOf(() => parseHttpInput(bare, event({ queryStringParameters: { a: '1' } })))).toBe('validation_failed');
  });

  it('decodes base64 bodies as API Gateway may send them', () => {
    const body = Buffer.from('{"name":"b","count":3}').toString('base64');
    expect(parseHttpInput(route, event({ body, isBase64Encoded: true })).body).toEqual({ name: 'b', count: 3 });
  });
});
