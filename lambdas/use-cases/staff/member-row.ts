import type { MemberRow } from '#shared/schemas/staff.ts';
import { presentMemberCard } from '../profile/present-profile';

/** A member as a staff list row shows them; an account deleted meanwhile still has a row. */
export function memberRow(memberId: string, profile: Record<string, unknown> | undefined): MemberRow {
  if (!profile) return { id: memberId, fullName: 'Deleted account', age: null, location: '', photo: null };
  const card = presentMemberCard(memberId, profile);
  return {
    id: memberId,
    fullName: card.fullName || String(profile.username ?? 'Member'),
    age: (profile.age as number | null) ?? null,
    location: String(profile.location ?? ''),
    photo: card.photo,
  };
}
