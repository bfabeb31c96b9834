import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { LambdaRuntime } from './lambda-runtime';
import { localSignedHeaders } from './local-signer';
import { startWebSocketApi, type WebSocketApi } from './websocket-api';

/** An authorizer that lets anyone in, and a $connect that tells the test the connection's id. */
const connectionIds: string[] = [];
const runtime: LambdaRuntime = {
  async invoke(handler, event) {
    const context = (event as { requestContext: { connectionId: string } }).requestContext;
    if (handler === 'authorize') {
      return {
        principalId: 'member',
        policyDocument: {
          Version: '2012-10-17',
          Statement: [{ Effect: 'Allow', Action: 'execute-api:Invoke', Resource: '*' }],
        },
      };
    }
    if (handler === 'connect') connectionIds.push(context.connectionId);
    return { statusCode: 200 };
  },
};

let api: WebSocketApi;
let port: number;
beforeAll(async () => {
  api = await startWebSocketApi({
    port: 0,
    stage: 'local',
    runtime,
    log: () => undefined,
    routes: [
      { routeKey: '$connect', handler: 'connect', summary: '' },
      { routeKey: '$disconnect', handler: 'disconnect', summary: '' },
    ],
    authorizer: { handler: 'authorize', tokenQueryParameter: 'token' },
  });
  port = (api.server.address() as AddressInfo).port;
});
afterAll(() => api.close());

async function post(connectionId: string, body: string): Promise<number> {
  const url = new URL(`http://127.0.0.1:${port}/local/@connections/${encodeURIComponent(connectionId)}`);
  const headers = await localSignedHeaders(url, { method: 'POST', service: 'execute-api', body });
  return (await fetch(url, { method: 'POST', headers, body })).status;
}

describe('the @connections push counts', () => {
  it('counts frames delivered to an open socket and pushes to a gone one apart', async () => {
    const client = new WebSocket(`ws://127.0.0.1:${port}/local?token=t`);
    const received: string[] = [];
    client.on('message', (data) => received.push(String(data)));
    await new Promise((resolve, reject) => {
      client.once('open', resolve);
      client.once('error', reject);
    });
    const [connectionId] = connectionIds;

    expect(await post(connectionId, 'one')).toBe(200);
    expect(await post(connectionId, 'two')).toBe(200);
    expect(await post('no-such-connection', 'three')).toBe(410);
    expect(api.pushes()).toEqual({ delivered: 2, gone: 1 });
    client.close();
  });
});
