import { describe, expect, it } from 'vitest';
import { MISSING_PAGE_KEY, siteRoutingFunctionCode } from './site-routing';

type Request = { uri: string; querystring?: Record<string, { value: string; multiValue?: { value: string }[] }> };
type Response = { statusCode: number; headers: Record<string, { value: string }> };

/** The generated code, run as CloudFront runs it: a `handler(event)` in plain JavaScript. */
const handler = new Function(`${siteRoutingFunctionCode()}\nreturn handler;`)() as (event: {
  request: Request;
}) => Request | Response;
const route = (uri: string, querystring: Request['querystring'] = {}) => handler({ request: { uri, querystring } });

describe('site routing function', () => {
  it('serves each public page its prerendered file', () => {
    expect(route('/')).toMatchObject({ uri: '/index.html' });
    expect(route('/pricing')).toMatchObject({ uri: '/pricing.html' });
    expect(route('/terms')).toMatchObject({ uri: '/terms.html' });
    expect(route('/auth')).toMatchObject({ uri: '/auth.html' });
  });

  it('serves member pages the app shell', () => {
    expect(route('/discover')).toMatchObject({ uri: '/app.html' });
    expect(route('/profile/dashboard')).toMatchObject({ uri: '/app.html' });
    expect(route('/messages/01JAB8XYZ')).toMatchObject({ uri: '/app.html' });
  });

  it('leaves files alone', () => {
    expect(route('/assets/index-abc123.js')).toMatchObject({ uri: '/assets/index-abc123.js' });
    expect(route('/runtime-config.json')).toMatchObject({ uri: '/runtime-config.json' });
    expect(route('/sw.js')).toMatchObject({ uri: '/sw.js' });
  });

  it('sends unknown pages to a key that never exists, for the 404 page with a 404 status', () => {
    expect(route('/nope')).toMatchObject({ uri: MISSING_PAGE_KEY });
    expect(route('/messages/a/b')).toMatchObject({ uri: MISSING_PAGE_KEY });
    expect(route('/constructor')).toMatchObject({ uri: MISSING_PAGE_KEY });
  });

  it('redirects a trailing slash, keeping the query', () => {
    const response = route('/terms/', {
      ref: { value: 'footer' },
      tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] },
    }) as Response;
    expect(response.statusCode).toBe(301);
    expect(response.headers.location!.value).toBe('/terms?ref=footer&tag=a&tag=b');
  });
});
