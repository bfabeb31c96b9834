import { TermsPage } from '../../features/legal/components/terms-page';

/** marketing spec §2: open to visitors and members alike, prerendered. */
export function TermsRoute() {
  return <TermsPage />;
}
