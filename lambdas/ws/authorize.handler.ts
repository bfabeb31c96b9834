import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { WEBSOCKET_AUTHORIZER } from '#shared/routes/websocket-authorizer.ts';
import { requireLiveSession, signedInAtOf } from '../identity/session-floor';
import { verifyAccessToken } from '../identity/verify-access-token';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { isOriginAllowed } from '../realtime/origins';

const policy = (
  principalId: string,
  effect: 'Allow' | 'Deny',
  resource: string,
  context?: Record<string, string>,
): APIGatewayAuthorizerResult => ({
  principalId,
  policyDocument: {
    Version: '2012-10-17',
    Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: resource }],
  },
  ...(context ? { context } : {}),
});

/**
 * Lambda authorizer for $connect: API Gateway has no Cognito authorizer for
 * WebSocket APIs. A missing or bad token throws 'Unauthorized' (API Gateway
 * answers 401); a valid token from a foreign origin gets a Deny (403).
 */
export const handler = async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
  const token = event.queryStringParameters?.[WEBSOCKET_AUTHORIZER.tokenQueryParameter];
  if (!token) throw new Error('Unauthorized');
  let sub: string;
  let signedInAt: number;
  try {
    const claims = await verifyAccessToken(token);
    sub = claims.sub;
    signedInAt = signedInAtOf(claims);
    // A deleted, banned or suspended member, or one signed out everywhere, cannot connect with an old token.
    await requireLiveSession(sub, signedInAt, { fresh: true });
  } catch (error) {
    logger.info('WebSocket token refused', { reason: (error as Error).message });
    throw new Error('Unauthorized');
  }
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  if (!isOriginAllowed(headers.origin, env().ALLOWED_ORIGINS)) {
    logger.info('WebSocket origin refused', { origin: headers.origin });
    return policy(sub, 'Deny', event.methodArn);
  }
  return policy(sub, 'Allow', event.methodArn, { memberId: sub, signedInAt: String(signedInAt) });
};
