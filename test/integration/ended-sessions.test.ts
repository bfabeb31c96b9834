/**
 * Sessions end when membership ends (decision 0030): after DELETE /me or sign
 * out everywhere, the member's tokens are refused on every route of the route
 * table and at $connect, their open sockets close, and nothing is written for a
 * member who no longer exists. Suspensions and bans are in staff-moderation.
 */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { HTTP_ROUTES, type OperationId } from '#shared/routes/index.ts';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { createMatchedPair } from '../support/matches';
import { openSocket } from '../support/sockets';
import { cognito, nextSecond, signInAgain } from '../support/staff';
import { scanAll } from '../support/table';
import type { TestMember } from '../support/members';

const memberRoutes = (Object.keys(HTTP_ROUTES) as OperationId[]).filter((id) => HTTP_ROUTES[id].auth === 'member');

/** Bodies that would write if the token were still honoured (the routes the probe saw writing). */
const WRITES: Partial<Record<OperationId, unknown>> = {
  updateMyProfile: {
    fullName: 'Ghost',
    age: 30,
    gender: 'woman',
    bio: 'Still here?',
    location: 'Singapore',
    profession: 'Ghost',
    interests: ['Tea'],
    lookingFor: 'relationship',
  },
  updateMySettings: { readReceipts: false },
  updateMyLocation: { enabled: true, latitude: 1.35, longitude: 103.8 },
  createPhotoUpload: { contentType: 'image/jpeg', size: 1000 },
  deleteMyAccount: { confirmation: 'DELETE' },
};

/** Tries every member route with the token: each must answer 401 session_ended. */
async function expectRefusedEverywhere(token: string, ids: { memberId: string; matchId: string }) {
  for (const operationId of memberRoutes) {
    const route = HTTP_ROUTES[operationId];
    const params = Object.fromEntries(
      [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [
        name,
        name === 'memberId' ? ids.memberId : name === 'matchId' ? ids.matchId : 'x',
      ]),
    );
    const body = 'body' in route && route.body ? (WRITES[operationId] ?? {}) : undefined;
    const response = await call(operationId, { token, params, body });
    expect([operationId, response.status, response.body?.error?.code]).toEqual([operationId, 401, 'session_ended']);
  }
}

const socketClosed = (socket: { once: (event: 'close', listener: () => void) => unknown }) =>
  new Promise<void>((resolve) => socket.once('close', () => resolve()));

async function refreshWith(member: TestMember) {
  return cognito().send(
    new InitiateAuthCommand({
      ClientId: cloud().userPoolClientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: member.refreshToken },
    }),
  );
}

describe('a session that ended', () => {
  it('after DELETE /me: every route answers 401, no socket opens or stays open, and nothing of the member is written again', async () => {
    const { a: member, b: other, matchId } = await createMatchedPair();
    const secondDevice = await signInAgain(member);
    const tab = await openSocket(member.accessToken);
    const closed = socketClosed(tab.socket);

    const deleted = await call('deleteMyAccount', { token: member.accessToken, body: { confirmation: 'DELETE' } });
    expect(deleted.status).toBe(200);
    await closed;

    await expectRefusedEverywhere(member.accessToken, { memberId: other.sub, matchId });
    await expectRefusedEverywhere(secondDevice.accessToken, { memberId: other.sub, matchId });
    await expect(openSocket(member.accessToken)).rejects.toThrow(/refused 401/);
    await expect(refreshWith(member)).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    // Only the session floor remains, outside the member's partition, with a TTL.
    const left = (await scanAll()).filter((item) => JSON.stringify(item).includes(member.sub));
    expect(left).toEqual([expect.objectContaining({ entity: 'sessionFloor', expiresAt: expect.any(Number) })]);
  });

  it("after sign out everywhere: every device's token is refused and its socket closed; a new sign-in works", async () => {
    const { a: member, b: other, matchId } = await createMatchedPair();
    const secondDevice = await signInAgain(member);
    const tabs = await Promise.all([openSocket(member.accessToken), openSocket(secondDevice.accessToken)]);
    const closed = Promise.all(tabs.map((tab) => socketClosed(tab.socket)));

    const signedOut = await call('signOutEverywhere', { token: member.accessToken });
    expect(signedOut.body).toEqual({ signedOut: true });
    await closed;

    await expectRefusedEverywhere(member.accessToken, { memberId: other.sub, matchId });
    expect((await call('getMe', { token: secondDevice.accessToken })).status).toBe(401);
    await expect(openSocket(secondDevice.accessToken)).rejects.toThrow(/refused 401/);
    await expect(refreshWith(secondDevice)).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    await nextSecond();
    const again = await signInAgain(member);
    expect((await call('getMe', { token: again.accessToken })).status).toBe(200);
    const tab = await openSocket(again.accessToken);
    tab.socket.close();
  });
});
