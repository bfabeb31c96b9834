/**
 * npm run bench:web — what a visitor's phone gets, measured by Lighthouse.
 *
 * Builds the web app (npm run build:web), serves dist/web as the site's
 * CloudFront distribution does (infra/local/site-server.ts: the routing function's
 * documents, brotli/gzip, the cache headers, the CSP), next to a local cloud
 * on the bench ports (+200) for the pages that need the API. Then Lighthouse
 * (mobile defaults: a mid-range phone, simulated slow 4G and a 4x slower CPU)
 * runs three times per page in Debian's Chromium: /, /pricing, /terms, /auth,
 * and, signed in as the demo member with the seed's demo data, /discover, the
 * member's home (/), /matches, /messages, the first conversation
 * (/messages/{matchId}), the dashboard (/profile/dashboard) and the profile
 * editor (/profile). Each run starts cold: no HTTP cache, no service worker.
 *
 * For each page it prints the medians of the four category scores, LCP, CLS,
 * TBT, and the JavaScript and CSS files the page requested before its first
 * paint (observed in the trace; gzip size of the files, as the web
 * performance budget counts them, with what brotli puts on the wire beside
 * it), and the HTML document's
 * own weight (the prerendered pages carry their CSS inline). It ends
 * with one line: the landing page's figures, then each member page's
 * performance by name:
 *   web: perf=… lcp=…ms cls=… tbt=…ms js=…KB a11y=… bp=… seo=… discover=… home=… matches=… messages=…
 *   conversation=… dashboard=… profile=…
 * The server side (this process: the CDN and API stand-ins and Lighthouse; and DynamoDB Local) runs at
 * nice 10 in sessions of its own, the browser at 0 (bench/server-priority.ts, decision 0046).
 * BENCH_WEB_SERVER_NICE=0 shares the CPU evenly. BENCH_WEB_RUNS sets the runs per page (3); BENCH_WEB_SKIP_BUILD=1 reuses dist/web;
 * BENCH_WEB_PAGES=/,/auth,home measures only those pages (by name: a public page's path, or discover, home, …); BENCH_WEB_DEBUG=1 prints what slows each run
 * (LCP element, long tasks, failing audits) and saves its whole Lighthouse report in the temp dir.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { startLocalCloud, type LocalCloud } from '#infra/local/cloud.ts';
import { endpointsFor } from '#infra/local/endpoints.ts';
import { portsFor } from '#infra/local/ports.ts';
import { PROJECT_ROOT } from '#infra/constructs/app-function.ts';
import { DEMO_ACCOUNT } from '#infra/local/seed/demo-account.ts';
import { settle } from './members';
import { localhostCertificate } from './localhost-certificate';
import { startSiteServer } from '#infra/local/site-server.ts';
import { ensureOwnSession, lowerServerPriority, serverNiceWanted } from './server-priority';
import { runBench } from './run';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const DIST = join(PROJECT_ROOT, 'dist', 'web');
/**
 * Headless Chromium 156 runs its own omnibox popup (two WebUI pages, Lit over Mojo) in renderers of its
 * own, and their tasks ran beside the measured page's on this machine's two cores. A phone's browser
 * shows no such thing while a page loads, so they are turned off; `--disable-features` is given once
 * (the last one given wins), with chrome-launcher's own list.
 */
const LAUNCHER_DISABLED_FEATURES =
  chromeLauncher.Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features=')) ??
  '--disable-features=';
const BASE_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `${LAUNCHER_DISABLED_FEATURES},WebUIOmniboxPopup,WebUIOmniboxAimPopup`,
];

/** Chromium's own processes (and its crash handler): the phone, which the bench does not slow down. */
const isBrowser = (name: string) => /^chrom/i.test(name);

/**
 * `name` is the page's key in the results and the last line (the landing and the member's home share '/').
 * A member page's `path` may be found only once signed in (`pathFrom`): the conversation is the demo
 * member's first one in /messages.
 */
type Page = { name: string; path: string; signedIn?: boolean; target: number };
const CONVERSATION_PATH = '/messages/:first';
const ALL_PAGES: Page[] = [
  { name: '/', path: '/', target: 0.98 },
  { name: '/pricing', path: '/pricing', target: 0.95 },
  { name: '/terms', path: '/terms', target: 0.95 },
  { name: '/auth', path: '/auth', target: 0.95 },
  { name: 'discover', path: '/discover', signedIn: true, target: 0.95 },
  { name: 'home', path: '/', signedIn: true, target: 0.95 },
  { name: 'matches', path: '/matches', signedIn: true, target: 0.95 },
  { name: 'messages', path: '/messages', signedIn: true, target: 0.95 },
  { name: 'conversation', path: CONVERSATION_PATH, signedIn: true, target: 0.95 },
  { name: 'dashboard', path: '/profile/dashboard', signedIn: true, target: 0.95 },
  { name: 'profile', path: '/profile', signedIn: true, target: 0.95 },
];
/** BENCH_WEB_PAGES=/,/auth,home measures only those (while working on them): a page's name or its path. */
const PAGES = process.env.BENCH_WEB_PAGES
  ? ALL_PAGES.filter((page) =>
      process.env
        .BENCH_WEB_PAGES!.split(',')
        .some((wanted) => wanted === page.name || (page.signedIn && page.path !== '/' && wanted === page.path)),
    )
  : ALL_PAGES;

type Run = {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  jsGzip: number;
  jsWire: number;
  cssGzip: number;
  cssWire: number;
  jsAllGzip: number;
  htmlWire: number;
  requests: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kb = (bytes: number) => Math.round(bytes / 1024);
const gzipCache = new Map<string, number>();

/** What a file weighs gzipped, as the build wrote it (the budget counts gzip). */
function gzipSize(origin: string, url: string): number {
  const path = new URL(url).pathname;
  if (!url.startsWith(origin) || !path.startsWith('/assets/')) return 0;
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, path)), { level: 9 }).length;
    gzipCache.set(path, size);
  }
  return size;
}

type LhResult = {
  categories: Record<string, { score: number | null; auditRefs?: Array<{ id: string; weight: number }> }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Array<Record<string, unknown>>; debugData?: Record<string, unknown> } }
  >;
  runtimeError?: { message: string };
};

/**
 * Lighthouse's FCP and LCP are each the mean of two simulations (Lantern) over the requests and tasks seen
 * before the observed paint. Their last nodes say what the simulated paint waited for, which the observed
 * trace does not.
 */
function printPaintSimulations() {
  type Timing = { startTime: number; endTime: number };
  type Node = { type: string; request?: { url: string; transferSize: number }; duration?: number };
  const simulations = (
    Lantern as unknown as { Simulation: { Simulator: { allNodeTimings: Map<string, Map<Node, Timing>> } } }
  ).Simulation.Simulator.allNodeTimings;
  for (const label of [
    'optimisticFirstContentfulPaint',
    'pessimisticFirstContentfulPaint',
    'optimisticLargestContentfulPaint',
    'pessimisticLargestContentfulPaint',
  ]) {
    const timings = simulations.get(label);
    if (!timings) continue;
    const nodes = [...timings].sort((a, b) => a[1].startTime - b[1].startTime);
    const cpu = nodes
      .filter(([node]) => node.type === 'cpu')
      .reduce((total, [, timing]) => total + timing.endTime - timing.startTime, 0);
    const bytes = nodes.reduce((total, [node]) => total + (node.request?.transferSize ?? 0), 0);
    console.log(
      `    ${label}: ${Math.round(Math.max(...nodes.map(([, timing]) => timing.endTime)))}ms, ${nodes.length} nodes, cpu ${Math.round(cpu)}ms, ${Math.round(bytes / 1024)}KB`,
    );
    for (const [node, timing] of nodes) {
      const what = node.request
        ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(node.request.transferSize / 1024)}KB`
        : 'cpu';
      if (node.request || timing.endTime - timing.startTime >= 20)
        console.log(`      ${Math.round(timing.startTime)}-${Math.round(timing.endTime)} ${what}`);
    }
  }
  simulations.clear();
}

async function measure(url: string, origin: string, port: number, keepStorage: boolean): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableStorageReset: keepStorage,
    // The debug view's traces carry JavaScript samples, so a long task can be read down to its functions.
    ...(process.env.BENCH_WEB_DEBUG === '1'
      ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
      : {}),
  });
  const lhr = result?.lhr as unknown as LhResult | undefined;
  if (!lhr || lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  if (process.env.BENCH_WEB_DEBUG === '1') {
    const saved = join(
      tmpdir(),
      `kindred-lighthouse-${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`,
    );
    writeFileSync(saved, JSON.stringify(lhr));
    const trace = (result?.artifacts as { Trace?: unknown } | undefined)?.Trace;
    if (trace) writeFileSync(saved.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
    console.log('    report:', saved, trace ? '(and its trace beside it)' : '');
    const items = (id: string) => lhr.audits[id]?.details?.items ?? [];
    console.log('    LCP element:', JSON.stringify(items('largest-contentful-paint-element')).slice(0, 400));
    console.log('    long tasks:', JSON.stringify(items('long-tasks').slice(0, 8)));
    console.log('    bootup:', JSON.stringify(items('bootup-time').slice(0, 5)));
    console.log(
      '    main thread:',
      JSON.stringify(items('mainthread-work-breakdown').map((item) => [item.group, Math.round(Number(item.duration))])),
    );
    const failing = (category: string) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter(
          (ref) =>
            ref.weight > 0 &&
            (lhr.audits[ref.id] as { score?: number | null })?.score !== 1 &&
            (lhr.audits[ref.id] as { score?: number | null })?.score !== null,
        )
        .map((ref) => ref.id);
    console.log(
      '    below 1:',
      JSON.stringify({ bp: failing('best-practices'), seo: failing('seo'), a11y: failing('accessibility') }),
    );
    if (failing('best-practices').includes('inspector-issues'))
      console.log('    inspector issues:', JSON.stringify(items('inspector-issues')).slice(0, 800));
    console.log(
      '    DOM:',
      JSON.stringify(
        items('dom-size')
          .slice(0, 3)
          .map((item) => item.value),
      ),
    );
    console.log(
      '    FCP',
      lhr.audits['first-contentful-paint']?.numericValue,
      'SI',
      lhr.audits['speed-index']?.numericValue,
    );
    printPaintSimulations();
  }
  type Request = { url: string; resourceType?: string; transferSize?: number; rendererStartTime?: number };
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as Request[];
  // "Before first paint": the requests the page made before it first painted, as observed in the
  // trace (both timestamps are the trace's microseconds). A script the page asks for after its
  // first paint (the prerendered pages load the app that way) did not delay what the visitor sees.
  const networkStartTs = lhr.audits['network-requests']?.details?.debugData?.networkStartTimeTs as number | undefined;
  const firstPaintTs = (
    lhr.audits['metrics']?.details?.items?.[0] as { observedFirstContentfulPaintTs?: number } | undefined
  )?.observedFirstContentfulPaintTs;
  if (networkStartTs === undefined || firstPaintTs === undefined)
    throw new Error(`Lighthouse gave no first-paint or network timestamps for ${url}`);
  const beforeFirstPaint = (request: Request) =>
    request.rendererStartTime !== undefined && networkStartTs + request.rendererStartTime * 1000 < firstPaintTs;
  const sum = (type: string, size: (request: Request) => number) =>
    requests
      .filter((request) => request.resourceType === type && beforeFirstPaint(request))
      .reduce((total, request) => total + size(request), 0);
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    jsGzip: sum('Script', (request) => gzipSize(origin, request.url)),
    jsWire: sum('Script', (request) => request.transferSize ?? 0),
    cssGzip: sum('Stylesheet', (request) => gzipSize(origin, request.url)),
    cssWire: sum('Stylesheet', (request) => request.transferSize ?? 0),
    jsAllGzip: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((total, request) => total + gzipSize(origin, request.url), 0),
    htmlWire: requests.find((request) => request.resourceType === 'Document')?.transferSize ?? 0,
    requests: requests.length,
  };
}

/** Signs the demo member in through the sign-in page, in the browser Lighthouse will use (its default context keeps the tokens). */
async function signInDemo(browser: Browser, origin: string): Promise<void> {
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await page.goto(`${origin}/auth`);
  await page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/profile$/, { timeout: 30_000 });
  await page.close();
}

/** The demo member's first conversation, as /messages links it (the seed's match ids are made at each start). */
async function firstConversationPath(browser: Browser, origin: string): Promise<string> {
  const page = await browser.contexts()[0]!.newPage();
  try {
    await page.goto(`${origin}/messages`);
    const link = page.locator('a[href^="/messages/"]').first();
    await link.waitFor({ timeout: 30_000 });
    return (await link.getAttribute('href'))!;
  } finally {
    await page.close();
  }
}

/** Cold again, but still signed in: no HTTP cache, no service worker, no cached code. */
async function coldButSignedIn(browser: Browser, origin: string): Promise<void> {
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.close();
}

async function main() {
  if (process.env.BENCH_WEB_SKIP_BUILD !== '1') {
    console.log('building the web app (npm run build:web)...');
    execFileSync('npx', ['tsx', 'web/build.ts'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  }
  // The public pages are measured with nothing else running; the local cloud (its JVM, its stream
  // pollers) starts only for the signed-in page, which needs its API.
  const ports = portsFor('bench');
  // The site and its photos over HTTPS (HTTP/2 for the site), as the distributions serve every phone
  // that can (HTTP2_AND_3); BENCH_WEB_HTTP1=1 serves both over plain HTTP/1.1 instead, to compare
  // (decision 0045). The local cloud's API stays plain http on localhost, which browsers trust.
  const tls = process.env.BENCH_WEB_HTTP1 === '1' ? undefined : await localhostCertificate();
  const chromeFlags = [...BASE_CHROME_FLAGS, ...(tls ? [tls.chromeFlag] : [])];
  const endpoints = endpointsFor(ports, { https: tls !== undefined });
  const originOf = (url: string) => new URL(url).origin;
  const sources = {
    connect: [endpoints.httpApiUrl, endpoints.cognitoShim, endpoints.webSocketUrl].map(originOf),
    media: [originOf(endpoints.mediaBaseUrl)],
  };
  if (serverNice > 0) {
    lowerServerPriority(serverNice, isBrowser);
    console.log(
      `the server side (this process, the local cloud's) runs at nice ${serverNice}, the browser at 0 (decision 0046; BENCH_WEB_SERVER_NICE=0 to share the CPU evenly)`,
    );
  }
  let cloud: LocalCloud | undefined;
  let web = await startSiteServer({ root: DIST, port: ports.web, sources, tls });
  const profiles: string[] = [];
  const results = new Map<string, Run[]>();
  /** The machine's 1-minute load average as each page started: Lighthouse times the CPU, and other work on it shows. */
  const load = new Map<string, number>();
  try {
    for (const page of PAGES) {
      if (page.signedIn && !cloud) {
        console.log('starting the local cloud (bench ports) for the signed-in page...');
        cloud = await startLocalCloud({
          profile: 'bench',
          persist: false,
          web: false,
          seed: true,
          tls,
          log: () => undefined,
        });
        // The demo data's likes and matches become notifications through the table stream; a page
        // measured while that backlog drains receives a push a moment, which no member opening the app
        // sees. Measure the steady state.
        const settling = Date.now();
        // DynamoDB Local runs in a session of its own: it is lowered with the rest of the server side.
        if (serverNice > 0) lowerServerPriority(serverNice, isBrowser);
        await settle(cloud);
        console.log(
          `  the stream's backlog from the demo data drained in ${Math.round((Date.now() - settling) / 1000)} s`,
        );
        await web.close();
        web = await startSiteServer({
          root: DIST,
          port: ports.web,
          sources,
          runtimeConfig: cloud.config.runtimeConfig,
          tls,
        });
      }
      // A fresh browser profile per page: nothing carries over from the page before.
      const userDataDir = mkdtempSync(join(tmpdir(), 'kindred-bench-web-'));
      profiles.push(userDataDir);
      const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags, userDataDir });
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        if (page.signedIn) await signInDemo(browser, web.origin);
        const path = page.path === CONVERSATION_PATH ? await firstConversationPath(browser, web.origin) : page.path;
        const runs: Run[] = [];
        load.set(page.name, loadavg()[0]!);
        for (let run = 0; run < RUNS; run++) {
          if (page.signedIn) await coldButSignedIn(browser, web.origin);
          runs.push(await measure(`${web.origin}${path}`, web.origin, chrome.port, page.signedIn === true));
          const last = runs[runs.length - 1]!;
          console.log(
            `  ${page.name} (${path}) run ${run + 1}: perf=${last.perf} lcp=${Math.round(last.lcp)}ms tbt=${Math.round(last.tbt)}ms cls=${last.cls.toFixed(3)} js=${kb(last.jsGzip)}KB`,
          );
        }
        results.set(page.name, runs);
      } finally {
        await browser.close().catch(() => undefined);
        chrome.kill();
      }
    }
  } finally {
    await web.close();
    await cloud?.stop();
    for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
  }

  console.log(
    `\nmedians of ${RUNS} Lighthouse runs per page (mobile defaults), JS/CSS = files requested before the first paint, gzip -9 (brotli on the wire); all JS = every script the page loaded; HTML = the document on the wire`,
  );
  console.log(
    'page                 perf  a11y  bp    seo   LCP      CLS    TBT     JS gz (br)     CSS gz (br)   all JS  HTML   load  target',
  );
  const summary = (name: string) => {
    const runs = results.get(name)!;
    const m = (key: keyof Run) => median(runs.map((run) => run[key]));
    return {
      perf: m('perf'),
      a11y: m('a11y'),
      bp: m('bp'),
      seo: m('seo'),
      lcp: m('lcp'),
      cls: m('cls'),
      tbt: m('tbt'),
      js: m('jsGzip'),
      jsWire: m('jsWire'),
      css: m('cssGzip'),
      cssWire: m('cssWire'),
      jsAll: m('jsAllGzip'),
      html: m('htmlWire'),
    };
  };
  for (const page of PAGES) {
    const s = summary(page.name);
    const label = page.signedIn ? `${page.name} (demo)` : page.name;
    console.log(
      `${label.padEnd(20)} ${s.perf.toFixed(2).padEnd(5)} ${s.a11y.toFixed(2).padEnd(5)} ${s.bp.toFixed(2).padEnd(5)} ${s.seo.toFixed(2).padEnd(5)} ` +
        `${`${Math.round(s.lcp)}ms`.padEnd(8)} ${s.cls.toFixed(3).padEnd(6)} ${`${Math.round(s.tbt)}ms`.padEnd(7)} ` +
        `${`${kb(s.js)}KB (${kb(s.jsWire)}KB)`.padEnd(14)} ${`${kb(s.css)}KB (${kb(s.cssWire)}KB)`.padEnd(13)} ${`${kb(s.jsAll)}KB`.padEnd(7)} ${`${kb(s.html)}KB`.padEnd(6)} ${load.get(page.name)!.toFixed(1).padEnd(5)} perf ≥ ${page.target}${s.perf >= page.target ? '' : '  MISSED'}`,
    );
  }
  const round = (value: number) => Number(value.toFixed(2));
  const pairs: string[] = [];
  if (results.has('/')) {
    const landing = summary('/');
    pairs.push(
      `perf=${round(landing.perf)} lcp=${Math.round(landing.lcp)}ms cls=${round(landing.cls)} tbt=${Math.round(landing.tbt)}ms js=${kb(landing.js)}KB a11y=${round(landing.a11y)} bp=${round(landing.bp)} seo=${round(landing.seo)}`,
    );
  }
  // Each member page's median performance, by name.
  for (const page of PAGES) if (page.signedIn) pairs.push(`${page.name}=${round(summary(page.name).perf)}`);
  if (pairs.length > 0) console.log(`web: ${pairs.join(' ')}`);
}

const serverNice = serverNiceWanted();
if (serverNice === 0 || ensureOwnSession()) {
  runBench(main);
}
