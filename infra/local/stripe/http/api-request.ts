/**
 * One REST API request, from method, path, query, body and headers to the
 * status, headers and body Stripe would answer. Free of node:http so tests
 * and the server share it. Handlers are synchronous, so a request's changes
 * and events happen as one step, in arrival order.
 */
import { API_ROUTES } from '../api/routes';
import { matchRoute } from '../api/route';
import { StripeApiError, apiError, unrecognizedUrl } from '../errors';
import { expandObject } from '../expand';
import { checkIdempotency, rememberResponse } from '../idempotency';
import { newId } from '../ids';
import { errorText } from '../../log';
import { expandPaths, parseForm, unreadParams } from '../params';
import { API_VERSION, type StripeStore } from '../store';
import { checkApiKey } from './auth';

export type ApiRequest = {
  method: string;
  /** Path without the query string. */
  path: string;
  query: string;
  body: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
};

export type ApiResponse = { status: number; headers: Record<string, string>; body: string };

export type ApiContext = { store: StripeStore; secretKey: string; log: (line: string) => void };

const LOCAL_HINT = ' (The local Stripe implements only the calls Kindred makes; see infra/local/stripe.)';

function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/**
 * The parameters as one canonical string, so an idempotent replay compares
 * what was asked, not how it was encoded.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function handleApiRequest(request: ApiRequest, context: ApiContext): ApiResponse {
  const { store } = context;
  const requestId = newId('req');
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Request-Id': requestId,
    'Stripe-Version': API_VERSION,
    'Cache-Control': 'no-cache, no-store',
    'Access-Control-Allow-Origin': '*',
  };
  const answer = (status: number, body: string): ApiResponse => ({ status, headers, body });
  const fail = (error: StripeApiError) => answer(error.status, json(error.toJSON()));

  const authError = checkApiKey(request.authorization, context.secretKey);
  if (authError) return fail(authError);
  const matched = matchRoute(API_ROUTES, request.method, request.path);
  if (!matched) {
    const error = unrecognizedUrl(request.method, request.path);
    error.body.message += LOCAL_HINT;
    return fail(error);
  }

  const params = { ...parseForm(request.query), ...parseForm(request.body) };
  const key = request.method === 'GET' ? undefined : request.idempotencyKey;
  const signature = { method: request.method, path: request.path, params: canonical(params) };
  if (key !== undefined) {
    headers['Idempotency-Key'] = key;
    const check = checkIdempotency(store, key, signature);
    if (check.kind === 'conflict') return fail(check.error);
    if (check.kind === 'replay') {
      return {
        status: check.record.status,
        headers: { ...headers, 'Request-Id': check.record.requestId, 'Idempotent-Replayed': 'true' },
        body: check.record.body,
      };
    }
  }

  const emittedBefore = store.emitted;
  let response: ApiResponse;
  try {
    const result = store.duringRequest({ id: requestId, idempotency_key: key ?? null }, () =>
      matched.route.handle({ params, path: matched.path, store }),
    );
    const expanded = expandObject(
      result,
      expandPaths(params).filter((path) => path !== 'line_items'),
      (id) => store.find(id),
    );
    response = answer(200, json(expanded));
    const ignored = unreadParams(params);
    if (ignored.length)
      context.log(`${request.method} ${request.path}: ignored unsupported parameter(s) ${ignored.join(', ')}`);
  } catch (error) {
    if (error instanceof StripeApiError) {
      response = fail(error);
    } else {
      context.log(`${request.method} ${request.path} failed (answered 500): ${errorText(error)}`);
      response = fail(apiError());
    }
  }
  // As in Stripe, a result is saved once the request ran: successes and card errors, not validation errors or 500s.
  if (key !== undefined && (response.status === 200 || response.status === 402)) {
    rememberResponse(store, key, {
      ...signature,
      status: response.status,
      body: response.body,
      requestId,
      storedAt: Date.now(),
    });
  }
  if (request.method !== 'GET' || store.emitted !== emittedBefore) store.save();
  return response;
}
