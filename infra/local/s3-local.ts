/**
 * s3rver in process with the three buckets, CORS for the web app (browser
 * uploads by presigned PUT/POST, media by GET), and the router that turns its
 * in-process events into S3 notifications for EVENT_SUBSCRIPTIONS.
 */
import { createRequire } from 'node:module';
import S3rver from 's3rver';
import { EVENT_SUBSCRIPTIONS, type EventSubscription } from '#shared/routes/index.ts';
import { LOCAL_ACCESS_KEY, LOCAL_BUCKETS } from './endpoints';
import { invokeAsynchronously, type AsyncFailure } from './async-invocation';
import type { LambdaRuntime } from './lambda-runtime';
import type { Log } from './log';
import { buildS3Event, fromS3rverEvent, matchingSubscriptions } from './s3-events';
import type { LocalIam } from './local-iam';
import { startS3Gateway } from './s3-gateway';
import { keepKeyFolders } from './s3rver-store';

export function bucketCorsXml(webOrigin: string): string {
  return `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${webOrigin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
}

export type S3Local = { close(): Promise<void>; settled(): Promise<void> };

/**
 * s3rver refuses access keys it does not know (it checks no V4 signature:
 * s3-gateway.ts does). Registering the key handlers use ('local', from the
 * handler env) lets the requests the gateway verified through.
 */
function registerLocalAccessKey(): void {
  const require = createRequire(import.meta.url);
  const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account') as {
    DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void };
  };
  DUMMY_ACCOUNT.createKeyPair(LOCAL_ACCESS_KEY.accessKeyId, LOCAL_ACCESS_KEY.secretAccessKey);
}

export async function startS3Local(options: {
  port: number;
  directory: string;
  webOrigin: string;
  runtime: LambdaRuntime;
  log: Log;
  subscriptions?: readonly EventSubscription[];
  /** Where an event that failed Lambda's retries goes: the on-failure record, as the UploadFailures queue gets it. */
  onFailure?: (failure: AsyncFailure) => void;
  /** Authorizes the functions' calls (s3-gateway.ts, decision 0064). */
  iam?: () => LocalIam | undefined;
}): Promise<S3Local> {
  registerLocalAccessKey();
  const cors = bucketCorsXml(options.webOrigin);
  // s3rver itself listens on loopback only; s3-gateway.ts on the public port
  // authenticates every request first, as S3 does.
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: options.directory,
    silent: true,
    // Path-style only: *.localhost names do not resolve.
    vhostBuckets: false,
    configureBuckets: Object.values(LOCAL_BUCKETS).map((name) => ({ name, configs: [cors] })),
  });
  keepKeyFolders(server.store);
  const subscriptions = options.subscriptions ?? Object.values(EVENT_SUBSCRIPTIONS);
  const inFlight = new Set<Promise<void>>();

  server.on('event', (raw: unknown) => {
    for (const objectEvent of fromS3rverEvent(raw)) {
      for (const subscription of matchingSubscriptions(subscriptions, objectEvent)) {
        const event = buildS3Event(objectEvent, subscription.handler);
        // s3rver emits the event while it is still answering the upload (a POST reads the stored
        // object back for its response); a handler that deletes the object at once made s3rver
        // throw ENOENT. AWS notifies after the request completes, so deliver a moment later too.
        const delivery = new Promise((resolve) => setTimeout(resolve, NOTIFY_DELAY_MS))
          .then(() =>
            invokeAsynchronously(options.runtime, subscription.handler, event, {
              log: options.log,
              describe: (ms) => {
                const record = event.Records[0];
                return `${record.eventName} ${record.s3.bucket.name}/${record.s3.object.key} (${ms} ms)`;
              },
              onFailure: options.onFailure,
            }),
          )
          .finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
    }
  });
  const { port: upstreamPort } = await server.run();
  const gateway = await startS3Gateway({
    port: options.port,
    upstream: { host: '127.0.0.1', port: upstreamPort },
    webOrigin: options.webOrigin,
    log: options.log,
    iam: options.iam,
  });
  return {
    async close() {
      await new Promise<void>((resolve) => {
        gateway.close(() => resolve());
        gateway.closeAllConnections();
      });
      await server.close();
    },
    /** Waits for notifications under way; tests use it before asserting. */
    async settled() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}

/** How long after an upload its notification is delivered. */
const NOTIFY_DELAY_MS = 150;
