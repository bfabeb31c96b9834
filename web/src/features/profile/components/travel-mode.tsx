import { Crown, Home, Plane } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { TRAVEL_CITIES, travelCity, type TravelCityId } from '#shared/travel/cities.ts';
import { UpgradeDialog } from '#web/components/upgrade-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useMe } from '#web/lib/me.ts';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { useUpdateMyTravel } from '../api/update-my-travel';

const CITY_OPTIONS = TRAVEL_CITIES.map((city) => ({ value: city.id, label: `${city.name}, ${city.country}` }));

/**
 * Travel mode (Premium, Elite): pick a city from the list and discovery
 * treats me as being there; others see a Traveling label and a distance from
 * the city, never from where I am. Coming home is one tap, and always allowed.
 */
export function TravelMode({ travelCityId }: { travelCityId: string | null }) {
  const me = useMe();
  const update = useUpdateMyTravel();
  const [choice, setChoice] = useState<TravelCityId>(CITY_OPTIONS[0].value);
  const [upgrading, setUpgrading] = useState(false);
  const current = travelCity(travelCityId);
  const hasFeature = me.data?.subscription.features.travelMode ?? false;

  function go(cityId: TravelCityId | null) {
    update.mutate(
      { cityId },
      {
        onSuccess: () =>
          showSuccess(cityId ? MESSAGES.travel.started(travelCity(cityId)!.name) : MESSAGES.travel.ended),
        onError: (error) => {
          // The server is the judge: a plan that ended since the page loaded gets the upgrade path.
          if (error instanceof ApiError && error.code === 'feature_locked') setUpgrading(true);
          else showError(MESSAGES.travel.error(error instanceof ApiError ? error.message : null));
        },
      },
    );
  }

  return (
    <section aria-labelledby="travel-heading" data-testid="travel-mode">
      <h2 id="travel-heading" className="flex items-center gap-2 text-lg font-bold text-gray-900">
        <Plane className="size-5 text-rose-500" aria-hidden /> Travel mode
      </h2>
      {current ? (
        <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-gray-700" role="status" data-testid="travel-status">
            You are traveling in{' '}
            <strong>
              {current.name}, {current.country}
            </strong>
            . Members there see you as Traveling, with a distance from the city.
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => go(null)}
            loading={update.isPending}
            className="shrink-0"
          >
            <Home className="size-4" aria-hidden /> Back home
          </Button>
        </div>
      ) : hasFeature ? (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-gray-600">
            Appear in another city before you get there. Nobody sees where you really are.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SelectField
              label="City"
              value={choice}
              onValueChange={setChoice}
              options={CITY_OPTIONS}
              className="sm:w-72"
            />
            <Button size="sm" className="h-11" onClick={() => go(choice)} loading={update.isPending}>
              <Plane className="size-4" aria-hidden /> Travel there
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-gray-600">
            With Premium, appear in another city before you get there and meet people there.
          </p>
          <Button size="sm" onClick={() => setUpgrading(true)} className="shrink-0">
            <Crown className="size-4" aria-hidden /> Upgrade to Premium
          </Button>
        </div>
      )}
      <UpgradeDialog open={upgrading} onOpenChange={setUpgrading} tier="premium" reason="travel mode" />
    </section>
  );
}
