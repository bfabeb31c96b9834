/**
 * Moderation and visibility (decision 0023): what a moderator may
 * do, what each action does to a member, and who may see whom. Pure rules,
 * read by the Lambdas that enforce them and the screens that explain them.
 */

export const MODERATION_ACTIONS = [
  'dismiss',
  'remove_photo',
  'remove_story',
  'remove_voice',
  'warn',
  'suspend',
  'ban',
  // Reversals of the screening (decision 0073): a published photo or story blurred, or its blur cleared.
  'blur_photo',
  'unblur_photo',
  'blur_story',
  'unblur_story',
  // A photo or story the screening held back as explicit, published after a moderator's review (decision 0082).
  'publish_held',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Dismiss reports',
  remove_photo: 'Remove photo',
  remove_story: 'Remove story',
  remove_voice: 'Remove voice intro',
  warn: 'Warn',
  suspend: 'Suspend',
  ban: 'Ban',
  blur_photo: 'Blur photo',
  unblur_photo: 'Clear photo blur',
  blur_story: 'Blur story',
  unblur_story: 'Clear story blur',
  publish_held: 'Publish held media',
};

/** Every action needs a reason; the member reads it for a warning, a suspension, a ban or removed content. */
export const REASON_MIN = 5;
export const REASON_MAX = 1000;

export const SUSPENSION_DAYS = { min: 1, max: 365 } as const;

/** What a member is told (on their next visit, and live if they are online). */
export const NOTICE_KINDS = ['warning', 'suspension', 'ban', 'content_removed', 'content_published'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The notice an action leaves for the member; dismissing reports tells them nothing (they never knew). */
export function noticeKindOf(action: ModerationAction): NoticeKind | null {
  switch (action) {
    case 'dismiss':
      return null;
    case 'warn':
      return 'warning';
    case 'suspend':
      return 'suspension';
    case 'ban':
      return 'ban';
    // A blur changes how others see it, not whether it is shown: nothing to tell the member.
    case 'blur_photo':
    case 'unblur_photo':
    case 'blur_story':
    case 'unblur_story':
      return null;
    // The member was told their photo was held back; now they learn it is on their profile after all.
    case 'publish_held':
      return 'content_published';
    default:
      return 'content_removed';
  }
}

/**
 * What decides who may see a member, kept on the profile item so every list
 * that reads profiles filters for free (decision 0023): `eliteUntil` mirrors
 * an active Elite entitlement (the stream writes it), `suspendedUntil` and
 * `bannedAt` are a moderator's.
 */
export type Visibility = {
  eliteUntil?: string | null;
  suspendedUntil?: string | null;
  bannedAt?: string | null;
};

const after = (iso: string | null | undefined, now: Date) => typeof iso === 'string' && Date.parse(iso) > now.getTime();

export const isBanned = (member: Visibility) => typeof member.bannedAt === 'string' && member.bannedAt !== '';
export const isSuspendedAt = (member: Visibility, now: Date) => isBanned(member) || after(member.suspendedUntil, now);
export const isEliteAt = (member: Visibility, now: Date) => after(member.eliteUntil, now);

/**
 * Whether `member` is hidden from a viewer: a banned or suspended member
 * from everyone; an Elite member from everyone who is not Elite (marketing
 * spec "What the product does and for whom": "only Elite members can
 * discover it").
 */
export function hiddenFrom(member: Visibility, viewer: { isElite: boolean }, now: Date): boolean {
  if (isSuspendedAt(member, now)) return true;
  return isEliteAt(member, now) && !viewer.isElite;
}
