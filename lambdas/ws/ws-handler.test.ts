import type { Context } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../lib/errors';
import { wsHandler, type WsEvent } from './ws-handler';

const check = vi.hoisted(() => ({
  settlers: [] as ((error?: Error) => void)[],
  settle(error?: Error) {
    for (const settle of this.settlers.splice(0)) settle(error);
  },
  pushed: [] as unknown[],
}));
vi.mock('../identity/session-floor', () => ({
  requireLiveSession: () =>
    new Promise<void>((resolve, reject) => {
      check.settlers.push((error) => (error ? reject(error) : resolve()));
    }),
}));
vi.mock('../realtime/push', () => ({
  pushToConnection: async (_connection: unknown, frame: unknown) => {
    check.pushed.push(frame);
    return true;
  },
}));

const context = { functionName: 'ws-test', awsRequestId: 'req-1' } as Context;
const event = {
  body: '{"action":"sendMessage","clientId":"c-9"}',
  requestContext: { requestId: 'ws-req-1', connectionId: 'c-1', authorizer: { memberId: 'm-1', signedInAt: '1' } },
} as unknown as WsEvent;
const ended = () => new AppError('session_ended', 'Your session has ended. Please sign in again.');

describe('wsHandler and the session check (decision 0080)', () => {
  beforeEach(() => {
    check.pushed = [];
  });

  it('runs a route only once the session check passed, unless the route reads beside it', async () => {
    const started: string[] = [];
    const plain = wsHandler(async () => void started.push('plain'));
    const beside = wsHandler(async () => void started.push('beside'), { readsBesideSessionCheck: true });
    const plainDone = plain(event, context);
    const besideDone = beside(event, context);
    // The plain route cannot start before the check settles, however long that takes.
    await vi.waitFor(() => expect(started).toEqual(['beside']));
    expect(started).toEqual(['beside']);
    check.settle();
    await Promise.all([plainDone, besideDone]);
  });

  it('answers an ended session before whatever else the route found wrong, and the route never writes', async () => {
    const wrote = vi.fn();
    const handler = wsHandler(
      async ({ sessionChecked }) => {
        await sessionChecked.catch(() => undefined).then(() => undefined);
        throw new AppError('not_found', 'This conversation has ended');
      },
      { readsBesideSessionCheck: true },
    );
    const done = handler(event, context);
    check.settle(ended());
    await done;
    expect(wrote).not.toHaveBeenCalled();
    expect(check.pushed).toEqual([expect.objectContaining({ type: 'error', code: 'session_ended', ref: 'c-9' })]);
  });

  it('a route that awaits the check writes nothing for an ended session', async () => {
    const wrote = vi.fn();
    const handler = wsHandler(
      async ({ sessionChecked }) => {
        await sessionChecked;
        wrote();
      },
      { readsBesideSessionCheck: true },
    );
    const done = handler(event, context);
    check.settle(ended());
    await done;
    expect(wrote).not.toHaveBeenCalled();
    expect(check.pushed).toEqual([expect.objectContaining({ code: 'session_ended' })]);
  });
});
