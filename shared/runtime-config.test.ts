import { describe, expect, it } from 'vitest';
import { checkRuntimeConfig, parseRuntimeConfigOrThrow } from './runtime-config';

const aws = {
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_abc',
  userPoolClientId: 'client',
  httpApiUrl: 'https://api.example.com',
  webSocketUrl: 'wss://ws.example.com/prod',
  mediaBaseUrl: 'https://media.example.com',
};

describe('checkRuntimeConfig', () => {
  it('keeps the known fields only, optional ones when given', () => {
    expect(checkRuntimeConfig({ ...aws, extra: 'x' })).toEqual({ config: aws });
    const local = {
      ...aws,
      userPoolEndpoint: 'http://localhost:9230',
      mailboxUrl: 'http://localhost:9230/dev/mailbox',
    };
    expect(checkRuntimeConfig(local)).toEqual({ config: local });
  });

  it.each([
    ['a missing field', { ...aws, region: undefined }, 'region: Required'],
    ['an empty id', { ...aws, userPoolId: '' }, 'userPoolId: Must not be empty'],
    ['a number', { ...aws, userPoolClientId: 7 }, 'userPoolClientId: Must be a string'],
    ['an API that is not a URL', { ...aws, httpApiUrl: 'not a url' }, 'httpApiUrl: Not a URL'],
    [
      'an API on another scheme',
      { ...aws, httpApiUrl: 'ftp://api.example.com' },
      'httpApiUrl: Must start with https:// or http://',
    ],
    [
      'a WebSocket URL over HTTP',
      { ...aws, webSocketUrl: 'https://ws.example.com' },
      'webSocketUrl: Must start with wss:// or ws://',
    ],
    ['a media base that is not a URL', { ...aws, mediaBaseUrl: '/photos' }, 'mediaBaseUrl: Not a URL'],
    ['a bad optional field', { ...aws, mailboxUrl: 'mailbox' }, 'mailboxUrl: Not a URL'],
  ])('refuses %s', (_case, json, issue) => {
    expect(checkRuntimeConfig(json).issues).toEqual([issue]);
  });

  it('names every problem at once', () => {
    expect(checkRuntimeConfig({ ...aws, region: '', httpApiUrl: 'x', webSocketUrl: undefined }).issues).toEqual([
      'region: Must not be empty',
      'httpApiUrl: Not a URL',
      'webSocketUrl: Required',
    ]);
  });

  it.each([null, 'config', [aws], 42])('refuses %j: not an object', (json) => {
    expect(checkRuntimeConfig(json).issues).toEqual(['(root): Must be a JSON object']);
  });

  it('throws for the writers', () => {
    expect(parseRuntimeConfigOrThrow(aws)).toEqual(aws);
    expect(() => parseRuntimeConfigOrThrow({})).toThrow(/Invalid runtime config: region: Required; /);
  });
});
