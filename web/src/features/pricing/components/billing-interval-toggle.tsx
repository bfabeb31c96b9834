import { useId } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { BILLING_INTERVALS, type BillingInterval } from '#shared/billing/catalog.ts';
import { INTERVAL_LABELS, YEARLY_SAVING_BADGE } from '#web/lib/plans.ts';

/**
 * marketing spec "States and transitions" and "Business constants and limits":
 * Monthly or Yearly, the Yearly option with its saving. Native radios under a
 * segmented look: arrow keys move between them and a screen reader hears
 * "Billing period, radio group" for free.
 */
export function BillingIntervalToggle({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}) {
  const name = useId();
  // /pricing is prerendered: a radio checked before hydration would be put back by React's first render
  // (a member chose Yearly and saw monthly prices), so the choice waits for its handler.
  const hydrated = useHydrated();
  return (
    <fieldset className="flex justify-center" disabled={!hydrated}>
      <legend className="sr-only">Billing period</legend>
      <div className="inline-flex items-center gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-rose-100">
        {BILLING_INTERVALS.map((interval) => (
          <label key={interval} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={interval}
              checked={value === interval}
              onChange={() => onChange(interval)}
              className="peer sr-only"
            />
            <span className="flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap text-gray-700 transition-colors peer-checked:bg-rose-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-600 hover:bg-rose-50 hover:text-rose-700 peer-checked:hover:bg-rose-600 peer-checked:hover:text-white sm:px-5">
              {INTERVAL_LABELS[interval]}
              {interval === 'yearly' && (
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">
                  {YEARLY_SAVING_BADGE}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
