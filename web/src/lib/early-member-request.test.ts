import { PHOTO_SIZES } from './photo-sizes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { HTTP_ROUTES, type OperationId } from '#shared/routes/index.ts';
import { buildPath } from '#shared/routes/build-path.ts';
import { buildRequest, createApiClient } from './api-client';
import { requestUrl } from './request-url';
import {
  EARLY_PAGES,
  earlyPageAt,
  forgetEarlyRequests,
  startEarlyMemberRequest,
  takeEarlyResponse,
  type EarlyEnvironment,
} from './early-member-request';

const CLIENT = 'client123';
const API = 'https://api.example.com/';
const jwt = (exp: number) => `h.${Buffer.from(JSON.stringify({ exp, sub: 'u1' })).toString('base64url')}.s`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const storageWith = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const signedIn = (token: string) =>
  storageWith({
    [`CognitoIdentityServiceProvider.${CLIENT}.LastAuthUser`]: 'ana',
    [`CognitoIdentityServiceProvider.${CLIENT}.ana.accessToken`]: token,
  });
const candidate = {
  id: 'c1',
  fullName: 'Kenji Sato',
  age: 31,
  gender: null,
  bio: '',
  location: 'Tokyo',
  education: '',
  profession: '',
  interests: [],
  height: null,
  lookingFor: null,
  relationshipStatus: null,
  hasChildren: null,
  wantsChildren: null,
  smoking: null,
  drinking: null,
  religion: null,
  politicalViews: null,
  languages: [],
  distance: '7 km away',
  traveling: false,
  photos: [{ id: 'p1', url: 'https://media.example.com/p/1.jpg', thumbUrl: 'https://media.example.com/p/1-thumb.jpg' }],
};
const deck = { candidates: [candidate], cursor: null, limits: { likesLeft: 5, superLikesLeft: 1 } };
const deckRequest = EARLY_PAGES['/discover']!.requests[0]!;
const allRequests = Object.entries(EARLY_PAGES).flatMap(([path, page]) =>
  page.requests.map((early) => [`${path}: ${early.operation}`, path, early] as const),
);
const MATCH_ID = '0123456789abcdef0123456789abcdef';

function environment(overrides: Partial<EarlyEnvironment> = {}) {
  const preloaded: string[] = [];
  const codeLoaded: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) =>
    String(url).startsWith(`${API}me`)
      ? new Response(JSON.stringify({ id: 'u1' }), { status: 200 })
      : new Response(JSON.stringify(deck), { status: 200 }),
  );
  const env: EarlyEnvironment = {
    pathname: '/discover',
    configJson: Promise.resolve({ httpApiUrl: API, userPoolClientId: CLIENT }),
    storage: signedIn(jwt(inAnHour())),
    fetch,
    preloadImage: (image) => void preloaded.push(image.href),
    loadCode: (pathname) => void codeLoaded.push(pathname),
    ...overrides,
  };
  return { env, fetch, preloaded, codeLoaded };
}

afterEach(() => forgetEarlyRequests());

describe('EARLY_PAGES', () => {
  it.each(allRequests)(
    '%s asks for a GET of the route table, with a query the route accepts and parameters the page has',
    (_name, appPath, early) => {
      const route = HTTP_ROUTES[early.operation as OperationId];
      expect(route).toBeDefined();
      expect(route.method).toBe('GET');
      expect(route.path).toBe(early.path);
      expect(route.auth).toBe('member');
      const pageParams = appPath
        .split('/')
        .filter((part) => part.startsWith(':'))
        .map((part) => part.slice(1));
      const routeParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      expect(pageParams).toEqual(expect.arrayContaining(routeParams));
      const query = 'query' in route ? route.query : undefined;
      if (query) expect(safeParse(query, early.query()).success).toBe(true);
      const params = Object.fromEntries(routeParams.map((name) => [name, MATCH_ID]));
      for (const base of [API, 'https://api.example.com', 'http://localhost:3201/']) {
        expect(requestUrl(base, buildPath(early.path, params), early.query())).toBe(
          buildRequest(base, route, { params, query: early.query() }).url,
        );
      }
    },
  );
});

describe('startEarlyMemberRequest', () => {
  const client = (token: string, fetch: typeof globalThis.fetch) =>
    createApiClient({ baseUrl: () => API, accessToken: async () => token, fetch });

  it('asks for the deck and /me once each, preloads the first photo and the page code, and the API client takes the answers', async () => {
    const token = jwt(inAnHour());
    const { env, fetch, preloaded, codeLoaded } = environment({ storage: signedIn(token) });
    startEarlyMemberRequest(env);
    startEarlyMemberRequest(env);
    expect(codeLoaded).toEqual(['/discover']);
    const later = vi.fn(async () => new Response('{}', { status: 500 }));
    const page = await client(token, later)('listCandidates', { query: { timeZone: deckRequest.query().timeZone! } });
    expect(fetch).toHaveBeenCalledTimes(2);
    const auth = expect.objectContaining({ headers: expect.objectContaining({ authorization: `Bearer ${token}` }) });
    expect(fetch.mock.calls).toEqual([
      [expect.stringContaining('https://api.example.com/discover?timeZone='), auth],
      ['https://api.example.com/me', auth],
    ]);
    expect(later).not.toHaveBeenCalled();
    expect(page.candidates).toHaveLength(1);
    await vi.waitFor(() => expect(preloaded).toEqual(['https://media.example.com/p/1.jpg']));
    // Taken once: the next page of the deck is a request of its own.
    expect(await takeEarlyResponse(String(fetch.mock.calls[0]![0]), token)).toBeUndefined();
    // The other early answer is still there for its own request, once.
    expect(await takeEarlyResponse('https://api.example.com/me', token)).toBeInstanceOf(Response);
    expect(await takeEarlyResponse('https://api.example.com/me', token)).toBeUndefined();
  });

  it("preloads the AVIF copy the card's <picture> will pick when the photo has copies (decision 0076)", () => {
    const withCopies = {
      ...deck,
      candidates: [{ ...candidate, photos: [{ ...candidate.photos[0]!, widths: [200, 480] }] }],
    };
    expect(deckRequest.firstImage!(withCopies)).toEqual({
      href: 'https://media.example.com/p/1.jpg',
      srcset: 'https://media.example.com/p/1-w200.avif 200w, https://media.example.com/p/1-w480.avif 480w',
      sizes: PHOTO_SIZES.card,
      type: 'image/avif',
    });
    expect(deckRequest.firstImage!(deck)).toEqual({ href: 'https://media.example.com/p/1.jpg' });
  });

  it('is not taken for another token, another URL, or when it failed', async () => {
    const token = jwt(inAnHour());
    const url = requestUrl(API, '/discover', deckRequest.query());
    let { env } = environment({ storage: signedIn(token) });
    startEarlyMemberRequest(env);
    expect(await takeEarlyResponse(url, jwt(inAnHour() + 1))).toBeUndefined();
    expect(await takeEarlyResponse(`${url}&cursor=x`, token)).toBeUndefined();
    expect(await takeEarlyResponse(url, token)).toBeInstanceOf(Response);

    forgetEarlyRequests();
    ({ env } = environment({
      storage: signedIn(token),
      fetch: vi.fn(async () => new Response('{"error":{}}', { status: 401 })),
    }));
    startEarlyMemberRequest(env);
    expect(await takeEarlyResponse(url, token)).toBeUndefined();
  });

  it('asks nothing on other pages, without a live token, or without a config', async () => {
    for (const overrides of [
      { pathname: '/who-liked-you' },
      { storage: signedIn(jwt(1)) },
      { storage: storageWith({}) },
      { configJson: Promise.resolve(undefined) },
      { configJson: undefined },
    ]) {
      forgetEarlyRequests();
      const { env, fetch, codeLoaded } = environment(overrides);
      startEarlyMemberRequest(env);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetch).not.toHaveBeenCalled();
      if (overrides.pathname) expect(codeLoaded).toEqual([]);
    }
  });
});

describe('a page with a parameter', () => {
  it('fills the request from the path and asks for the code of the app path', async () => {
    const token = jwt(inAnHour());
    const { env, fetch, codeLoaded } = environment({ pathname: `/messages/${MATCH_ID}`, storage: signedIn(token) });
    startEarlyMemberRequest(env);
    expect(codeLoaded).toEqual(['/messages/:matchId']);
    const url = `https://api.example.com/matches/${MATCH_ID}/messages`;
    await vi.waitFor(() =>
      expect(fetch.mock.calls.map(([called]) => called)).toEqual([url, 'https://api.example.com/me']),
    );
    expect(await takeEarlyResponse(url, token)).toBeInstanceOf(Response);
  });

  it('matches whole segments only', () => {
    expect(earlyPageAt(`/messages/${MATCH_ID}`)).toMatchObject({
      appPath: '/messages/:matchId',
      params: { matchId: MATCH_ID },
    });
    expect(earlyPageAt('/messages')).toMatchObject({ appPath: '/messages', params: {} });
    for (const other of ['/messages/', `/messages/${MATCH_ID}/more`, '/messages/%E0%A4%A', '/who-liked-you'])
      expect(earlyPageAt(other)).toBeUndefined();
  });
});
