import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { decodeJwt, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';

const require = createRequire(import.meta.url);

/** cognito-local signs with a key it ships; tests use it to mint tokens that are valid except for one thing. */
function cognitoLocalKey(): { jwk: JWK; kid: string } {
  const path = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  // The file holds { jwk, pem }; cognito-local signs with key id 'CognitoLocal'.
  const { jwk } = JSON.parse(readFileSync(path, 'utf8')) as { jwk: JWK & { kid?: string } };
  return { jwk, kid: jwk.kid ?? 'CognitoLocal' };
}

/** The same claims as a real token, re-signed by cognito-local's key with `exp` in the past. */
export async function expiredCopyOf(token: string): Promise<string> {
  const claims = decodeJwt(token);
  const { jwk, kid } = cognitoLocalKey();
  const key = await importJWK(jwk, 'RS256');
  const past = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT({ ...claims, iat: past - 3600, exp: past }).setProtectedHeader({ alg: 'RS256', kid }).sign(key);
}

/** The same claims signed by a key the pool never published. */
export async function forgedCopyOf(token: string): Promise<string> {
  const claims = decodeJwt(token);
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: cognitoLocalKey().kid }).sign(privateKey);
}

/** A validly signed token with one claim changed, e.g. another client id or issuer. */
export async function resignedWith(token: string, changes: Record<string, unknown>): Promise<string> {
  const { jwk, kid } = cognitoLocalKey();
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({ ...decodeJwt(token), ...changes }).setProtectedHeader({ alg: 'RS256', kid }).sign(key);
}
