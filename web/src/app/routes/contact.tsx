import { ContactPage } from '../../features/legal/components/contact-page';

/** marketing spec "Screens and routes": open to visitors and members alike, prerendered. */
export function ContactRoute() {
  return <ContactPage />;
}
