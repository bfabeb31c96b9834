import { SafetyPage } from '../../features/legal/components/safety-page';

/** marketing spec "Screens and routes": open to visitors and members alike, prerendered. */
export function SafetyRoute() {
  return <SafetyPage />;
}
