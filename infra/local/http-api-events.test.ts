import { describe, expect, it } from 'vitest';
import {
  apiGatewayTime,
  buildHttpApiEvent,
  corsHeaders,
  createRouteMatcher,
  gatewayResponse,
  isPreflight,
  isTextContentType,
  toHttpResponse,
} from './http-api-events';

describe('createRouteMatcher', () => {
  const match = createRouteMatcher([
    { method: 'GET', path: '/matches/{matchId}' },
    { method: 'GET', path: '/matches/mine' },
    { method: 'GET', path: '/files/{path+}' },
    { method: 'DELETE', path: '/matches/{matchId}' },
  ]);

  it('prefers a literal path over a parameter', () => {
    expect(match('GET', '/matches/mine')?.route.path).toBe('/matches/mine');
    expect(match('GET', '/matches/m-1')).toMatchObject({
      route: { path: '/matches/{matchId}' },
      pathParameters: { matchId: 'm-1' },
    });
  });

  it('decodes path parameters, keeps a parameter to one segment, and lets {x+} take the rest', () => {
    expect(match('GET', '/matches/a%20b')?.pathParameters).toEqual({ matchId: 'a b' });
    expect(match('GET', '/matches/a/b')).toBeUndefined();
    expect(match('GET', '/files/a/b.jpg')?.pathParameters).toEqual({ path: 'a/b.jpg' });
  });

  it('matches the method too', () => {
    expect(match('DELETE', '/matches/m-1')?.route.method).toBe('DELETE');
    expect(match('POST', '/matches/m-1')).toBeUndefined();
  });
});

const base = {
  method: 'POST',
  url: '/matches/m1?tag=a&tag=b&q=hello%20world',
  rawHeaders: [
    'Host',
    'localhost:3101',
    'Content-Type',
    'application/json',
    'X-Multi',
    '1',
    'x-multi',
    '2',
    'Cookie',
    'a=1; b=2',
  ],
  body: Buffer.from('{"x":1}'),
  sourceIp: '127.0.0.1',
  routeKey: 'POST /matches/{matchId}',
  pathParameters: { matchId: 'm1' },
  requestId: 'req-1',
  now: Date.UTC(2026, 10, 22, 13, 9, 0),
};

describe('buildHttpApiEvent', () => {
  it('builds payload format 2.0 as API Gateway does', () => {
    const event = buildHttpApiEvent(base);
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /matches/{matchId}',
      rawPath: '/matches/m1',
      rawQueryString: 'tag=a&tag=b&q=hello%20world',
      cookies: ['a=1', 'b=2'],
      queryStringParameters: { tag: 'a,b', q: 'hello world' },
      pathParameters: { matchId: 'm1' },
      body: '{"x":1}',
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'POST', path: '/matches/m1', sourceIp: '127.0.0.1' },
        requestId: 'req-1',
        routeKey: 'POST /matches/{matchId}',
        stage: '$default',
        time: '22/Nov/2026:13:09:00 +0000',
        timeEpoch: base.now,
      },
    });
    expect(event.headers['x-multi']).toBe('1,2');
    expect(event.headers['content-type']).toBe('application/json');
    expect(event.headers.cookie).toBeUndefined();
    expect('authorizer' in event.requestContext).toBe(false);
  });

  it('omits body, query and path parameters when there are none', () => {
    const event = buildHttpApiEvent({ ...base, url: '/me', body: Buffer.alloc(0), pathParameters: {} });
    expect(event.body).toBeUndefined();
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
    expect(event.isBase64Encoded).toBe(false);
  });

  it('base64-encodes binary bodies', () => {
    const body = Buffer.from([0xff, 0xd8, 0xff]);
    const event = buildHttpApiEvent({ ...base, rawHeaders: ['Content-Type', 'image/jpeg'], body });
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body!, 'base64')).toEqual(body);
  });

  it('adds the JWT authorizer context for member routes', () => {
    const event = buildHttpApiEvent({ ...base, authorization: { claims: { sub: 'm1' }, scopes: null } });
    expect(event.requestContext.authorizer.jwt.claims.sub).toBe('m1');
  });
});

describe('isTextContentType', () => {
  it('treats JSON, text and XML as text and the rest as binary', () => {
    expect(isTextContentType('application/json; charset=utf-8')).toBe(true);
    expect(isTextContentType('application/problem+json')).toBe(true);
    expect(isTextContentType('text/plain')).toBe(true);
    expect(isTextContentType('application/octet-stream')).toBe(false);
    expect(isTextContentType('application/x-www-form-urlencoded')).toBe(false);
  });
});

describe('toHttpResponse', () => {
  it('uses a structured result as given, cookies included', () => {
    const response = toHttpResponse({
      statusCode: 201,
      headers: { 'Content-Type': 'text/plain', 'X-N': 3 },
      body: 'made',
      cookies: ['s=1'],
    });
    expect(response).toMatchObject({
      statusCode: 201,
      headers: { 'content-type': 'text/plain', 'x-n': '3' },
      cookies: ['s=1'],
    });
    expect(response.body.toString()).toBe('made');
  });

  it('decodes base64 bodies', () => {
    expect(
      toHttpResponse({
        statusCode: 200,
        body: Buffer.from('hi').toString('base64'),
        isBase64Encoded: true,
      }).body.toString(),
    ).toBe('hi');
  });

  it('sends anything else as the 200 JSON payload', () => {
    const object = toHttpResponse({ id: 'm1' });
    expect(object.statusCode).toBe(200);
    expect(object.headers['content-type']).toBe('application/json');
    expect(object.body.toString()).toBe('{"id":"m1"}');
    expect(toHttpResponse('hello').body.toString()).toBe('"hello"');
    expect(toHttpResponse([1]).body.toString()).toBe('[1]');
  });

  it("answers with API Gateway's own bodies", () => {
    expect(JSON.parse(gatewayResponse('unauthorized').body.toString())).toEqual({ message: 'Unauthorized' });
    expect(gatewayResponse('notFound').statusCode).toBe(404);
    expect(JSON.parse(gatewayResponse('internalError').body.toString())).toEqual({ message: 'Internal Server Error' });
  });
});

describe('CORS', () => {
  const config = {
    allowOrigins: ['http://localhost:5173'],
    allowHeaders: ['authorization', 'content-type'],
    allowMethods: ['GET', 'OPTIONS'],
    maxAgeSeconds: 7200,
  };

  it('answers an allowed preflight with methods, headers and max age', () => {
    expect(corsHeaders(config, 'http://localhost:5173', true)).toEqual({
      'access-control-allow-origin': 'http://localhost:5173',
      'access-control-allow-methods': 'GET,OPTIONS',
      'access-control-allow-headers': 'authorization,content-type',
      'access-control-max-age': '7200',
    });
  });

  it('gives a foreign origin no CORS headers at all', () => {
    expect(corsHeaders(config, 'http://evil.example', true)).toEqual({});
    expect(corsHeaders(config, undefined, false)).toEqual({});
  });

  it('recognises a preflight by its request method header', () => {
    expect(isPreflight('OPTIONS', { origin: 'x', 'access-control-request-method': 'GET' })).toBe(true);
    expect(isPreflight('OPTIONS', { origin: 'x' })).toBe(false);
  });
});

describe('apiGatewayTime', () => {
  it('pads day and time', () => {
    expect(apiGatewayTime(Date.UTC(2026, 0, 5, 4, 3, 2))).toBe('05/Jan/2026:04:03:02 +0000');
  });
});
