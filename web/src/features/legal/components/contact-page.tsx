import { Building2, LifeBuoy, Mail, MessageCircleHeart, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/page-meta.tsx';
import { MAILBOXES, OFFICE } from '#web/config/site.ts';
import { LegalPage } from './legal-page';

/** marketing spec "Screens and routes": a safety link, the Boston office, and the hello and support mailboxes. */
export function ContactPage() {
  const boxes = [
    {
      icon: MessageCircleHeart,
      title: 'Say hello',
      text: 'Press, partnerships, ideas and kind words.',
      address: MAILBOXES.hello,
    },
    {
      icon: LifeBuoy,
      title: 'Member support',
      text: 'Your account, your subscription, or something not working.',
      address: MAILBOXES.support,
    },
  ];
  return (
    <LegalPage
      icon={Mail}
      eyebrow="Contact"
      title="Contact Us"
      intro={<p>We read every message, and reply within two working days.</p>}
    >
      <PageMeta
        title="Contact Us"
        description={`Write to Kindred at ${MAILBOXES.hello} or ${MAILBOXES.support}, or visit our office in ${OFFICE.city}, ${OFFICE.country}.`}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {boxes.map(({ icon: Icon, title, text, address }) => (
          <section
            key={address}
            aria-labelledby={`${title}-heading`}
            className="rounded-3xl border border-rose-100 bg-white p-6 shadow-sm sm:p-8"
          >
            <Icon className="size-7 text-rose-600" aria-hidden />
            <h2 id={`${title}-heading`} className="mt-4 text-xl font-bold text-gray-900">
              {title}
            </h2>
            <p className="mt-1 text-gray-600">{text}</p>
            <a
              href={`mailto:${address}`}
              className="mt-4 inline-block font-semibold break-all text-rose-700 underline underline-offset-4"
            >
              {address}
            </a>
          </section>
        ))}
      </div>
      <section
        aria-labelledby="office-heading"
        className="flex flex-col gap-4 rounded-3xl bg-gradient-to-br from-rose-50 to-pink-50 p-6 ring-1 ring-rose-100 sm:flex-row sm:items-center sm:p-8"
      >
        <Building2 className="size-8 shrink-0 text-rose-600" aria-hidden />
        <div>
          <h2 id="office-heading" className="text-xl font-bold text-gray-900">
            Our office
          </h2>
          <p className="mt-1 text-gray-700">
            Kindred, {OFFICE.city}, {OFFICE.region}, {OFFICE.country}
          </p>
        </div>
      </section>
      <section
        aria-labelledby="safety-contact-heading"
        className="flex flex-col gap-4 rounded-3xl bg-gray-950 p-6 text-white sm:flex-row sm:items-center sm:p-8"
      >
        <ShieldAlert className="size-8 shrink-0 text-rose-300" aria-hidden />
        <div>
          <h2 id="safety-contact-heading" className="text-xl font-bold">
            Feeling unsafe?
          </h2>
          <p className="mt-1 text-gray-300">
            Block or report the member from the app, and read our{' '}
            <Link to={paths.safety.getHref()} className="font-semibold text-rose-300 underline underline-offset-2">
              Safe Dating Tips
            </Link>
            . In danger, call your local emergency number first.
          </p>
        </div>
      </section>
    </LegalPage>
  );
}
