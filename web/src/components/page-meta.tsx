/**
 * A page's title, description and canonical link (marketing spec §2: the
 * subscription result pages set them). React 19 hoists `<title>`, `<meta>`
 * and `<link>` rendered anywhere into the document head and removes them
 * when the page unmounts, so a page declares them where it renders.
 */
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { BRAND_NAME } from './layout/brand';

/** 'Plans & Pricing · Kindred': the page first, as tab titles are read. */
export function pageTitle(title: string): string {
  return `${title} · ${BRAND_NAME}`;
}

/** The canonical address of a page: this origin and the path, without the query or hash (Stripe's session_id, say). */
export function canonicalUrl(origin: string, pathname: string): string {
  return new URL(pathname, origin).href;
}

/**
 * index.html carries a default description for pages that set none. React
 * does not own that tag, so it would stay beside the page's own; while a page
 * declares one, the default steps aside (renamed, then restored on unmount).
 */
function useDefaultDescriptionHidden(): void {
  useLayoutEffect(() => {
    const fallback = document.head.querySelector<HTMLMetaElement>('meta[name="description"][data-default]');
    if (!fallback) return;
    fallback.setAttribute('name', 'x-default-description');
    return () => fallback.setAttribute('name', 'description');
  }, []);
}

export type PageMetaProps = {
  title: string;
  description: string;
  /** Result pages that only make sense after an action (checkout) keep out of search results. */
  noIndex?: boolean;
};

export function PageMeta({ title, description, noIndex }: PageMetaProps) {
  const { pathname } = useLocation();
  useDefaultDescriptionHidden();
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonicalUrl(window.location.origin, pathname)} />
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}
