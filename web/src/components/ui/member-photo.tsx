import { clsx } from 'clsx';
import { UserRound } from 'lucide-react';
import type { Photo } from '#shared/schemas/profile.ts';

/** A member's photo filling its box, named for them, or a placeholder figure when there is none. */
export function MemberPhoto({
  photo,
  name,
  className,
  iconClassName = 'size-20',
}: {
  photo: Photo | null;
  name: string;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <div className={clsx('overflow-hidden bg-rose-50', className)}>
      {photo ? (
        <img src={photo.url} alt={name} className="size-full object-cover" />
      ) : (
        <div className="flex size-full items-center justify-center text-rose-300">
          <UserRound className={iconClassName} aria-hidden />
        </div>
      )}
    </div>
  );
}
