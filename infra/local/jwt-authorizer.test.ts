import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiGatewayClaims,
  audienceMatches,
  bearerToken,
  createJwtAuthorizer,
  type JwtAuthorizer,
} from './jwt-authorizer';

const ISSUER = 'http://localhost:9329/local_pool';
const CLIENT_ID = 'client-1';

let sign: (
  claims: JWTPayload,
  options?: { issuer?: string; expiresIn?: string | number; alg?: string },
) => Promise<string>;
let authorize: JwtAuthorizer;
let foreignSign: (claims: JWTPayload) => Promise<string>;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  sign = (claims, options = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(options.issuer ?? ISSUER)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(privateKey);
  const other = await generateKeyPair('RS256');
  foreignSign = (claims) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(other.privateKey);
  authorize = createJwtAuthorizer({ issuer: ISSUER, audience: [CLIENT_ID], keys: createLocalJWKSet({ keys: [jwk] }) });
});

describe('JWT authorizer', () => {
  it('accepts a Cognito access token: no aud, client_id is the app client', async () => {
    const token = await sign({
      sub: 'm1',
      client_id: CLIENT_ID,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
    });
    const result = await authorize(`Bearer ${token}`);
    expect(result?.claims.sub).toBe('m1');
    expect(result?.scopes).toEqual(['aws.cognito.signin.user.admin']);
  });

  it('accepts an ID token by its aud, with or without the Bearer prefix', async () => {
    const token = await sign({ sub: 'm1', aud: CLIENT_ID, token_use: 'id' });
    expect(await authorize(token)).toBeDefined();
    expect(await authorize(`bearer ${token}`)).toBeDefined();
  });

  it('refuses another app client, by aud or client_id', async () => {
    expect(await authorize(await sign({ sub: 'm1', client_id: 'other' }))).toBeUndefined();
    expect(await authorize(await sign({ sub: 'm1', aud: 'other' }))).toBeUndefined();
  });

  it('judges by aud when present, even if client_id would match', async () => {
    expect(await authorize(await sign({ sub: 'm1', aud: 'other', client_id: CLIENT_ID }))).toBeUndefined();
  });

  it('refuses a token from another issuer', async () => {
    expect(
      await authorize(await sign({ sub: 'm1', client_id: CLIENT_ID }, { issuer: 'http://localhost:9229/other_pool' })),
    ).toBeUndefined();
  });

  it('refuses an expired token', async () => {
    const expired = await sign({ sub: 'm1', client_id: CLIENT_ID }, { expiresIn: Math.floor(Date.now() / 1000) - 5 });
    expect(await authorize(expired)).toBeUndefined();
  });

  it('refuses a token signed by a key outside the JWKS', async () => {
    expect(await authorize(await foreignSign({ sub: 'm1', client_id: CLIENT_ID }))).toBeUndefined();
  });

  it('refuses a missing or empty Authorization header', async () => {
    expect(await authorize(undefined)).toBeUndefined();
    expect(await authorize('Bearer ')).toBeUndefined();
  });
});

describe('apiGatewayClaims', () => {
  it('passes every claim as a string, arrays as API Gateway prints them', () => {
    expect(
      apiGatewayClaims({ sub: 'm1', exp: 1700000000, email_verified: true, 'cognito:groups': ['admins', 'members'] }),
    ).toEqual({
      sub: 'm1',
      exp: '1700000000',
      email_verified: 'true',
      'cognito:groups': '[admins members]',
    });
  });
});

describe('helpers', () => {
  it('bearerToken strips the scheme only', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('abc')).toBe('abc');
    expect(bearerToken('  ')).toBeUndefined();
  });

  it('audienceMatches accepts any listed aud', () => {
    expect(audienceMatches({ aud: ['x', CLIENT_ID] }, [CLIENT_ID])).toBe(true);
    expect(audienceMatches({}, [CLIENT_ID])).toBe(false);
  });
});
