import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { parse, type $ZodType, type input, type output } from 'zod/v4/core';
import { prefersRefusalInBody, REFUSAL_IN_BODY, type RefusalEnvelope } from '#shared/refusals.ts';
import type { HttpRoute } from '#shared/routes/index.ts';
import { requireLiveSession, signedInAtOf } from '../identity/session-floor';
import { takeRateLimit } from '../use-cases/limits/enforce-rate-limit';
import { staffRolesOf } from '../lib/claims';
import { AppError } from '../lib/errors';
import { parseHttpInput, type HttpEvent, type ParsedInput } from '../lib/http-input';
import { correlateBy, logger } from '../lib/logger';
import { METRIC } from '../lib/metric-names';
import { countMetric, publishMetrics } from '../lib/metrics';

type BodyOf<R extends HttpRoute> = R['rawBody'] extends true
  ? string
  : R['body'] extends $ZodType
    ? output<R['body']>
    : undefined;
type QueryOf<R extends HttpRoute> = R['query'] extends $ZodType ? output<R['query']> : undefined;
type MemberIdOf<R extends HttpRoute> = R['auth'] extends 'member' ? string : string | undefined;

export type RouteInput<R extends HttpRoute> = Omit<ParsedInput, 'body' | 'query' | 'memberId'> & {
  body: BodyOf<R>;
  query: QueryOf<R>;
  memberId: MemberIdOf<R>;
};

/** A use case may return a plain value (200 JSON) or take over the whole response. */
export type RouteResult<R extends HttpRoute> =
  input<R['response']> | { rawResponse: APIGatewayProxyStructuredResultV2 };

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function jsonResponse(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: JSON_HEADERS, body: JSON.stringify(body) };
}

/**
 * Maps any thrown value to the API's error body. Unknown errors are logged and never leak detail. A refusal
 * (a 4xx of ours) asked for in the body (`Prefer: refusal-in-body`, the web client) is a 200 carrying it, so
 * the browser does not log an answer the page expects as an error (shared/refusals.ts).
 */
export function errorResponse(error: unknown, prefer?: string): APIGatewayProxyStructuredResultV2 {
  if (error instanceof AppError) {
    const body = {
      error: {
        code: error.code,
        message: error.message,
        ...(error.issues ? { issues: error.issues } : {}),
        ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      },
    };
    const inBody = error.status < 500 && prefersRefusalInBody(prefer);
    const response = inBody
      ? jsonResponse(200, { refusal: { status: error.status, error: body } } satisfies RefusalEnvelope)
      : jsonResponse(error.status, body);
    response.headers = {
      ...response.headers,
      vary: 'prefer',
      ...(inBody ? { 'preference-applied': REFUSAL_IN_BODY } : {}),
      ...(error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : {}),
    };
    return response;
  }
  logger.error('Unhandled error', error as Error);
  countMetric(METRIC.unhandledErrors);
  return jsonResponse(500, { error: { code: 'internal_error', message: 'Something went wrong. Please try again.' } });
}

/**
 * Runs a use case under its route's per-member limit (shared/limits.ts): taken once the input is
 * valid, so a malformed request costs nothing, and given back when the use case refuses, so only
 * requests that did something count. The take is one conditional update, so parallel requests can
 * never pass the limit between them.
 */
async function withRouteLimit<T>(route: HttpRoute, memberId: string | undefined, run: () => Promise<T>): Promise<T> {
  const name = route.limitTakenBy === 'useCase' || route.limit === 'gatewayThrottle' ? undefined : route.limit;
  if (!name || !memberId) return run();
  const taken = await takeRateLimit(memberId, name);
  try {
    return await run();
  } catch (error) {
    await taken.giveBack();
    throw error;
  }
}

/**
 * The shared middy stack for HTTP API routes: logger context, validated input,
 * the use case, the response schema (which also strips any field the schema
 * does not declare, so private data cannot leak by accident), then errors
 * mapped in one place, last.
 */
export function httpHandler<R extends HttpRoute>(route: R, run: (input: RouteInput<R>) => Promise<RouteResult<R>>) {
  // Routes that may write check the session floor strongly consistent; read-only ones may use a recent look.
  const fresh = route.table !== 'read' && route.table !== 'none';
  const inner = async (event: HttpEvent, _context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    // The JWT authorizer proves a token is genuine and unexpired, not that its session still stands:
    // a deleted, banned or suspended member, or one signed out everywhere, is refused here (decision 0030).
    const claims = event.requestContext.authorizer?.jwt?.claims;
    // API Gateway's JWT authorizer accepts a Cognito ID token as readily as an access token (its audience
    // is the client id too). An ID token is the member's identity for the web app, not a credential for
    // the API: it cannot be revoked by sign-out, and it carries no scopes. Only access tokens are accepted.
    if (route.auth === 'member' && claims?.token_use !== 'access') {
      throw new AppError('unauthorized', 'Sign in to continue');
    }
    // Every line of this request names the member, so the saved member-failures query finds them.
    if (typeof claims?.sub === 'string') logger.appendKeys({ memberId: claims.sub });
    if (route.auth === 'member' && typeof claims?.sub === 'string') {
      await requireLiveSession(claims.sub, signedInAtOf(claims), { fresh });
    }
    // Staff routes check the group claim on every call, before reading any input: the JWT authorizer
    // proves who is calling, the groups what they may do (shared/staff/roles.ts).
    if (route.roles && !staffRolesOf(event).some((role) => route.roles!.includes(role))) {
      throw new AppError('staff_only', 'This is for Kindred staff only');
    }
    const input = parseHttpInput(route, event) as RouteInput<R>;
    const result = await withRouteLimit(route, input.memberId, () => run(input));
    if (result && typeof result === 'object' && 'rawResponse' in result) return result.rawResponse;
    return jsonResponse(200, parse(route.response, result));
  };

  return (
    middy<HttpEvent, APIGatewayProxyStructuredResultV2>()
      // correlation_id: API Gateway's request id, the `requestId` of the access-log line of this call.
      .use(injectLambdaContext(logger, { resetKeys: true }))
      .use(correlateBy((event: HttpEvent) => event.requestContext.requestId))
      .use(publishMetrics())
      .use({
        onError: async (request) => {
          request.response = errorResponse(request.error, request.event.headers?.prefer);
        },
      })
      .handler(inner)
  );
}
