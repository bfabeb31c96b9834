/**
 * What the table stream does for moderation and visibility (decision 0023):
 * tells a member about a moderator's action the moment it is written, closes
 * a banned or suspended member's sockets, and mirrors an Elite entitlement onto the
 * profile so every list can hide Elite members from non-Elite viewers.
 */
import { subscriptionFrom } from '#shared/tiers.ts';
import type { NoticeRecord } from '../../db/moderation';
import { getEntitlements } from '../../db/entitlements';
import { setEliteUntil } from '../../db/profiles';
import { closeSocketsOf } from '../../realtime/close-sockets';
import { pushToMembers } from '../../realtime/push';
import { presentNotice } from './notices';

/** Tells the member what was done and why, live; a ban's or suspension's sockets close right after its notice went out. */
export async function announceNotice(notice: NoticeRecord): Promise<void> {
  await pushToMembers([notice.memberId], { type: 'moderation', notice: presentNotice(notice) });
  if (notice.kind === 'ban' || notice.kind === 'suspension') await closeSocketsOf(notice.memberId);
}

/** The profile's `eliteUntil` follows the entitlement: set while Elite is active, removed otherwise. */
export async function mirrorEliteVisibility(memberId: string, now = new Date()): Promise<void> {
  const entitlements = await getEntitlements(memberId);
  const isElite = subscriptionFrom(entitlements, now).tier === 'elite';
  await setEliteUntil(memberId, isElite && entitlements.elite ? entitlements.elite.expiresAt : null);
}
