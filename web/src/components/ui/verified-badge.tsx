import { clsx } from 'clsx';
import { BadgeCheck } from 'lucide-react';

/**
 * The verified badge (issue 27): a small blue tick beside a member's name, shown only when the server says they
 * passed photo verification. It is an image named "Verified" for screen readers, so the name's text stays the name.
 */
export function VerifiedBadge({ verified, className }: { verified: boolean | undefined; className?: string }) {
  if (!verified) return null;
  return (
    <span
      role="img"
      aria-label="Verified"
      title="Verified"
      data-testid="verified-badge"
      className={clsx('inline-flex shrink-0 align-[-0.125em]', className)}
    >
      <BadgeCheck className="size-[1em] fill-sky-500 text-white" aria-hidden />
    </span>
  );
}
