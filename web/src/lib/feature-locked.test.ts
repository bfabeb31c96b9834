import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isFeatureLocked } from './feature-locked';

describe('isFeatureLocked', () => {
  it('tells the paywall apart from a failure', () => {
    expect(isFeatureLocked(new ApiError('feature_locked', 'Upgrade to Gold', 403))).toBe(true);
    expect(isFeatureLocked(new ApiError('forbidden', 'Forbidden', 403))).toBe(false);
    expect(isFeatureLocked(new ApiError('internal_error', 'Boom', 500))).toBe(false);
    expect(isFeatureLocked(undefined)).toBe(false);
  });
});
