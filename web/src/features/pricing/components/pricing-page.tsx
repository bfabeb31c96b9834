import { ShieldCheck } from 'lucide-react';
import { PageMeta } from '#web/components/page-meta.tsx';
import { TRIAL_LABEL } from '#web/lib/plans.ts';
import { PricingPlans } from './pricing-plans';

/** /pricing: the plans on a page of their own (the dashboard's 'Upgrade Now' leads here), for visitors and members alike. */
export function PricingPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta
        title="Plans & Pricing"
        description="Compare Kindred's Basic, Gold and Premium plans, each with a 30-day free trial, and Elite Match personal matchmaking."
      />
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-bold tracking-wide text-rose-700 uppercase">Plans & Pricing</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">
          Choose how you want to date
        </h1>
        <p className="mt-4 text-lg text-gray-600">
          Every plan starts with a {TRIAL_LABEL}. Change or cancel anytime from your dashboard.
        </p>
      </header>
      <div className="mt-10">
        <PricingPlans planHeadingLevel="h2" />
      </div>
      <p className="mt-10 flex items-center justify-center gap-2 text-center text-sm text-gray-600">
        <ShieldCheck className="size-4 shrink-0 text-rose-500" aria-hidden />
        Payments are handled securely by our card payment provider. We never store your card details.
      </p>
    </div>
  );
}
