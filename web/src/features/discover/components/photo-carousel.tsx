import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { PhotoImage, PHOTO_SIZES } from '#web/components/ui/photo-image.tsx';
import { SensitiveCover } from '#web/components/ui/sensitive-cover.tsx';
import type { Candidate } from '../api/list-candidates';

/**
 * The card's photos: the main one first, arrows and a bar of dots to step
 * through the rest. Keyed by the candidate outside, so it starts at the main
 * photo for every new card.
 */
export function PhotoCarousel({
  name,
  photos,
  onShown,
  onPhotoChange,
  photoAction,
}: {
  name: string;
  photos: Candidate['photos'];
  onShown?: () => void;
  /** The member stepped to another photo (the card's menu reports the one on screen). */
  onPhotoChange?: (photoId: string) => void;
  /** A control on the photo shown (the deck's "Like this photo"), for that photo. */
  photoAction?: (photo: Candidate['photos'][number]) => ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];
  const show = (next: number) => {
    setIndex(next);
    const photo = photos[next];
    if (photo) onPhotoChange?.(photo.id);
  };
  const step = (delta: number) => show((index + delta + count) % count);

  if (!current) {
    return (
      <div
        className="flex size-full items-center justify-center bg-gradient-to-br from-rose-100 to-pink-100 text-rose-300"
        role="img"
        aria-label={`${name} has no photo`}
      >
        <UserRound className="size-24" aria-hidden />
      </div>
    );
  }

  return (
    <div className="relative size-full">
      <PhotoImage
        key={current.id}
        url={current.url}
        widths={current.widths}
        sizes={PHOTO_SIZES.card}
        alt={count > 1 ? `${name}, photo ${index + 1} of ${count}` : name}
        className="size-full object-cover"
        draggable={false}
        onLoad={onShown}
        onError={onShown}
      />
      <SensitiveCover key={`cover-${current.id}`} blurred={current.blurred} revealable={current.revealable} />
      {count > 1 && (
        <>
          <div className="absolute inset-x-3 top-3 flex gap-1.5" role="group" aria-label="Photos">
            {photos.map((photo, i) => (
              <button
                key={photo.id}
                type="button"
                onClick={() => show(i)}
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-pressed={i === index}
                className={clsx(
                  'h-1.5 flex-1 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
                  i === index ? 'bg-white' : 'bg-white/45 hover:bg-white/70',
                )}
              />
            ))}
          </div>
          <button
            type="button"
            onClick={() => step(-1)}
            aria-label="Previous photo"
            className="absolute top-1/2 left-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-black/30 text-white backdrop-blur transition-colors hover:bg-black/50 focus-visible:outline-2 focus-visible:outline-white"
          >
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            aria-label="Next photo"
            className="absolute top-1/2 right-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-black/30 text-white backdrop-blur transition-colors hover:bg-black/50 focus-visible:outline-2 focus-visible:outline-white"
          >
            <ChevronRight className="size-5" aria-hidden />
          </button>
        </>
      )}
      {photoAction && <div className="absolute top-12 left-3">{photoAction(current)}</div>}
    </div>
  );
}
