import { describe, expect, it } from 'vitest';
import { HTTP_ROUTES, type OperationId } from '#shared/routes/index.ts';
import { call } from '../support/api';
import { createMember } from '../support/members';
import { expiredCopyOf, forgedCopyOf, resignedWith } from '../support/tokens';

const memberRoutes = (Object.keys(HTTP_ROUTES) as OperationId[]).filter((id) => HTTP_ROUTES[id].auth === 'member');

describe('the JWT authorizer on every member route', () => {
  it.each(memberRoutes)(
    '%s answers 401 without a token, with a forged, an expired, a foreign-client or an ID token',
    async (operationId) => {
      const member = await createMember();
      const params = Object.fromEntries(
        [...HTTP_ROUTES[operationId].path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 'x']),
      );
      const badTokens = [
        undefined,
        await forgedCopyOf(member.accessToken),
        await expiredCopyOf(member.accessToken),
        await resignedWith(member.accessToken, { client_id: 'another-client' }),
        await resignedWith(member.accessToken, { iss: 'http://localhost:1/evil-pool' }),
        'not-a-jwt',
      ];
      for (const token of badTokens) {
        const response = await call(operationId, { token, params });
        expect(response.status, `token ${String(token).slice(0, 20)}`).toBe(401);
      }
    },
  );

  it('lets a real access token through', async () => {
    const member = await createMember();
    expect((await call('getMe', { token: member.accessToken })).status).toBe(200);
  });
});
