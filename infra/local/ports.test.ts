import { describe, expect, it } from 'vitest';
import { endpointsFor } from './endpoints';
import { PORT_PROFILES, isProfileName, portsFor } from './ports';

describe('port profiles', () => {
  it('keeps the dev ports the docs and banner announce', () => {
    expect(portsFor('dev')).toEqual({
      web: 5173,
      httpApi: 3001,
      webSocketApi: 3002,
      dynamoDb: 8000,
      cognito: 9229,
      cognitoShim: 9230,
      cognitoUpstream: 9231,
      s3: 4569,
      media: 4570,
      stripe: 4571,
      email: 4572,
      lambda: 4573,
      push: 4579,
    });
  });

  it('shifts every test port by exactly 100', () => {
    const dev = portsFor('dev');
    const test = portsFor('test');
    for (const name of Object.keys(dev) as Array<keyof typeof dev>) expect(test[name]).toBe(dev[name] + 100);
  });

  it('never lets a test cloud and a dev cloud compete for a port', () => {
    const dev = Object.values(PORT_PROFILES.dev);
    const test = Object.values(PORT_PROFILES.test);
    expect(new Set(dev).size).toBe(dev.length);
    expect(new Set(test).size).toBe(test.length);
    expect(dev.filter((port) => test.includes(port))).toEqual([]);
  });

  it('returns a copy, so a caller cannot change the profile for everyone', () => {
    portsFor('dev').web = 1;
    expect(portsFor('dev').web).toBe(5173);
  });

  it('accepts only the two profile names', () => {
    expect(isProfileName('dev')).toBe(true);
    expect(isProfileName('test')).toBe(true);
    expect(isProfileName('prod')).toBe(false);
  });

  it('derives URLs from the profile, with the @connections stage in the callback URL', () => {
    const urls = endpointsFor(portsFor('test'));
    expect(urls.webOrigin).toBe('http://localhost:5273');
    expect(urls.webSocketUrl).toBe('ws://localhost:3102');
    expect(urls.webSocketCallbackUrl).toBe('http://localhost:3102/local');
    expect(urls.mailboxUrl).toBe('http://localhost:5273/dev/mailbox');
  });

  it('with https, names the web origin and the media CDN with https, and nothing else', () => {
    const plain = endpointsFor(portsFor('test'));
    const secure = endpointsFor(portsFor('test'), { https: true });
    expect(secure.webOrigin).toBe('https://localhost:5273');
    expect(secure.mediaBaseUrl).toBe(plain.mediaBaseUrl.replace('http:', 'https:'));
    expect({ ...secure, webOrigin: plain.webOrigin, mediaBaseUrl: plain.mediaBaseUrl }).toEqual(plain);
  });
});
