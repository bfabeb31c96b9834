/**
 * Files the public site needs that are drawn, not written, made by the build
 * (and served on demand by the dev server):
 * - `virtual:sample-profiles`: the landing page's ~130 illustrative profiles
 *   (src/features/landing/lib/sample-profiles.ts) with their portraits as
 *   responsive WebP files, hashed under assets/samples/ in a build;
 * - the web app manifest with its icons, and the social card shared links show.
 * Everything is generated from code with sharp, offline, the same on every build.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { robotsTxt, sitemapXml } from '#shared/site-pages.ts';
import { SAMPLE_PAGE_SIZE } from '#web/features/landing/lib/landing-content.ts';
import { portraitSvg } from '#shared/demo/portrait.ts';
import { sampleProfiles, type SampleProfile } from '#web/features/landing/lib/sample-profiles.ts';

export const SAMPLE_IMAGE_WIDTHS = [200, 320, 480] as const;
const SAMPLE_IMAGE_HEIGHT_RATIO = 600 / 480;
const VIRTUAL_ID = 'virtual:sample-profiles';
const VIRTUAL_REST_ID = 'virtual:sample-profiles/rest';

/** The brand mark on the brand gradient, square; `padding` leaves the safe zone maskable icons need. */
function iconSvg(size: number, padding: number): string {
  const inner = size - padding * 2;
  const scale = inner / 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f43f5e"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs>
  <rect width="${size}" height="${size}" fill="url(#g)"/>
  <g transform="translate(${padding} ${padding + inner * 0.04}) scale(${scale})"><path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.5 1.1 4.2 2.3.7-1.2 2.1-2.3 4.2-2.3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" fill="#ffffff"/></g>
</svg>`;
}

/** 1200×630: the mark and a row of sample portraits on the brand gradient (no text: no fonts needed). */
function socialCardSvg(profiles: SampleProfile[]): string {
  const portraits = profiles.slice(0, 4).map((profile, index) => {
    const svg = portraitSvg(profile.look)
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '')
      .replaceAll('id="bg"', `id="bg${index}"`)
      .replaceAll('url(#bg)', `url(#bg${index})`);
    const x = 560 + index * 150;
    const y = index % 2 === 0 ? 120 : 200;
    return `<g transform="translate(${x} ${y}) scale(0.5)"><clipPath id="c${index}"><rect width="480" height="600" rx="48"/></clipPath><g clip-path="url(#c${index})">${svg}</g></g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff1f2"/><stop offset="1" stop-color="#fce7f3"/></linearGradient>
  <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f43f5e"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#card)"/>
  <circle cx="120" cy="560" r="220" fill="#fda4af" opacity="0.35"/>
  <rect x="120" y="195" width="240" height="240" rx="56" fill="url(#mark)"/>
  <g transform="translate(150 232) scale(7.5)"><path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.5 1.1 4.2 2.3.7-1.2 2.1-2.3 4.2-2.3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" fill="#ffffff"/></g>
  ${portraits.join('\n')}
</svg>`;
}

type Drawn = { fileName: string; source: Buffer };

/** The web app manifest: installable, opening on the home page in its own window. */
const WEB_APP_MANIFEST = {
  name: 'Kindred: Find Your Perfect Match',
  short_name: 'Kindred',
  description: 'Dating for singles who share your values, culture and dreams.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#e11d48',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

async function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

async function samplePortrait(profile: SampleProfile, width: number): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg(profile.look)))
    .resize(width, Math.round(width * SAMPLE_IMAGE_HEIGHT_RATIO))
    .webp({ quality: 78, effort: 4 })
    .toBuffer();
}

/**
 * A portrait's file name: hashed from what draws it (the SVG, the width, the
 * encoder and its settings), so the browser build, the prerender build and the
 * dev server all name it alike without encoding it, and a changed drawing
 * gets a new name (the files are cached as immutable).
 */
function portraitFileName(profile: SampleProfile, width: number): string {
  const hash = createHash('sha256')
    .update(`${portraitSvg(profile.look)}|${width}|webp-q78-e4|sharp-${sharp.versions.sharp}`)
    .digest('hex')
    .slice(0, 10);
  return `assets/samples/${profile.id}-${width}-${hash}.webp`;
}

/** The cards (the profiles without their drawing instructions, with their image sources) as JSON. */
function cardsJson(profiles: SampleProfile[]): string {
  const src = (profile: SampleProfile, width: number) => `/${portraitFileName(profile, width)}`;
  const list = profiles.map((profile) => {
    const { look: _look, ...card } = profile;
    return {
      ...card,
      image: {
        src: src(profile, 320),
        srcSet: SAMPLE_IMAGE_WIDTHS.map((width) => `${src(profile, width)} ${width}w`).join(', '),
      },
    };
  });
  return JSON.stringify(list);
}

/** The module the landing page imports: the first cards, and the rest as a chunk of their own loaded on request. */
function firstCardsModule(profiles: SampleProfile[]): string {
  return [
    `export const SAMPLE_PROFILE_TOTAL = ${profiles.length};`,
    `export const FIRST_SAMPLE_PROFILES = ${cardsJson(profiles.slice(0, SAMPLE_PAGE_SIZE))};`,
    `export const loadMoreSampleProfiles = () => import(${JSON.stringify(VIRTUAL_REST_ID)}).then((module) => module.MORE_SAMPLE_PROFILES);`,
  ].join('\n');
}

/** Static files with fixed names: icons and the social card. */
async function staticFiles(profiles: SampleProfile[]): Promise<Drawn[]> {
  return [
    { fileName: 'icons/icon-192.png', source: await png(iconSvg(192, 36)) },
    { fileName: 'icons/icon-512.png', source: await png(iconSvg(512, 96)) },
    { fileName: 'icons/icon-maskable-512.png', source: await png(iconSvg(512, 140)) },
    { fileName: 'icons/apple-touch-icon.png', source: await png(iconSvg(180, 32)) },
    { fileName: 'social-card.png', source: await png(socialCardSvg(profiles)) },
    { fileName: 'manifest.webmanifest', source: Buffer.from(JSON.stringify(WEB_APP_MANIFEST, null, 2)) },
  ];
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  webp: 'image/webp',
  webmanifest: 'application/manifest+json',
};

export function siteAssets(): Plugin {
  const profiles = sampleProfiles();
  let command: 'build' | 'serve' = 'serve';
  const devFiles = new Map<string, Promise<Buffer>>();

  return {
    name: 'kindred-site-assets',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === VIRTUAL_ID || id === VIRTUAL_REST_ID ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${VIRTUAL_ID}`) return firstCardsModule(profiles);
      if (id === `\0${VIRTUAL_REST_ID}`)
        return `export const MORE_SAMPLE_PROFILES = ${cardsJson(profiles.slice(SAMPLE_PAGE_SIZE))};`;
      return undefined;
    },
    async generateBundle() {
      // The browser build writes the files; the prerender build and the dev server only name them.
      if (command !== 'build' || this.environment?.config.consumer === 'server') return;
      const portraits = await Promise.all(
        profiles.flatMap((profile) =>
          SAMPLE_IMAGE_WIDTHS.map(async (width) => ({
            fileName: portraitFileName(profile, width),
            source: await samplePortrait(profile, width),
          })),
        ),
      );
      for (const file of [...portraits, ...(await staticFiles(profiles))]) this.emitFile({ type: 'asset', ...file });
    },
    configureServer(server) {
      const portraits = new Map<string, { profile: SampleProfile; width: number }>(
        profiles.flatMap((profile) =>
          SAMPLE_IMAGE_WIDTHS.map((width) => [`/${portraitFileName(profile, width)}`, { profile, width }] as const),
        ),
      );
      let statics: Promise<Map<string, Buffer>> | undefined;
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const path = (req.url ?? '').split('?')[0]!;
        // As the deployed site has them, with this server's origin (the build writes them with a marker the host fills in).
        if (path === '/robots.txt' || path === '/sitemap.xml') {
          const origin = `http://${req.headers.host ?? 'localhost'}`;
          const xml = path === '/sitemap.xml';
          res
            .writeHead(200, { 'content-type': xml ? 'application/xml' : 'text/plain; charset=utf-8' })
            .end(xml ? sitemapXml(origin) : robotsTxt(origin));
          return;
        }
        const portrait = portraits.get(path);
        let file: Promise<Buffer | undefined> | undefined;
        if (portrait) {
          if (!devFiles.has(path)) devFiles.set(path, samplePortrait(portrait.profile, portrait.width));
          file = devFiles.get(path);
        } else if (path.startsWith('/icons/') || path === '/social-card.png' || path === '/manifest.webmanifest') {
          statics ??= staticFiles(profiles).then(
            (files) => new Map(files.map((drawn) => [`/${drawn.fileName}`, drawn.source])),
          );
          file = statics.then((files) => files.get(path));
        }
        if (!file) return next();
        file.then(
          (body) => {
            if (!body) return next();
            res
              .writeHead(200, {
                'content-type': TYPES[path.split('.').pop()!] ?? 'application/octet-stream',
                'cache-control': 'no-cache',
              })
              .end(body);
          },
          () => next(),
        );
      });
    },
  };
}
