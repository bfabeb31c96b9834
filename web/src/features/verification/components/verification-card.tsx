import { Camera, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { VerificationState } from '#shared/schemas/verification.ts';
import { paths } from '#web/config/paths.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { SettingsCard } from '#web/components/ui/settings-card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { RetryButton } from '#web/components/ui/status-cards.tsx';
import { VerifiedBadge } from '#web/components/ui/verified-badge.tsx';
import { useVerification } from '../api/verification-api';
import { attemptsLeftText, statusCopy } from '../lib/verification-flow';

/**
 * 'Photo verification' on the dashboard and the profile editor (issue 27): where I stand (unverified, in review,
 * verified, lapsed) and the way to the camera check, free on every plan.
 */
export function VerificationCard() {
  const verification = useVerification();
  return (
    <SettingsCard icon={ShieldCheck} title="Photo verification">
      <div className="mt-4" data-testid="verification-card">
        {verification.isPending && <Spinner className="size-5 text-rose-500" label="Loading verification" />}
        {verification.isError && (
          <RetryButton onRetry={() => void verification.refetch()} retrying={verification.isFetching} />
        )}
        {verification.data && <VerificationStatus state={verification.data} />}
      </div>
    </SettingsCard>
  );
}

export function VerificationStatus({ state }: { state: VerificationState }) {
  const copy = statusCopy(state);
  return (
    <div
      className="flex flex-col gap-4 rounded-2xl border border-rose-100 p-4 sm:flex-row sm:items-center"
      data-status={state.status}
    >
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 font-semibold text-gray-900" data-testid="verification-status">
          {copy.title}
          <VerifiedBadge verified={state.status === 'verified'} className="text-lg" />
        </p>
        <p className="mt-1 text-sm text-gray-600">{copy.body}</p>
        {state.status !== 'verified' && state.status !== 'review' && (
          <p className="mt-1 text-sm text-gray-500">{attemptsLeftText(state.attemptsLeft)}</p>
        )}
      </div>
      {copy.action && (
        <Link to={paths.verify.getHref()} className={buttonClasses({ size: 'sm', className: 'shrink-0' })}>
          <Camera className="size-4" aria-hidden /> {copy.action}
        </Link>
      )}
    </div>
  );
}
