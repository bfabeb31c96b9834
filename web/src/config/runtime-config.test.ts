import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeConfigError, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';
import { requestRuntimeConfigEarly } from './runtime-config-request';

const valid = {
  region: 'us-east-1',
  userPoolId: 'local_abc123',
  userPoolClientId: 'client123',
  httpApiUrl: 'http://localhost:3001',
  webSocketUrl: 'ws://localhost:3002',
  mediaBaseUrl: 'http://localhost:4569/photos',
  userPoolEndpoint: 'http://localhost:9230',
};

function jsonResponse(body: unknown, init: ResponseInit = {}) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  });
}

describe('parseRuntimeConfig', () => {
  it('accepts a complete config and keeps the optional local endpoint', () => {
    const config = parseRuntimeConfig(valid);
    expect(config.userPoolEndpoint).toBe('http://localhost:9230');
    expect(config.httpApiUrl).toBe('http://localhost:3001');
  });

  it('accepts the AWS shape without local-only fields', () => {
    const { userPoolEndpoint: _, ...aws } = valid;
    expect(parseRuntimeConfig(aws).userPoolEndpoint).toBeUndefined();
  });

  it('names every bad field', () => {
    try {
      parseRuntimeConfig({ ...valid, httpApiUrl: 'not a url', userPoolId: '', webSocketUrl: 'http://x' });
      expect.unreachable('parse should fail');
    } catch (error) {
      expect(error).toBeInstanceOf(RuntimeConfigError);
      const details = (error as RuntimeConfigError).details.join('\n');
      expect(details).toMatch(/^httpApiUrl: /m);
      expect(details).toMatch(/^userPoolId: /m);
      expect(details).toMatch(/^webSocketUrl: /m);
      expect(details).not.toMatch(/^region/m);
    }
  });

  it('rejects a non-object', () => {
    expect(() => parseRuntimeConfig('<!doctype html>')).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(null)).toThrow(/runtime-config\.json is not valid/);
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches /runtime-config.json uncached and parses it', async () => {
    const calls: [RequestInfo | URL, RequestInit | undefined][] = [];
    const config = await loadRuntimeConfig(async (input, init) => {
      calls.push([input, init]);
      return jsonResponse(valid);
    });
    expect(config.userPoolClientId).toBe('client123');
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe('/runtime-config.json');
    expect(calls[0]![1]?.cache).toBe('no-store');
  });

  it('reports a missing file with its status', async () => {
    await expect(loadRuntimeConfig(async () => new Response('nope', { status: 404 }))).rejects.toMatchObject({
      name: 'RuntimeConfigError',
      details: ['HTTP 404'],
    });
  });

  it('reports an HTML fallback page as not JSON', async () => {
    const html = new Response('<!doctype html><html></html>', {
      status: 200,
      headers: { 'content-type': 'text/html' },
    });
    await expect(loadRuntimeConfig(async () => html)).rejects.toThrow('/runtime-config.json is not JSON');
  });

  it('reports a network failure', async () => {
    await expect(
      loadRuntimeConfig(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toMatchObject({
      message: 'Could not fetch /runtime-config.json',
      details: ['TypeError: Failed to fetch'],
    });
  });

  it('rejects JSON that is not a valid config', async () => {
    await expect(loadRuntimeConfig(async () => jsonResponse({ region: 'us-east-1' }))).rejects.toThrow(
      RuntimeConfigError,
    );
  });
});

describe("the early request (a member's start-up)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is what the first load reads, so the config is fetched once; a later load asks again', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(valid));
    vi.stubGlobal('fetch', fetchMock);
    requestRuntimeConfigEarly();
    requestRuntimeConfigEarly();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', expect.objectContaining({ cache: 'no-store' }));
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ userPoolId: 'local_abc123' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await loadRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('that failed surfaces as the config error when loaded, never unhandled', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    requestRuntimeConfigEarly();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loadRuntimeConfig()).rejects.toMatchObject({
      name: 'RuntimeConfigError',
      message: 'Could not fetch /runtime-config.json',
    });
  });
});
