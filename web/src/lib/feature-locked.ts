/** Whether an API error means "this tier cannot see it" (403 feature_locked) rather than a failure. */
export const isFeatureLocked = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'feature_locked';
