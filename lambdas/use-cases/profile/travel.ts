import type { UpdateTravel } from '#shared/schemas/travel.ts';
import type { MyProfile } from '#shared/schemas/profile.ts';
import { getProfile, setTravelCity } from '../../db/profiles';
import { notFound } from '../../lib/errors';
import { presentMyProfile } from './present-profile';
import { requireFeature } from '../limits/require-feature';

/**
 * Travel mode (decision 0026): places me in a listed city for discovery, or
 * brings me home. Travelling needs the feature (403 feature_locked otherwise);
 * coming home never does, so a member whose plan ended is never stuck away. The
 * stream re-indexes me from the changed profile (reindex-member.ts).
 */
export async function updateMyTravel(memberId: string, input: UpdateTravel, now = new Date()): Promise<MyProfile> {
  if (!(await getProfile(memberId))) throw notFound('Profile');
  if (input.cityId !== null) await requireFeature(memberId, 'travelMode');
  return presentMyProfile(await setTravelCity(memberId, input.cityId, now));
}
