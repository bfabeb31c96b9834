import { Field } from './field';

type HeightKey = 'heightMin' | 'heightMax';

/** The spec's placeholders: 150 and 200 cm. */
const FIELDS = [
  { key: 'heightMin', label: 'Minimum height (cm)', placeholder: '150' },
  { key: 'heightMax', label: 'Maximum height (cm)', placeholder: '200' },
] as const;

/**
 * The height range both preference screens ask for: two number inputs in cm, bound to the form's `heightMin` and
 * `heightMax` (`set(key)` is the field's change handler). Rendered as siblings so each screen places them in its own
 * grid.
 */
export function HeightRangeFields({
  values,
  set,
  errors,
}: {
  values: Record<HeightKey, string>;
  set: (key: HeightKey) => (value: string) => void;
  errors?: Partial<Record<HeightKey, string>>;
}) {
  return (
    <>
      {FIELDS.map(({ key, label, placeholder }) => (
        <Field
          key={key}
          label={label}
          type="number"
          inputMode="numeric"
          min={100}
          max={250}
          placeholder={placeholder}
          value={values[key]}
          onChange={(event) => set(key)(event.target.value)}
          error={errors?.[key]}
        />
      ))}
    </>
  );
}
