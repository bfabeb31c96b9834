import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { jsonLines } from '../lib/captured-json-lines';
import { wsHandler, type WsEvent } from './ws-handler';

const context = { functionName: 'metrics-test', awsRequestId: 'req-1' } as Context;

describe('correlation ids', () => {
  it("puts API Gateway's request id and the member id from the authorizer into a WebSocket route's log lines", async () => {
    const handler = wsHandler(async () => {
      throw new Error('boom');
    });
    const event = {
      body: '{}',
      requestContext: { requestId: 'ws-req-9', connectionId: 'c-1', authorizer: { memberId: 'm-1', signedInAt: '0' } },
    } as unknown as WsEvent;
    const lines = await jsonLines(() => handler(event, context));
    const failure = lines.find((line) => line.message === 'WebSocket route failed');
    expect(failure).toMatchObject({ correlation_id: 'ws-req-9', memberId: 'm-1' });
  });
});
