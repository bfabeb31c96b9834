import { DisclaimerPage } from '../../features/legal/components/disclaimer-page';

/** marketing spec "Screens and routes": open to visitors and members alike, prerendered. */
export function DisclaimerRoute() {
  return <DisclaimerPage />;
}
