import type { ReactNode } from 'react';

/** A slider's row: what it sets on the left, the chosen range on the right (rose), the slider below. */
export function RangeRow({
  label,
  value,
  testId,
  children,
}: {
  label: string;
  value: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-gray-800">{label}</p>
        <p className="text-sm font-semibold text-rose-600 tabular-nums" data-testid={testId}>
          {value}
        </p>
      </div>
      {children}
    </div>
  );
}
