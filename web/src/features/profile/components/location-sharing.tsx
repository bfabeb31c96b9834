import { clsx } from 'clsx';
import { LocateFixed, MapPin, MapPinOff } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useUpdateMyLocation } from '../api/update-my-location';
import { LocationError, currentPosition } from '../lib/geolocation';

/**
 * core spec "States and transitions": sharing the device position, or turning
 * it off (which clears it). Errors show inline, as the spec has them. The
 * member's own coordinates are never printed: the server keeps them for
 * distances only.
 */
export function LocationSharing({ enabled }: { enabled: boolean }) {
  const update = useUpdateMyLocation();
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = locating || update.isPending;

  async function share() {
    setError(null);
    setLocating(true);
    try {
      const position = await currentPosition();
      await update.mutateAsync({ enabled: true, ...position });
    } catch (caught) {
      setError(locationErrorText(caught));
    } finally {
      setLocating(false);
    }
  }

  async function turnOff() {
    setError(null);
    try {
      await update.mutateAsync({ enabled: false });
    } catch (caught) {
      setError(locationErrorText(caught));
    }
  }

  return (
    <section aria-labelledby="location-heading">
      <h2 id="location-heading" className="text-lg font-bold text-gray-900">
        Location sharing
      </h2>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span
            className={clsx(
              'flex size-10 shrink-0 items-center justify-center rounded-full',
              enabled ? 'bg-emerald-50 text-emerald-600' : 'bg-gray-100 text-gray-500',
            )}
          >
            {enabled ? <MapPin className="size-5" aria-hidden /> : <MapPinOff className="size-5" aria-hidden />}
          </span>
          <div>
            <p className="font-semibold text-gray-900" role="status" data-testid="location-status">
              {enabled ? 'Location sharing is on' : 'Location sharing is off'}
            </p>
            <p className="text-sm text-gray-600">
              {enabled
                ? 'Members see roughly how far away you are, never your exact position.'
                : 'Share your position to see how far away people are and to be found nearby.'}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant={enabled ? 'secondary' : 'primary'}
            size="sm"
            onClick={share}
            loading={locating}
            disabled={busy}
          >
            <LocateFixed className="size-4" aria-hidden />
            {enabled ? 'Update location' : 'Share location'}
          </Button>
          {enabled && (
            <Button variant="ghost" size="sm" onClick={turnOff} loading={update.isPending && !locating} disabled={busy}>
              <MapPinOff className="size-4" aria-hidden />
              Turn off location
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p
          className="mt-3 rounded-xl bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-700"
          role="alert"
          data-testid="location-error"
        >
          {error}
        </p>
      )}
    </section>
  );
}

function locationErrorText(error: unknown): string {
  if (error instanceof LocationError) return error.message;
  if (error instanceof ApiError && error.code === 'rate_limited') return MESSAGES.location.rateLimited;
  // The server refuses a fix it cannot use (e.g. too imprecise) with a readable reason.
  if (error instanceof ApiError && error.code === 'validation_failed') return error.message;
  return MESSAGES.location.failed;
}
