/**
 * API Gateway's JWT authorizer, as configured for `auth: 'member'` routes:
 * identity source `Authorization` (the `Bearer ` prefix is optional), RS256
 * signature against the issuer's JWKS, `iss`, `exp`/`nbf`, and the audience
 * matched against `aud` (ID tokens) or `client_id` (access tokens).
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

export type JwtAuthorizerConfig = {
  issuer: string;
  /** Allowed audiences: the app client id. */
  audience: string[];
  /** Defaults to the issuer's `/.well-known/jwks.json`. */
  keys?: JWTVerifyGetKey;
};

export type JwtAuthorization = {
  /** As API Gateway passes them: every value a string. */
  claims: Record<string, string>;
  scopes: string[] | null;
};

export type JwtAuthorizer = (authorizationHeader: string | undefined) => Promise<JwtAuthorization | undefined>;

export function createJwtAuthorizer(config: JwtAuthorizerConfig): JwtAuthorizer {
  const keys = config.keys ?? createRemoteJWKSet(new URL(`${config.issuer}/.well-known/jwks.json`));
  return async (header) => {
    const token = bearerToken(header);
    if (!token) return undefined;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, { issuer: config.issuer, algorithms: ['RS256'] }));
    } catch {
      return undefined;
    }
    if (!audienceMatches(payload, config.audience)) return undefined;
    return {
      claims: apiGatewayClaims(payload),
      scopes: typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : null,
    };
  };
}

export function bearerToken(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '') : value;
  return token || undefined;
}

/** API Gateway accepts a token when `aud` (any of them) or, failing that, `client_id` is an allowed audience. */
export function audienceMatches(payload: JWTPayload, audience: string[]): boolean {
  const aud = payload.aud === undefined ? [] : Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (aud.length) return aud.some((value) => audience.includes(value));
  return typeof payload.client_id === 'string' && audience.includes(payload.client_id);
}

/**
 * API Gateway hands claims to the Lambda as strings: numbers and booleans
 * become their text, arrays become `[a b]` (so `cognito:groups` arrives as
 * "[admins members]"). Handlers written against this work in AWS too.
 */
export function apiGatewayClaims(payload: JWTPayload): Record<string, string> {
  return Object.fromEntries(Object.entries(payload).map(([name, value]) => [name, claimText(value)]));
}

function claimText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `[${value.map(claimText).join(' ')}]`;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
