import { describe, expect, it } from 'vitest';
import {
  buildAuthorizerEvent,
  buildConnectEvent,
  buildDisconnectEvent,
  buildMessageEvent,
  evaluateAuthorizerResult,
  methodArn,
  newConnectionId,
  selectRoute,
  wildcardMatches,
  type ConnectionInfo,
} from './websocket-events';

const ARN = methodArn('local');
const allow = (resource = ARN, context: Record<string, unknown> = { memberId: 'm1' }) => ({
  principalId: 'm1',
  policyDocument: {
    Version: '2012-10-17',
    Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: resource }],
  },
  context,
});

describe('selectRoute', () => {
  const keys = new Set(['ping', 'sendMessage']);
  it('routes on the action field of a JSON object', () => {
    expect(selectRoute('{"action":"ping"}', 'action', keys)).toBe('ping');
  });
  it('falls back to $default for unknown actions, non-objects and non-JSON', () => {
    expect(selectRoute('{"action":"nope"}', 'action', keys)).toBe('$default');
    expect(selectRoute('{"type":"ping"}', 'action', keys)).toBe('$default');
    expect(selectRoute('["ping"]', 'action', keys)).toBe('$default');
    expect(selectRoute('ping', 'action', keys)).toBe('$default');
    expect(selectRoute('{"action":"$connect"}', 'action', keys)).toBe('$default');
  });
});

describe('evaluateAuthorizerResult', () => {
  it('allows when an Allow statement covers the $connect ARN, passing context and principalId on', () => {
    expect(evaluateAuthorizerResult(allow(), ARN)).toEqual({
      allow: true,
      authorizer: { memberId: 'm1', principalId: 'm1' },
    });
    expect(evaluateAuthorizerResult(allow('arn:aws:execute-api:*:*:*/*/*'), ARN).allow).toBe(true);
  });

  it('refuses with 403 when the policy denies or covers another resource', () => {
    const denied = {
      ...allow(),
      policyDocument: {
        Version: '2012-10-17',
        Statement: [{ Action: 'execute-api:Invoke', Effect: 'Deny', Resource: ARN }],
      },
    };
    expect(evaluateAuthorizerResult(denied, ARN)).toMatchObject({ allow: false, status: 403 });
    expect(evaluateAuthorizerResult(allow(methodArn('prod')), ARN)).toMatchObject({ allow: false, status: 403 });
  });

  it('lets Deny win over Allow', () => {
    const both = {
      ...allow(),
      policyDocument: {
        Version: '2012-10-17',
        Statement: [
          { Action: 'execute-api:Invoke', Effect: 'Allow', Resource: '*' },
          { Action: 'execute-api:Invoke', Effect: 'Deny', Resource: ARN },
        ],
      },
    };
    expect(evaluateAuthorizerResult(both, ARN).allow).toBe(false);
  });

  it('fails with 500, as AWS does, on a malformed answer or an object in the context', () => {
    expect(evaluateAuthorizerResult(undefined, ARN)).toMatchObject({ allow: false, status: 500 });
    expect(evaluateAuthorizerResult({ principalId: 'm1' }, ARN)).toMatchObject({ allow: false, status: 500 });
    expect(evaluateAuthorizerResult(allow(ARN, { member: { id: 'm1' } }), ARN)).toMatchObject({
      allow: false,
      status: 500,
    });
  });
});

describe('wildcardMatches', () => {
  it('treats * as any run of characters, and nothing else as special', () => {
    expect(wildcardMatches('arn:aws:execute-api:us-east-1:*:localws/*', ARN)).toBe(true);
    expect(wildcardMatches('arn:aws:execute-api:us-east-1:000000000000:localws/local/$connect', ARN)).toBe(true);
    expect(wildcardMatches('arn.aws', 'arnXaws')).toBe(false);
  });
});

describe('events', () => {
  const connection: ConnectionInfo = {
    connectionId: 'abc=',
    connectedAt: 1000,
    sourceIp: '127.0.0.1',
    userAgent: 'test',
    domainName: 'localhost:3102',
    stage: 'local',
    authorizer: { memberId: 'm1', principalId: 'm1' },
  };
  const handshake = {
    rawHeaders: ['Origin', 'http://localhost:5273', 'Host', 'localhost:3102'],
    rawQueryString: 'token=t%2B1',
  };

  it('gives the authorizer the query string (decoded), headers and method ARN, but no authorizer context', () => {
    const event = buildAuthorizerEvent(connection, handshake, 2000);
    expect(event).toMatchObject({
      type: 'REQUEST',
      methodArn: ARN,
      queryStringParameters: { token: 't+1' },
      headers: { Origin: 'http://localhost:5273' },
    });
    expect(event.requestContext).toMatchObject({
      routeKey: '$connect',
      eventType: 'CONNECT',
      connectionId: 'abc=',
      stage: 'local',
    });
    expect('authorizer' in event.requestContext).toBe(false);
  });

  it('passes the authorizer context to $connect, messages and $disconnect', () => {
    expect(buildConnectEvent(connection, handshake, 2000).requestContext).toMatchObject({
      eventType: 'CONNECT',
      authorizer: { memberId: 'm1' },
    });
    const message = buildMessageEvent(connection, 'ping', '{"action":"ping"}', false, 3000);
    expect(message).toMatchObject({
      body: '{"action":"ping"}',
      isBase64Encoded: false,
      requestContext: { routeKey: 'ping', eventType: 'MESSAGE', authorizer: { memberId: 'm1' } },
    });
    expect(typeof message.requestContext.messageId).toBe('string');
    expect(buildDisconnectEvent(connection, 1001, 'Going away', 4000).requestContext).toMatchObject({
      routeKey: '$disconnect',
      eventType: 'DISCONNECT',
      disconnectStatusCode: 1001,
      authorizer: { memberId: 'm1' },
    });
  });

  it('makes AWS-looking connection ids (base64, 16 characters)', () => {
    const ids = new Set(Array.from({ length: 50 }, newConnectionId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9+/]{15}=$/);
  });
});
