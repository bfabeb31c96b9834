import * as SliderPrimitive from '@radix-ui/react-slider';
import { clsx } from 'clsx';

export type SliderProps = {
  value: number[];
  onValueChange: (value: number[]) => void;
  min: number;
  max: number;
  step?: number;
  /** One accessible name per thumb, e.g. ['Minimum age', 'Maximum age']. */
  thumbLabels: string[];
  /** Read out with each thumb's value, e.g. (n) => `${n} years old`. */
  valueText?: (value: number) => string;
  className?: string;
};

/** Radix Slider: one thumb per value, arrow keys, Home/End and PageUp/PageDown included. */
export function Slider({ value, onValueChange, min, max, step = 1, thumbLabels, valueText, className }: SliderProps) {
  return (
    <SliderPrimitive.Root
      value={value}
      onValueChange={onValueChange}
      min={min}
      max={max}
      step={step}
      minStepsBetweenThumbs={0}
      className={clsx('relative flex h-6 w-full touch-none items-center select-none', className)}
    >
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-rose-100">
        <SliderPrimitive.Range className="absolute h-full rounded-full bg-gradient-to-r from-rose-500 to-pink-500" />
      </SliderPrimitive.Track>
      {value.map((thumbValue, index) => (
        <SliderPrimitive.Thumb
          key={thumbLabels[index] ?? index}
          aria-label={thumbLabels[index]}
          aria-valuetext={valueText?.(thumbValue)}
          className="block size-6 cursor-grab rounded-full border-2 border-rose-500 bg-white shadow-md shadow-rose-500/30 transition focus-visible:ring-4 focus-visible:ring-rose-200 focus-visible:outline-none active:cursor-grabbing"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
