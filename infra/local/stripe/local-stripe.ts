/**
 * A local Stripe: the part of Stripe's REST API the Lambda handlers call,
 * the hosted Checkout and customer portal pages a member's browser uses,
 * signed webhooks delivered as Stripe delivers them, and a test clock. The
 * real `stripe` SDK talks to it unchanged:
 *
 *   new Stripe(key, { host: 'localhost', port, protocol: 'http' })
 *
 * so handlers run the same code here and against real Stripe. It keeps its
 * state in memory, or (dev profile) in a JSON file across restarts. The
 * catalog's products and prices are seeded at every start, idempotently.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorText } from '../log';
import { createAdmin, type LocalStripeAdmin, type Outage } from './admin';
import { seedCatalog } from './billing/catalog';
import { runDueWork } from './billing/due-work';
import { apiError, invalidRequest, unrecognizedUrl } from './errors';
import { handleAdminRequest } from './http/admin-request';
import { handleApiRequest } from './http/api-request';
import { handlePageRequest } from './http/page-request';
import { MAX_BODY_BYTES, readLimitedBody } from './http/read-limited-body';
import { StripeStore } from './store';
import { WebhookDispatcher } from './webhooks/dispatcher';

export type { LocalStripeAdmin };
export type { AdvanceResult, CardDetails, Chaos, EventFilter, PayResult } from './admin';
export type { Delivery, DeliveryAttempt, StripeEvent } from './types';

export type LocalStripeOptions = {
  /** 0 = ephemeral (tests). */
  port: number;
  /** The only API key accepted (Authorization: Bearer <secretKey>); locally 'sk_test_local'. */
  secretKey: string;
  /** Where events are POSTed, e.g. http://localhost:3001/webhooks/stripe. Empty: events are recorded, not sent. */
  webhookUrl: string;
  /** Signing secret, e.g. 'whsec_local'. */
  webhookSecret: string;
  /** Base URL of hosted pages; default http://localhost:<port>. */
  publicUrl?: string;
  /** JSON persistence (dev profile); absent = in memory. */
  dataFile?: string;
  log: (line: string) => void;
  /** First webhook retry delay; later ones double, capped at 60 × this. Default 1000 (tests pass a few ms). */
  retryBaseMs?: number;
  /** How long chaos `reorder` holds deliveries before sending them shuffled. Default 300. */
  reorderWindowMs?: number;
  /** Seed the catalog's products and prices. Default true; the setup script's test turns it off. */
  seedCatalog?: boolean;
};

export type LocalStripe = {
  /** http://localhost:<port> */
  url: string;
  port: number;
  close(): Promise<void>;
  /** Resolves when no webhook delivery is pending or in flight (retries waiting count as pending). */
  settled(): Promise<void>;
  admin: LocalStripeAdmin;
};

/** How often what fell due on the clock in real time (a trial ending, a retry) is run. */
const DUE_WORK_INTERVAL_MS = 30_000;
const WEBHOOK_TIMEOUT_MS = 10_000;

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  res.writeHead(status, headers);
  res.end(body);
}

const jsonHeaders = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

export async function startLocalStripe(options: LocalStripeOptions): Promise<LocalStripe> {
  const { log } = options;
  const store = new StripeStore({ file: options.dataFile, log, publicUrl: '' });
  if (options.seedCatalog ?? true) {
    const { created } = seedCatalog(store);
    if (created.length) log(`seeded ${created.length} catalog price(s): ${created.join(', ')}`);
  }
  store.save();
  const dispatcher = new WebhookDispatcher(store, {
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retryBaseMs: options.retryBaseMs ?? 1000,
    reorderWindowMs: options.reorderWindowMs ?? 300,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    log,
  });
  const outage: Outage = { failingRequests: 0 };
  const admin = createAdmin(store, dispatcher, outage);
  const settled = () => dispatcher.settled();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const query = queryAt < 0 ? '' : url.slice(queryAt + 1);
    const method = req.method ?? 'GET';
    const read = await readLimitedBody(req, MAX_BODY_BYTES);
    if (!read.ok) {
      res.setHeader('Connection', 'close');
      const error = invalidRequest(`Request body too large: the limit is ${MAX_BODY_BYTES / 1024 / 1024} MB.`, {
        status: 413,
      });
      return send(res, 413, jsonHeaders, JSON.stringify(error.toJSON(), null, 2));
    }
    const body = read.body;
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    if (path.startsWith('/v1/')) {
      if (outage.failingRequests > 0) {
        outage.failingRequests--;
        return send(res, 500, jsonHeaders, JSON.stringify(apiError().toJSON(), null, 2));
      }
      const response = handleApiRequest(
        {
          method,
          path,
          query,
          body,
          authorization: header('authorization'),
          idempotencyKey: header('idempotency-key'),
        },
        { store, secretKey: options.secretKey, log },
      );
      return send(res, response.status, response.headers, response.body);
    }
    if (path === '/_local' || path.startsWith('/_local/')) {
      const response = await handleAdminRequest(
        { method, path, query, body, contentType: header('content-type'), authorization: header('authorization') },
        { admin, settled, secretKey: options.secretKey, log },
      );
      return send(res, response.status, jsonHeaders, response.body);
    }
    const emittedBefore = store.emitted;
    const page = handlePageRequest({ method, path, query, body }, store);
    if (page) {
      if (method !== 'GET' || store.emitted !== emittedBefore) store.save();
      return send(res, page.status, page.headers, page.body);
    }
    if (method === 'GET' && path === '/') {
      return send(
        res,
        200,
        { 'Content-Type': 'text/plain; charset=utf-8' },
        'Kindred local Stripe (test mode). API under /v1, admin under /_local.\n',
      );
    }
    send(res, 404, jsonHeaders, JSON.stringify(unrecognizedUrl(method, path).toJSON(), null, 2));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // Nothing a request does may take the process down: log it, answer 500.
      log(`${req.method} ${req.url} failed (answered 500): ${errorText(error)}`);
      if (res.headersSent) res.destroy();
      else send(res, 500, jsonHeaders, JSON.stringify(apiError().toJSON(), null, 2));
    });
  });
  server.on('clientError', (error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => log(`server error: ${errorText(error)}`));

  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  store.publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '');
  dispatcher.start();

  const clockTimer = setInterval(() => {
    try {
      const emittedBefore = store.emitted;
      runDueWork(store, store.now());
      if (store.emitted !== emittedBefore) store.save();
    } catch (error) {
      log(`test clock sweep failed: ${errorText(error)}`);
    }
  }, DUE_WORK_INTERVAL_MS);
  clockTimer.unref();

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      clearInterval(clockTimer);
      dispatcher.close();
      store.save();
      server.close(() => resolve());
      // Keep-alive connections (the SDK's agent keeps them) would hold close() open.
      server.closeAllConnections();
    }));

  log(`local Stripe on ${url} (webhooks → ${options.webhookUrl || 'nowhere'})`);
  return { url, port, close, settled, admin };
}
