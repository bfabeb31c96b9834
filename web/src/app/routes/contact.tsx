import { ContactPage } from '../../features/legal/components/contact-page';

/** marketing spec §2: open to visitors and members alike, prerendered. */
export function ContactRoute() {
  return <ContactPage />;
}
