/**
 * The moderator's verifications queue (decision 0071): attempts a person must judge (a borderline face match or
 * liveness, a face already verified on another account, an estimated age under 21), oldest first, each with its
 * evidence: the one live still kept, beside the profile photos it was compared with, and the scores with their
 * thresholds. Approve or reject needs a reason and leaves one audit row; the still is deleted either way.
 */
import { BadgeCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { REASON_MIN } from '#shared/moderation/rules.ts';
import { relativeTime } from '#shared/relative-time.ts';
import { DecideVerificationSchema, type DecideVerification } from '#shared/schemas/verification.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { QueryView } from '#web/components/ui/query-view.tsx';
import { TextareaField } from '#web/components/ui/textarea-field.tsx';
import { useDecideVerification } from '../api/decide-verification';
import { useVerificationReviews, type VerificationReview } from '../api/list-verification-reviews';
import { REVIEW_REASON_LABELS, verificationScoreLines } from '../lib/labels';
import { Pill, StaffSection } from './staff-ui';
import { ScoreList } from './score-list';
import { recordStaffAction, StaffFormDialog } from './staff-form-dialog';

type Decision = DecideVerification['decision'];
type Pending = { review: VerificationReview; decision: Decision };

const REASON_MAX = DecideVerificationSchema.shape.reason.maxLength ?? 500;

export function VerificationsPage() {
  const reviews = useVerificationReviews();
  const [pending, setPending] = useState<Pending | null>(null);
  return (
    <StaffSection title="Verifications">
      <h1 className="sr-only">Verifications queue</h1>
      <QueryView query={reviews} error={{ title: 'The verifications could not be loaded', className: 'mt-2' }}>
        {({ reviews: entries }) =>
          entries.length === 0 ? (
            <p className="mt-4 text-center text-sm text-gray-600">No verifications waiting.</p>
          ) : (
            <ol
              className="space-y-4"
              aria-label="Verifications waiting, oldest first"
              data-testid="verifications-queue"
            >
              {entries.map((review) => (
                <ReviewCase
                  key={review.memberId}
                  review={review}
                  onDecide={(decision) => setPending({ review, decision })}
                />
              ))}
            </ol>
          )
        }
      </QueryView>
      <DecisionDialog pending={pending} onClose={() => setPending(null)} />
    </StaffSection>
  );
}

function ReviewCase({ review, onDecide }: { review: VerificationReview; onDecide: (decision: Decision) => void }) {
  const name = review.fullName || 'Unnamed member';
  return (
    <li className="rounded-2xl border border-rose-100 bg-white p-4 sm:p-5" data-testid="verification-case">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-bold text-gray-900">
          <Link to={paths.staffMember.getHref(review.memberId)} className="hover:underline">
            {name}
          </Link>
          {review.declaredAge !== null && <span className="font-normal text-gray-600">, {review.declaredAge}</span>}
        </h2>
        {review.reasons.map((reason) => (
          <Pill key={reason} tone={reason === 'age' || reason === 'reuse' ? 'red' : 'amber'}>
            {REVIEW_REASON_LABELS[reason]}
          </Pill>
        ))}
        <span className="text-xs text-gray-600">{relativeTime(review.submittedAt)}</span>
      </div>

      <div className="mt-4 grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <p className="text-sm font-semibold text-gray-800">Live still beside the profile photos</p>
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={`Evidence for ${name}`}>
            <li className="space-y-1">
              <img
                src={review.frame}
                alt={`Live still of ${name}`}
                className="aspect-[3/4] w-full rounded-xl object-cover ring-2 ring-rose-400"
              />
              <p className="text-xs font-semibold text-rose-800">Live still</p>
            </li>
            {review.photoUrls.map((url, index) => (
              <li key={url} className="space-y-1">
                <img
                  src={url}
                  alt={`Profile photo ${index + 1} of ${name}`}
                  className="aspect-[3/4] w-full rounded-xl object-cover"
                />
                <p className="text-xs text-gray-700">
                  Photo {index + 1}
                  {url === review.matchedPhotoUrl && <span className="font-semibold"> · best match</span>}
                </p>
              </li>
            ))}
          </ul>
          {review.photoUrls.length === 0 && <p className="mt-2 text-sm text-gray-600">No profile photos now.</p>}
        </div>
        <div className="space-y-3">
          <ScoreList lines={verificationScoreLines(review)} label={`Scores for ${name}`} />
          {review.reusedBy && (
            <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="reused-by">
              This face is verified on another account
              {review.reusedByName ? ` (${review.reusedByName})` : ''}.{' '}
              <Link
                to={paths.staffMember.getHref(review.reusedBy)}
                className="font-semibold underline underline-offset-2"
              >
                Open the other account’s case
              </Link>
            </p>
          )}
        </div>
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onDecide('approve')} aria-label={`Approve ${name}`}>
          <BadgeCheck className="size-4" aria-hidden /> Approve
        </Button>
        <Button size="sm" variant="danger" onClick={() => onDecide('deny')} aria-label={`Reject ${name}`}>
          <CircleX className="size-4" aria-hidden /> Reject
        </Button>
      </div>
    </li>
  );
}

const DECISIONS: Record<Decision, { label: string; hint: string }> = {
  approve: {
    label: 'Approve',
    hint: 'The verified badge shows; an age hold ends, so the member can be discovered. The live still is deleted.',
  },
  deny: {
    label: 'Reject',
    hint: 'The member is not verified and may try again; an age hold stays. The live still is deleted.',
  },
};

function DecisionDialog({ pending, onClose }: { pending: Pending | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const decide = useDecideVerification();
  const decision = pending ? DECISIONS[pending.decision] : null;

  function close() {
    setReason('');
    setError(undefined);
    onClose();
  }

  function submit() {
    if (!pending || !decision) return;
    const trimmed = reason.trim();
    if (trimmed.length < REASON_MIN) {
      setError(`Give a reason (at least ${REASON_MIN} characters)`);
      return;
    }
    void recordStaffAction(
      () => decide.mutateAsync({ memberId: pending.review.memberId, decision: pending.decision, reason: trimmed }),
      `${decision.label} verification`,
      close,
    );
  }

  return (
    <StaffFormDialog
      open={pending !== null}
      onClose={close}
      busy={decide.isPending}
      icon={pending?.decision === 'deny' ? CircleX : BadgeCheck}
      danger={pending?.decision === 'deny'}
      title={`${decision?.label ?? ''} verification: ${pending?.review.fullName || 'this member'}`}
      description={decision?.hint ?? ''}
      submitLabel={decision?.label ?? ''}
      onSubmit={submit}
    >
      <TextareaField
        label="Reason (for the audit log)"
        value={reason}
        maxLength={REASON_MAX}
        showCount
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
    </StaffFormDialog>
  );
}
