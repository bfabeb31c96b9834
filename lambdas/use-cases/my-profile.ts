import type { ProfileFields } from '../../shared/schemas/profile';
import type { MyProfile } from '../../shared/schemas/profile';
import { saveProfileFields } from '../db/profiles';
import { ensureProfile } from './ensure-profile';
import { presentMyProfile } from './present-profile';

export async function getMyProfile(memberId: string, cognitoUsername: string): Promise<MyProfile> {
  return presentMyProfile(await ensureProfile(memberId, cognitoUsername));
}

export async function updateMyProfile(memberId: string, cognitoUsername: string, fields: ProfileFields): Promise<MyProfile> {
  await ensureProfile(memberId, cognitoUsername);
  return presentMyProfile(await saveProfileFields(memberId, fields, new Date()));
}
