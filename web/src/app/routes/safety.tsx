import { SafetyPage } from '../../features/legal/components/safety-page';

/** marketing spec §2: open to visitors and members alike, prerendered. */
export function SafetyRoute() {
  return <SafetyPage />;
}
