/**
 * The HTTP API emulator: node:http in front of the handlers in HTTP_ROUTES,
 * with API Gateway's JWT authorizer, CORS and error answers. Unknown routes,
 * failed authorization and preflights never reach a handler, as in AWS.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { HTTP_ROUTES, type HttpRoute } from '#shared/routes/index.ts';
import {
  buildHttpApiEvent,
  corsHeaders,
  createRouteMatcher,
  gatewayResponse,
  isPreflight,
  toHttpResponse,
  withoutCorsHeaders,
  type CorsConfig,
  type HttpResponse,
} from './http-api-events';
import type { JwtAuthorizer } from './jwt-authorizer';
import { HandlerTimeoutError, type LambdaRuntime } from './lambda-runtime';
import { errorText, type Log } from './log';
import { readRawBody } from './read-body';

export type HttpApiOptions = {
  port: number;
  runtime: LambdaRuntime;
  authorize: JwtAuthorizer;
  webOrigin: string;
  log: Log;
  /** Defaults to the route table; tests pass their own. */
  routes?: readonly HttpRoute[];
  /** Names a stand-in that is down (supervised-child.ts): requests get 503 until it is back. */
  unavailable?: () => string | undefined;
  /** Every answer's status and latency, as API Gateway counts them (Count, 4xx, 5xx, Latency): the local alarms read them. */
  onAnswered?: (statusCode: number, latencyMs: number) => void;
  /** One access-log line per request, with the stack's access-log fields (local-logs.ts). */
  accessLog?: (fields: Record<string, unknown>) => void;
};

/** The same CORS the stack configures: the web origin, these headers, the table's methods. */
export function httpApiCors(routes: readonly HttpRoute[], webOrigin: string): CorsConfig {
  return {
    allowOrigins: [webOrigin],
    allowHeaders: ['authorization', 'content-type', 'prefer'],
    allowMethods: [...new Set([...routes.map((route) => route.method), 'OPTIONS'])],
    // As infra/constructs/member-http-api.ts: two hours.
    maxAgeSeconds: 7200,
  };
}

export async function startHttpApi(options: HttpApiOptions): Promise<Server> {
  const routes: readonly HttpRoute[] = options.routes ?? Object.values(HTTP_ROUTES);
  const match = createRouteMatcher(routes);
  const cors = httpApiCors(routes, options.webOrigin);

  const server = createServer(async (req, res) => {
    const started = Date.now();
    const requestId = randomUUID();
    const method = req.method ?? 'GET';
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
    const path = (req.url ?? '/').split('?')[0];
    // What the access-log line says beyond the answer, learned as the request goes.
    const access = { routeKey: '-', memberId: '', lambdaRequestId: '', integrationLatency: '', integrationError: '' };

    const reply = (response: HttpResponse, note = '') => {
      const headers: Record<string, string | string[]> = {
        ...withoutCorsHeaders(response.headers),
        ...corsHeaders(cors, origin, false),
        'apigw-requestid': requestId,
      };
      if (response.cookies.length) headers['set-cookie'] = response.cookies;
      res.writeHead(response.statusCode, headers).end(response.body);
      options.onAnswered?.(response.statusCode, Date.now() - started);
      options.accessLog?.({
        requestId,
        ip: normalizeIp(req.socket.remoteAddress),
        memberId: access.memberId,
        requestTime: new Date(started).toISOString(),
        routeKey: access.routeKey,
        status: String(response.statusCode),
        protocol: `HTTP/${req.httpVersion}`,
        responseLength: String(response.body.length),
        responseLatency: String(Date.now() - started),
        integrationLatency: access.integrationLatency,
        lambdaRequestId: access.lambdaRequestId,
        integrationError: access.integrationError,
      });
      if (method !== 'OPTIONS')
        options.log(`${method} ${path} → ${response.statusCode} (${Date.now() - started} ms)${note}`);
    };

    if (isPreflight(method, req.headers)) {
      res.writeHead(204, { ...corsHeaders(cors, origin, true), 'apigw-requestid': requestId }).end();
      return;
    }

    try {
      const body = await readRawBody(req);
      const matched = match(method, path);
      if (!matched) return reply(gatewayResponse('notFound'));
      const route = matched.route;
      access.routeKey = `${route.method} ${route.path}`;
      const down = options.unavailable?.();
      if (down) return reply(gatewayResponse('serviceUnavailable'), ` (${down} is restarting)`);

      let authorization;
      if (route.auth === 'member') {
        authorization = await options.authorize(req.headers.authorization);
        if (!authorization) return reply(gatewayResponse('unauthorized'));
        access.memberId = authorization.claims.sub ?? '';
      }

      const event = buildHttpApiEvent({
        method,
        url: req.url ?? '/',
        rawHeaders: req.rawHeaders,
        body,
        sourceIp: normalizeIp(req.socket.remoteAddress),
        routeKey: `${route.method} ${route.path}`,
        pathParameters: matched.pathParameters,
        authorization,
        requestId,
        now: started,
      });

      let result: unknown;
      access.lambdaRequestId = randomUUID();
      const invoked = Date.now();
      try {
        result = await options.runtime.invoke(route.handler, event, { awsRequestId: access.lambdaRequestId });
      } catch (error) {
        access.integrationLatency = String(Date.now() - invoked);
        access.integrationError = (error as Error)?.message ?? String(error);
        if (error instanceof HandlerTimeoutError) {
          options.log(errorText(error));
          return reply(gatewayResponse('timeout'));
        }
        // In AWS this is a Lambda error: the client sees a bare 500, the log the stack.
        options.log(`${route.handler} threw: ${errorText(error)}`);
        return reply(gatewayResponse('internalError'));
      }
      access.integrationLatency = String(Date.now() - invoked);
      reply(toHttpResponse(result));
    } catch (error) {
      options.log(`HTTP API emulator error: ${errorText(error)}`);
      if (!res.headersSent) reply(gatewayResponse('internalError'));
    }
  });
  // Node closes an idle keep-alive connection after 5 s; a client that reuses it just then gets ECONNRESET
  // (a Playwright `route.fetch` did, on a loaded CI run). API Gateway holds idle connections far longer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await listen(server, options.port);
  return server;
}

export function normalizeIp(address: string | undefined): string {
  if (!address) return '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address === '::1' ? '127.0.0.1' : address;
}

export function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
