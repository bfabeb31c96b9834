/**
 * Nothing stops the local cloud (decision 0028): when DynamoDB Local or
 * cognito-local dies, requests get 503 (never a 500), the cloud starts the
 * child again, and what was committed before is still there (decision 0028).
 */
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { InitiateAuthCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { createMatchedPair, createProfiledMember } from '../support/matches';
import { eventually } from '../support/table';

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    process.kill(pid, 'SIGKILL');
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Calls `probe` until it answers 200, keeping every status it saw on the way. */
async function statusesUntilBack(probe: () => Promise<number>): Promise<number[]> {
  const seen: number[] = [];
  await eventually(async () => {
    const status = await probe();
    seen.push(status);
    return status === 200;
  });
  return seen;
}

describe('a stand-in that dies', () => {
  it('DynamoDB Local: 503 while it is down, then back with every committed item', async () => {
    const member = await createProfiledMember('Before Crash');
    const bio = `written before the crash ${Date.now()}`;
    expect((await call('updateMyProfile', { token: member.accessToken, body: { bio } })).status).toBe(200);

    const { dynamoDb } = inject('localCloud').config.childPids;
    killGroup(dynamoDb);
    await eventually(async () => !alive(dynamoDb));
    const statuses = await statusesUntilBack(
      async () => (await call('getMyProfile', { token: member.accessToken })).status,
    );
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses[0]).toBe(503);

    const profile = (await call('getMyProfile', { token: member.accessToken })).body;
    expect(profile).toMatchObject({ fullName: 'Before Crash', bio });
    // Writes, transactions and the stream work again: a new match is made and listed.
    const { a, matchId } = await createMatchedPair();
    expect(
      (await call('listMatches', { token: a.accessToken })).body.matches.map((m: { matchId: string }) => m.matchId),
    ).toContain(matchId);
  });

  it('cognito-local: 503 while it is down, then the same members sign in again', async () => {
    const member = await createProfiledMember('Cognito Crash');
    const { cognito } = inject('localCloud').config.childPids;
    killGroup(cognito);
    await eventually(async () => !alive(cognito));
    const statuses = await statusesUntilBack(async () => (await call('getMe', { token: member.accessToken })).status);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses[0]).toBe(503);

    const client = new CognitoIdentityProviderClient({
      endpoint: cloud().cognitoUrl,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const auth = await client.send(
      new InitiateAuthCommand({
        ClientId: cloud().userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: member.email, PASSWORD: member.password },
      }),
    );
    expect(auth.AuthenticationResult?.AccessToken).toBeTruthy();
  });
});
