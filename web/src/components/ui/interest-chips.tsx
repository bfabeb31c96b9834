import { clsx } from 'clsx';

/** Cards show at most 3 interests (marketing spec "Business constants and limits"), then '+N'. */
export const MAX_CARD_INTERESTS = 3;

export function InterestChips({
  interests,
  className,
  tone = 'light',
}: {
  interests: readonly string[];
  className?: string;
  tone?: 'light' | 'onPhoto';
}) {
  if (interests.length === 0) return null;
  const shown = interests.slice(0, MAX_CARD_INTERESTS);
  const more = interests.length - shown.length;
  const chip =
    tone === 'onPhoto'
      ? 'bg-white/20 text-white ring-white/30 backdrop-blur'
      : 'bg-rose-50 text-rose-700 ring-rose-100';
  return (
    <ul className={clsx('flex flex-wrap gap-1.5', className)} aria-label="Interests">
      {shown.map((interest) => (
        <li
          key={interest}
          className={clsx('max-w-full truncate rounded-full px-2.5 py-1 text-xs font-medium ring-1', chip)}
        >
          {interest}
        </li>
      ))}
      {more > 0 && (
        <li className={clsx('rounded-full px-2.5 py-1 text-xs font-semibold ring-1', chip)} aria-label={`${more} more`}>
          +{more}
        </li>
      )}
    </ul>
  );
}
