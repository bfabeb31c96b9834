/**
 * The local cloud's push service (decision 0069). Browsers offline cannot
 * subscribe to a real one, so this stands in for it:
 * - `POST /subscriptions` makes an endpoint, as a browser's push service does
 *   on `pushManager.subscribe` (with the application server key it is bound to);
 * - `POST /push/<id>` takes an RFC 8030 push: TTL, an aes128gcm body of at
 *   most 4096 bytes, and `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292),
 *   the JWT verified with jose against k (ES256, this origin as audience, an
 *   expiry within 24 hours, a mailto:/https: subject), k matching the
 *   subscription's key; 201 when kept;
 * - what it received is kept, in order, for tests and benches
 *   (`GET /_local/pushes?subscription=<id>`), and a subscription can be told to
 *   answer 410 Gone (`POST /_local/subscriptions/<id>/gone`), as one the
 *   browser dropped.
 * Every request is answered, and a bad one only with a 4xx: nothing a
 * sender does can stop the cloud.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { importJWK, jwtVerify } from 'jose';
import { errorText, type Log } from './log';

/** RFC 8030 §7.2: a push service must accept payloads up to 4096 bytes; this one accepts no more. */
const MAX_PAYLOAD_BYTES = 4096;
/** RFC 8292 §2: the JWT's `exp` must not be more than 24 hours ahead. */
const MAX_JWT_LIFETIME_SECONDS = 24 * 60 * 60;
/** Pushes kept, newest last; enough for a bench's runs. */
const MAX_KEPT = 2_000;

export type ReceivedPush = {
  pushId: string;
  subscriptionId: string;
  /** Epoch milliseconds when the push was accepted. */
  receivedAt: number;
  ttl: number;
  urgency: string;
  topic?: string;
  contentEncoding: string;
  /** The encrypted body, base64. */
  body: string;
};

type Subscription = { applicationServerKey?: string; gone: boolean };

export type PushService = { server: Server; received(): readonly ReceivedPush[] };

const base64urlBytes = (value: string) => Buffer.from(value, 'base64url');

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readLimited(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Refusal(413, `Payload larger than ${limit} bytes`));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** `vapid t=<jwt>, k=<key>` (RFC 8292 §3), parts in any order. */
function parseVapid(header: string | undefined): { token: string; key: string } {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match) throw new Refusal(401, 'Missing Authorization: vapid t=…, k=…');
  const params = new Map(
    match[1]!.split(',').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name!.toLowerCase(), value.join('=')] as const;
    }),
  );
  const token = params.get('t');
  const key = params.get('k');
  if (!token || !key) throw new Refusal(401, 'The vapid scheme needs t and k');
  return { token, key };
}

/** The uncompressed P-256 point of k (65 bytes, 0x04 ‖ x ‖ y) as a JWK jose can verify with. */
async function publicKeyOf(k: string) {
  const point = base64urlBytes(k);
  if (point.length !== 65 || point[0] !== 4) throw new Refusal(401, 'k is not an uncompressed P-256 key');
  try {
    return await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
  } catch {
    throw new Refusal(401, 'k is not a point on P-256');
  }
}

async function verifyVapid(header: string | undefined, audience: string, boundKey: string | undefined) {
  const { token, key } = parseVapid(header);
  if (boundKey && boundKey.replace(/=+$/, '') !== key.replace(/=+$/, ''))
    throw new Refusal(403, 'k is not the key this subscription was made for');
  let payload;
  try {
    ({ payload } = await jwtVerify(token, await publicKeyOf(key), { algorithms: ['ES256'], audience }));
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(401, `VAPID JWT refused: ${errorText(error)}`);
  }
  if (typeof payload.exp !== 'number') throw new Refusal(401, 'The VAPID JWT has no exp');
  if (payload.exp > Date.now() / 1000 + MAX_JWT_LIFETIME_SECONDS)
    throw new Refusal(401, 'The VAPID JWT expires more than 24 hours ahead');
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub))
    throw new Refusal(401, 'The VAPID JWT sub must be a mailto: or https: URL');
}

const answer = (res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
};

export type PushServiceOptions = { port: number; log: Log };

export function startPushService({ port, log }: PushServiceOptions): Promise<PushService> {
  const origin = `http://localhost:${port}`;
  const subscriptions = new Map<string, Subscription>();
  const received: ReceivedPush[] = [];

  async function push(req: IncomingMessage, res: ServerResponse, subscriptionId: string): Promise<void> {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Refusal(404, 'No such subscription');
    if (subscription.gone) throw new Refusal(410, 'This subscription is gone');
    const ttl = Number(req.headers.ttl);
    if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) throw new Refusal(400, 'Missing TTL');
    await verifyVapid(req.headers.authorization, origin, subscription.applicationServerKey);
    const body = await readLimited(req, MAX_PAYLOAD_BYTES);
    const contentEncoding = String(req.headers['content-encoding'] ?? '');
    if (body.length > 0 && contentEncoding !== 'aes128gcm')
      throw new Refusal(415, 'Payloads must be aes128gcm (RFC 8291)');
    const pushId = randomUUID();
    received.push({
      pushId,
      subscriptionId,
      receivedAt: Date.now(),
      ttl,
      urgency: String(req.headers.urgency ?? 'normal'),
      ...(req.headers.topic ? { topic: String(req.headers.topic) } : {}),
      contentEncoding,
      body: body.toString('base64'),
    });
    if (received.length > MAX_KEPT) received.splice(0, received.length - MAX_KEPT);
    answer(res, 201, undefined, { location: `${origin}/messages/${pushId}` });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname;
    if (req.method === 'POST' && path === '/subscriptions') {
      const raw = (await readLimited(req, 1024)).toString('utf8');
      let key: unknown;
      try {
        key = raw ? (JSON.parse(raw) as { applicationServerKey?: unknown }).applicationServerKey : undefined;
      } catch {
        throw new Refusal(400, 'Not JSON');
      }
      if (key !== undefined && (typeof key !== 'string' || base64urlBytes(key).length !== 65))
        throw new Refusal(400, 'applicationServerKey must be a base64url P-256 key');
      // Opaque, as real push services make them (and not shaped like a member id, which exports hide).
      const id = randomBytes(18).toString('base64url');
      subscriptions.set(id, { applicationServerKey: key as string | undefined, gone: false });
      answer(res, 201, { id, endpoint: `${origin}/push/${id}` });
      return;
    }
    const pushPath = /^\/push\/([\w-]{1,64})$/.exec(path);
    if (req.method === 'POST' && pushPath) return push(req, res, pushPath[1]!);
    const gonePath = /^\/_local\/subscriptions\/([\w-]{1,64})\/gone$/.exec(path);
    if (req.method === 'POST' && gonePath) {
      const subscription = subscriptions.get(gonePath[1]!);
      if (!subscription) throw new Refusal(404, 'No such subscription');
      subscription.gone = true;
      answer(res, 200, { gone: true });
      return;
    }
    if (req.method === 'GET' && path === '/_local/pushes') {
      const id = url.searchParams.get('subscription');
      answer(res, 200, id ? received.filter((push) => push.subscriptionId === id) : received);
      return;
    }
    throw new Refusal(404, 'The local push service answers POST /subscriptions and POST /push/<id>');
  }

  const server = createServer((req, res) => {
    // Anyone on the machine may call it, as the browser's own push service; the web app asks it for endpoints.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type');
    if (req.method === 'OPTIONS') {
      answer(res, 204);
      return;
    }
    route(req, res).catch((error: unknown) => {
      if (error instanceof Refusal) answer(res, error.status, { message: error.message });
      else {
        log(`[push] ${errorText(error)}`);
        answer(res, 400, { message: 'Malformed request' });
      }
    });
  });
  // A client that hangs up mid-request is its own business.
  server.on('clientError', (_error, socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve({ server, received: () => received }));
  });
}
