import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { parse, type $ZodType, type input, type output } from 'zod/v4/core';
import type { HttpRoute } from '#shared/routes/index.ts';
import { requireLiveSession, signedInAtOf } from '../identity/session-floor';
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

/** Maps any thrown value to the API's error body. Unknown errors are logged and never leak detail. */
function errorResponse(error: unknown): APIGatewayProxyStructuredResultV2 {
  if (error instanceof AppError) {
    const response = jsonResponse(error.status, {
      error: {
        code: error.code,
        message: error.message,
        ...(error.issues ? { issues: error.issues } : {}),
        ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      },
    });
    if (error.retryAfterSeconds)
      response.headers = { ...response.headers, 'retry-after': String(error.retryAfterSeconds) };
    return response;
  }
  logger.error('Unhandled error', error as Error);
  countMetric(METRIC.unhandledErrors);
  return jsonResponse(500, { error: { code: 'internal_error', message: 'Something went wrong. Please try again.' } });
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
    const result = await run(input);
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
          request.response = errorResponse(request.error);
        },
      })
      .handler(inner)
  );
}
