import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { requireEnv } from '../lib/env';

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

export type AccessClaims = JWTPayload & { sub: string; username?: string; client_id?: string; token_use?: string };

/**
 * Verifies a Cognito access token the way the HTTP API's JWT authorizer does:
 * RS256 signature against the pool's JWKS, issuer, expiry, and the app client.
 * Used where API Gateway has no Cognito authorizer type (WebSocket $connect).
 */
export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  const issuer = requireEnv('USER_POOL_ISSUER');
  jwks ??= createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  const { payload } = await jwtVerify(token, jwks, { issuer, algorithms: ['RS256'] });
  if (payload.token_use !== 'access') throw new Error('Not an access token');
  if (payload.client_id !== requireEnv('USER_POOL_CLIENT_ID')) throw new Error('Token issued to another client');
  if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('Token has no subject');
  return payload as AccessClaims;
}
