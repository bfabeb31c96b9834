import { LOCATION_UPDATE_MIN_INTERVAL_SECONDS, type UpdateLocation } from '#shared/schemas/location.ts';
import type { MyProfile } from '#shared/schemas/profile.ts';
import { clearLocation, getProfile, moveLocation, RateLimitedError } from '../../db/profiles';
import { AppError, notFound } from '../../lib/errors';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { presentMyProfile } from './present-profile';

/** Fixes worse than this say little about where someone is; refusing them keeps distances meaningful. */
const MAX_ACCURACY_METRES = 50_000;

const tooSoon = () =>
  new AppError(
    'rate_limited',
    `Your location can change once every ${LOCATION_UPDATE_MIN_INTERVAL_SECONDS} seconds. Please try again shortly.`,
    undefined,
    LOCATION_UPDATE_MIN_INTERVAL_SECONDS,
  );

export async function updateMyLocation(memberId: string, input: UpdateLocation): Promise<MyProfile> {
  const profile = await getProfile(memberId);
  if (!profile) throw notFound('Profile');
  const now = new Date();
  if (!input.enabled) return presentMyProfile(await clearLocation(memberId, now));
  if (input.accuracy !== undefined && input.accuracy > MAX_ACCURACY_METRES) {
    throw new AppError('validation_failed', 'That position is too imprecise to share', [
      { path: 'accuracy', message: 'Too imprecise' },
    ]);
  }
  // The minute between moves is checked first (and again, atomically, by the write), so a refused
  // move does not use up the day's allowance.
  if (
    profile.locationUpdatedAt &&
    now.getTime() - Date.parse(profile.locationUpdatedAt) < LOCATION_UPDATE_MIN_INTERVAL_SECONDS * 1000
  )
    throw tooSoon();
  await enforceRateLimit(memberId, 'locationMove', now.getTime());
  try {
    return presentMyProfile(await moveLocation(memberId, input, now, LOCATION_UPDATE_MIN_INTERVAL_SECONDS));
  } catch (error) {
    if (error instanceof RateLimitedError) throw tooSoon();
    throw error;
  }
}
