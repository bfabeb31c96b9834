/**
 * The moderator's side of the staff console (decision 0023): the
 * reports queue, a member's case, and the actions, each with a reason and
 * one audit row. A moderator never learns who reported, and cannot act on
 * their own account.
 */
import { ulid } from 'ulid';
import { SCREENING_REPORTER } from '#shared/moderation/media-screening.ts';
import { noticeKindOf, type ModerationAction } from '#shared/moderation/rules.ts';
import type {
  AuditEntry,
  MemberCase,
  ModerationActionInput,
  ReportOrder,
  ReportsQueue,
  StaffReport,
} from '#shared/schemas/staff.ts';
import type { StaffRole } from '#shared/staff/roles.ts';
import { STORY_LIFETIME_SECONDS } from '#shared/stories/rules.ts';
import { auditMonthOfPk, isStartKeyOf } from '../../db/keys';
import { getProfilesByIds } from '../../db/matches';
import {
  auditItem,
  getCase,
  getCases,
  getReports,
  listAuditOfMember,
  noticeItem,
  profileModerationItem,
  queryAuditMonth,
  queryOpenReports,
  queryReportedMembers,
  resolveCaseItems,
  resolveReports,
  resolveSomeReportItems,
  writeModeration,
  type AuditRecord,
  type CaseRecord,
  type ReportRecord,
} from '../../db/moderation';
import type { TransactItem } from '../../db/conditions';
import { getDisplayNames } from '../../db/profile-batch';
import { getProfile } from '../../db/profiles';
import { getStory, listMyStories, setStoryBlurred } from '../../db/stories';
import { getVerification } from '../../db/verification';
import { getVoice } from '../../db/voice';
import { endSessions } from '../../identity/session-floor';
import { requireEnv } from '../../lib/env';
import { AppError, notFound } from '../../lib/errors';
import { mediaUrl } from '../../media/photo-keys';
import { setPhotoBlurred } from '../profile/my-photos';
import { deleteMyStory } from '../stories/story-actions';
import { deleteMyVoice, deletePhoto, publishHeldPhoto, publishHeldStory, revokeSignIns } from './actions-on-demand';
import { decodeKey, encodeKey } from './cursor';
import { memberRow } from './member-row';

const QUEUE_PAGE = 25;

const subjectOf = (report: ReportRecord) => report.subject ?? (report.snapshot?.story ? 'story' : 'profile');

export async function listReportsQueue(order: ReportOrder, cursor: string | undefined): Promise<ReportsQueue> {
  if (order === 'newest') {
    const start = decodeKey(cursor, ['pk', 'sk', 'feedPk', 'feedSk'], isStartKeyOf.openReports);
    const page = await queryOpenReports(QUEUE_PAGE, start);
    const memberIds = page.items.map((report) => report.reportedId);
    const [profiles, cases] = await Promise.all([getProfilesByIds(memberIds), getCases(memberIds)]);
    return {
      order,
      entries: page.items.map((report) => ({
        member: memberRow(report.reportedId, profiles.get(report.reportedId)),
        openReports: Math.max(1, cases.get(report.reportedId)?.openCount ?? 1),
        lastReportedAt: cases.get(report.reportedId)?.lastReportedAt ?? report.createdAt,
        report: {
          reportId: report.reportId,
          category: report.category as never,
          note: report.note,
          createdAt: report.createdAt,
          subject: subjectOf(report),
        },
      })),
      cursor: encodeKey(page.next),
    };
  }
  const start = decodeKey(cursor, ['pk', 'sk', 'feedPk', 'feedSk'], isStartKeyOf.reportedMembers);
  const page = await queryReportedMembers(QUEUE_PAGE, start);
  const memberIds = page.items.map((entry) => entry.memberId);
  const [profiles, latest] = await Promise.all([
    getProfilesByIds(memberIds),
    getReports(page.items.map((entry) => entry.openReportIds.at(-1)!).filter(Boolean)),
  ]);
  const latestById = new Map(latest.map((report) => [report.reportId, report]));
  return {
    order,
    entries: page.items.map((entry) => {
      const report = latestById.get(entry.openReportIds.at(-1) ?? '');
      return {
        member: memberRow(entry.memberId, profiles.get(entry.memberId)),
        openReports: entry.openCount,
        lastReportedAt: entry.lastReportedAt ?? '',
        report: report
          ? {
              reportId: report.reportId,
              category: report.category as never,
              note: report.note,
              createdAt: report.createdAt,
              subject: subjectOf(report),
            }
          : null,
      };
    }),
    cursor: encodeKey(page.next),
  };
}

/** A report as a moderator reads it: the snapshot of what the reporter saw; the reporter is never named. */
function presentReport(report: ReportRecord, liveStories: Set<string>): StaffReport {
  const snapshot = report.snapshot as Record<string, unknown> & {
    story?: Record<string, unknown>;
    messages?: { id: string; content: string; createdAt: string }[];
    held?: { kind: string; mediaId: string };
  };
  const story = snapshot.story;
  return {
    reportId: report.reportId,
    category: report.category as never,
    note: report.note,
    createdAt: report.createdAt,
    status: report.status,
    subject: subjectOf(report),
    snapshot: {
      fullName: String(snapshot.fullName ?? ''),
      age: (snapshot.age as number | null) ?? null,
      location: String(snapshot.location ?? ''),
      bio: String(snapshot.bio ?? ''),
      prompts: (snapshot.prompts as StaffReport['snapshot']['prompts'] | undefined) ?? [],
      profession: String(snapshot.profession ?? ''),
      photos: (snapshot.photos as StaffReport['snapshot']['photos'] | undefined) ?? [],
      capturedAt: String(snapshot.capturedAt ?? report.createdAt),
    },
    story: story
      ? {
          storyId: String(story.id),
          mediaType: story.mediaType === 'video' ? 'video' : 'image',
          mediaUrl: String(story.mediaUrl),
          posterUrl: (story.posterUrl as string | null) ?? null,
          caption: (story.caption as string | null) ?? null,
          live: liveStories.has(String(story.id)),
        }
      : null,
    messages: snapshot.messages ?? [],
    photo: presentReportedPhoto(snapshot.reportedPhoto),
    held: report.reporterId === SCREENING_REPORTER ? presentHeld(snapshot) : null,
  };
}

/** A held image's evidence: the blurred copy the screening report carries, and its scores when stored apart. */
function presentHeld(snapshot: Record<string, unknown>): StaffReport['held'] {
  const copy = (snapshot.photos as { url?: unknown }[] | undefined)?.[0]?.url;
  if (typeof copy !== 'string') return null;
  const scores = snapshot.heldScores as { porn: number; hentai: number; sexy: number } | undefined;
  // A held photo's or story's processed copies wait under held/ until a moderator publishes them (decision 0082).
  const held = snapshot.held as { kind?: unknown; mediaId?: unknown; story?: { createdAt?: unknown } } | undefined;
  const photoId = held?.kind === 'photo' ? String(held.mediaId) : null;
  const storyCreatedAt = held?.kind === 'story' ? held.story?.createdAt : undefined;
  const storyId = typeof storyCreatedAt === 'string' ? String(held!.mediaId) : null;
  const storyEndsAt =
    typeof storyCreatedAt === 'string'
      ? new Date(Date.parse(storyCreatedAt) + STORY_LIFETIME_SECONDS * 1000).toISOString()
      : null;
  return { copyUrl: copy, scores: scores ?? null, photoId, storyId, storyEndsAt };
}

/** The reported photo as the reporter saw it; its file is gone if the member or a moderator removed it since. */
function presentReportedPhoto(stored: unknown): StaffReport['photo'] {
  if (!stored || typeof stored !== 'object') return null;
  const photo = stored as { id: string; url: string; thumbUrl: string; blurred?: boolean };
  return { id: photo.id, url: photo.url, thumbUrl: photo.thumbUrl, ...(photo.blurred ? { blurred: true } : {}) };
}

async function presentAudit(entries: AuditRecord[]): Promise<AuditEntry[]> {
  const names = await getDisplayNames(entries.map((entry) => entry.actorId));
  return entries.map((entry) => ({
    ...entry,
    actorName: names.get(entry.actorId) || 'Staff member',
    details: entry.details ?? {},
  }));
}

export async function getMemberCase(staffId: string, memberId: string, now = new Date()): Promise<MemberCase> {
  const [profile, moderationCase, voice, stories, history, verification] = await Promise.all([
    getProfile(memberId, { consistent: true }),
    getCase(memberId),
    getVoice(memberId),
    listMyStories(memberId, now),
    listAuditOfMember(memberId),
    getVerification(memberId),
  ]);
  if (!profile) throw notFound('Member');
  const reports = (await getReports(moderationCase.openReportIds)).sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  const base = requireEnv('MEDIA_BASE_URL');
  const presentedPhotos = (profile.photos ?? []).map((photo) => ({
    id: photo.id,
    url: mediaUrl(base, photo.key),
    thumbUrl: mediaUrl(base, photo.thumbKey),
    ...(photo.blurred ? { blurred: true } : {}),
  }));
  return {
    member: {
      id: memberId,
      username: profile.username,
      fullName: profile.fullName,
      age: profile.age,
      location: profile.location,
      profession: profile.profession,
      bio: profile.bio,
      prompts: profile.prompts ?? [],
      photos: presentedPhotos,
      createdAt: profile.createdAt,
      suspendedUntil: profile.suspendedUntil ?? null,
      suspensionReason: profile.suspensionReason ?? null,
      bannedAt: profile.bannedAt ?? null,
    },
    voice: voice
      ? { voiceId: voice.voiceId, url: mediaUrl(base, voice.audioKey), durationSeconds: voice.durationSeconds }
      : null,
    stories: stories
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((story) => ({
        storyId: story.storyId,
        mediaType: story.mediaType,
        mediaUrl: mediaUrl(base, story.mediaKey),
        posterUrl: story.posterKey ? mediaUrl(base, story.posterKey) : null,
        caption: story.caption ?? null,
        createdAt: story.createdAt,
        ...(story.blurred ? { blurred: true } : {}),
      })),
    openReports: reports.map((report) => presentReport(report, new Set(stories.map((story) => story.storyId)))),
    verification: {
      status: verification?.status ?? 'unverified',
      verifiedAt: verification?.verifiedAt ?? null,
      ageHold: profile.verificationHold === true,
    },
    history: await presentAudit(history),
    isSelf: memberId === staffId,
  };
}

const SUBJECTS: Partial<Record<ModerationAction, string>> = {
  remove_photo: 'photo',
  remove_story: 'story',
  remove_voice: 'voice intro',
};
/** What the member's notice names: a held story published is a story, a held photo a photo. */
const subjectOfAction = (input: ModerationActionInput): string | null =>
  input.action === 'publish_held' ? (input.heldStoryId ? 'story' : 'photo') : (SUBJECTS[input.action] ?? null);
const DAY_MS = 86_400_000;

/**
 * The open screening reports naming a held item (decision 0082): publishing it resolves those alone, so
 * another held item's report stays open with its own Publish.
 */
async function reportsNamingHeld(moderationCase: CaseRecord, kind: 'photo' | 'story', mediaId: string) {
  const reports = await getReports(moderationCase.openReportIds);
  return reports
    .filter((report) => {
      const held = report.snapshot.held as { kind?: unknown; mediaId?: unknown } | undefined;
      return report.reporterId === SCREENING_REPORTER && held?.kind === kind && held.mediaId === mediaId;
    })
    .map((report) => report.reportId);
}

/**
 * One moderator action. Everything the action decides is one transaction:
 * its audit row, the member's open reports resolved (for a held item published,
 * only the reports naming it), the notice the member
 * is shown, and the suspension or ban on their profile. A ban first closes
 * the sign-in; content is removed after the transaction, through the same
 * use cases the member has (so media goes too, and the stream cleans up).
 * The stream then re-indexes the member (hidden from discovery), tells them
 * live and, for a ban, closes their sockets.
 */
export async function moderateMember(
  staff: { id: string; roles: readonly StaffRole[] },
  memberId: string,
  input: ModerationActionInput,
  now = new Date(),
): Promise<{ auditId: string; action: ModerationAction; resolvedReports: number }> {
  if (memberId === staff.id) throw new AppError('forbidden', 'You cannot act on your own account.');
  const profile = await getProfile(memberId, { consistent: true });
  if (!profile) throw notFound('Member');
  if ('photoId' in input && !(profile.photos ?? []).some((photo) => photo.id === input.photoId))
    throw notFound('Photo');
  if ('storyId' in input && !(await getStory(memberId, input.storyId, now))) throw notFound('Story');
  if (input.action === 'remove_voice' && !(await getVoice(memberId))) throw notFound('Voice intro');
  if (input.action === 'ban' && profile.bannedAt) throw new AppError('conflict', 'This member is already banned.');
  // A ban closes the sign-in before anything is written; with email sign-in, the Cognito username is the member id.
  if (input.action === 'ban') {
    await revokeSignIns(memberId, { disable: true });
    await endSessions(memberId, now);
  }
  // Publishing a held photo or story (decision 0082) happens before its audit row, unlike a removal: a 409
  // (already published, a full profile), a 410 (a story past its 24 hours) or a 404 (nothing held) must leave
  // no audit row and tell the member nothing.
  if (input.action === 'publish_held') {
    if (input.heldPhotoId) await publishHeldPhoto(memberId, input.heldPhotoId, now);
    else await publishHeldStory(memberId, input.heldStoryId!, now);
  }

  const at = now.toISOString();
  for (let attempt = 0; attempt < 4; attempt++) {
    const moderationCase = await getCase(memberId);
    const heldReports =
      input.action === 'publish_held'
        ? await reportsNamingHeld(
            moderationCase,
            input.heldStoryId ? 'story' : 'photo',
            (input.heldStoryId ?? input.heldPhotoId)!,
          )
        : undefined;
    const resolvedReports = heldReports?.length ?? moderationCase.openCount;
    if (input.action === 'dismiss' && moderationCase.openCount === 0)
      throw new AppError('conflict', 'There are no open reports to dismiss.');
    const auditId = ulid(now.getTime());
    const until = input.action === 'suspend' ? new Date(now.getTime() + input.days * DAY_MS).toISOString() : null;
    const details: Record<string, string | number | null> = {
      reports: resolvedReports,
      ...('photoId' in input ? { photoId: input.photoId } : {}),
      ...('storyId' in input ? { storyId: input.storyId } : {}),
      ...('heldPhotoId' in input && input.heldPhotoId ? { photoId: input.heldPhotoId } : {}),
      ...('heldStoryId' in input && input.heldStoryId ? { storyId: input.heldStoryId } : {}),
      ...(input.action === 'suspend' ? { days: input.days, until } : {}),
    };
    const resolution = { action: input.action, auditId, at };
    const { items: caseItems, rest } = heldReports
      ? { items: resolveSomeReportItems(moderationCase, heldReports, resolution), rest: [] }
      : resolveCaseItems(moderationCase, resolution);
    const kind = noticeKindOf(input.action);
    const items: TransactItem[] = [
      auditItem(
        {
          auditId,
          at,
          actorId: staff.id,
          action: input.action,
          targetMemberId: memberId,
          reason: input.reason,
          details,
        },
        staff.roles,
      ),
      ...caseItems,
      ...(kind
        ? [
            noticeItem({
              noticeId: auditId,
              memberId,
              kind,
              reason: input.reason,
              createdAt: at,
              until,
              subject: subjectOfAction(input),
            }),
          ]
        : []),
      ...(input.action === 'suspend'
        ? [profileModerationItem(memberId, { suspendedUntil: until!, suspensionReason: input.reason })]
        : []),
      ...(input.action === 'ban' ? [profileModerationItem(memberId, { bannedAt: at, banReason: input.reason })] : []),
    ];
    const outcome = await writeModeration(items);
    if (outcome === 'stale') continue;
    if (outcome === 'noMember') throw notFound('Member');
    await resolveReports(rest, resolution);
    // A suspension ends the sessions it finds; the member signs in again to read why (their sockets close
    // after the notice is pushed, moderation-effects.ts).
    if (input.action === 'suspend') {
      await revokeSignIns(memberId, { disable: false });
      await endSessions(memberId, now);
    }
    if (input.action === 'remove_photo') await deletePhoto(memberId, input.photoId);
    if (input.action === 'remove_story')
      await deleteMyStory(memberId, input.storyId).catch((error: unknown) => {
        // Expired in the meantime: gone either way.
        if (!(error instanceof AppError && error.code === 'not_found')) throw error;
      });
    if (input.action === 'remove_voice') await deleteMyVoice(memberId);
    // Reversals of the screening (decision 0073), after their audit row like a removal.
    if (input.action === 'blur_photo' || input.action === 'unblur_photo')
      await setPhotoBlurred(memberId, input.photoId, input.action === 'blur_photo');
    if (input.action === 'blur_story' || input.action === 'unblur_story')
      await setStoryBlurred(memberId, input.storyId, input.action === 'blur_story');
    return { auditId, action: input.action, resolvedReports };
  }
  throw new AppError('conflict', 'New reports arrived while this was saved. Please review and try again.');
}

export async function listAuditLog(
  cursor: string | undefined,
  now = new Date(),
): Promise<{ entries: AuditEntry[]; cursor: string | null }> {
  // The cursor names the month partition it continues; a page that ends a month goes on to the one before.
  const start = decodeKey(cursor, ['pk', 'sk'], (key) => auditMonthOfPk(key.pk) !== undefined);
  let month = (start && auditMonthOfPk(start.pk)) ?? now.toISOString().slice(0, 7);
  let startKey: Record<string, unknown> | undefined = start;
  const entries: AuditRecord[] = [];
  let next: Record<string, unknown> | null = null;
  // At most a year back per page: empty months are a Query each.
  for (let step = 0; step < 12 && entries.length < 50; step++) {
    const page = await queryAuditMonth(month, 50 - entries.length, startKey);
    entries.push(...page.items);
    if (page.next) {
      next = page.next;
      break;
    }
    const previous = new Date(`${month}-01T00:00:00.000Z`);
    previous.setUTCMonth(previous.getUTCMonth() - 1);
    month = previous.toISOString().slice(0, 7);
    startKey = undefined;
    next = null;
  }
  return { entries: await presentAudit(entries), cursor: encodeKey(next) };
}
