/**
 * Errors shaped as Stripe sends them (`{ error: { type, code, message, param } }`)
 * with Stripe's status codes, so the SDK raises the same error classes
 * (StripeInvalidRequestError, StripeCardError, …) locally as in production.
 */
export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

export type StripeErrorBody = {
  type: StripeErrorType;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  doc_url?: string;
};

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }

  toJSON(): { error: StripeErrorBody } {
    return { error: this.body };
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

export function invalidRequest(
  message: string,
  options: { param?: string; code?: string; status?: number } = {},
): StripeApiError {
  const { param, code, status = 400 } = options;
  return new StripeApiError(status, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: docUrl(code) } : {}),
    ...(param ? { param } : {}),
  });
}

/** `kind` is Stripe's object name in the message: customer, price, checkout.session, payment_intent… */
export function resourceMissing(kind: string, id: string, param = 'id'): StripeApiError {
  return invalidRequest(`No such ${kind}: '${id}'`, { param, code: 'resource_missing', status: 404 });
}

export function parameterMissing(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, { param, code: 'parameter_missing' });
}

export function apiError(): StripeApiError {
  return new StripeApiError(500, {
    type: 'api_error',
    message: 'An unknown error occurred in the local Stripe; see its log.',
  });
}

export function unrecognizedUrl(method: string, path: string): StripeApiError {
  return invalidRequest(
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    { status: 404 },
  );
}
