import { listOwnItems } from '../db/member-items';
import { getProfile } from '../db/profiles';
import { notFound } from '../lib/errors';
import { presentPhoto } from './present-profile';

/** Storage attributes say nothing about the member; they are left out of the export. */
const STORAGE_KEYS = new Set(['pk', 'sk', 'targetPk', 'targetSk', 'cellPk', 'cellSk', 'feedPk', 'feedSk']);
const clean = (item: Record<string, unknown>) => Object.fromEntries(Object.entries(item).filter(([key]) => !STORAGE_KEYS.has(key)));

/**
 * Everything stored in the member's own partition (profile, preferences,
 * subscription, likes and passes they made, counters, uploads...). Items other
 * members wrote about them (likes and blocks received) are theirs, not the
 * member's, and would also leak who blocked them or bypass the paid Who Liked You.
 */
export async function exportMyData(memberId: string, now = new Date()) {
  const [profile, items] = await Promise.all([getProfile(memberId), listOwnItems(memberId)]);
  if (!profile) throw notFound('Profile');
  return {
    exportedAt: now.toISOString(),
    memberId,
    profile: clean({ ...profile, photos: undefined }) as Record<string, unknown>,
    photos: (profile.photos ?? []).map(presentPhoto),
    items: items.filter((item) => item.entity !== 'profile').map(clean),
  };
}
