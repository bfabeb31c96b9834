/**
 * Facts about the public site that its pages print. They are the same in
 * every environment, so they are build-time settings (web/.env), unlike the
 * endpoints in /runtime-config.json.
 */
import { SITE_ORIGIN_MARKER } from '#shared/site-pages.ts';

/** The domain of the published mailboxes (web/.env `VITE_CONTACT_EMAIL_DOMAIN`). */
export const CONTACT_EMAIL_DOMAIN: string = import.meta.env.VITE_CONTACT_EMAIL_DOMAIN || 'kindred.example';

export const MAILBOXES = {
  hello: `hello@${CONTACT_EMAIL_DOMAIN}`,
  support: `support@${CONTACT_EMAIL_DOMAIN}`,
  safety: `safety@${CONTACT_EMAIL_DOMAIN}`,
} as const;

/** The AWS region members' data lives in, as the privacy policy states it (web/.env `VITE_DATA_REGION`). */
export const DATA_REGION: string = import.meta.env.VITE_DATA_REGION || 'us-east-1 (US East, N. Virginia)';

/** marketing spec "Screens and routes": the office. */
export const OFFICE = { city: 'Boston', region: 'MA', country: 'United States' } as const;

/**
 * The site's origin for canonical and Open Graph URLs: the page's own in the
 * browser; at build time a marker the host replaces with the real origin
 * (shared/site-pages.ts).
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? SITE_ORIGIN_MARKER : window.location.origin;
}
