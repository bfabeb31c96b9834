import { cleanText } from '#shared/schemas/text.ts';
import { createProfileIfAbsent, getProfile, type ProfileRecord } from '../../db/profiles';
import { METRIC } from '../../lib/metric-names';
import { countMetric } from '../../lib/metrics';

/**
 * A fresh member's profile: every field empty, the full name too: the member
 * writes it (the username is theirs already and shows where no name is given).
 */
export function newProfile(
  memberId: string,
  identity: { email: string; preferredUsername: string | null },
  now: Date,
): ProfileRecord {
  // The username comes from the sign-up form through Cognito: cleaned like any other free text.
  const username =
    cleanText(identity.preferredUsername ?? '', 'line') ||
    cleanText(identity.email.split('@')[0] ?? '', 'line') ||
    'member';
  const at = now.toISOString();
  return {
    id: memberId,
    username,
    email: identity.email,
    fullName: '',
    age: null,
    gender: null,
    bio: '',
    location: '',
    education: '',
    profession: '',
    interests: [],
    height: null,
    lookingFor: null,
    relationshipStatus: null,
    hasChildren: null,
    wantsChildren: null,
    smoking: null,
    drinking: null,
    religion: null,
    politicalViews: null,
    languages: [],
    prompts: [],
    photos: [],
    isProfileComplete: false,
    isLocationEnabled: false,
    latitude: null,
    longitude: null,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * The member record is created on the first authenticated call that needs it
 * rather than by a Cognito trigger: cognito-local cannot invoke triggers, and
 * a lazy create also heals members whose trigger failed.
 * See docs/decisions/0005-member-record-on-first-call.md.
 */
export async function ensureProfile(memberId: string, cognitoUsername: string): Promise<ProfileRecord> {
  const existing = await getProfile(memberId);
  if (existing) return existing;
  // Once per member, so only this path loads the SDK's Cognito package (docs/decisions/0027-cold-start.md).
  const { getMemberIdentity } = await import('../../identity/cognito-users');
  const identity = await getMemberIdentity(cognitoUsername);
  const fresh = newProfile(memberId, identity, new Date());
  const stored = await createProfileIfAbsent(fresh);
  // A concurrent first call may have created it: only the call whose record was stored counts the sign-up.
  if (stored === fresh) countMetric(METRIC.signUps);
  return stored;
}
