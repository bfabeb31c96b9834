/**
 * /_local: the admin operations over HTTP for `npm run stripe` and for tests
 * running in another process. JSON (or form) in, JSON out, behind the same
 * secret key as the API; errors have Stripe's shape.
 *
 *   GET  /_local/events?type=&limit=      GET  /_local/deliveries?event=
 *   POST /_local/events/:id/resend        POST /_local/advance {days}
 *   GET  /_local/clock                    GET|POST /_local/chaos {duplicates, reorder}
 *   POST /_local/refund {payment_intent}  POST /_local/pay {session, card_number, expiry?, cvc?, name?}
 *   GET  /_local/settled?timeout_ms=      (waits until webhook deliveries are done)
 *   POST /_local/outage {requests}        (the next API requests answer 500)
 *   POST /_local/settings {afterFinalRetry: cancel|unpaid|past_due}  (what the last failed retry does)
 */
import type { LocalStripeAdmin } from '../admin';
import { StripeApiError, apiError, invalidRequest, parameterMissing } from '../errors';
import { errorText } from '../../log';
import { parseForm, type Params } from '../params';
import type { BillingSettings } from '../state';
import { checkApiKey } from './auth';

export type AdminRequest = {
  method: string;
  path: string;
  query: string;
  body: string;
  contentType: string | undefined;
  authorization: string | undefined;
};
export type AdminResponse = { status: number; body: string };

const MAX_SETTLE_WAIT_MS = 120_000;

function parseBody(request: AdminRequest): Params {
  if (!request.body.trim()) return {};
  if (request.contentType?.includes('json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(request.body);
    } catch {
      throw invalidRequest('The request body is not valid JSON.');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw invalidRequest('The request body must be a JSON object.');
    return parsed as Params;
  }
  return parseForm(request.body);
}

const text = (params: Params, name: string): string | undefined => {
  const value = params[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
};

const requiredText = (params: Params, name: string): string => {
  const value = text(params, name);
  if (!value) throw parameterMissing(name);
  return value;
};

const numberParam = (params: Params, name: string): number | undefined => {
  const value = text(params, name);
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number)) throw invalidRequest(`${name} must be a number.`, { param: name });
  return number;
};

const booleanParam = (params: Params, name: string): boolean | undefined => {
  const value = params[name];
  if (value === undefined) return undefined;
  if (value === true || value === 'true' || value === 'on') return true;
  if (value === false || value === 'false' || value === 'off') return false;
  throw invalidRequest(`${name} must be true or false.`, { param: name });
};

async function route(admin: LocalStripeAdmin, settled: () => Promise<void>, request: AdminRequest): Promise<unknown> {
  const query = parseForm(request.query);
  const body = parseBody(request);
  const { method, path } = request;
  if (method === 'GET' && path === '/_local/events') {
    return { data: await admin.events({ type: text(query, 'type'), limit: numberParam(query, 'limit') }) };
  }
  const resend = /^\/_local\/events\/([^/]+)\/resend$/.exec(path);
  if (method === 'POST' && resend) return admin.resend(decodeURIComponent(resend[1]));
  if (method === 'GET' && path === '/_local/deliveries') return { data: await admin.deliveries(text(query, 'event')) };
  if (method === 'POST' && path === '/_local/advance') {
    const days = numberParam(body, 'days');
    if (days === undefined) throw parameterMissing('days');
    return admin.advance(days);
  }
  if (method === 'GET' && path === '/_local/clock') return admin.clock();
  if (method === 'GET' && path === '/_local/chaos') return admin.chaos();
  if (method === 'POST' && path === '/_local/chaos') {
    return admin.setChaos({ duplicates: numberParam(body, 'duplicates'), reorder: booleanParam(body, 'reorder') });
  }
  if (method === 'POST' && path === '/_local/settings') {
    const after = body.afterFinalRetry;
    return admin.setSettings(
      typeof after === 'string' ? { afterFinalRetry: after as BillingSettings['afterFinalRetry'] } : {},
    );
  }
  if (method === 'POST' && path === '/_local/outage') {
    const requests = numberParam(body, 'requests');
    if (requests === undefined) throw parameterMissing('requests');
    return admin.setOutage(requests);
  }
  if (method === 'POST' && path === '/_local/refund') return admin.refund(requiredText(body, 'payment_intent'));
  if (method === 'POST' && path === '/_local/pay') {
    // No card_number: the session's if_required collection with nothing due (Checkout asks for no payment method).
    return admin.pay(requiredText(body, 'session'), text(body, 'card_number') ?? '', {
      expiry: text(body, 'expiry'),
      cvc: text(body, 'cvc'),
      name: text(body, 'name'),
    });
  }
  if (method === 'GET' && path === '/_local/settled') {
    const timeout = Math.min(numberParam(query, 'timeout_ms') ?? 30_000, MAX_SETTLE_WAIT_MS);
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      settled().then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeout);
      }),
    ]);
    clearTimeout(timer);
    if (!outcome)
      throw new StripeApiError(504, {
        type: 'api_error',
        message: `Webhook deliveries still pending after ${timeout} ms.`,
      });
    return { settled: true };
  }
  throw invalidRequest(`Unrecognized request URL (${method}: ${path}).`, { status: 404 });
}

export async function handleAdminRequest(
  request: AdminRequest,
  context: { admin: LocalStripeAdmin; settled: () => Promise<void>; secretKey: string; log: (line: string) => void },
): Promise<AdminResponse> {
  const authError = checkApiKey(request.authorization, context.secretKey);
  if (authError) return { status: authError.status, body: JSON.stringify(authError.toJSON(), null, 2) };
  try {
    const result = await route(context.admin, context.settled, request);
    // A declined card is a 402, as the API answers card errors; the body still says what happened.
    const status = result && typeof result === 'object' && 'ok' in result && result.ok === false ? 402 : 200;
    return { status, body: JSON.stringify(result, null, 2) };
  } catch (error) {
    const known = error instanceof StripeApiError ? error : apiError();
    if (!(error instanceof StripeApiError))
      context.log(`${request.method} ${request.path} failed (answered 500): ${errorText(error)}`);
    return { status: known.status, body: JSON.stringify(known.toJSON(), null, 2) };
  }
}
