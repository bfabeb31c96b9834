import { isProfileCompleteFor } from '#shared/profile-completion.ts';
import type { MyProfile, ProfileUpdate } from '#shared/schemas/profile.ts';
import { saveProfileFields } from '../../db/profiles';
import { AppError } from '../../lib/errors';
import { ensureProfile } from './ensure-profile';
import { presentMyProfile } from './present-profile';

export async function getMyProfile(memberId: string, cognitoUsername: string): Promise<MyProfile> {
  return presentMyProfile(await ensureProfile(memberId, cognitoUsername));
}

/**
 * Saves the fields given (those left out keep their stored values) and marks
 * the profile complete only when it has what discovery needs, an adult age
 * among it (decision 0030). A save racing another is retried on the fresh read.
 */
export async function updateMyProfile(
  memberId: string,
  cognitoUsername: string,
  update: ProfileUpdate,
): Promise<MyProfile> {
  const given = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined)) as ProfileUpdate;
  for (let attempt = 0; attempt < 3; attempt++) {
    const stored = await ensureProfile(memberId, cognitoUsername);
    const merged = { ...stored, ...given };
    const saved = await saveProfileFields(memberId, given, isProfileCompleteFor(merged), stored.updatedAt, new Date());
    if (saved !== 'stale') return presentMyProfile(saved);
  }
  throw new AppError('conflict', 'Your profile changed while saving. Please try again.');
}
