import { Field } from './field';

type Props = {
  min: string;
  max: string;
  onMinChange: (value: string) => void;
  onMaxChange: (value: string) => void;
  errors?: { heightMin?: string; heightMax?: string };
};

/**
 * The height range both preference screens ask for: two number inputs in cm
 * with the spec's placeholders (150 and 200). Rendered as siblings so each
 * screen places them in its own grid.
 */
export function HeightRangeFields({ min, max, onMinChange, onMaxChange, errors }: Props) {
  const common = { type: 'number', inputMode: 'numeric', min: 100, max: 250 } as const;
  return (
    <>
      <Field
        label="Minimum height (cm)"
        {...common}
        placeholder="150"
        value={min}
        onChange={(event) => onMinChange(event.target.value)}
        error={errors?.heightMin}
      />
      <Field
        label="Maximum height (cm)"
        {...common}
        placeholder="200"
        value={max}
        onChange={(event) => onMaxChange(event.target.value)}
        error={errors?.heightMax}
      />
    </>
  );
}
