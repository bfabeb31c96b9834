import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';

/** Where the dashboard's "Sensitive photos" setting sits (the cover links to it). */
export const SENSITIVE_PHOTOS_ANCHOR = 'sensitive-photos';

/**
 * Laid over a photo or story the screening classifier found borderline
 * (decision 0070). For a viewer who chose to see such pictures (`revealable`,
 * decision 0073) it stays blurred until they tap to view; for anyone else the
 * server sent only a placeholder, and the cover says so and links to the
 * setting. Nothing for a picture that is not marked. Key it by the picture,
 * so the next one starts covered again.
 */
export function SensitiveCover({ blurred, revealable }: { blurred?: boolean; revealable?: boolean }) {
  const [shown, setShown] = useState(false);
  if (!blurred || shown) return null;
  return (
    <div
      className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-3 bg-black/30 p-6 text-center text-white backdrop-blur-3xl"
      data-testid="sensitive-cover"
    >
      <EyeOff className="size-8" aria-hidden />
      <p className="text-sm font-semibold">This picture may be sensitive</p>
      {revealable ? (
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
      ) : (
        <p className="max-w-56 text-xs text-white/90">
          It stays hidden unless you choose to see sensitive photos.{' '}
          <Link
            to={`${paths.dashboard.getHref()}#${SENSITIVE_PHOTOS_ANCHOR}`}
            onClick={(event) => event.stopPropagation()}
            onPointerDown={(event) => event.stopPropagation()}
            className="font-semibold text-white underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-white"
          >
            Change in settings
          </Link>
        </p>
      )}
    </div>
  );
}
