import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFunctionEnvironment } from './function-env';
import {
  accessKeyIdOf,
  functionAccessKeyId,
  functionOfAccessKey,
  registerFunctionIdentities,
  stampFunctionRequests,
  withAccessKey,
} from './function-identity';

const AUTHORIZATION =
  'AWS4-HMAC-SHA256 Credential=local/20261126/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=abc';

describe('access keys', () => {
  it('gives each function a stable key of its own, known once registered', () => {
    expect(functionAccessKeyId('get-me')).toMatch(/^ASIA[0-9A-F]{16}$/);
    expect(functionAccessKeyId('get-me')).not.toBe(functionAccessKeyId('record-swipe'));
    registerFunctionIdentities(['get-me']);
    expect(functionOfAccessKey(functionAccessKeyId('get-me'))).toBe('get-me');
    expect(functionOfAccessKey('local')).toBeUndefined();
  });

  it('reads and replaces the key of a SigV4 header, and reads a presigned URL', () => {
    expect(accessKeyIdOf({ authorization: AUTHORIZATION })).toBe('local');
    expect(accessKeyIdOf({ authorization: withAccessKey(AUTHORIZATION, 'ASIAX') })).toBe('ASIAX');
    expect(withAccessKey(AUTHORIZATION, 'ASIAX')).toBe(AUTHORIZATION.replace('=local/', '=ASIAX/'));
    expect(accessKeyIdOf({}, '/photos/a.jpg?X-Amz-Credential=local%2F20261126%2Fus-east-1%2Fs3%2Faws4_request')).toBe(
      'local',
    );
    expect(accessKeyIdOf({})).toBeUndefined();
  });
});

describe("stamping a function's requests", () => {
  const seen: Array<{ port: number; authorization?: string }> = [];
  const servers = [createServer(), createServer()];
  const ports: number[] = [];

  beforeAll(async () => {
    for (const server of servers) {
      server.on('request', (req, res) => {
        seen.push({ port: (req.socket.address() as AddressInfo).port, authorization: req.headers.authorization });
        res.end('ok');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      ports.push((server.address() as AddressInfo).port);
    }
    registerFunctionIdentities(['get-me']);
    stampFunctionRequests({ redirects: [{ fromPort: ports[0]!, toPort: ports[1]! }] });
  });
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  /** As the SDK's NodeHttpHandler sends: node:http's request with one options object. */
  const send = async () => {
    const http = await import('node:http');
    return new Promise<void>((resolve, reject) => {
      const req = http.request(
        { hostname: 'localhost', port: ports[0], method: 'POST', path: '/', headers: { authorization: AUTHORIZATION } },
        (res) => res.resume().on('end', resolve),
      );
      req.on('error', reject);
      req.end();
    });
  };

  it("carries the running function's key, and goes to the front when one is set for the port", async () => {
    await withFunctionEnvironment({ AWS_LAMBDA_FUNCTION_NAME: 'get-me' }, send);
    expect(seen.at(-1)).toEqual({
      port: ports[1],
      authorization: withAccessKey(AUTHORIZATION, functionAccessKeyId('get-me')),
    });
  });

  it("leaves the local cloud's own requests (no function running) as they are", async () => {
    await send();
    expect(seen.at(-1)).toEqual({ port: ports[0], authorization: AUTHORIZATION });
  });
});
