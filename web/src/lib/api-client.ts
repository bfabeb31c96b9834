/**
 * The HTTP API client. Requests are built from the route table
 * (shared/routes/) by operation id, so a path or method is written once:
 * `api('getMe')`. Member routes carry the Cognito access token; failures come
 * back as a typed ApiError, whatever went wrong.
 *
 * The browser reads the table's methods and paths as plain data
 * (`virtual:route-paths`) and does not validate answers against the
 * schemas: the server parses every answer with its route's schema before it
 * leaves, which also strips what the schema does not declare (decision
 * 0042). A member page's start then carries neither zod nor a schema.
 */
// Core types take classic and mini schemas alike (the billing routes' are mini: decision 0015).
import type { $ZodType, input, output } from 'zod/v4/core';
import { ROUTE_PATHS } from 'virtual:route-paths';
import type { ErrorCode } from '#shared/errors.ts';
import type { HTTP_ROUTES, HttpRoute, OperationId } from '#shared/routes/index.ts';
import { buildPath } from '#shared/routes/build-path.ts';
import { REFUSAL_IN_BODY, refusalIn } from '#shared/refusals.ts';
import { getRuntimeConfig } from '../config/runtime-config';
import { takeEarlyResponse } from './early-member-request';
import { requestUrl } from './request-url';
import { currentAccessToken, signOut } from './session';

type Routes = typeof HTTP_ROUTES;

/** Codes the client adds to the server's (shared/errors.ts). */
export type ClientErrorCode = 'network_error' | 'invalid_response' | 'http_error';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export class ApiError extends Error {
  constructor(
    /** A shared/errors.ts code, a client code, or whatever code a newer server sent. */
    readonly code: ApiErrorCode | (string & {}),
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** `{matchId}` placeholders of a path, as a union of names. */
type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

type ParamsInput<R> = R extends { path: infer P extends string }
  ? [PathParamNames<P>] extends [never]
    ? { params?: undefined }
    : { params: Record<PathParamNames<P>, string> }
  : never;
type BodyInput<R> = R extends { body: infer B extends $ZodType } ? { body: input<B> } : { body?: undefined };
type QueryInput<R> = R extends { query: infer Q extends $ZodType } ? { query: input<Q> } : { query?: undefined };

export type ApiInput<Op extends OperationId> = ParamsInput<Routes[Op]> & BodyInput<Routes[Op]> & QueryInput<Routes[Op]>;
export type ApiOutput<Op extends OperationId> = output<Routes[Op]['response']>;

/** Operations with nothing to send may be called without an input. */
type ApiArgs<Op extends OperationId> =
  Partial<ApiInput<Op>> extends ApiInput<Op> ? [input?: ApiInput<Op>] : [input: ApiInput<Op>];

type AnyInput = { params?: Record<string, string>; body?: unknown; query?: Record<string, unknown> };

/** Builds the URL and init for a route-table entry; exported for tests. */
export function buildRequest(
  baseUrl: string,
  route: Pick<HttpRoute, 'method' | 'path'>,
  input: AnyInput = {},
  accessToken?: string,
): { url: string; init: RequestInit } {
  const url = requestUrl(baseUrl, buildPath(route.path, input.params), input.query);
  const headers: Record<string, string> = { accept: 'application/json' };
  // A member's requests are preflighted already (authorization), so asking costs no extra round trip.
  if (accessToken) Object.assign(headers, { authorization: `Bearer ${accessToken}`, prefer: REFUSAL_IN_BODY });
  const init: RequestInit = { method: route.method, headers };
  if (input.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(input.body);
  }
  return { url, init };
}

/**
 * Turns a failed response's body into an ApiError; exported for tests. The error schema loads with the
 * first failure, so a page that gets none never loads zod.
 */
export async function parseApiError(status: number, bodyText: string): Promise<ApiError> {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    json = undefined;
  }
  const { ApiErrorSchema } = await import('#shared/errors.ts');
  const parsed = ApiErrorSchema.safeParse(json);
  if (parsed.success) {
    const { code, message, issues } = parsed.data.error;
    return new ApiError(code, message, status, issues);
  }
  // API Gateway's own answers ({"message":"Unauthorized"}) and proxies' HTML land here.
  const gatewayMessage =
    typeof json === 'object' && json !== null && typeof (json as { message?: unknown }).message === 'string'
      ? (json as { message: string }).message
      : undefined;
  const code: ApiErrorCode =
    status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : status === 404 ? 'not_found' : 'http_error';
  return new ApiError(code, gatewayMessage ?? `Request failed with status ${status}`, status);
}

/** The method, path and access of an operation. */
export function routeFor(operationId: OperationId): Pick<HttpRoute, 'method' | 'path' | 'auth'> {
  const route = Object.hasOwn(ROUTE_PATHS, operationId) ? ROUTE_PATHS[operationId] : undefined;
  if (!route) throw new Error(`No route for ${operationId}`);
  return route;
}

export type ApiClientOptions = {
  baseUrl: () => string;
  /** The Cognito access token, or undefined when signed out. */
  accessToken: () => Promise<string | undefined>;
  fetch?: typeof fetch;
  /** The server ended this session (account deleted, suspended, banned, signed out everywhere). */
  onSessionEnded?: () => void;
};

export function createApiClient(options: ApiClientOptions) {
  async function refused(status: number, bodyText: string): Promise<ApiError> {
    const error = await parseApiError(status, bodyText);
    if (error.code === 'session_ended') options.onSessionEnded?.();
    return error;
  }

  return async function call<Op extends OperationId>(operationId: Op, ...[input]: ApiArgs<Op>): Promise<ApiOutput<Op>> {
    const route = routeFor(operationId);
    let token: string | undefined;
    if (route.auth === 'member') {
      token = await options.accessToken();
      if (!token) throw new ApiError('unauthorized', 'Not signed in', 401);
    }
    const { url, init } = buildRequest(options.baseUrl(), route, input as AnyInput | undefined, token);
    let response: Response;
    try {
      // The entry may have asked already, while the code loaded (early-member-request.ts).
      const early = route.method === 'GET' ? await takeEarlyResponse(url, token) : undefined;
      response = early ?? (await (options.fetch ?? fetch)(url, init));
    } catch (error) {
      throw new ApiError('network_error', error instanceof Error ? error.message : 'Network error', 0);
    }
    const text = await response.text();
    if (!response.ok) throw await refused(response.status, text);
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new ApiError(
        'invalid_response',
        `${route.method} ${route.path} answered with a body that is not JSON`,
        response.status,
      );
    }
    // An expected refusal, carried in a 200 so that the browser logs no error for it (shared/refusals.ts).
    const refusal = refusalIn(json);
    if (refusal) throw await refused(refusal.status, JSON.stringify(refusal.error));
    return json as ApiOutput<Op>;
  };
}

export const api = createApiClient({
  baseUrl: () => getRuntimeConfig().httpApiUrl,
  accessToken: currentAccessToken,
  // Its tokens will never work again: signing out locally returns the member to the sign-in page.
  onSessionEnded: () => void signOut().catch(() => undefined),
});
