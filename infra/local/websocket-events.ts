/**
 * The pure half of the WebSocket API emulator: connection ids, the events
 * API Gateway sends ($connect, messages, $disconnect, the REQUEST authorizer),
 * route selection and the authorizer's policy check.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { LOCAL_REGION } from './endpoints';
import { apiGatewayTime } from './http-api-events';
import { LOCAL_ACCOUNT_ID } from './lambda-runtime';

export const LOCAL_WEBSOCKET_API_ID = 'localws';

/** AWS connection ids look like `L0SM9cOFvHcCIhw=`: base64, so they need encoding in URLs. */
export function newConnectionId(): string {
  return randomBytes(11).toString('base64');
}

export function methodArn(stage: string, routeKey = '$connect'): string {
  return `arn:aws:execute-api:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:${LOCAL_WEBSOCKET_API_ID}/${stage}/${routeKey}`;
}

export type ConnectionInfo = {
  connectionId: string;
  connectedAt: number;
  sourceIp: string;
  userAgent: string;
  domainName: string;
  stage: string;
  /** The authorizer's context plus principalId, passed to every route of the connection. */
  authorizer?: Record<string, unknown>;
};

type EventType = 'CONNECT' | 'MESSAGE' | 'DISCONNECT';

export function requestContext(connection: ConnectionInfo, routeKey: string, eventType: EventType, now: number) {
  return {
    routeKey,
    eventType,
    extendedRequestId: randomUUID(),
    requestTime: apiGatewayTime(now),
    messageDirection: 'IN' as const,
    stage: connection.stage,
    connectedAt: connection.connectedAt,
    requestTimeEpoch: now,
    identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
    requestId: randomUUID(),
    domainName: connection.domainName,
    connectionId: connection.connectionId,
    apiId: LOCAL_WEBSOCKET_API_ID,
    ...(connection.authorizer ? { authorizer: connection.authorizer } : {}),
  };
}

export type HandshakeInput = {
  /** node's `rawHeaders`. */
  rawHeaders: string[];
  /** The query string without `?`. */
  rawQueryString: string;
};

export function headerMaps(rawHeaders: string[]) {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i];
    const value = rawHeaders[i + 1];
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  return { headers, multiValueHeaders };
}

export function queryMaps(rawQueryString: string) {
  const params = new URLSearchParams(rawQueryString);
  const queryStringParameters: Record<string, string> = {};
  const multiValueQueryStringParameters: Record<string, string[]> = {};
  for (const [name, value] of params) {
    queryStringParameters[name] = value;
    (multiValueQueryStringParameters[name] ??= []).push(value);
  }
  return { queryStringParameters, multiValueQueryStringParameters };
}

export function buildAuthorizerEvent(
  connection: ConnectionInfo,
  handshake: HandshakeInput,
  now: number,
): APIGatewayRequestAuthorizerEvent {
  const { headers, multiValueHeaders } = headerMaps(handshake.rawHeaders);
  const { queryStringParameters, multiValueQueryStringParameters } = queryMaps(handshake.rawQueryString);
  const { authorizer: _none, ...context } = requestContext(connection, '$connect', 'CONNECT', now);
  // The aws-lambda type is REST-shaped (resource, path, httpMethod); WebSocket
  // authorizers get the WebSocket request context instead, as documented.
  return {
    type: 'REQUEST',
    methodArn: methodArn(connection.stage),
    headers,
    multiValueHeaders,
    queryStringParameters,
    multiValueQueryStringParameters,
    stageVariables: {},
    requestContext: context,
  } as unknown as APIGatewayRequestAuthorizerEvent;
}

export function buildConnectEvent(connection: ConnectionInfo, handshake: HandshakeInput, now: number) {
  return {
    ...headerMaps(handshake.rawHeaders),
    ...queryMaps(handshake.rawQueryString),
    requestContext: requestContext(connection, '$connect', 'CONNECT', now),
    isBase64Encoded: false,
  };
}

export function buildMessageEvent(
  connection: ConnectionInfo,
  routeKey: string,
  body: string,
  isBase64Encoded: boolean,
  now: number,
) {
  return {
    requestContext: {
      ...requestContext(connection, routeKey, 'MESSAGE', now),
      messageId: randomBytes(12).toString('base64'),
    },
    body,
    isBase64Encoded,
  };
}

export function buildDisconnectEvent(connection: ConnectionInfo, statusCode: number, reason: string, now: number) {
  return {
    headers: { Host: connection.domainName },
    multiValueHeaders: { Host: [connection.domainName] },
    requestContext: {
      ...requestContext(connection, '$disconnect', 'DISCONNECT', now),
      disconnectStatusCode: statusCode,
      disconnectReason: reason,
    },
    isBase64Encoded: false,
  };
}

/** Route selection `$request.body.<field>`: a JSON object whose field names a route, else `$default`. */
export function selectRoute(body: string, field: string, routeKeys: ReadonlySet<string>): string {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string' && routeKeys.has(value)) return value;
    }
  } catch {
    // Not JSON: $default.
  }
  return '$default';
}

export type AuthorizerVerdict =
  { allow: true; authorizer: Record<string, unknown> } | { allow: false; status: 403 | 500; reason: string };

/**
 * Reads a REQUEST authorizer's answer as API Gateway does: Deny beats Allow,
 * Allow must cover the method ARN, and context values must be primitives
 * (objects make AWS fail the connect with a 500).
 */
export function evaluateAuthorizerResult(result: unknown, arn: string): AuthorizerVerdict {
  const answer = result as Partial<APIGatewayAuthorizerResult> | undefined;
  const statements = answer?.policyDocument?.Statement;
  if (!answer || typeof answer.principalId !== 'string' || !Array.isArray(statements)) {
    return { allow: false, status: 500, reason: 'authorizer returned no principalId/policyDocument' };
  }
  const context = answer.context ?? {};
  const nonPrimitive = Object.entries(context).find(([, value]) => value !== null && typeof value === 'object');
  if (nonPrimitive)
    return {
      allow: false,
      status: 500,
      reason: `authorizer context.${nonPrimitive[0]} is not a string, number or boolean`,
    };

  const applies = (statement: (typeof statements)[number]) => {
    const s = statement as { Action?: string | string[]; Resource?: string | string[] };
    const actions = ([] as string[]).concat(s.Action ?? []);
    const resources = ([] as string[]).concat(s.Resource ?? []);
    return (
      actions.some((a) => wildcardMatches(a, 'execute-api:Invoke')) && resources.some((r) => wildcardMatches(r, arn))
    );
  };
  const matching = statements.filter(applies);
  if (matching.some((s) => s.Effect === 'Deny')) return { allow: false, status: 403, reason: 'policy denies' };
  if (!matching.some((s) => s.Effect === 'Allow'))
    return { allow: false, status: 403, reason: 'policy does not allow' };
  return { allow: true, authorizer: { ...context, principalId: answer.principalId } };
}

export function wildcardMatches(pattern: string, value: string): boolean {
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return regex.test(value);
}
