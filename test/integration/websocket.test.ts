import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud-info';
import { createMember } from '../support/members';
import { openSocket, sendFragmented } from '../support/sockets';
import { eventually, scanAll } from '../support/table';
import { expiredCopyOf, forgedCopyOf } from '../support/tokens';

const connectionsOf = async (memberId: string) =>
  (await scanAll()).filter((item) => item.entity === 'connection' && item.memberId === memberId);

describe('WebSocket API', () => {
  it('refuses $connect without a token, with a forged or expired token, and from a foreign origin', async () => {
    const member = await createMember();
    await expect(openSocket(undefined)).rejects.toThrow(/refused 401/);
    await expect(openSocket('garbage')).rejects.toThrow(/refused 401/);
    await expect(openSocket(await forgedCopyOf(member.accessToken))).rejects.toThrow(/refused 401/);
    await expect(openSocket(await expiredCopyOf(member.accessToken))).rejects.toThrow(/refused 401/);
    await expect(openSocket(member.accessToken, 'https://evil.example')).rejects.toThrow(/refused 403/);
    expect(await connectionsOf(member.sub)).toHaveLength(0);
  });

  it('stores a connection per socket with a TTL, answers a ping only when it asks for an echo, and cleans up on disconnect', async () => {
    const member = await createMember();
    const first = await openSocket(member.accessToken, cloud().webOrigin);
    const second = await openSocket(member.accessToken);
    const stored = await connectionsOf(member.sub);
    expect(stored).toHaveLength(2);
    for (const item of stored) expect(Number(item.expiresAt)).toBeGreaterThan(Date.now() / 1000);

    // The app's heartbeat is answered with nothing (decision 0089); a ping asking for an echo gets its pong.
    for (let beat = 0; beat < 3; beat++) first.socket.send(JSON.stringify({ action: 'ping' }));
    first.socket.send(JSON.stringify({ action: 'ping', echo: true }));
    expect(await first.next((f) => f.type === 'pong')).toMatchObject({ type: 'pong' });
    // A second round trip, by when the heartbeats sent before the first have long been handled.
    first.socket.send(JSON.stringify({ action: 'ping', echo: true }));
    expect(await first.next((f) => f.type === 'pong')).toMatchObject({ type: 'pong' });
    expect(first.frames).toEqual([]);

    first.socket.close();
    await eventually(async () => (await connectionsOf(member.sub)).length === 1);
    second.socket.close();
    await eventually(async () => (await connectionsOf(member.sub)).length === 0);
  });

  it('answers bad frames with error events carrying stable codes', async () => {
    const member = await createMember();
    const { socket, next } = await openSocket(member.accessToken);
    socket.send('not json');
    expect(await next((f) => f.type === 'error')).toMatchObject({ code: 'invalid_json' });
    socket.send(JSON.stringify({ action: 'launchRockets' }));
    expect(await next((f) => f.type === 'error')).toMatchObject({ code: 'validation_failed' });
    socket.send(JSON.stringify({ action: 'ping', extra: 'field' }));
    expect(await next((f) => f.type === 'error')).toMatchObject({ code: 'validation_failed' });
    // An echo is asked for with `true` and nothing else (decision 0089).
    socket.send(JSON.stringify({ action: 'ping', echo: 'yes' }));
    expect(await next((f) => f.type === 'error')).toMatchObject({ code: 'validation_failed' });
    // 40 KB in frames of 20 KB: API Gateway takes it (a frame over 32 KB would close the socket), the handler refuses it.
    sendFragmented(socket, JSON.stringify({ action: 'ping', pad: 'x'.repeat(40_000) }), 20_000);
    expect(await next((f) => f.type === 'error')).toMatchObject({ code: 'payload_too_large' });
    socket.close();
  });

  it('serves @connections to the real management client, with GoneException for closed sockets', async () => {
    const member = await createMember();
    const { socket, next } = await openSocket(member.accessToken);
    const [stored] = await connectionsOf(member.sub);
    const management = new ApiGatewayManagementApiClient({
      endpoint: cloud().env.WS_CALLBACK_URL,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await management.send(
      new PostToConnectionCommand({
        ConnectionId: String(stored.connectionId),
        Data: JSON.stringify({ type: 'pong', at: 'now' }),
      }),
    );
    expect(await next((f) => f.at === 'now')).toEqual({ type: 'pong', at: 'now' });
    socket.terminate();
    await eventually(async () => (await connectionsOf(member.sub)).length === 0);
    await expect(
      management.send(new PostToConnectionCommand({ ConnectionId: String(stored.connectionId), Data: '{}' })),
    ).rejects.toBeInstanceOf(GoneException);
  });

  it('closes a connection that sends a frame over 32 KB or a message over 128 KB (1009), and keeps serving everyone else', async () => {
    const member = await createMember();
    const closeCode = (socket: import('ws').WebSocket) =>
      new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const oneBigFrame = await openSocket(member.accessToken);
    const closedFrame = closeCode(oneBigFrame.socket);
    oneBigFrame.socket.send(JSON.stringify({ action: 'ping', pad: 'x'.repeat(40 * 1024) }));
    expect(await closedFrame).toBe(1009);

    const hugeMessage = await openSocket(member.accessToken);
    const closedMessage = closeCode(hugeMessage.socket);
    // 200 KB in 25 KB frames: every frame is fine, the message is not.
    const payload = Buffer.from(JSON.stringify({ action: 'ping', pad: 'y'.repeat(200 * 1024) }));
    for (let offset = 0; offset < payload.length; offset += 25 * 1024) {
      hugeMessage.socket.send(payload.subarray(offset, offset + 25 * 1024), {
        fin: offset + 25 * 1024 >= payload.length,
        binary: false,
      });
    }
    expect(await closedMessage).toBe(1009);

    // The local cloud is still up: a new socket works.
    const fine = await openSocket(member.accessToken);
    fine.socket.send(JSON.stringify({ action: 'ping', echo: true }));
    expect(await fine.next((frame) => frame.type === 'pong')).toMatchObject({ type: 'pong' });
    fine.socket.close();
  });
});
