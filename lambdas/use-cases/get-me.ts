import type { Me } from '../../shared/schemas/me';
import { ensureProfile } from './ensure-profile';
import { currentSubscription } from './member-subscription';

export async function getMe(memberId: string, cognitoUsername: string): Promise<Me> {
  const [profile, { subscription, billing }] = await Promise.all([ensureProfile(memberId, cognitoUsername), currentSubscription(memberId)]);
  return {
    id: profile.id,
    username: profile.username,
    email: profile.email,
    isProfileComplete: profile.isProfileComplete,
    subscription,
    billing,
  };
}
