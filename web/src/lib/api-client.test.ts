import { describe, expect, it } from 'vitest';
import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { FREE_SUBSCRIPTION } from '#shared/tiers.ts';
import { ApiError, buildRequest, createApiClient, parseApiError, routeFor } from './api-client';

const me = {
  id: 'u1',
  username: 'ana',
  fullName: '',
  email: 'ana@example.com',
  isProfileComplete: false,
  subscription: FREE_SUBSCRIPTION,
  billing: null,
  staffRoles: [],
  notices: [],
  suspension: null,
  pendingIntroductions: 0,
};

describe('buildRequest', () => {
  it('joins the base URL and the route path without doubling slashes', () => {
    const { url, init } = buildRequest('http://localhost:3001/', HTTP_ROUTES.getMe);
    expect(url).toBe('http://localhost:3001/me');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('keeps a stage path in the base URL', () => {
    expect(buildRequest('https://api.example.com/prod', HTTP_ROUTES.getMe).url).toBe('https://api.example.com/prod/me');
  });

  it('fills and encodes path parameters', () => {
    const route = { method: 'GET', path: '/matches/{matchId}/messages/{messageId}' } as const;
    const { url } = buildRequest('http://api', route, { params: { matchId: 'a b/c', messageId: '7' } });
    expect(url).toBe('http://api/matches/a%20b%2Fc/messages/7');
  });

  it('refuses a missing path parameter', () => {
    expect(() => buildRequest('http://api', { method: 'GET', path: '/matches/{matchId}' }, {})).toThrow(
      'Missing path parameter matchId',
    );
  });

  it('adds query values, repeating arrays and skipping empty ones', () => {
    const { url } = buildRequest(
      'http://api',
      { method: 'GET', path: '/candidates' },
      {
        query: { limit: 10, tag: ['a', 'b'], cursor: undefined },
      },
    );
    expect(url).toBe('http://api/candidates?limit=10&tag=a&tag=b');
  });

  it('sends a JSON body and the bearer token', () => {
    const { init } = buildRequest(
      'http://api',
      { method: 'POST', path: '/likes' },
      { body: { likedUserId: 'u2' } },
      'tok',
    );
    const headers = init.headers as Record<string, string>;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"likedUserId":"u2"}');
    expect(headers['content-type']).toBe('application/json');
    expect(headers.authorization).toBe('Bearer tok');
  });
});

describe('parseApiError', () => {
  it('reads the shared error body', async () => {
    const error = await parseApiError(
      400,
      JSON.stringify({
        error: { code: 'validation_failed', message: 'Invalid body', issues: [{ path: 'age', message: 'Too young' }] },
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Invalid body');
    expect(error.status).toBe(400);
    expect(error.issues).toEqual([{ path: 'age', message: 'Too young' }]);
  });

  it("maps API Gateway's own 401 body", async () => {
    const error = await parseApiError(401, '{"message":"Unauthorized"}');
    expect(error.code).toBe('unauthorized');
    expect(error.message).toBe('Unauthorized');
  });

  it('survives a body that is not JSON', async () => {
    const error = await parseApiError(502, '<html>Bad gateway</html>');
    expect(error.code).toBe('http_error');
    expect(error.status).toBe(502);
    expect(error.message).toBe('Request failed with status 502');
  });
});

describe('createApiClient', () => {
  function client(
    respond: (url: string, init: RequestInit) => Response | Promise<Response>,
    token: string | null = 'access-token',
  ) {
    const seen: { url: string; init: RequestInit }[] = [];
    const call = createApiClient({
      baseUrl: () => 'http://api.test',
      accessToken: async () => token ?? undefined,
      fetch: async (input, init) => {
        seen.push({ url: String(input), init: init ?? {} });
        return respond(String(input), init ?? {});
      },
    });
    return { call, seen };
  }

  it('calls GET /me with the access token and returns the parsed member', async () => {
    const { call, seen } = client(() => new Response(JSON.stringify(me), { status: 200 }));
    const result = await call('getMe');
    expect(result.username).toBe('ana');
    expect(seen[0]!.url).toBe('http://api.test/me');
    expect((seen[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer access-token');
  });

  it('throws the typed server error', async () => {
    const { call } = client(
      () => new Response(JSON.stringify({ error: { code: 'forbidden', message: 'No' } }), { status: 403 }),
    );
    await expect(call('getMe')).rejects.toMatchObject({
      name: 'ApiError',
      code: 'forbidden',
      status: 403,
      message: 'No',
    });
  });

  it('signs out when the server says the session ended, and only then', async () => {
    let ended = 0;
    const answer = (code: string, status: number) =>
      createApiClient({
        baseUrl: () => 'http://api.test',
        accessToken: async () => 'access-token',
        fetch: async () => new Response(JSON.stringify({ error: { code, message: 'No' } }), { status }),
        onSessionEnded: () => {
          ended += 1;
        },
      });
    await expect(answer('forbidden', 403)('getMe')).rejects.toMatchObject({ code: 'forbidden' });
    expect(ended).toBe(0);
    await expect(answer('session_ended', 401)('getMe')).rejects.toMatchObject({ code: 'session_ended', status: 401 });
    expect(ended).toBe(1);
  });

  it('does not call a member route without a token', async () => {
    const { call, seen } = client(() => new Response('{}'), null);
    await expect(call('getMe')).rejects.toMatchObject({ code: 'unauthorized', status: 401 });
    expect(seen).toHaveLength(0);
  });

  it('sends no token to a public route', async () => {
    const { call, seen } = client(() => new Response(JSON.stringify({ openapi: '3.1.0' })));
    await call('getOpenApi');
    expect((seen[0]!.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('turns a network failure into network_error', async () => {
    const { call } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(call('getMe')).rejects.toMatchObject({ code: 'network_error', status: 0, message: 'Failed to fetch' });
  });

  it('rejects a success body that is not JSON', async () => {
    const { call } = client(() => new Response('<html>Hello from a proxy</html>'));
    await expect(call('getMe')).rejects.toMatchObject({ code: 'invalid_response', status: 200 });
  });

  it('asks for refusals in the body, and turns one back into the typed error, as a 4xx would be', async () => {
    let ended = 0;
    const refusal = (code: string, status: number) => ({
      refusal: { status, error: { error: { code, message: 'No' } } },
    });
    const call = (body: unknown) =>
      createApiClient({
        baseUrl: () => 'http://api.test',
        accessToken: async () => 'access-token',
        fetch: async (_url, init) => {
          expect((init?.headers as Record<string, string>).prefer).toBe('refusal-in-body');
          return new Response(JSON.stringify(body), { status: 200 });
        },
        onSessionEnded: () => {
          ended += 1;
        },
      })('getMe');
    await expect(call(refusal('limit_reached', 429))).rejects.toMatchObject({
      name: 'ApiError',
      code: 'limit_reached',
      status: 429,
      message: 'No',
    });
    await expect(call(refusal('session_ended', 401))).rejects.toMatchObject({ code: 'session_ended' });
    expect(ended).toBe(1);
    // A body that only looks like one is an answer.
    await expect(call({ refusal: { status: 500, error: {} } })).resolves.toEqual({
      refusal: { status: 500, error: {} },
    });
  });

  it('does not ask a public route for refusals in the body (no preflight for a visitor)', async () => {
    const { call, seen } = client(() => new Response(JSON.stringify({ openapi: '3.1.0' })));
    await call('getOpenApi');
    expect((seen[0]!.init.headers as Record<string, string>).prefer).toBeUndefined();
  });

  it('returns an empty success body as undefined', async () => {
    const { call } = client(() => new Response(''));
    await expect(call('getMe')).resolves.toBeUndefined();
  });
});

describe('routeFor', () => {
  it('finds every operation of the route table, as the server routes it', () => {
    for (const [operationId, route] of Object.entries(HTTP_ROUTES)) {
      expect(routeFor(operationId as keyof typeof HTTP_ROUTES)).toMatchObject({
        method: route.method,
        path: route.path,
        auth: route.auth,
      });
    }
  });

  it('refuses an operation the table does not have', () => {
    expect(() => routeFor('noSuchOperation' as keyof typeof HTTP_ROUTES)).toThrow('No route for noSuchOperation');
    expect(() => routeFor('toString' as keyof typeof HTTP_ROUTES)).toThrow('No route for toString');
  });
});
