import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  EVENT_SUBSCRIPTIONS,
  type EventSubscription,
  HTTP_ROUTES,
  WEBSOCKET_AUTHORIZER,
  WEBSOCKET_ROUTES,
  type HttpRoute,
  type OperationId,
} from '#shared/routes/index.ts';
import { AppFunction, type FunctionKind, type TableAccess } from './app-function';
import type { CoachModel } from './coach-model';
import type { MediaStorage } from './media-storage';
import type { MemberAuth } from './member-auth';
import type { NotificationEmail } from './notification-email';
import { acknowledgeFailureQueue } from './nag';
import type { LogSettings, StageName } from '../stages';

export type Need = NonNullable<HttpRoute['needs']>[number];
export type WebSocketRouteName = keyof typeof WEBSOCKET_ROUTES;
export type EventSubscriptionName = keyof typeof EVENT_SUBSCRIPTIONS;

/** What every route-table entry has in common, as far as CDK cares. */
interface Entry {
  readonly handler: string;
  readonly needs?: readonly Need[];
  /** Optional table access level; see tableAccessOf(). */
  readonly table?: TableAccess;
}

/**
 * Table access of an entry. The route table may say `table: 'none' | 'read' |
 * 'readWrite'`; until an entry does, a route handler gets read-write (each one
 * so far writes: get-me creates the member record), and the WebSocket
 * authorizer gets none (it only verifies a token).
 */
export function tableAccessOf(entry: object, fallback: TableAccess): TableAccess {
  return 'table' in entry ? ((entry as Entry).table ?? fallback) : fallback;
}

export interface HandlersProps {
  readonly table: ITableV2;
  readonly auth: MemberAuth;
  readonly media: MediaStorage;
  readonly stripeSecret: ISecret;
  /** Web Push's VAPID keys (decision 0069), and the contact the push services are given. */
  readonly push: { readonly keys: ISecret; readonly subject: string };
  /** The dating coach's optional AI engine (decision 0025). */
  readonly coach: CoachModel;
  /** The away emails' SES sender and unsubscribe-link key. */
  readonly notificationEmail: NotificationEmail;
  /** The web app's origin, given to every function as ALLOWED_ORIGINS. */
  readonly webOrigin: string;
  readonly logs: LogSettings;
  readonly stage: StageName;
  /** Where the function of an HTTP route lives: its domain's nested stack (api-domains.ts). */
  readonly httpScope: (operationId: OperationId) => Construct;
}

/** S3 notifies these, or another function hands them work (decision 0098): Lambda invokes them asynchronously. */
const invokedAsynchronously = (entry: object) =>
  'kind' in entry && ['s3ObjectCreated', 'invoked'].includes((entry as EventSubscription).kind);

const pascal = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`;

function mapEntries<K extends string, V, R>(record: Record<K, V>, fn: (value: V, key: K) => R): Record<K, R> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value as V, key as K)])) as Record<
    K,
    R
  >;
}

/**
 * One AppFunction per route-table entry, with the grants and environment its
 * `needs` ask for. WebSocket needs are bound once the stage exists, because
 * the stage's routes are built from these very functions.
 */
export class Handlers extends Construct {
  readonly http: Record<OperationId, AppFunction>;
  readonly webSocket: Record<WebSocketRouteName, AppFunction>;
  readonly webSocketAuthorizer: AppFunction;
  readonly events: Record<EventSubscriptionName, AppFunction>;
  /**
   * Asynchronous invocations that failed Lambda's retries (S3's notifications, and work a function hands
   * on), kept with their error for `npm run redrive`. Named for the uploads it first held: a new name would
   * replace the queue, and lose what waits in it.
   */
  readonly uploadFailures: Queue;

  private readonly props: HandlersProps;
  private readonly awaitingWebSocket: AppFunction[] = [];
  private readonly awaitingLapseFunction: AppFunction[] = [];
  private webSocketBound = false;

  constructor(scope: Construct, id: string, props: HandlersProps) {
    super(scope, id);
    this.props = props;

    this.uploadFailures = new Queue(this, 'UploadFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledgeFailureQueue(this.uploadFailures, 'the on-failure destination of the functions invoked asynchronously');

    const create = (
      constructId: string,
      entry: Entry,
      kind: FunctionKind,
      defaultTableAccess: TableAccess,
      scope: Construct = this,
    ) => {
      const nativeModules =
        'nativeModules' in entry ? (entry as { nativeModules?: readonly string[] }).nativeModules : undefined;
      const assetFiles = 'assetFiles' in entry ? (entry as { assetFiles?: readonly string[] }).assetFiles : undefined;
      const timeoutSeconds =
        'timeoutSeconds' in entry ? (entry as { timeoutSeconds?: number }).timeoutSeconds : undefined;
      const fn = new AppFunction(scope, constructId, {
        entry: entry.handler,
        kind,
        allowedOrigins: props.webOrigin,
        nativeModules,
        assetFiles,
        timeoutSeconds,
        logs: props.logs,
        stage: props.stage,
        asyncFailures: invokedAsynchronously(entry) ? this.uploadFailures : undefined,
      });
      fn.bindTable(props.table, tableAccessOf(entry, defaultTableAccess));
      for (const need of entry.needs ?? []) this.bindNeed(fn, need);
      return fn;
    };

    this.http = mapEntries(HTTP_ROUTES, (route, name) =>
      create(pascal(name), route, 'api', 'readWrite', props.httpScope(name)),
    );
    this.webSocket = mapEntries(WEBSOCKET_ROUTES, (route, name) =>
      create(`Ws${pascal(name)}`, route, 'api', 'readWrite'),
    );
    // API Gateway has no Cognito authorizer for WebSockets: this one checks the token itself,
    // and reads the member's session floor (an ended session cannot connect).
    this.webSocketAuthorizer = create('WsAuthorizer', WEBSOCKET_AUTHORIZER, 'api', 'read').bindUserPool(
      props.auth,
      'verify',
    );
    this.events = mapEntries(EVENT_SUBSCRIPTIONS, (subscription, name) =>
      create(`On${pascal(name)}`, subscription, 'event', 'readWrite'),
    );
    // Bound once every event function exists: the invoker may be created before the function it invokes.
    for (const fn of this.awaitingLapseFunction) {
      // The function itself, not `grantInvoke`'s `:*` as well: no version or alias of it is ever invoked.
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['lambda:InvokeFunction'],
          resources: [this.events.verificationLapse.functionArn],
        }),
      );
      fn.setEnv('VERIFICATION_LAPSE_FUNCTION', this.events.verificationLapse.functionName);
    }

    this.node.addValidation({
      validate: () =>
        this.awaitingWebSocket.length > 0 && !this.webSocketBound
          ? ['Handlers.bindWebSocket(stage) was never called, yet some handlers need the WebSocket API']
          : [],
    });
  }

  /** Every function, with its route-table entry path. */
  all(): AppFunction[] {
    return [
      ...Object.values<AppFunction>(this.http),
      ...Object.values<AppFunction>(this.webSocket),
      this.webSocketAuthorizer,
      ...Object.values<AppFunction>(this.events),
    ];
  }

  bindWebSocket(stage: WebSocketStage): void {
    for (const fn of this.awaitingWebSocket) fn.bindWebSocket(stage);
    this.webSocketBound = true;
  }

  private bindNeed(fn: AppFunction, need: Need): void {
    const { auth, media, stripeSecret } = this.props;
    switch (need) {
      case 'userPool':
        fn.bindUserPool(auth, 'admin');
        return;
      case 'userPoolModeration':
        fn.bindUserPool(auth, 'moderate');
        return;
      case 'userPoolSignOut':
        fn.bindUserPool(auth, 'signOut');
        return;
      case 'userPoolSignUp':
        fn.bindUserPool(auth, 'signUp');
        return;
      case 'mediaUrls':
        fn.bindMediaBaseUrl(media.baseUrl);
        return;
      case 'photos':
        fn.bindBucket('PHOTOS_BUCKET', media.buckets.photos).bindMediaBaseUrl(media.baseUrl);
        return;
      case 'stories':
        fn.bindBucket('STORIES_BUCKET', media.buckets.stories).bindMediaBaseUrl(media.baseUrl);
        return;
      case 'voice':
        fn.bindBucket('VOICE_BUCKET', media.buckets.voice).bindMediaBaseUrl(media.baseUrl);
        return;
      case 'mediaListing':
        fn.grantBucketListing(Object.values(media.buckets));
        return;
      case 'stripeSecrets':
        // Checkout and the portal send members back to the web app's origin.
        fn.bindSecret('STRIPE_SECRET_ARN', stripeSecret).setEnv('WEB_ORIGIN', this.props.webOrigin);
        return;
      case 'websocket':
        this.awaitingWebSocket.push(fn);
        return;
      case 'coachModel':
        this.props.coach.bind(fn);
        return;
      case 'email':
        // SendEmail from this one identity; the links in the email point at the web app.
        this.props.notificationEmail.identity.grantSendEmail(fn);
        fn.setEnv('EMAIL_FROM', this.props.notificationEmail.emailFrom).setEnv('WEB_ORIGIN', this.props.webOrigin);
        return;
      case 'notificationSecret':
        fn.bindSecret('NOTIFICATION_SECRET_ARN', this.props.notificationEmail.signingSecret);
        return;
      case 'verificationLapse':
        this.awaitingLapseFunction.push(fn);
        return;
      case 'pushKeys':
        fn.bindSecret('VAPID_SECRET_ARN', this.props.push.keys).setEnv('VAPID_SUBJECT', this.props.push.subject);
        return;
      default: {
        const unknown: never = need;
        throw new Error(`No CDK binding for route-table need "${String(unknown)}"`);
      }
    }
  }
}
