import { describe, expect, it } from 'vitest';
import { prefersRefusalInBody, refusalIn, REFUSAL_IN_BODY } from './refusals';

describe('prefersRefusalInBody', () => {
  it('reads the token among other preferences, whatever its case', () => {
    expect(prefersRefusalInBody(REFUSAL_IN_BODY)).toBe(true);
    expect(prefersRefusalInBody('respond-async, Refusal-In-Body')).toBe(true);
    expect(prefersRefusalInBody('refusal-in-body; foo=bar')).toBe(true);
  });
  it('is off without the header or with other preferences only', () => {
    expect(prefersRefusalInBody(undefined)).toBe(false);
    expect(prefersRefusalInBody('return=minimal')).toBe(false);
    expect(prefersRefusalInBody('refusal-in-bodyx')).toBe(false);
  });
});

describe('refusalIn', () => {
  const error = { error: { code: 'limit_reached', message: 'No likes left' } };
  it('finds a 4xx refusal envelope', () => {
    expect(refusalIn({ refusal: { status: 429, error } })).toEqual({ status: 429, error });
  });
  it('takes nothing else for one: answers with more fields, 5xx, or no status', () => {
    expect(refusalIn({ refusal: { status: 429, error }, other: 1 })).toBeUndefined();
    expect(refusalIn({ refusal: { status: 500, error } })).toBeUndefined();
    expect(refusalIn({ refusal: { error } })).toBeUndefined();
    expect(refusalIn({ matches: [] })).toBeUndefined();
    expect(refusalIn(null)).toBeUndefined();
    expect(refusalIn([])).toBeUndefined();
  });
});
