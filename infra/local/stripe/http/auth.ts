/** API keys as Stripe reads them: `Authorization: Bearer sk_…`, or Basic with the key as user name (curl -u). */
import { StripeApiError } from '../errors';

const MISSING =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

function keyFrom(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, value = ''] = header.trim().split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return value;
  if (/^basic$/i.test(scheme)) return Buffer.from(value, 'base64').toString('utf8').split(':')[0];
  return undefined;
}

/** 'sk_test_local' → 'sk_test_*****ocal', as Stripe redacts keys in its messages. */
function redact(key: string): string {
  const prefix = /^(sk|rk|pk)_(test|live)_/.exec(key)?.[0] ?? '';
  const rest = key.slice(prefix.length);
  return rest.length <= 4
    ? `${prefix}${'*'.repeat(rest.length)}`
    : `${prefix}${'*'.repeat(rest.length - 4)}${rest.slice(-4)}`;
}

export function checkApiKey(header: string | undefined, secretKey: string): StripeApiError | undefined {
  const key = keyFrom(header);
  if (!key) return new StripeApiError(401, { type: 'invalid_request_error', message: MISSING });
  if (key !== secretKey)
    return new StripeApiError(401, {
      type: 'invalid_request_error',
      message: `Invalid API Key provided: ${redact(key)}`,
    });
  return undefined;
}
