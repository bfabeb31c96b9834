/** Scores in plain words, each beside the threshold it is read against; those that decided the case stand out. */
import { clsx } from 'clsx';
import type { ScoreLine } from '../lib/labels';

export function ScoreList({ lines, label }: { lines: ScoreLine[]; label: string }) {
  return (
    <dl className="divide-y divide-gray-100 rounded-xl bg-gray-50 text-sm" aria-label={label}>
      {lines.map((line) => (
        <div
          key={line.label}
          className={clsx(
            'flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2',
            line.flagged && 'bg-amber-50',
          )}
          data-flagged={line.flagged || undefined}
        >
          <dt className="font-medium text-gray-800">{line.label}</dt>
          <dd className={clsx('ml-auto font-bold', line.flagged ? 'text-amber-900' : 'text-gray-900')}>{line.value}</dd>
          <dd className="w-full text-xs text-gray-600">{line.rule}</dd>
        </div>
      ))}
    </dl>
  );
}
