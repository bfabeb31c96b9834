/**
 * A member's case, as a moderator works it (decision 0023): the
 * profile, photos, voice intro and live stories, each open report with what
 * was reported (the profile as the reporter saw it, the story or messages),
 * the history, and the actions. Every action needs a reason and leaves one
 * audit row; the member is told what was done and why, never who reported.
 */
import { Ban, CircleCheck, Clock, EyeOff, Gavel, Trash2, TriangleAlert, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  MODERATION_ACTION_LABELS,
  REASON_MAX,
  REASON_MIN,
  SUSPENSION_DAYS,
  type ModerationAction,
} from '#shared/moderation/rules.ts';
import { REPORT_CATEGORY_LABELS } from '#shared/schemas/safety.ts';
import type { MemberCase, ModerationActionInput, StaffReport } from '#shared/schemas/staff.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { TextareaField } from '#web/components/ui/textarea-field.tsx';
import { useMemberCase } from '../api/get-member-case';
import { useModerateMember } from '../api/moderate-member';
import {
  auditActionLabel,
  formatDate,
  formatDateTime,
  heldScoreLines,
  VERIFICATION_STATUS_LABELS,
  VERIFICATION_STATUS_TONES,
} from '../lib/labels';
import { SUBJECT_LABELS } from './reports-queue-page';
import { ScoreList } from './score-list';
import { recordStaffAction, StaffFormDialog } from './staff-form-dialog';
import { Pill, StaffEntry, StaffSection } from './staff-ui';
import { NameAndAge } from '#web/components/ui/name-and-age.tsx';
import { PromptAnswers } from '#web/components/ui/prompt-answers.tsx';

/** The action being taken, and what it is about for removals. */
type Pending = { action: ModerationAction; targetId?: string; what?: string; held?: HeldKind };
/** What a Publish button publishes: a held photo or a held story (decision 0082). */
type HeldKind = 'photo' | 'story';

export function MemberCasePage() {
  const { memberId = '' } = useParams();
  const memberCase = useMemberCase(memberId);
  return (
    <StaffEntry back={paths.staffReports.getHref()} backLabel="Reports queue" query={memberCase} what="member">
      {(data) => <CaseDetail data={data} memberId={memberId} />}
    </StaffEntry>
  );
}

function CaseDetail({ data, memberId }: { data: MemberCase; memberId: string }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const { member } = data;
  const suspended = member.suspendedUntil !== null && Date.parse(member.suspendedUntil) > Date.now();
  const canAct = !data.isSelf && member.bannedAt === null;
  const removeButton = (pendingAction: Pending, label: string) =>
    canAct && (
      <Button size="sm" variant="secondary" onClick={() => setPending(pendingAction)} aria-label={label}>
        <Trash2 className="size-4" aria-hidden /> Remove
      </Button>
    );

  // Reversing the screening (decision 0073): a blurred picture shown plainly, or a plain one blurred.
  const blurButton = (pendingAction: Pending, label: string) =>
    canAct && (
      <Button size="sm" variant="secondary" onClick={() => setPending(pendingAction)} aria-label={label}>
        <EyeOff className="size-4" aria-hidden /> {pendingAction.action.startsWith('unblur') ? 'Clear blur' : 'Blur'}
      </Button>
    );

  return (
    <>
      <StaffSection
        title="Member"
        actions={
          <div className="flex flex-wrap gap-1.5">
            {member.bannedAt && <Pill tone="red">Banned {formatDate(member.bannedAt)}</Pill>}
            {suspended && <Pill tone="amber">Suspended until {formatDate(member.suspendedUntil!)}</Pill>}
            {data.openReports.length > 0 && (
              <Pill tone="red">
                {data.openReports.length} open {data.openReports.length === 1 ? 'report' : 'reports'}
              </Pill>
            )}
          </div>
        }
      >
        <h1 className="text-2xl font-extrabold break-words text-gray-900">
          <NameAndAge name={member.fullName || 'Unnamed member'} age={member.age} />
        </h1>
        <p className="mt-1 text-sm text-gray-600">
          {[`@${member.username}`, member.location, member.profession, `joined ${formatDate(member.createdAt)}`]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {member.bio && <p className="mt-3 text-sm whitespace-pre-line text-gray-800">{member.bio}</p>}
        {member.prompts.length > 0 && (
          <div className="mt-3">
            <PromptAnswers prompts={member.prompts} />
          </div>
        )}
        {suspended && member.suspensionReason && (
          <p className="mt-3 text-sm text-amber-900">Suspension reason: {member.suspensionReason}</p>
        )}
        <VerificationLine verification={data.verification} />

        {member.photos.length > 0 && (
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Photos">
            {member.photos.map((photo, index) => (
              <li key={photo.id} className="space-y-2">
                <img
                  src={photo.thumbUrl}
                  alt={`Photo ${index + 1} of ${member.fullName}`}
                  className="aspect-square w-full rounded-2xl object-cover"
                />
                {photo.blurred && <Pill tone="amber">Blurred</Pill>}
                {removeButton(
                  { action: 'remove_photo', targetId: photo.id, what: `photo ${index + 1}` },
                  `Remove photo ${index + 1}`,
                )}
                {blurButton(
                  {
                    action: photo.blurred ? 'unblur_photo' : 'blur_photo',
                    targetId: photo.id,
                    what: `photo ${index + 1}`,
                  },
                  `${photo.blurred ? 'Clear blur of' : 'Blur'} photo ${index + 1}`,
                )}
              </li>
            ))}
          </ul>
        )}
        {data.voice && (
          <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center">
            <p className="text-sm font-semibold text-gray-800">
              Voice intro ({Math.round(data.voice.durationSeconds)} s)
            </p>
            <audio controls src={data.voice.url} className="w-full max-w-sm" aria-label="Voice intro" />
            {removeButton({ action: 'remove_voice', what: 'voice intro' }, 'Remove voice intro')}
          </div>
        )}
        {data.stories.length > 0 && (
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Live stories">
            {data.stories.map((story, index) => (
              <li key={story.storyId} className="space-y-2">
                <StoryMedia story={story} label={`Story ${index + 1}`} />
                {story.caption && <p className="text-xs text-gray-700">{story.caption}</p>}
                {story.blurred && <Pill tone="amber">Blurred</Pill>}
                {removeButton(
                  { action: 'remove_story', targetId: story.storyId, what: `story ${index + 1}` },
                  `Remove story ${index + 1}`,
                )}
                {blurButton(
                  {
                    action: story.blurred ? 'unblur_story' : 'blur_story',
                    targetId: story.storyId,
                    what: `story ${index + 1}`,
                  },
                  `${story.blurred ? 'Clear blur of' : 'Blur'} story ${index + 1}`,
                )}
              </li>
            ))}
          </ul>
        )}
      </StaffSection>

      <StaffSection title="Actions">
        {data.isSelf ? (
          <p className="text-sm text-gray-700">This is your own account: another moderator has to act on it.</p>
        ) : member.bannedAt ? (
          <p className="text-sm text-gray-700">This member is banned.</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => setPending({ action: 'dismiss' })}
              disabled={data.openReports.length === 0}
            >
              <CircleCheck className="size-4" aria-hidden /> Dismiss reports
            </Button>
            <Button variant="secondary" onClick={() => setPending({ action: 'warn' })}>
              <TriangleAlert className="size-4" aria-hidden /> Warn
            </Button>
            <Button variant="secondary" onClick={() => setPending({ action: 'suspend' })}>
              <Clock className="size-4" aria-hidden /> Suspend
            </Button>
            <Button variant="danger" onClick={() => setPending({ action: 'ban' })}>
              <Ban className="size-4" aria-hidden /> Ban
            </Button>
          </div>
        )}
      </StaffSection>

      <StaffSection title={`Open reports (${data.openReports.length})`}>
        {data.openReports.length === 0 ? (
          <p className="text-sm text-gray-600">No open reports.</p>
        ) : (
          <ul className="space-y-4" aria-label="Open reports">
            {data.openReports.map((report) => (
              <ReportItem
                key={report.reportId}
                report={report}
                onPublish={
                  canAct ? (held, id) => setPending({ action: 'publish_held', targetId: id, held }) : undefined
                }
              />
            ))}
          </ul>
        )}
      </StaffSection>

      <StaffSection title="History">
        {data.history.length === 0 ? (
          <p className="text-sm text-gray-600">No staff actions yet.</p>
        ) : (
          <ul className="divide-y divide-rose-100" aria-label="Moderation history">
            {data.history.map((entry) => (
              <li key={entry.auditId} className="py-3 text-sm">
                <p className="font-semibold text-gray-900">
                  {auditActionLabel(entry.action)}{' '}
                  <span className="font-normal text-gray-600">
                    by {entry.actorName} · {formatDateTime(entry.at)}
                  </span>
                </p>
                <p className="text-gray-700">{entry.reason}</p>
              </li>
            ))}
          </ul>
        )}
      </StaffSection>

      <ActionDialog pending={pending} onClose={() => setPending(null)} memberId={memberId} name={member.fullName} />
    </>
  );
}

/** Photo verification (decision 0071): the status, an age hold, and the way to the queue while a person must look. */
function VerificationLine({ verification }: { verification: MemberCase['verification'] }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="case-verification">
      <Pill tone={VERIFICATION_STATUS_TONES[verification.status]}>
        {VERIFICATION_STATUS_LABELS[verification.status]}
        {verification.status === 'verified' && verification.verifiedAt && ` ${formatDate(verification.verifiedAt)}`}
      </Pill>
      {verification.ageHold && <Pill tone="red">Age hold: not discoverable</Pill>}
      {verification.status === 'review' && (
        <Link
          to={paths.staffVerifications.getHref()}
          className="font-semibold text-rose-700 underline underline-offset-2"
        >
          Review it in Verifications
        </Link>
      )}
    </div>
  );
}

function StoryMedia({
  story,
  label,
}: {
  story: { mediaType: 'image' | 'video'; mediaUrl: string; posterUrl: string | null };
  label: string;
}) {
  return story.mediaType === 'video' ? (
    <video
      src={story.mediaUrl}
      poster={story.posterUrl ?? undefined}
      controls
      className="aspect-[9/16] w-full rounded-2xl bg-black object-cover"
      aria-label={label}
    />
  ) : (
    <img src={story.mediaUrl} alt={label} className="aspect-[9/16] w-full rounded-2xl object-cover" />
  );
}

function ReportItem({ report, onPublish }: { report: StaffReport; onPublish?: (held: HeldKind, id: string) => void }) {
  const { snapshot } = report;
  return (
    <li className="rounded-2xl border border-rose-100 bg-white p-4" data-testid="open-report">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-gray-900">{REPORT_CATEGORY_LABELS[report.category]}</p>
        <Pill tone="grey">{SUBJECT_LABELS[report.subject]}</Pill>
        <span className="text-xs text-gray-600">{formatDateTime(report.createdAt)}</span>
      </div>
      {report.note && <p className="mt-2 text-sm text-gray-800">“{report.note}”</p>}
      {report.held && <HeldEvidence held={report.held} onPublish={onPublish} />}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-rose-700">The profile as the reporter saw it</summary>
        <div className="mt-2 space-y-1 text-gray-700">
          <p>
            {snapshot.fullName}
            {snapshot.age !== null && `, ${snapshot.age}`} · {snapshot.location} · {snapshot.profession}
          </p>
          {snapshot.bio && <p className="whitespace-pre-line">{snapshot.bio}</p>}
          <PromptAnswers prompts={snapshot.prompts} />
          {snapshot.photos.length > 0 && (
            <div className="flex flex-wrap gap-2 pt-1">
              {snapshot.photos.map((photo, index) => (
                <img
                  key={photo.id}
                  src={photo.thumbUrl}
                  alt={`Reported photo ${index + 1}`}
                  className="size-16 rounded-xl object-cover"
                />
              ))}
            </div>
          )}
        </div>
      </details>
      {report.photo && (
        <div className="mt-3 max-w-40 space-y-1">
          <p className="text-sm font-semibold text-gray-800">
            Reported photo{report.photo.blurred ? ' (published blurred)' : ''}
          </p>
          <img
            src={report.photo.url}
            alt="The reported photo"
            className="aspect-[4/5] w-full rounded-2xl object-cover"
          />
        </div>
      )}
      {report.story && (
        <div className="mt-3 max-w-40 space-y-1">
          <p className="text-sm font-semibold text-gray-800">
            Reported story{report.story.live ? '' : ' (no longer live)'}
          </p>
          <StoryMedia story={report.story} label="Reported story" />
          {report.story.caption && <p className="text-xs text-gray-700">{report.story.caption}</p>}
        </div>
      )}
      {report.messages.length > 0 && (
        <div className="mt-3">
          <p className="text-sm font-semibold text-gray-800">Their messages</p>
          <ul className="mt-1 space-y-1">
            {report.messages.map((message) => (
              <li key={message.id} className="rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-800">
                {message.content} <span className="text-xs text-gray-600">· {formatDateTime(message.createdAt)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/**
 * What automatic screening held back (decision 0070): never published, so the blurred copy the report carries is
 * all there is to see, with the scores beside the rules that held it.
 */
function HeldEvidence({
  held,
  onPublish,
}: {
  held: NonNullable<StaffReport['held']>;
  onPublish?: (held: HeldKind, id: string) => void;
}) {
  const { photoId, storyId, storyEndsAt } = held;
  // A held story can be published only within its original 24 hours; the server refuses it after that.
  const storyOpen = storyId && storyEndsAt && Date.parse(storyEndsAt) > Date.now();
  const target: { kind: HeldKind; id: string } | null = photoId
    ? { kind: 'photo', id: photoId }
    : storyOpen
      ? { kind: 'story', id: storyId }
      : null;
  return (
    <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start" data-testid="held-evidence">
      <div className="w-32 shrink-0 space-y-2">
        <p className="text-sm font-semibold text-gray-800">Held image (blurred copy)</p>
        <img
          src={held.copyUrl}
          alt="The held image, blurred"
          className="aspect-[4/5] w-full rounded-2xl object-cover"
        />
        {/* A held photo waits under held/ until a moderator publishes it (decision 0082). */}
        {onPublish && target && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onPublish(target.kind, target.id)}
            aria-label={`Publish the held ${target.kind}`}
          >
            <Upload className="size-4" aria-hidden /> Publish
          </Button>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm text-gray-700">Not published: held by automatic screening.</p>
        {storyId && storyEndsAt && (
          <p className="text-sm text-gray-700">
            {storyOpen
              ? `A story: it can be published until ${formatDateTime(storyEndsAt)}, with its original time and caption.`
              : 'A story whose 24 hours are over: it can no longer be published.'}
          </p>
        )}
        {held.scores && <ScoreList lines={heldScoreLines(held.scores)} label="Screening scores" />}
      </div>
    </div>
  );
}

const ACTION_HINTS: Record<ModerationAction, string> = {
  dismiss: 'Closes the open reports with no action. The member is not told: they never knew.',
  remove_photo: 'Deletes the photo and its files. The member is told why.',
  remove_story: 'Deletes the story and its media. The member is told why.',
  remove_voice: 'Deletes the voice intro. The member is told why.',
  warn: 'The member sees this warning and your reason on their next visit (at once if online).',
  suspend: 'Hidden from everyone; cannot like, message or post until it ends. The member is told why.',
  ban: 'Disables their sign-in, closes their open connections and hides them everywhere. The member is told why.',
  blur_photo: 'Others see the photo blurred, behind "Tap to view" if they chose to see sensitive photos.',
  unblur_photo: 'Others see the photo as it is, without the blur. The decision is in the audit log.',
  blur_story: 'Others see the story blurred, behind "Tap to view" if they chose to see sensitive photos.',
  unblur_story: 'Others see the story as it is, without the blur. The decision is in the audit log.',
  publish_held:
    'Publishes the photo or story the screening held back, unblurred (blur it afterwards if needed); a story keeps its original time and ends when it would have. The member is told it was published, with your reason.',
};

function ActionDialog({
  pending,
  onClose,
  memberId,
  name,
}: {
  pending: Pending | null;
  onClose: () => void;
  memberId: string;
  name: string;
}) {
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [errors, setErrors] = useState<{ reason?: string; days?: string }>({});
  const moderate = useModerateMember(memberId);
  const action = pending?.action;
  // A held photo and a held story share one action (decision 0082): the dialog names which it publishes.
  const label =
    action === 'publish_held'
      ? `Publish held ${pending?.held ?? 'photo'}`
      : action
        ? MODERATION_ACTION_LABELS[action]
        : '';

  function close() {
    setReason('');
    setDays('7');
    setErrors({});
    onClose();
  }

  async function submit() {
    if (!pending) return;
    const trimmed = reason.trim();
    const dayCount = Number(days);
    const next: typeof errors = {};
    if (trimmed.length < REASON_MIN) next.reason = `Give a reason (at least ${REASON_MIN} characters)`;
    if (
      pending.action === 'suspend' &&
      !(Number.isInteger(dayCount) && dayCount >= SUSPENSION_DAYS.min && dayCount <= SUSPENSION_DAYS.max)
    ) {
      next.days = `Between ${SUSPENSION_DAYS.min} and ${SUSPENSION_DAYS.max} days`;
    }
    setErrors(next);
    if (next.reason || next.days) return;
    const input = buildAction(pending, trimmed, dayCount);
    await recordStaffAction(() => moderate.mutateAsync(input), label, close);
  }

  return (
    <StaffFormDialog
      open={pending !== null}
      onClose={close}
      busy={moderate.isPending}
      icon={action === 'ban' ? Ban : Gavel}
      danger={action === 'ban' || action === 'suspend'}
      title={`${label}${pending?.what ? ` (${pending.what})` : ''}: ${name || 'this member'}`}
      description={action ? ACTION_HINTS[action] : ''}
      submitLabel={label}
      onSubmit={() => void submit()}
    >
      {action === 'suspend' && (
        <Field
          label="Days"
          type="number"
          inputMode="numeric"
          min={SUSPENSION_DAYS.min}
          max={SUSPENSION_DAYS.max}
          value={days}
          error={errors.days}
          onChange={(event) => setDays(event.target.value)}
        />
      )}
      <TextareaField
        label={
          // Dismissing and blurring tell the member nothing: the reason is for the audit log only.
          action === 'dismiss' || action?.includes('blur')
            ? 'Reason (for the audit log)'
            : 'Reason (the member reads this)'
        }
        value={reason}
        maxLength={REASON_MAX}
        showCount
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </StaffFormDialog>
  );
}

function buildAction(pending: Pending, reason: string, days: number): ModerationActionInput {
  switch (pending.action) {
    case 'remove_photo':
      return { action: 'remove_photo', reason, photoId: pending.targetId! };
    case 'remove_story':
      return { action: 'remove_story', reason, storyId: pending.targetId! };
    case 'blur_photo':
    case 'unblur_photo':
      return { action: pending.action, reason, photoId: pending.targetId! };
    case 'publish_held':
      return pending.held === 'story'
        ? { action: 'publish_held', reason, heldStoryId: pending.targetId! }
        : { action: 'publish_held', reason, heldPhotoId: pending.targetId! };
    case 'blur_story':
    case 'unblur_story':
      return { action: pending.action, reason, storyId: pending.targetId! };
    case 'suspend':
      return { action: 'suspend', reason, days };
    default:
      return { action: pending.action, reason };
  }
}
