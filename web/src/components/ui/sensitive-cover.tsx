import { EyeOff } from 'lucide-react';
import { useState } from 'react';

/**
 * Laid over a photo or story the screening classifier found borderline
 * (decision 0070): the picture stays blurred behind it until the viewer taps
 * to view. Nothing for a picture that is not marked. Key it by the picture,
 * so the next one starts covered again.
 */
export function SensitiveCover({ blurred }: { blurred?: boolean }) {
  const [shown, setShown] = useState(false);
  if (!blurred || shown) return null;
  return (
    <div
      className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-3 bg-black/30 p-6 text-center text-white backdrop-blur-3xl"
      data-testid="sensitive-cover"
    >
      <EyeOff className="size-8" aria-hidden />
      <p className="text-sm font-semibold">This picture may be sensitive</p>
      <button
        type="button"
        onClick={(event) => {
          event.stopPropagation();
          setShown(true);
        }}
        onPointerDown={(event) => event.stopPropagation()}
        className="rounded-full bg-white/90 px-4 py-1.5 text-sm font-semibold text-gray-900 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        Tap to view
      </button>
    </div>
  );
}
