/**
 * How the panel speaks about time (marketing spec "States and transitions":
 * remaining time and progress, recomputed every minute, cleared at zero;
 * history badged Active or Completed). Pure, so it is tested without a clock.
 */
export type Remaining = { label: string; percent: number; over: boolean };

export function remainingOf(active: { startedAt: string; endsAt: string }, now: Date): Remaining {
  const start = Date.parse(active.startedAt);
  const end = Date.parse(active.endsAt);
  const left = Math.max(0, end - now.getTime());
  const total = Math.max(1, end - start);
  const minutes = Math.ceil(left / 60_000);
  const hours = Math.floor(minutes / 60);
  const label = left <= 0 ? 'Ended' : hours > 0 ? `${hours} h ${minutes % 60} min left` : `${minutes} min left`;
  return { label, percent: Math.round(((total - left) / total) * 100), over: left <= 0 };
}

export function historyBadge(entry: { endsAt: string }, now: Date): 'Active' | 'Completed' {
  return Date.parse(entry.endsAt) > now.getTime() ? 'Active' : 'Completed';
}

/** 'Nov 23, 2:05 PM'. */
export function formatBoostTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
