import { PricingPage } from '../../features/pricing/components/pricing-page';

/** /pricing: open to visitors and members; the buttons adapt to who is looking. */
export function PricingRoute() {
  return <PricingPage />;
}
