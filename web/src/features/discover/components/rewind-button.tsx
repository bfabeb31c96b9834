import { clsx } from 'clsx';
import { Crown, RotateCcw } from 'lucide-react';

/**
 * Rewind (decision 0067): takes back the last pass. Below Gold it says so and opens the upgrade dialog;
 * with none left today it is disabled and says why.
 */
export function RewindButton({
  onRewind,
  busy,
  locked,
  left,
}: {
  onRewind: () => void;
  busy: boolean;
  /** The plan has no Rewind: the press offers Gold. */
  locked: boolean;
  /** Rewinds left today, once known. */
  left: number | undefined;
}) {
  const usedUp = !locked && left !== undefined && left <= 0;
  const label = locked ? 'Rewind (Gold)' : 'Rewind last pass';
  return (
    <button
      type="button"
      onClick={onRewind}
      disabled={usedUp}
      aria-label={label}
      aria-busy={busy || undefined}
      title={
        usedUp ? 'No rewinds left today' : locked ? 'Rewind comes with Gold' : 'Bring back the last person you passed'
      }
      data-testid="rewind"
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-semibold shadow-sm ring-1 transition',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500',
        'disabled:cursor-not-allowed disabled:opacity-60',
        locked ? 'text-amber-700 ring-amber-200 hover:bg-amber-50' : 'text-amber-600 ring-amber-200 hover:bg-amber-50',
        busy && 'opacity-70',
      )}
    >
      <RotateCcw className="size-4" aria-hidden />
      <span>Rewind</span>
      {locked ? (
        <Crown className="size-3.5" aria-hidden />
      ) : (
        left !== undefined && (
          <span className="font-normal text-gray-600 tabular-nums" data-testid="rewinds-left">
            {left} left
          </span>
        )
      )}
    </button>
  );
}
