import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { safeParse, type $ZodError } from 'zod/v4/core';
import { MAX_BODY_BYTES } from '#shared/errors.ts';
import type { HttpRoute } from '#shared/routes/index.ts';
import { AppError } from './errors';
import { parseJsonBody } from './json-body';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;

export type ParsedInput<Body = unknown, Query = unknown> = {
  /** The verified Cognito `sub`; undefined only on public routes. */
  memberId: string | undefined;
  body: Body;
  query: Query;
  pathParameters: Record<string, string>;
  event: HttpEvent;
};

/** Formats zod issues for the error body: a path and a message each, nothing else. */
export function issuesOf(error: $ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(root)', message: issue.message }));
}

function rawBodyOf(event: HttpEvent): string | undefined {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/**
 * Turns an API Gateway event into validated input for a route, or throws an
 * AppError with a stable code. Nothing downstream sees unvalidated data.
 */
export function parseHttpInput(route: HttpRoute, event: HttpEvent): ParsedInput {
  const raw = rawBodyOf(event);
  const maxBytes = route.maxBodyBytes ?? MAX_BODY_BYTES;
  if (raw !== undefined && Buffer.byteLength(raw, 'utf8') > maxBytes) {
    throw new AppError('payload_too_large', `Request body exceeds ${maxBytes} bytes`);
  }

  const claims = event.requestContext.authorizer?.jwt?.claims;
  const memberId = typeof claims?.sub === 'string' ? claims.sub : undefined;
  // API Gateway's JWT authorizer already refused unauthenticated calls; this is defence in depth
  // against a route being wired without its authorizer.
  if (route.auth === 'member' && !memberId) throw new AppError('unauthorized', 'Sign in to continue');

  let body: unknown = undefined;
  if (route.rawBody) {
    body = raw ?? '';
  } else if (route.body) {
    if (raw === undefined)
      throw new AppError('validation_failed', 'A JSON body is required', [{ path: '(root)', message: 'Required' }]);
    const contentType = event.headers?.['content-type'] ?? '';
    if (contentType && !contentType.toLowerCase().includes('application/json')) {
      throw new AppError('unsupported_media_type', 'Send the body as application/json');
    }
    const json = parseJsonBody(raw, 'body');
    const parsed = safeParse(route.body, json);
    if (!parsed.success) throw new AppError('validation_failed', 'The request body is invalid', issuesOf(parsed.error));
    body = parsed.data;
  } else if (raw !== undefined) {
    throw new AppError('unexpected_body', 'This route takes no request body');
  }

  let query: unknown = undefined;
  const queryParams = event.queryStringParameters ?? {};
  if (route.query) {
    const parsed = safeParse(route.query, queryParams);
    if (!parsed.success) throw new AppError('validation_failed', 'The query string is invalid', issuesOf(parsed.error));
    query = parsed.data;
  } else if (Object.keys(queryParams).length > 0) {
    throw new AppError('validation_failed', 'This route takes no query parameters', [
      { path: 'query', message: 'Unexpected' },
    ]);
  }

  let pathParameters: Record<string, string> = {};
  for (const [key, value] of Object.entries(event.pathParameters ?? {}))
    if (value !== undefined) pathParameters[key] = value;
  if (route.params) {
    const parsed = safeParse(route.params, pathParameters);
    if (!parsed.success) throw new AppError('validation_failed', 'The path is invalid', issuesOf(parsed.error));
    pathParameters = parsed.data as Record<string, string>;
  }

  return { memberId, body, query, pathParameters, event };
}
