import { clsx } from 'clsx';
import { UserRound } from 'lucide-react';
import type { Photo } from '#shared/schemas/profile.ts';
import { PhotoImage, PHOTO_SIZES } from './photo-image';
import { SensitiveCover } from './sensitive-cover';

/** A member's photo filling its box, named for them, or a placeholder figure when there is none. */
export function MemberPhoto({
  photo,
  name,
  className,
  iconClassName = 'size-20',
  sizes = PHOTO_SIZES.card,
}: {
  photo: Photo | null;
  name: string;
  className?: string;
  iconClassName?: string;
  /** How wide the box is drawn, for picking the photo's copy (decision 0076). */
  sizes?: string;
}) {
  return (
    <div className={clsx('relative overflow-hidden bg-rose-50', className)}>
      {photo ? (
        <>
          <PhotoImage
            url={photo.url}
            widths={photo.widths}
            sizes={sizes}
            alt={name}
            className="size-full object-cover"
          />
          <SensitiveCover key={photo.id} blurred={photo.blurred} revealable={photo.revealable} />
        </>
      ) : (
        <div className="flex size-full items-center justify-center text-rose-300">
          <UserRound className={iconClassName} aria-hidden />
        </div>
      )}
    </div>
  );
}
