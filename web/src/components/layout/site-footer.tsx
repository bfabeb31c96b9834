import { Apple, Heart, Mail, MapPin, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { MAILBOXES, OFFICE } from '../../config/site';
import { HydrateLater } from '../hydrate-later';
import { BRAND_NAME } from './brand';
import { IconTile } from '#web/components/ui/icon-tile.tsx';

/** marketing spec "Screens and routes": the copyright line's year. */
const COPYRIGHT_YEAR = 2024;

type FooterLink = { label: string; to: string };

/**
 * The site footer (marketing spec "Screens and routes"): Features, Support and
 * Get in Touch columns, the contact mailbox, the Boston office, the
 * app-download note, the copyright line, and the legal pages. Every entry that
 * is drawn as a link goes somewhere; the app stores are named as text, since
 * the apps are not out yet.
 */
const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Features',
    links: [
      { label: 'Discover', to: '/#discover' },
      { label: 'Why Kindred', to: '/#features' },
      { label: 'Elite Matchmaking', to: '/#elite' },
      { label: 'Plans & Pricing', to: paths.pricing.getHref() },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Safety Tips', to: paths.safety.getHref() },
      { label: 'Contact Us', to: paths.contact.getHref() },
      { label: 'Privacy & Terms', to: paths.terms.getHref() },
      { label: 'Disclaimer', to: paths.disclaimer.getHref() },
    ],
  },
];

const linkClass =
  'rounded text-gray-300 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-400';

export function SiteFooter() {
  return (
    <HydrateLater>
      <SiteFooterContent />
    </HydrateLater>
  );
}

function SiteFooterContent() {
  return (
    <footer className="below-fold bg-gray-950 text-gray-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-xl font-extrabold text-white">
            <IconTile icon={Heart} size={8} className="rounded-lg bg-rose-600" iconClassName="fill-current" />
            {BRAND_NAME}
          </p>
          <p className="mt-4 text-sm leading-relaxed text-gray-400">
            Dating for singles who share your values, culture and dreams. Adults 18 and over.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-bold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">Get in Touch</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0 text-rose-400" aria-hidden />
              <a href={`mailto:${MAILBOXES.hello}`} className={linkClass}>
                {MAILBOXES.hello}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0 text-rose-400" aria-hidden />
              {OFFICE.city}, {OFFICE.region}
            </li>
          </ul>
          <p className="mt-6 text-sm font-semibold text-white">Get the app</p>
          <p className="mt-1 text-sm text-gray-400">Our iOS and Android apps are on their way.</p>
          <ul className="mt-3 flex gap-2 text-xs" aria-label="Coming soon">
            <li className="inline-flex items-center gap-1.5 rounded-lg border border-gray-700 px-3 py-2 text-gray-300">
              <Apple className="size-4" aria-hidden /> App Store, soon
            </li>
            <li className="inline-flex items-center gap-1.5 rounded-lg border border-gray-700 px-3 py-2 text-gray-300">
              <Smartphone className="size-4" aria-hidden /> Google Play, soon
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-gray-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-gray-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {COPYRIGHT_YEAR} {BRAND_NAME}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to={paths.contact.getHref()} className={linkClass}>
                Contact
              </Link>
            </li>
            <li>
              <Link to={paths.terms.getHref()} className={linkClass}>
                Privacy & Terms
              </Link>
            </li>
            <li>
              <Link to={paths.disclaimer.getHref()} className={linkClass}>
                Disclaimer
              </Link>
            </li>
            <li>
              <Link to={paths.safety.getHref()} className={linkClass}>
                Safety
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
