/**
 * A member's page that opens on data starts its first request from the entry
 * (decision 0035). A signed-in /discover otherwise asks for the deck only
 * after all its code has loaded and Amplify has read the session: on a slow
 * phone that is seconds in which the network is idle for the deck and its
 * first photo. So, beside the runtime config's early request, the entry reads
 * the access token Amplify stored, asks for the deck's first page, and as soon
 * as it arrives starts the first card's photo with a preload link. The API
 * client takes that response (same URL, same token) instead of asking again;
 * anything unexpected (no token, an expired one, an error answer) leaves the
 * normal path to ask as usual. The API client treats that response like any
 * other: it does not validate it against the route's schema, since the server
 * parsed it with that schema before it left (decision 0042).
 *
 * The page's other first request (/me) goes out beside it, and the page's
 * code is asked for at once, beside the app's (decision 0039).
 *
 * This module is in the entry, so it imports no route table and no Amplify;
 * early-member-request.test.ts checks each entry against the route table and
 * the URL against the API client's (both are built by request-url.ts). The
 * pages' code is app/'s (app/early-page-code.ts), handed in by main.tsx: lib/
 * never imports app/ (docs/architecture.md).
 */
import { IMAGE_VARIANT_TYPES, variantSrcSet } from '#shared/media/image-variants.ts';
import { REFUSAL_IN_BODY } from '#shared/refusals.ts';
import { buildPath } from '#shared/routes/build-path.ts';
import { earlyRuntimeConfigJson } from '../config/runtime-config-request';
import { browserTimeZone } from './browser-time-zone';
import { PHOTO_SIZES } from './photo-sizes';
import { requestUrl } from './request-url';
import { storedAccessToken } from './stored-session';

export type EarlyRequest = {
  /** The route table's operation (checked by the test). */
  operation: string;
  /** Its path in the route table; its `{name}` parameters are the page's (`/messages/:matchId`). */
  path: string;
  query: () => Record<string, string>;
  /** The image the page will show first, from the response, if any. */
  firstImage?: (json: unknown) => EarlyImage | undefined;
};

/**
 * An image to preload: the JPEG, and where the photo has AVIF copies (decision 0076) the same
 * `srcset` and `sizes` its `<picture>` offers, so the preload fetches the very file the card will show.
 */
export type EarlyImage = { href: string; srcset?: string; sizes?: string; type?: string };

export type EarlyPage = {
  /** Only GET routes whose answers the page renders first, and whose parameters the page's path holds. */
  requests: EarlyRequest[];
};

/** Each early page's own code (its route module), by app path (the router's, with its `:name` parameters). */
export type EarlyPageCode = Readonly<Record<string, () => Promise<unknown>>>;

const me: EarlyRequest = { operation: 'getMe', path: '/me', query: () => ({}) };
const matches: EarlyRequest = { operation: 'listMatches', path: '/matches', query: () => ({}) };

/**
 * By app path, as the router writes it: every member page whose first render waits on data (decision 0060).
 * A parameter of the page's path (`:matchId`) fills the request's (`{matchId}`).
 */
export const EARLY_PAGES: Record<string, EarlyPage> = {
  // The member's home (a visitor's landing asks nothing: no stored session).
  '/': { requests: [{ operation: 'listStories', path: '/stories', query: () => ({}) }, me] },
  '/matches': { requests: [matches, me] },
  // The chat list is the match list, with each one's last message.
  '/messages': { requests: [matches, me] },
  '/profile': {
    requests: [
      {
        operation: 'getMyProfile',
        path: '/me/profile',
        query: () => ({}),
        // The photo grid's first tile, the editor's largest image.
        firstImage: (json) => {
          const photo = (json as { photos?: { url?: unknown; thumbUrl?: unknown }[] } | undefined)?.photos?.[0];
          const url = photo?.thumbUrl || photo?.url;
          return typeof url === 'string' ? { href: url } : undefined;
        },
      },
      me,
    ],
  },
  '/profile/dashboard': { requests: [{ operation: 'getDashboard', path: '/me/dashboard', query: () => ({}) }, me] },
  // A conversation: its newest page (what the screen shows first) beside /me.
  '/messages/:matchId': {
    requests: [{ operation: 'listMessages', path: '/matches/{matchId}/messages', query: () => ({}) }, me],
  },
  '/discover': {
    requests: [
      {
        operation: 'listCandidates',
        path: '/discover',
        query: () => ({ timeZone: browserTimeZone() }),
        firstImage: (json) => {
          const photo = (json as { candidates?: { photos?: { url?: unknown; widths?: unknown }[] }[] } | undefined)
            ?.candidates?.[0]?.photos?.[0];
          if (typeof photo?.url !== 'string') return undefined;
          const widths = Array.isArray(photo.widths) ? photo.widths.filter((w) => typeof w === 'number') : [];
          if (!widths.length) return { href: photo.url };
          // The card's first <source>: browsers that do not decode AVIF skip a preload of that type.
          return {
            href: photo.url,
            srcset: variantSrcSet(photo.url, widths, 'avif'),
            sizes: PHOTO_SIZES.card,
            type: IMAGE_VARIANT_TYPES.avif,
          };
        },
      },
      me,
    ],
  },
};

type Started = { url: string; token: string; response: Promise<Response>; at: number };
/** An early answer older than this is not taken: the page that wanted it has long asked for itself. */
const EARLY_ANSWER_MAX_AGE_MS = 30_000;
let started: Promise<Started[]> | undefined;

function preloadImage(image: EarlyImage): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = image.href;
  if (image.srcset) link.imageSrcset = image.srcset;
  if (image.sizes) link.imageSizes = image.sizes;
  if (image.type) link.type = image.type;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/** What the early request uses of the browser; the test passes its own. */
export type EarlyEnvironment = {
  pathname: string;
  configJson: Promise<unknown> | undefined;
  storage: Pick<Storage, 'getItem'>;
  fetch: typeof fetch;
  preloadImage: (image: EarlyImage) => void;
  /** Asks for the code of the page at this app path (a key of EARLY_PAGES). */
  loadCode: (appPath: string) => void;
};

export const browserEnvironment = (pageCode: EarlyPageCode): EarlyEnvironment => ({
  pathname: window.location.pathname,
  configJson: earlyRuntimeConfigJson(),
  storage: window.localStorage,
  fetch: (input, init) => fetch(input, init),
  preloadImage,
  loadCode: (appPath) => void pageCode[appPath]?.().catch(() => undefined),
});

/**
 * The early page at this pathname: its app path (the key of EARLY_PAGES) and the values of its parameters.
 * A parameter is one whole segment; a path with more or fewer segments is another page.
 */
export function earlyPageAt(
  pathname: string,
): { appPath: string; page: EarlyPage; params: Record<string, string> } | undefined {
  const segments = pathname.split('/');
  for (const [appPath, page] of Object.entries(EARLY_PAGES)) {
    const pattern = appPath.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      if (segment === '') return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return false;
      }
      return true;
    });
    if (matches) return { appPath, page, params };
  }
  return undefined;
}

/** Called by the entry for a member's tab, after requestRuntimeConfigEarly. */
export function startEarlyMemberRequest(env: EarlyEnvironment): void {
  const found = earlyPageAt(env.pathname);
  if (!found || !env.configJson || started) return;
  const { appPath, page, params } = found;
  env.loadCode(appPath);
  started = env.configJson
    .then((config) => {
      const { httpApiUrl, userPoolClientId } = (config ?? {}) as { httpApiUrl?: unknown; userPoolClientId?: unknown };
      if (typeof httpApiUrl !== 'string' || typeof userPoolClientId !== 'string') return [];
      const token = storedAccessToken(env.storage, userPoolClientId);
      if (!token) return [];
      return page.requests.map((early) => {
        const url = requestUrl(httpApiUrl, buildPath(early.path, params), early.query());
        const response = env.fetch(url, {
          method: 'GET',
          // As the API client asks (api-client.ts): an expected refusal comes as a 200, with no console error.
          headers: { accept: 'application/json', authorization: `Bearer ${token}`, prefer: REFUSAL_IN_BODY },
        });
        if (early.firstImage) {
          response
            .then((answer) => (answer.ok ? answer.clone().json() : undefined))
            .then((json) => {
              const image = early.firstImage!(json);
              if (image) env.preloadImage(image);
            })
            .catch(() => undefined);
        }
        response.catch(() => undefined);
        return { url, token, response, at: Date.now() };
      });
    })
    .catch(() => []);
}

/**
 * The early response for this request, once, if one was started for exactly this URL and token and it
 * succeeded; undefined otherwise (the caller then fetches as usual).
 */
export async function takeEarlyResponse(url: string, token: string | undefined): Promise<Response | undefined> {
  if (!started) return undefined;
  const all = started;
  const pending = await all;
  const index = pending.findIndex((early) => early.url === url && early.token === token);
  const early = pending[index];
  if (!early) return undefined;
  pending.splice(index, 1);
  if (pending.length === 0 && started === all) started = undefined;
  if (Date.now() - early.at > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  const response = await early.response.catch(() => undefined);
  return response?.ok ? response : undefined;
}

/** Tests start from nothing started. */
export function forgetEarlyRequests(): void {
  started = undefined;
}
