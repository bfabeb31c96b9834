import { DisclaimerPage } from '../../features/legal/components/disclaimer-page';

/** marketing spec §2: open to visitors and members alike, prerendered. */
export function DisclaimerRoute() {
  return <DisclaimerPage />;
}
