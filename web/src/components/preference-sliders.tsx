import { PREFERENCE_BOUNDS } from '#shared/schemas/preferences.ts';
import { RangeRow } from './ui/range-row';
import { Slider } from './ui/slider';

/**
 * The age range and maximum distance, as both preference screens (Dating Preferences, Advanced Filters) ask for them:
 * the same bounds, thumb names and read-outs. `showBounds` writes the bounds under the slider.
 */
const yearsOld = (age: number) => `${age} years old`;
const km = (distance: number) => `${distance} km`;

export function AgeRangeSlider(props: {
  min: number;
  max: number;
  onChange: (min: number, max: number) => void;
  showBounds?: boolean;
}) {
  const { min, max, onChange, showBounds } = props;
  return (
    <RangeRow label="Age range" value={`${yearsOld(min)} – ${yearsOld(max)}`} testId="age-range-value">
      <Slider
        value={[min, max]}
        onValueChange={([nextMin, nextMax]) => onChange(nextMin ?? min, nextMax ?? max)}
        min={PREFERENCE_BOUNDS.minAge}
        max={PREFERENCE_BOUNDS.maxAge}
        thumbLabels={['Minimum age', 'Maximum age']}
        valueText={yearsOld}
      />
      {showBounds && <Bounds min={yearsOld(PREFERENCE_BOUNDS.minAge)} max={yearsOld(PREFERENCE_BOUNDS.maxAge)} />}
    </RangeRow>
  );
}

export function DistanceSlider(props: { value: number; onChange: (km: number) => void; showBounds?: boolean }) {
  const { value, onChange, showBounds } = props;
  return (
    <RangeRow label="Maximum distance" value={km(value)} testId="distance-value">
      <Slider
        value={[value]}
        onValueChange={([next]) => onChange(next ?? value)}
        min={PREFERENCE_BOUNDS.minDistanceKm}
        max={PREFERENCE_BOUNDS.maxDistanceKm}
        thumbLabels={['Maximum distance']}
        valueText={km}
      />
      {showBounds && <Bounds min={km(PREFERENCE_BOUNDS.minDistanceKm)} max={km(PREFERENCE_BOUNDS.maxDistanceKm)} />}
    </RangeRow>
  );
}

function Bounds({ min, max }: { min: string; max: string }) {
  return (
    <div className="flex justify-between text-xs text-gray-400" aria-hidden>
      <span>{min}</span>
      <span>{max}</span>
    </div>
  );
}
