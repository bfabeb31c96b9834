/**
 * A page's head: title, description, canonical link, Open Graph and Twitter
 * card tags, and `noindex` where a page must stay out of search results
 * (member pages, result pages). React 19 hoists `<title>`, `<meta>` and
 * `<link>` rendered anywhere into the document head and removes them when the
 * page unmounts, so a page declares them where it renders; prerendering puts
 * the same tags into each public page's HTML (entry-prerender.tsx).
 */
import { useLocation } from 'react-router';
import { siteOrigin } from '../config/site';
import { BRAND_NAME } from './layout/brand';

/** 'Plans & Pricing · Kindred': the page first, as tab titles are read. */
export function pageTitle(title: string): string {
  return `${title} · ${BRAND_NAME}`;
}

/** The canonical address of a page: this origin and the path, without the query or hash (Stripe's session_id, say). */
export function canonicalUrl(origin: string, pathname: string): string {
  return new URL(pathname, origin).href;
}

/** The card shared links show (generated at build time, web/plugins/site-assets.ts). */
export const SOCIAL_IMAGE = {
  path: '/social-card.png',
  width: 1200,
  height: 630,
  alt: 'Kindred: Find Your Perfect Match',
} as const;

export type PageMetaProps = {
  title: string;
  description: string;
  /** Result pages that only make sense after an action (checkout) keep out of search results. */
  noIndex?: boolean;
  /**
   * The 404 page is served at every unknown path, from one prerendered file: it has no address of its own, so it
   * names none (no canonical link, no og:url). Hydration keeps the file's attributes, so an address written there
   * would have been `/404` on every unknown path.
   */
  addressless?: boolean;
};

/** For public pages: everything a search engine and a link preview read. */
export function PageMeta({ title, description, noIndex, addressless }: PageMetaProps) {
  const { pathname } = useLocation();
  const origin = siteOrigin();
  const url = canonicalUrl(origin, pathname);
  const fullTitle = pageTitle(title);
  const image = canonicalUrl(origin, SOCIAL_IMAGE.path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {!addressless && <link rel="canonical" href={url} />}
      {noIndex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {!addressless && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
      <meta property="og:image:alt" content={SOCIAL_IMAGE.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}

/** For member pages: their own title, and never in search results. */
export function MemberPageMeta({ title }: { title: string }) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
