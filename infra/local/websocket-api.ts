/**
 * The WebSocket API emulator (ws + node:http) and, on the same port, the
 * @connections management API, so handlers push with the real
 * ApiGatewayManagementApiClient pointed at WS_CALLBACK_URL.
 *
 * As in AWS: the REQUEST authorizer runs on the upgrade, then $connect, and a
 * refusal from either ends the handshake; frames route on the `action` field;
 * a handler's return value is not sent back (no route responses configured);
 * a handler that throws makes API Gateway send its generic error frame.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  WEBSOCKET_AUTHORIZER,
  WEBSOCKET_ROUTE_SELECTION,
  WEBSOCKET_ROUTES,
  type WebSocketRoute,
} from '#shared/routes/index.ts';
import { listen, normalizeIp } from './http-api';
import type { LambdaRuntime } from './lambda-runtime';
import { errorText, type Log } from './log';
import { readRawBody } from './read-body';
import { verifySigV4, type SigV4Failure } from './sigv4-verify';
import { accessKeyIdOf } from './function-identity';
import type { LocalIam } from './local-iam';
import { FrameLengthWatcher, MAX_FRAME_BYTES, MAX_MESSAGE_BYTES } from './websocket-frame-limit';
import {
  buildAuthorizerEvent,
  buildConnectEvent,
  buildDisconnectEvent,
  buildMessageEvent,
  evaluateAuthorizerResult,
  methodArn,
  newConnectionId,
  type requestContext,
  selectRoute,
  type ConnectionInfo,
} from './websocket-events';

export type WebSocketApiOptions = {
  port: number;
  stage: string;
  runtime: LambdaRuntime;
  log: Log;
  routes?: readonly WebSocketRoute[];
  authorizer?: { handler: string; tokenQueryParameter: string };
  /** API Gateway closes a connection idle this long (10 minutes). */
  idleTimeoutMs?: number;
  /** Names a stand-in that is down (supervised-child.ts): handshakes get 503 until it is back. */
  unavailable?: () => string | undefined;
  /** Authorizes a function's @connections call against its role (execute-api:ManageConnections, decision 0064). */
  iam?: LocalIam;
  /** One access-log line per route invocation, with the stack's access-log fields (local-logs.ts). */
  accessLog?: (fields: Record<string, unknown>) => void;
};

type Connection = ConnectionInfo & { socket: WebSocket; lastActiveAt: number; idleTimer?: NodeJS.Timeout };

/** API Gateway's limit for a message posted to a connection. */
const MAX_POST_BYTES = MAX_MESSAGE_BYTES;

/** @connections POSTs by outcome, for benches that count pushes per action (API Gateway bills each delivered one). */
export type PushCounts = { delivered: number; gone: number };

export type WebSocketApi = {
  server: Server;
  connections: ReadonlyMap<string, Connection>;
  pushes(): PushCounts;
  close(): Promise<void>;
};

export async function startWebSocketApi(options: WebSocketApiOptions): Promise<WebSocketApi> {
  const routes = options.routes ?? Object.values(WEBSOCKET_ROUTES);
  const authorizer = options.authorizer ?? WEBSOCKET_AUTHORIZER;
  const byKey = new Map(routes.map((route) => [route.routeKey, route]));
  const messageRouteKeys = new Set([...byKey.keys()].filter((key) => !key.startsWith('$')));
  const idleTimeoutMs = options.idleTimeoutMs ?? 10 * 60_000;
  const connections = new Map<string, Connection>();
  const pushCounts: PushCounts = { delivered: 0, gone: 0 };
  // API Gateway closes a connection that sends a message over 128 KB or a frame over 32 KB (1009);
  // ws enforces the message limit, the watcher below the frame limit.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  wss.on('error', (error) => log(`WebSocket server error: ${errorText(error)}`));
  const { runtime, log } = options;

  const invokeRoute = async (routeKey: string, event: unknown): Promise<unknown> => {
    const route = byKey.get(routeKey);
    if (!route) return undefined;
    const lambdaRequestId = randomUUID();
    let status = 500;
    try {
      const result = await runtime.invoke(route.handler, event, { awsRequestId: lambdaRequestId });
      status = statusOf(result);
      return result;
    } finally {
      options.accessLog?.(accessLine(event as WebSocketRouteEvent, status, lambdaRequestId));
    }
  };

  const touch = (connection: Connection) => {
    connection.lastActiveAt = Date.now();
    clearTimeout(connection.idleTimer);
    connection.idleTimer = setTimeout(() => connection.socket.close(1001, 'Going away'), idleTimeoutMs);
  };

  const server = createServer((req, res) => {
    managementApi(req, connections, options.stage, log, pushCounts, options.iam)
      .then(({ status, headers, body }) => res.writeHead(status, headers).end(body))
      .catch((error) => {
        log(`@connections error: ${errorText(error)}`);
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: 'Internal server error' }));
      });
  });

  server.on('clientError', (error, socket) => {
    log(`WebSocket API client error: ${errorText(error)}`);
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A socket reset mid-handshake emits an error; unheard, it would stop the process.
    socket.on('error', (error) => log(`upgrade socket error: ${errorText(error)}`));
    void (async () => {
      const now = Date.now();
      const [, rawQueryString = ''] = (req.url ?? '/').split(/\?(.*)/s);
      const connection: ConnectionInfo = {
        connectionId: newConnectionId(),
        connectedAt: now,
        sourceIp: normalizeIp(req.socket.remoteAddress),
        userAgent: String(req.headers['user-agent'] ?? ''),
        domainName: String(req.headers.host ?? `localhost:${options.port}`),
        stage: options.stage,
      };
      const handshake = { rawHeaders: req.rawHeaders, rawQueryString };

      // Identity source route.request.querystring.<token>: without it API
      // Gateway answers 401 and never calls the authorizer.
      if (!new URLSearchParams(rawQueryString).get(authorizer.tokenQueryParameter))
        return refuse(socket, 401, 'no token');
      const down = options.unavailable?.();
      if (down) return refuse(socket, 503, `${down} is restarting`);
      let verdict;
      try {
        const result = await runtime.invoke(authorizer.handler, buildAuthorizerEvent(connection, handshake, now));
        verdict = evaluateAuthorizerResult(result, methodArn(options.stage));
      } catch (error) {
        // `throw new Error('Unauthorized')` is the documented way to answer 401.
        if ((error as Error)?.message === 'Unauthorized') return refuse(socket, 401, 'authorizer: Unauthorized');
        log(`authorizer threw: ${errorText(error)}`);
        return refuse(socket, 500, 'authorizer error');
      }
      if (!verdict.allow) {
        if (verdict.status === 500) log(`authorizer: ${verdict.reason}`);
        return refuse(socket, verdict.status, verdict.reason);
      }
      connection.authorizer = verdict.authorizer;

      try {
        const result = await invokeRoute('$connect', buildConnectEvent(connection, handshake, now));
        const status = statusOf(result);
        if (status < 200 || status > 299) return refuse(socket, status, '$connect refused');
      } catch (error) {
        log(`$connect threw: ${errorText(error)}`);
        return refuse(socket, 500, '$connect error');
      }

      wss.handleUpgrade(req, socket, head, (ws) => {
        const live: Connection = { ...connection, socket: ws, lastActiveAt: Date.now() };
        connections.set(live.connectionId, live);
        touch(live);
        log(`connected ${live.connectionId} (${connections.size} open)`);

        // A client's bad frame (too long, malformed) is that connection's problem: ws reports it here
        // after sending the close frame (1009, 1002...). Without a listener the error would be thrown and
        // stop the whole local cloud. Terminating at once could cut the close frame off, so only later.
        ws.on('error', (error) => {
          log(`connection ${live.connectionId} closed: ${errorText(error)}`);
          setTimeout(() => ws.terminate(), 1000).unref();
        });
        const frames = new FrameLengthWatcher();
        socket.on('data', (chunk: Buffer) => {
          if (frames.push(chunk) || ws.readyState !== ws.OPEN) return;
          log(`connection ${live.connectionId} closed: a frame over ${MAX_FRAME_BYTES / 1024} KB`);
          ws.close(1009, 'Frame too large');
          setTimeout(() => ws.terminate(), 1000).unref();
        });

        ws.on('message', (data: Buffer, isBinary) => {
          touch(live);
          const body = isBinary ? data.toString('base64') : data.toString('utf8');
          const routeKey = isBinary ? '$default' : selectRoute(body, WEBSOCKET_ROUTE_SELECTION, messageRouteKeys);
          invokeRoute(routeKey, buildMessageEvent(live, routeKey, body, isBinary, Date.now())).catch((error) => {
            log(`${routeKey} threw: ${errorText(error)}`);
            if (ws.readyState === ws.OPEN) {
              ws.send(
                JSON.stringify({
                  message: 'Internal server error',
                  connectionId: live.connectionId,
                  requestId: randomUUID(),
                }),
              );
            }
          });
        });
        ws.on('close', (code, reason) => {
          clearTimeout(live.idleTimer);
          // Gone before $disconnect runs, as in AWS: posting to it now answers 410.
          connections.delete(live.connectionId);
          invokeRoute('$disconnect', buildDisconnectEvent(live, code, reason.toString(), Date.now())).catch((error) =>
            log(`$disconnect threw: ${errorText(error)}`),
          );
          log(`disconnected ${live.connectionId} (${connections.size} open)`);
        });
      });
    })().catch((error) => {
      log(`upgrade error: ${errorText(error)}`);
      refuse(socket, 500, 'internal');
    });
  });

  await listen(server, options.port);
  return {
    server,
    connections,
    pushes: () => ({ ...pushCounts }),
    async close() {
      for (const connection of connections.values()) {
        clearTimeout(connection.idleTimer);
        connection.socket.terminate();
      }
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A $connect result without statusCode counts as success, like HTTP API's inferred 200. */
type WebSocketRouteEvent = { requestContext: ReturnType<typeof requestContext> };

/** The stack's WebSocket access-log fields (realtime-api.ts) for one route invocation. */
function accessLine(event: WebSocketRouteEvent, status: number, lambdaRequestId: string): Record<string, unknown> {
  const context = event.requestContext;
  const memberId = context.authorizer?.memberId;
  return {
    requestId: context.requestId,
    ip: context.identity.sourceIp,
    memberId: typeof memberId === 'string' ? memberId : '',
    requestTime: context.requestTime,
    eventType: context.eventType,
    routeKey: context.routeKey,
    connectionId: context.connectionId,
    status: String(status),
    lambdaRequestId,
  };
}

function statusOf(result: unknown): number {
  const status = (result as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' ? status : 200;
}

function refuse(socket: Duplex, status: number, reason: string): void {
  const body = JSON.stringify({
    message: status === 401 ? 'Unauthorized' : status === 403 ? 'Forbidden' : (STATUS_CODES[status] ?? 'Error'),
  });
  if (!socket.destroyed) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Local-Reason: ${reason.replace(/[\r\n]/g, ' ')}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
}

type ManagementReply = { status: number; headers: Record<string, string>; body?: string };

function apiError(status: number, type: string, message: string | null): ManagementReply {
  return {
    status,
    headers: { 'content-type': 'application/json', 'x-amzn-errortype': type },
    body: JSON.stringify({ message }),
  };
}

/** API Gateway's answers to IAM authentication failures. */
function signatureRefusal(failure: SigV4Failure): ManagementReply {
  switch (failure.code) {
    case 'MissingAuthentication':
      return apiError(403, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
    case 'InvalidAccessKeyId':
      return apiError(403, 'UnrecognizedClientException', 'The security token included in the request is invalid.');
    case 'RequestExpired':
      return apiError(403, 'InvalidSignatureException', 'Signature expired');
    default:
      return apiError(403, 'InvalidSignatureException', failure.message);
  }
}

/** POST|GET|DELETE /{stage}/@connections/{connectionId}, as the management API serves them. */
async function managementApi(
  req: IncomingMessage,
  connections: Map<string, Connection>,
  stage: string,
  log: Log,
  counts: PushCounts,
  iam?: LocalIam,
): Promise<ManagementReply> {
  const match = /^\/([^/]+)\/@connections\/([^/?]+)/.exec(req.url ?? '');
  if (!match || decodeURIComponent(match[1]) !== stage) return apiError(403, 'ForbiddenException', 'Forbidden');
  const connectionId = decodeURIComponent(match[2]);
  const body = await readRawBody(req);
  // IAM auth, as the real endpoint: only a caller holding credentials (a Lambda's role there, the local key here) may push or close.
  const signature = await verifySigV4({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body });
  if (!signature.ok) {
    log(`refused unsigned or badly signed @connections ${req.method}: ${signature.code}`);
    return signatureRefusal(signature);
  }
  const principal = iam?.principalOf(accessKeyIdOf(req.headers));
  const denied =
    principal &&
    (await iam!.authorize(principal, [
      { action: 'execute-api:ManageConnections', resource: iam!.connectionsArn(connectionId, req.method ?? 'GET') },
    ]));
  // API Gateway's answer to a caller its IAM policy does not allow.
  if (denied) return apiError(403, 'AccessDeniedException', denied.message);
  const connection = connections.get(connectionId);
  if (!connection || connection.socket.readyState !== connection.socket.OPEN) {
    if (req.method === 'POST') counts.gone += 1;
    return apiError(410, 'GoneException', null);
  }

  switch (req.method) {
    case 'POST':
      if (body.length > MAX_POST_BYTES) return apiError(413, 'PayloadTooLargeException', 'Message too long');
      connection.socket.send(body.toString('utf8'));
      counts.delivered += 1;
      return { status: 200, headers: {} };
    case 'GET':
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        // The service's JSON names are camelCase (the SDK maps them to ConnectedAt…).
        body: JSON.stringify({
          connectedAt: new Date(connection.connectedAt).toISOString(),
          lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
          identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
        }),
      };
    case 'DELETE':
      log(`deleting connection ${connectionId}`);
      connection.socket.close(1000, 'Connection deleted');
      return { status: 204, headers: {} };
    default:
      return apiError(403, 'ForbiddenException', 'Forbidden');
  }
}
