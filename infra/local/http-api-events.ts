/**
 * The pure half of the HTTP API emulator: route matching, the payload format
 * 2.0 event, the mapping of a handler's result to a response, and CORS, each
 * following API Gateway's documented behaviour so handlers see what AWS sends.
 */
import { randomBytes } from 'node:crypto';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
} from 'aws-lambda';
import type { JwtAuthorization } from './jwt-authorizer';
import { LOCAL_ACCOUNT_ID } from './lambda-runtime';

export const LOCAL_HTTP_API_ID = 'localhttp';

// ─── Routes ────────────────────────────────────────────────────────────────

export type RoutePattern = { method: string; path: string };
export type RouteMatch<R> = { route: R; pathParameters: Record<string, string> };

type Compiled<R> = { route: R; regex: RegExp; names: string[]; greedy: boolean };

/**
 * `/matches/{matchId}` matches one segment, `{proxy+}` the rest. Like API
 * Gateway, the most specific route wins: literal paths before parameters,
 * greedy parameters last.
 */
export function createRouteMatcher<R extends RoutePattern>(routes: readonly R[]) {
  const compiled: Compiled<R>[] = routes.map((route) => {
    const names: string[] = [];
    let greedy = false;
    const source = route.path
      .split('/')
      .map((segment) => {
        const param = /^\{(\w+)(\+)?\}$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(param[1]);
        if (param[2]) greedy = true;
        return param[2] ? '(.+)' : '([^/]+)';
      })
      .join('/');
    return { route, regex: new RegExp(`^${source}$`), names, greedy };
  });
  compiled.sort((a, b) => Number(a.greedy) - Number(b.greedy) || a.names.length - b.names.length);

  return (method: string, path: string): RouteMatch<R> | undefined => {
    for (const candidate of compiled) {
      if (candidate.route.method !== method && candidate.route.method !== 'ANY') continue;
      const match = candidate.regex.exec(path);
      if (!match) continue;
      const pathParameters = Object.fromEntries(candidate.names.map((name, i) => [name, safeDecode(match[i + 1])]));
      return { route: candidate.route, pathParameters };
    }
    return undefined;
  };
}

/** A percent-decoded path segment, or the segment as sent when it is not valid percent-encoding. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// ─── Request → event ───────────────────────────────────────────────────────

export type HttpRequestInput = {
  method: string;
  /** Path plus query string, as received. */
  url: string;
  /** node's `rawHeaders`: name, value, name, value… (keeps duplicates). */
  rawHeaders: string[];
  body: Buffer;
  sourceIp: string;
  routeKey: string;
  pathParameters: Record<string, string>;
  authorization?: JwtAuthorization;
  requestId: string;
  now: number;
};

/**
 * API Gateway passes text bodies as they are and base64-encodes the rest
 * (form posts included). A handler must honour `isBase64Encoded` either way.
 */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type.startsWith('text/') || /^application\/([\w.-]+\+)?(json|xml|javascript)$/.test(type);
}

export function buildHttpApiEvent(
  input: HttpRequestInput & { authorization: JwtAuthorization },
): APIGatewayProxyEventV2WithJWTAuthorizer;
export function buildHttpApiEvent(input: HttpRequestInput): APIGatewayProxyEventV2;
export function buildHttpApiEvent(
  input: HttpRequestInput,
): APIGatewayProxyEventV2 | APIGatewayProxyEventV2WithJWTAuthorizer {
  const [rawPath, rawQueryString = ''] = splitOnce(input.url, '?');
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (let i = 0; i < input.rawHeaders.length; i += 2) {
    const name = input.rawHeaders[i].toLowerCase();
    const value = input.rawHeaders[i + 1];
    // Format 2.0 moves cookies into their own field.
    if (name === 'cookie')
      cookies.push(
        ...value
          .split(';')
          .map((c) => c.trim())
          .filter(Boolean),
      );
    else headers[name] = name in headers ? `${headers[name]},${value}` : value;
  }
  headers['x-forwarded-for'] ??= input.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-amzn-trace-id'] ??=
    `Root=1-${Math.floor(input.now / 1000).toString(16)}-${randomBytes(12).toString('hex')}`;

  const queryStringParameters: Record<string, string> = {};
  for (const pair of rawQueryString.split('&').filter(Boolean)) {
    const [name, value = ''] = splitOnce(pair, '=').map((part) => safeDecode(part ?? ''));
    queryStringParameters[name] = name in queryStringParameters ? `${queryStringParameters[name]},${value}` : value;
  }

  const text = isTextContentType(headers['content-type']);
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath,
    rawQueryString,
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(rawQueryString ? { queryStringParameters } : {}),
    ...(Object.keys(input.pathParameters).length ? { pathParameters: input.pathParameters } : {}),
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: LOCAL_HTTP_API_ID,
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0].split(':')[0],
      http: {
        method: input.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: input.requestId,
      routeKey: input.routeKey,
      stage: '$default',
      time: apiGatewayTime(input.now),
      timeEpoch: input.now,
    },
    ...(input.body.length ? { body: input.body.toString(text ? 'utf8' : 'base64') } : {}),
    isBase64Encoded: input.body.length > 0 && !text,
  };
  if (!input.authorization) return event;
  return {
    ...event,
    requestContext: {
      ...event.requestContext,
      authorizer: { principalId: '', integrationLatency: 0, jwt: input.authorization },
    },
  };
}

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at === -1 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `22/Nov/2026:13:09:00 +0000`, API Gateway's requestContext.time. */
export function apiGatewayTime(epochMs: number): string {
  const d = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`;
}

// ─── Result → response ─────────────────────────────────────────────────────

export type HttpResponse = { statusCode: number; headers: Record<string, string>; cookies: string[]; body: Buffer };

/**
 * Payload 2.0 rules: a result with a numeric `statusCode` is used as given;
 * anything else is the Lambda's JSON payload, sent as a 200 JSON body.
 */
export function toHttpResponse(result: unknown): HttpResponse {
  if (isStructuredResult(result)) {
    const headers = Object.fromEntries(
      Object.entries(result.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    const body =
      typeof result.body === 'string'
        ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8')
        : Buffer.alloc(0);
    return { statusCode: result.statusCode, headers, cookies: [...(result.cookies ?? [])], body };
  }
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    cookies: [],
    body: Buffer.from(JSON.stringify(result ?? null), 'utf8'),
  };
}

function isStructuredResult(result: unknown): result is APIGatewayProxyStructuredResultV2 & { statusCode: number } {
  return (
    typeof result === 'object' &&
    result !== null &&
    !Array.isArray(result) &&
    typeof (result as { statusCode?: unknown }).statusCode === 'number'
  );
}

/** API Gateway's own answers carry exactly these bodies. */
export const GATEWAY_RESPONSES = {
  unauthorized: { statusCode: 401, message: 'Unauthorized' },
  notFound: { statusCode: 404, message: 'Not Found' },
  internalError: { statusCode: 500, message: 'Internal Server Error' },
  timeout: { statusCode: 503, message: 'Service Unavailable' },
  /** A stand-in (DynamoDB Local, cognito-local) is down and restarting; AWS answers the same when a service is. */
  serviceUnavailable: { statusCode: 503, message: 'Service Unavailable' },
} as const;

export function gatewayResponse(kind: keyof typeof GATEWAY_RESPONSES): HttpResponse {
  const { statusCode, message } = GATEWAY_RESPONSES[kind];
  return {
    statusCode,
    headers: { 'content-type': 'application/json' },
    cookies: [],
    body: Buffer.from(JSON.stringify({ message })),
  };
}

// ─── CORS ──────────────────────────────────────────────────────────────────

export type CorsConfig = {
  allowOrigins: string[];
  allowHeaders: string[];
  allowMethods: string[];
  maxAgeSeconds?: number;
};

export function isPreflight(method: string, headers: Record<string, string | string[] | undefined>): boolean {
  return (
    method === 'OPTIONS' &&
    typeof headers.origin === 'string' &&
    typeof headers['access-control-request-method'] === 'string'
  );
}

/**
 * With CORS configured, API Gateway answers preflights itself and replaces any
 * CORS headers the integration returns; a disallowed origin gets none.
 */
export function corsHeaders(
  config: CorsConfig,
  origin: string | undefined,
  preflight: boolean,
): Record<string, string> {
  if (!origin || !(config.allowOrigins.includes('*') || config.allowOrigins.includes(origin))) return {};
  const headers: Record<string, string> = {
    'access-control-allow-origin': config.allowOrigins.includes('*') ? '*' : origin,
  };
  if (preflight) {
    headers['access-control-allow-methods'] = config.allowMethods.join(',');
    headers['access-control-allow-headers'] = config.allowHeaders.join(',');
    if (config.maxAgeSeconds !== undefined) headers['access-control-max-age'] = String(config.maxAgeSeconds);
  }
  return headers;
}

export function withoutCorsHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith('access-control-')));
}
