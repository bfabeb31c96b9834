import { describe, expect, it } from 'vitest';
import { StripeApiError } from './errors';
import {
  applyMetadata,
  optionalBoolean,
  optionalInteger,
  parseForm,
  requiredString,
  stringList,
  valueAt,
} from './params';

const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof StripeApiError ? { status: error.status, ...error.body } : error;
  }
  throw new Error('expected an error');
};

describe('form params', () => {
  it('reads the SDK encoding of arrays and nested objects', () => {
    const params = parseForm(
      'lookup_keys[0]=a&lookup_keys[1]=b&line_items[0][price]=price_1&subscription_data[trial_period_days]=30',
    );
    expect(stringList(params, 'lookup_keys')).toEqual(['a', 'b']);
    expect(valueAt(params, 'line_items[0][price]')).toBe('price_1');
    expect(optionalInteger(params, 'subscription_data[trial_period_days]')).toBe(30);
  });

  it('names the parameter in errors as Stripe does', () => {
    expect(errorOf(() => requiredString(parseForm(''), 'line_items[0][price]'))).toMatchObject({
      status: 400,
      type: 'invalid_request_error',
      code: 'parameter_missing',
      param: 'line_items[0][price]',
      message: 'Missing required param: line_items[0][price].',
    });
    expect(errorOf(() => optionalInteger(parseForm('limit=ten'), 'limit'))).toMatchObject({
      code: 'parameter_invalid_integer',
      param: 'limit',
    });
    expect(errorOf(() => optionalBoolean(parseForm('active=yes'), 'active'))).toMatchObject({
      code: 'parameter_invalid_boolean',
    });
    expect(errorOf(() => requiredString(parseForm('email[x]=1'), 'email'))).toMatchObject({ param: 'email' });
  });

  it('merges metadata, deletes keys set to empty and clears on metadata=', () => {
    expect(applyMetadata({ a: '1', b: '2' }, parseForm('metadata[b]=&metadata[c]=3'))).toEqual({ a: '1', c: '3' });
    expect(applyMetadata({ a: '1' }, parseForm('metadata='))).toEqual({});
    expect(applyMetadata({ a: '1' }, parseForm('name=x'))).toEqual({ a: '1' });
  });

  it('ignores prototype keys', () => {
    const params = parseForm('__proto__[polluted]=1&constructor[prototype][polluted]=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(valueAt(params, 'constructor[prototype][polluted]')).toBeUndefined();
  });
});
