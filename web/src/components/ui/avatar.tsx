import { clsx } from 'clsx';
import { UserRound } from 'lucide-react';
import type { Photo } from '#shared/schemas/profile.ts';
import { PhotoImage } from './photo-image';

const sizes = {
  sm: { box: 'size-10', icon: 'size-5', drawn: '40px' },
  md: { box: 'size-12', icon: 'size-6', drawn: '48px' },
  lg: { box: 'size-14 sm:size-16', icon: 'size-7', drawn: '64px' },
} as const;

/** A member's round thumbnail, or a placeholder when they have no photo. Decorative: the name is next to it. */
export function Avatar({
  photo,
  size = 'md',
  className,
}: {
  photo: Photo | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const { box, icon, drawn } = sizes[size];
  return photo ? (
    <PhotoImage
      url={photo.url}
      widths={photo.widths}
      sizes={drawn}
      fallbackUrl={photo.thumbUrl}
      alt=""
      // A borderline photo (decision 0070) stays blurred even this small.
      className={clsx(
        box,
        'shrink-0 rounded-full object-cover ring-2 ring-rose-100',
        photo.blurred && 'blur-sm',
        className,
      )}
    />
  ) : (
    <span
      className={clsx(
        box,
        'flex shrink-0 items-center justify-center rounded-full bg-rose-50 text-rose-300',
        className,
      )}
    >
      <UserRound className={icon} aria-hidden />
    </span>
  );
}
