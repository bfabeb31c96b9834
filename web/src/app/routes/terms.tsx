import { TermsPage } from '../../features/legal/components/terms-page';

/** marketing spec "Screens and routes": open to visitors and members alike, prerendered. */
export function TermsRoute() {
  return <TermsPage />;
}
