/**
 * The local cloud: the Lambda handlers of the route table running against
 * local stand-ins that speak AWS wire protocols (DynamoDB Local, cognito-local
 * behind a shim, s3rver), with small emulators for API Gateway (HTTP and
 * WebSocket), S3 notifications and the table's stream. Handlers get the same
 * env variables CDK sets, with local endpoints, and never learn where they run.
 *
 * `dev` keeps its data under .local/ (git-ignored) across restarts; `test`
 * runs DynamoDB in memory and everything else in a temp dir, on ports +100.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ViteDevServer } from 'vite';
import { EVENT_SUBSCRIPTIONS, HTTP_ROUTES } from '#shared/routes/index.ts';
import type { RuntimeConfig } from '#shared/runtime-config.ts';
import { TABLE } from '#shared/table.ts';
import { USER_POOL_SETTINGS } from '../user-pool-settings';
import { startCognitoLocal } from './cognito-local';
import type { CodeDelivery } from './cognito-code-parser';
import { startCognitoShim } from './cognito-shim';
import { startDynamoDbLocal, ensureTable } from './dynamodb-local';
import { WEBSOCKET_STAGE, endpointsFor, issuerFor, type LocalEndpoints } from './endpoints';
import { buildHandlerEnv, LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from './handler-env';
import { startHttpApi } from './http-api';
import { createJwtAuthorizer } from './jwt-authorizer';
import { withConcurrencyLimit } from './api-concurrency';
import { startFailureQueues, type FailureQueues } from './failure-queues';
import { startDynamoDbFront } from './dynamodb-front';
import { SECRET_STAND_INS, functionEnvironment, isolateFunctionEnvironments } from './function-env';
import { functionAccessKeyId, registerFunctionIdentities, stampFunctionRequests } from './function-identity';
import { answerJson, startLambdaApi, type LambdaApi } from './lambda-api';
import {
  createLambdaRuntime,
  functionNameFromPath,
  type DeployedFunction,
  type InvocationCount,
} from './lambda-runtime';
import { loadLocalAssembly, type LocalFunction } from './local-assembly';
import { createLocalIam, type LocalIam } from './local-iam';
import { ACCESS_LOG_GROUPS, LocalLogs, tapHandlerLogs } from './local-logs';
import { startLocalMonitoring } from './local-monitoring';
import { errorText, tagged, type Log } from './log';
import { Mailbox, formatCodeNotice } from './mailbox';
import { startMediaCdn } from './media-cdn';
import { PhotoQueue } from './seed/photo-queue';
import { LOCAL_DATA_DIR, PROJECT_ROOT } from './paths';
import { busyPorts } from './port-check';
import { portsFor, type PortProfile, type ProfileName } from './ports';
import { startS3Local } from './s3-local';
import { Availability, superviseChild } from './supervised-child';
import { startSesLocal } from './ses-local';
import { localVapidKeys } from './local-vapid-keys';
import { startPushService, type PushService, type ReceivedPush } from './push-service';
import { startLocalStripe } from './stripe/local-stripe';
import { startTableStreamPoller, type TableStreamPoller } from './table-stream-poller';
import { startTtlSweeper } from './ttl-sweeper';
import { ensureUserPool, localCognitoClient } from './user-pool';
import { localRuntimeConfig, startBuiltSite, startWebServer, writeRuntimeConfig } from './web-server';
import { startWebSocketApi, type PushCounts } from './websocket-api';

export type LocalCloudOptions = {
  profile?: ProfileName;
  /** Keep data across restarts under .local/. Default: true for dev, false for test. */
  persist?: boolean;
  /** Where persisted data lives, instead of .local/ (bench:startup's fresh clones). */
  dataDir?: string;
  /** Seed demo data when the data store is fresh. Default true. */
  seed?: boolean;
  /** Route the table stream to its handlers. Default true; the discovery benchmark bulk-loads without it. */
  streams?: boolean;
  /** Delete expired items as DynamoDB's TTL would (ttl-sweeper.ts). Default: on, except for the bench profile's bulk loads. */
  ttlSweep?: boolean;
  /**
   * Whether sample members post stories and voice intros on this start (those who have none left):
   * `npm start`'s dev profile by default. Test clouds leave them out, so no suite meets stories it did not post.
   */
  sampleMedia?: boolean;
  /** Sample members to seed (the seed module's default when absent); tests use fewer. */
  sampleCount?: number;
  /**
   * The web app: the Vite dev server (true, the default), the built site as CloudFront serves it ('built',
   * the first e2e lane, decision 0086), or none (false).
   */
  web?: boolean | 'built';
  /**
   * A certificate for localhost: the web app is served elsewhere over HTTPS (bench:web serves dist/web
   * over HTTPS and HTTP/2, as CloudFront does; only with `web: false`), so CORS allows that origin, and
   * the media CDN serves HTTPS too (photos over http on an https page would be mixed content).
   */
  tls?: { key: string; cert: string };
  /**
   * Every alarm period times this (local-alarms.ts): the fault drill runs five-minute periods in
   * fifteen seconds (0.05). Default 1, the template's own periods.
   */
  alarmTimeScale?: number;
  /**
   * Read the stack's alarms and evaluate them (a synth, the first time after infra changes). Default:
   * the dev profile (npm start, /dev/ops); the drill asks for them; test clouds keep the CPU.
   */
  alarms?: boolean;
  /**
   * Handler log lines below WARN are kept (GET /_local/logs) but not printed: test clouds, whose
   * output stays readable while a test can still read one request's story. Default: printed.
   */
  quietHandlerLogs?: boolean;
  log?: Log;
  /**
   * Authorize every AWS call a function makes against its synthesized role (decision 0064). Default on
   * (LOCAL_CLOUD_IAM=off turns it off, to compare or to tell a missing grant from another fault): a missing
   * grant fails here as it fails on AWS.
   */
  iam?: boolean;
  /** Aborting stops whatever has started, at once; the start then rejects. */
  signal?: AbortSignal;
};

export type LocalCloudConfig = {
  profile: ProfileName;
  ports: PortProfile;
  endpoints: LocalEndpoints;
  tableName: string;
  streamArn: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The sign-up route's client (decision 0054); the shim refuses SignUp from any other. */
  signUpClientId: string;
  issuer: string;
  runtimeConfig: RuntimeConfig;
  /** Where this cloud keeps its data (.local/ or a temp dir). */
  dataDir: string;
  /** Whether this start seeded demo data. */
  seeded: boolean;
  startupMs: number;
  /** The stand-ins' process ids at start (a restart changes them); the restart test kills one. */
  childPids: { dynamoDb: number; cognito: number };
};

export type LocalCloud = {
  config: LocalCloudConfig;
  /** The handler environment, also applied to process.env. */
  env: Record<string, string>;
  mailbox: Mailbox;
  /** Waits until stream batches and S3 notifications under way are delivered. */
  settled(): Promise<void>;
  /** How many times a stand-in died and was started again (supervised-child.ts). */
  restarts(): number;
  /** The local StreamFailures and UploadFailures queues (parked by park-failed-events, replayed by npm run redrive). */
  failureQueues: FailureQueues;
  /** Resolves once the alarms are read from the synthesized template (local-monitoring.ts). */
  alarmsReady: Promise<void>;
  /** Lambda invocations by function and @connections pushes so far, for benches that count them per action. */
  counters(): { invocations: Record<string, InvocationCount>; pushes: PushCounts };
  /** What the local push service received (decision 0069), oldest first. */
  webPushes(): readonly ReceivedPush[];
  stop(): Promise<void>;
};

/**
 * AWS deletes expired items within days; every read filters on `expiresAt`
 * anyway. Locally a few seconds keeps stories and boosts visibly ending on time.
 */
const TTL_SWEEP_INTERVAL_MS = 5_000;

/** tmpfs on Linux: DynamoDB Local's files there cost what -inMemory costs, and survive a child restart. */
const SHARED_MEMORY_DIR = '/dev/shm';

type State = { userPoolId?: string; userPoolClientId?: string; signUpClientId?: string; seededAt?: string };

export async function startLocalCloud(options: LocalCloudOptions = {}): Promise<LocalCloud> {
  const started = Date.now();
  // Before any SDK client sends its first request: each function's calls carry its own key (function-identity.ts).
  const enforceIam = options.iam ?? process.env.LOCAL_CLOUD_IAM !== 'off';
  if (enforceIam) stampFunctionRequests({ redirects: [] });
  const profile = options.profile ?? 'dev';
  const persist = options.persist ?? profile === 'dev';
  const web = options.web ?? true;
  const log = options.log ?? ((line: string) => console.log(line));
  const ports = portsFor(profile);
  const endpoints = endpointsFor(ports, { https: options.tls !== undefined });

  const { web: _webPort, ...servicePorts } = ports;
  const busy = await busyPorts(web ? ports : servicePorts);
  if (busy.length) {
    throw new Error(
      `Port${busy.length > 1 ? 's' : ''} already in use: ${busy.map((b) => `${b.port} (${b.name})`).join(', ')}. ` +
        `Is another local cloud (profile ${profile}) running? Stop it first.`,
    );
  }

  const dataDir = persist
    ? (options.dataDir ?? LOCAL_DATA_DIR)
    : mkdtempSync(join(tmpdir(), `kindred-${profile}-cloud-`));
  // DynamoDB Local always writes to disk, so a restarted child finds what was committed
  // (decision 0028); without persistence, on tmpfs when there is one, which is as fast as -inMemory.
  const dynamoDbDir =
    persist || !existsSync(SHARED_MEMORY_DIR)
      ? join(dataDir, 'dynamodb')
      : mkdtempSync(join(SHARED_MEMORY_DIR, `kindred-${profile}-dynamodb-`));
  const dirs = { dynamoDb: dynamoDbDir, cognito: join(dataDir, 'cognito'), s3: join(dataDir, 's3') };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  const stateFile = join(dataDir, 'state.json');
  const state: State = persist && existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as State) : {};
  const saveState = () => persist && writeFileSync(stateFile, JSON.stringify(state, null, 2));

  // Everything started so far, stopped in reverse on stop() or a failed start.
  const stops: Array<{ name: string; stop: () => Promise<unknown> }> = [];
  let stopping: Promise<void> | undefined;
  const onStop = (name: string, stopOne: () => Promise<unknown>) => {
    // Started after stop() began (an aborted start): stop it straight away.
    if (stopping) void stopOne().catch((error) => log(`[cloud] stopping ${name} failed: ${errorText(error)}`));
    else stops.push({ name, stop: stopOne });
  };
  const stop = () =>
    (stopping ??= (async () => {
      for (const { name, stop: stopOne } of stops.reverse()) {
        try {
          await stopOne();
        } catch (error) {
          log(`[cloud] stopping ${name} failed: ${errorText(error)}`);
        }
      }
      if (!persist) for (const dir of [dataDir, dirs.dynamoDb]) rmSync(dir, { recursive: true, force: true });
    })());

  // Ctrl-C during a start (seeding takes seconds): stop what runs now rather
  // than after the start; the start fails at its next step or checkpoint.
  options.signal?.addEventListener('abort', () => void stop(), { once: true });
  const checkpoint = () => options.signal?.throwIfAborted();

  const mailbox = new Mailbox(persist ? join(dataDir, 'mailbox.json') : undefined);
  const deliver = (delivery: CodeDelivery) => {
    const entry = mailbox.add({ to: delivery.destination, kind: delivery.kind, code: delivery.code });
    log(formatCodeNotice(entry));
  };
  // Each handler runs as the function the synthesized stack deploys (decision 0063), filled in once the stand-ins have ids.
  let deployed = new Map<string, DeployedFunction>();
  // The functions' IAM (decision 0064), once the synthesized stack and the stand-ins' ids are known.
  let iam: LocalIam | undefined;
  let lambdaApi: LambdaApi | undefined;
  const runtime = createLambdaRuntime(PROJECT_ROOT, { functionOf: (handlerPath) => deployed.get(handlerPath) });
  // Failed events go where the stack sends them, and are parked by the same function as in AWS.
  const failureQueues = startFailureQueues({
    runtime,
    consumer: EVENT_SUBSCRIPTIONS.parkFailedEvents.handler,
    log: tagged(log, 'failures'),
  });
  // The log groups: the handlers' lines as they print them, the gateways' access logs as they answer.
  const logs = new LocalLogs();
  const untapLogs = tapHandlerLogs(logs, { quiet: options.quietHandlerLogs ?? false });
  onStop('log groups', async () => untapLogs());
  // The stack's alarms, evaluated on the metrics the handlers and stand-ins produce, paging the mailbox.
  const monitoring = startLocalMonitoring({
    runtime,
    failureQueues,
    mailbox,
    timeScale: options.alarmTimeScale,
    alarms: options.alarms ?? profile === 'dev',
    lambdaUrl: endpoints.lambda,
    log: tagged(log, 'alarms'),
  });
  onStop('alarms', async () => monitoring.stop());
  // The seed's photos, stored after the start; the media CDN waits for one asked for before it is there.
  const seedPhotos = new PhotoQueue();
  const availability = new Availability();
  const settlers: Array<() => Promise<void>> = [];
  const timings: string[] = [];
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const t = Date.now();
    const result = await work();
    timings.push(`${name} ${Date.now() - t} ms`);
    return result;
  };

  try {
    // The three stand-ins are independent: start them side by side.
    let dynamoClient: DynamoDBClient | undefined;
    const childPids = { dynamoDb: 0, cognito: 0 };
    const [table, ids, , assembly] = await allStarted([
      timed('DynamoDB Local', async () => {
        // The client talks to whichever child holds the port; a restarted one is the same endpoint.
        let client: DynamoDBClient | undefined;
        const dynamo = await superviseChild({
          name: 'DynamoDB Local',
          start: async () => {
            const started = await startDynamoDbLocal({
              port: ports.dynamoDb,
              dataDir: dirs.dynamoDb,
              log: tagged(log, 'dynamodb'),
            });
            client ??= started.client;
            return started.child;
          },
          availability,
          log: tagged(log, 'dynamodb'),
        });
        onStop('DynamoDB Local', () => dynamo.stop());
        childPids.dynamoDb = dynamo.current().pid;
        dynamoClient = client!;
        return ensureTable(client!, tagged(log, 'dynamodb'));
      }),
      timed('cognito-local', async () => {
        const cognito = await superviseChild({
          name: 'cognito-local',
          start: async () =>
            (
              await startCognitoLocal({
                port: ports.cognitoUpstream,
                issuerDomain: endpoints.cognito,
                dataDir: dirs.cognito,
                log: tagged(log, 'cognito'),
                onCode: deliver,
              })
            ).child,
          availability,
          log: tagged(log, 'cognito'),
        });
        onStop('cognito-local', () => cognito.stop());
        childPids.cognito = cognito.current().pid;
        // The shim cannot start before the pool exists (it needs its id), so this one call goes around it.
        const pool = await ensureUserPool(localCognitoClient(endpoints.cognitoUpstream), state, tagged(log, 'cognito'));
        state.userPoolId = pool.userPoolId;
        state.userPoolClientId = pool.userPoolClientId;
        state.signUpClientId = pool.signUpClientId;
        saveState();
        return pool;
      }),
      timed('s3rver', async () => {
        const s3 = await startS3Local({
          port: ports.s3,
          directory: dirs.s3,
          webOrigin: endpoints.webOrigin,
          runtime,
          log: tagged(log, 's3'),
          onFailure: (failure) => failureQueues.send('UploadFailures', failure),
          iam: () => iam,
        });
        onStop('s3rver', () => s3.close());
        settlers.push(() => s3.settled());
      }),
      // Cached by the infrastructure's inputs; after a change, synthesized in a child while the stand-ins start.
      timed('assembly', () => loadLocalAssembly({ log: tagged(log, 'assembly') })),
    ]);

    checkpoint();
    // Handlers read process.env when first imported, which happens only from here on.
    const env = buildHandlerEnv({
      endpoints,
      userPoolId: ids.userPoolId,
      userPoolClientId: ids.userPoolClientId,
      signUpClientId: ids.signUpClientId,
      vapid: localVapidKeys(dataDir),
    });
    Object.assign(process.env, env);
    deployed = new Map(
      assembly.functions.map((fn) => [
        fn.entry,
        {
          environment: functionEnvironment(fn, functionNameFromPath(fn.entry), env),
          memoryMb: fn.memoryMb,
          timeoutMs: fn.timeoutSeconds * 1000,
        },
      ]),
    );
    isolateFunctionEnvironments([
      ...Object.keys(env),
      ...assembly.functions.flatMap((fn) => Object.keys(fn.environment)),
    ]);
    const issuer = issuerFor(endpoints, ids.userPoolId);
    if (enforceIam) {
      registerFunctionIdentities(assembly.functions.map((fn) => functionNameFromPath(fn.entry)));
      const localIam = createLocalIam({ assembly, values: { variables: env, streamArn: table.streamArn }, log });
      const front = await startDynamoDbFront({
        upstreamPort: ports.dynamoDb,
        iam: localIam,
        naming: () => ({ partitionKeyOf: localIam.partitionKeyOf, streamArn: table.streamArn }),
        log: tagged(log, 'dynamodb'),
      });
      onStop('DynamoDB front', async () => {
        log(localIam.summary());
        await front.close();
      });
      stampFunctionRequests({ redirects: [{ fromPort: ports.dynamoDb, toPort: front.port }] });
      await withholdDeniedSecrets(localIam, assembly.functions, deployed);
      iam = localIam;
    }

    // The gateways share a bounded number of invocations at once; event consumers are not queued behind them (api-concurrency.ts).
    const apiRuntime = withConcurrencyLimit(runtime);
    let pushService: PushService | undefined;
    const servers: Array<[string, Promise<Server | Server[]>]> = [
      [
        'Cognito shim',
        startCognitoShim({
          // One front on two ports: Cognito's endpoint (handlers, tools, the issuer's JWKS) and the browser's.
          ports: [ports.cognito, ports.cognitoShim],
          upstream: endpoints.cognitoUpstream,
          userPoolId: ids.userPoolId,
          signUpClientId: ids.signUpClientId,
          admin: localCognitoClient(endpoints.cognitoUpstream),
          passwordPolicy: USER_POOL_SETTINGS.passwordPolicy,
          mailbox,
          cognitoDataDir: dirs.cognito,
          deliver,
          webOrigin: endpoints.webOrigin,
          log: tagged(log, 'cognito-shim'),
          iam,
        }),
      ],
      [
        'HTTP API',
        startHttpApi({
          port: ports.httpApi,
          runtime: apiRuntime,
          authorize: createJwtAuthorizer({ issuer, audience: [ids.userPoolClientId] }),
          webOrigin: endpoints.webOrigin,
          log: tagged(log, 'http'),
          unavailable: () => availability.unavailable(),
          onAnswered: monitoring.onAnswered,
          accessLog: (fields) => logs.add(ACCESS_LOG_GROUPS.http, fields),
        }),
      ],
      [
        'media CDN',
        startMediaCdn({
          port: ports.media,
          s3Endpoint: endpoints.s3,
          log: tagged(log, 'media'),
          tls: options.tls,
          whenStored: (bucket, key) => (bucket === env.PHOTOS_BUCKET ? seedPhotos.whenStored(key) : undefined),
        }),
      ],
      ['SES', startSesLocal({ port: ports.email, mailbox, log: tagged(log, 'ses'), iam })],
      [
        'push service',
        startPushService({ port: ports.push, log: tagged(log, 'push') }).then((service) => {
          pushService = service;
          return service.server;
        }),
      ],
      [
        'Lambda API',
        startLambdaApi({
          port: ports.lambda,
          runtime,
          failureQueues,
          log: tagged(log, 'lambda'),
          iam: () => iam,
          extraRoutes: [
            ...monitoring.routes,
            ...logs.routes(),
            // Tests and the drill in other processes wait here until stream and S3 work under way is done.
            async (req, res) => {
              if ((req.url ?? '').split('?')[0] !== '/_local/settled' || req.method !== 'GET') return false;
              for (const settle of settlers) await settle();
              answerJson(res, 200, { settled: true });
              return true;
            },
          ],
        }).then((api) => {
          lambdaApi = api;
          return api.server;
        }),
      ],
    ];
    await allStarted(
      servers.map(async ([name, starting]) => {
        const started = [await starting].flat();
        onStop(name, async () => {
          await Promise.all(started.map(closeServer));
        });
      }),
    );
    const webSocketApi = await startWebSocketApi({
      port: ports.webSocketApi,
      stage: WEBSOCKET_STAGE,
      runtime: apiRuntime,
      log: tagged(log, 'ws'),
      unavailable: () => availability.unavailable(),
      iam,
      accessLog: (fields) => logs.add(ACCESS_LOG_GROUPS.webSocket, fields),
    });
    onStop('WebSocket API', () => webSocketApi.close());

    // Stripe: the handlers' SDK calls, the hosted checkout and portal, and webhooks to the HTTP API.
    const stripe = await startLocalStripe({
      port: ports.stripe,
      secretKey: LOCAL_STRIPE_SECRET_KEY,
      webhookUrl: `${endpoints.httpApiUrl}${HTTP_ROUTES.handleStripeWebhook.path}`,
      webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
      dataFile: persist ? join(dataDir, 'stripe.json') : undefined,
      log: tagged(log, 'stripe'),
    });
    onStop('local Stripe', () => stripe.close());
    settlers.push(() => stripe.settled());

    const pollers: TableStreamPoller[] = [];
    for (const subscription of Object.values(EVENT_SUBSCRIPTIONS)) {
      if (subscription.kind !== 'tableStream' || options.streams === false) continue;
      const poller = startTableStreamPoller({
        endpoint: endpoints.dynamoDb,
        streamArn: table.streamArn,
        handler: subscription.handler,
        filters: 'filters' in subscription ? subscription.filters : undefined,
        runtime,
        log: tagged(log, 'stream'),
        positionsFile: persist ? join(dataDir, 'stream-positions.json') : undefined,
        onFailure: (failure) => failureQueues.send('StreamFailures', failure),
      });
      pollers.push(poller);
      onStop(`stream poller ${subscription.handler}`, () => poller.stop());
      settlers.push(() => poller.waitUntilIdle());
    }
    // Work a stream consumer handed on (decision 0098), and the stream work its writes made in turn.
    settlers.push(async () => {
      await lambdaApi?.settled();
      for (const poller of pollers) await poller.waitUntilIdle();
    });
    // Last: what the stream and S3 work above gave up on is parked once they are idle.
    settlers.push(() => failureQueues.settled());
    onStop('failure queues', () => failureQueues.stop());

    if ((options.ttlSweep ?? profile !== 'bench') && dynamoClient) {
      const sweeper = startTtlSweeper({
        client: DynamoDBDocumentClient.from(dynamoClient),
        tableName: TABLE.localName,
        intervalMs: TTL_SWEEP_INTERVAL_MS,
        log: tagged(log, 'ttl'),
      });
      onStop('TTL sweeper', () => sweeper.stop());
    }

    checkpoint();
    const seeded = (options.seed ?? true) && (table.created || !state.seededAt);
    const runtimeConfig = localRuntimeConfig(endpoints, ids);
    // The seed and the web server need nothing of each other: Vite starts while the seed writes
    // (on a fresh clone the seed is most of the start; npm run bench:startup measures it).
    await allStarted([
      seeded
        ? timed('seed', async () => {
            const { seedLocalCloud } = await import('./seed/index');
            const { photosStored } = await seedLocalCloud({
              env,
              userPoolId: ids.userPoolId,
              clientId: ids.userPoolClientId,
              log: tagged(log, 'seed'),
              sampleCount: options.sampleCount,
              photos: seedPhotos,
            });
            // Stopping soon after a first start waits for the photos (a few seconds), so none is missing next time.
            onStop('seed photos', () =>
              photosStored.catch((error) => log(`[seed] some photos were not stored: ${errorText(error)}`)),
            );
            state.seededAt = new Date().toISOString();
            saveState();
          })
        : Promise.resolve(),
      web === 'built'
        ? (async () => {
            const site = await timed('site build', () =>
              startBuiltSite({
                port: ports.web,
                mailbox,
                runtimeConfig,
                endpoints,
                lambdaUrl: endpoints.lambda,
                log: tagged(log, 'web'),
              }),
            );
            onStop('site', () => site.close());
          })()
        : web
          ? (async () => {
              // The dev file is for tools that read web/public directly; each Vite
              // server answers /runtime-config.json from memory, so a test cloud never
              // overwrites what a running dev cloud serves.
              if (profile === 'dev') writeRuntimeConfig(PROJECT_ROOT, runtimeConfig);
              const vite: ViteDevServer = await timed('Vite', () =>
                startWebServer({
                  projectRoot: PROJECT_ROOT,
                  port: ports.web,
                  mailbox,
                  runtimeConfig,
                  lambdaUrl: endpoints.lambda,
                  live: profile === 'dev',
                }),
              );
              onStop('Vite', () => vite.close());
            })()
          : Promise.resolve(),
    ] as const);

    if (options.sampleMedia ?? profile === 'dev') {
      // Stories last a day: every start posts new ones for the sample members whose stories have expired. After
      // the start, through the S3 events and processing Lambdas a member's upload goes through.
      const { refreshSampleStoriesAndVoices } = await import('./seed/stories-and-voices');
      const posting = refreshSampleStoriesAndVoices({ env, log: tagged(log, 'seed') }).catch((error: unknown) =>
        log(`[seed] sample stories and voice intros were not posted: ${errorText(error)}`),
      );
      onStop('seed stories', () => posting);
    }

    checkpoint();
    const startupMs = Date.now() - started;
    log(`[cloud] started in ${startupMs} ms (${timings.join(', ')})`);
    return {
      config: {
        profile,
        ports,
        endpoints,
        tableName: TABLE.localName,
        streamArn: table.streamArn,
        userPoolId: ids.userPoolId,
        userPoolClientId: ids.userPoolClientId,
        signUpClientId: ids.signUpClientId,
        issuer,
        runtimeConfig,
        dataDir,
        seeded,
        startupMs,
        childPids,
      },
      env,
      mailbox,
      async settled() {
        for (const settle of settlers) await settle();
      },
      failureQueues,
      alarmsReady: monitoring.ready,
      restarts: () => availability.restarts,
      counters: () => ({ invocations: runtime.invocations(), pushes: webSocketApi.pushes() }),
      webPushes: () => pushService?.received() ?? [],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The local cloud has no Secrets Manager: a function whose template passes a secret's ARN reads the
 * secret's local values directly (function-env.ts). So the role's GetSecretValue on that secret is
 * checked here, once per function: one that may not read it does not get the values, and fails on its
 * first read as it would on AWS (the log names the denial).
 */
async function withholdDeniedSecrets(
  iam: LocalIam,
  functions: LocalFunction[],
  deployed: Map<string, DeployedFunction>,
): Promise<void> {
  const checks = functions.flatMap((fn) =>
    Object.keys(fn.environment).map(async (variable) => {
      const arn = iam.secretArnOf(variable);
      const principal = iam.principalOf(functionAccessKeyId(functionNameFromPath(fn.entry)));
      if (!arn || !principal) return;
      const denied = await iam.authorize(principal, [{ action: 'secretsmanager:GetSecretValue', resource: arn }]);
      const environment = deployed.get(fn.entry)?.environment;
      if (denied && environment) for (const name of SECRET_STAND_INS[variable] ?? []) delete environment[name];
    }),
  );
  await Promise.all(checks);
}

/**
 * Like Promise.all, but waits for every part to finish before failing, so
 * each part that did start has registered its stop and nothing is left
 * running when the start is abandoned.
 */
async function allStarted<T extends readonly unknown[]>(parts: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(parts);
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolvePromise) => {
    server.close(() => resolvePromise());
    // Keep-alive sockets (browsers, SDK agents) would hold close() open.
    server.closeAllConnections();
  });
}
