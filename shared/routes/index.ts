/**
 * The route table: the only list of HTTP routes, WebSocket actions and event
 * subscriptions. The web client builds requests from it, the local gateways
 * dispatch with it, and CDK creates one Lambda per entry from it.
 *
 * `handler` is a path from the project root to a Lambda entry that exports
 * `handler`. Nothing here imports lambdas/, so web/ can read this file safely.
 */
import type { HttpRoute, RouteNeed } from './route-types';
import { CORE_ROUTES } from './core';
import { FEATURE_ROUTES } from './feature-routes';
import { WEBSOCKET_AUTHORIZER } from './websocket-authorizer';
import { NSFW_MID_TOPOLOGY, NSFW_MODELS_DIRECTORY, NSFW_WEIGHT_SHARDS, TFJS_WASM_FILES } from './wasm-files';
import { VERIFICATION_ASSET_FILES } from './verification';

export { buildPath } from './build-path';
export { WEBSOCKET_AUTHORIZER } from './websocket-authorizer';

export const HTTP_ROUTES = {
  ...CORE_ROUTES,
  ...FEATURE_ROUTES,
} as const satisfies Record<string, HttpRoute>;

export type { HttpMethod, HttpRoute, RouteNeed, RouteSchema } from './route-types';

export type OperationId = keyof typeof HTTP_ROUTES;

export type WebSocketRoute = {
  /** `$connect`, `$disconnect`, `$default`, or the value of the frame's `action` field. */
  routeKey: string;
  handler: string;
  summary: string;
  needs?: readonly RouteNeed[];
};

/** API Gateway selects WebSocket routes with `$request.body.action`. */
export const WEBSOCKET_ROUTE_SELECTION = 'action';

export const WEBSOCKET_ROUTES = {
  connect: {
    routeKey: '$connect',
    handler: 'lambdas/ws/connect.handler.ts',
    summary: 'Stores the connection for the authorized member.',
  },
  disconnect: {
    routeKey: '$disconnect',
    handler: 'lambdas/ws/disconnect.handler.ts',
    summary: 'Removes the connection.',
  },
  ping: {
    routeKey: 'ping',
    handler: 'lambdas/ws/ping.handler.ts',
    summary: 'Heartbeat: keeps the socket from idling out; answers pong only to a ping that asks for an echo.',
    needs: ['websocket'],
  },
  sendMessage: {
    routeKey: 'sendMessage',
    handler: 'lambdas/ws/send-message.handler.ts',
    summary:
      'Stores a message in a live match (once per clientId), then pushes it to every connection of both members.',
    needs: ['websocket'],
  },
  typing: {
    routeKey: 'typing',
    handler: 'lambdas/ws/typing.handler.ts',
    summary: 'Tells the other member of a live match that I am typing.',
    needs: ['websocket'],
  },
  read: {
    routeKey: 'read',
    handler: 'lambdas/ws/read.handler.ts',
    summary: 'Marks a conversation read up to a message; sends a read receipt unless either member turned them off.',
    needs: ['websocket'],
  },
  viewing: {
    routeKey: 'viewing',
    handler: 'lambdas/ws/viewing.handler.ts',
    summary:
      'Which conversation this socket shows (or none): a message to a conversation open on screen is not a notification.',
  },
  fallback: {
    routeKey: '$default',
    handler: 'lambdas/ws/default.handler.ts',
    summary: 'Unknown or malformed frames: answers an error event.',
    needs: ['websocket'],
  },
} as const satisfies Record<string, WebSocketRoute>;

/**
 * Which stream records a consumer is invoked for (Lambda event filtering in
 * AWS, the same test in the local poller): one of the changes, with string
 * attributes of the old or new image equal to the given values (to one of
 * them, for a list). A record that passes any one filter is delivered.
 */
export type StreamFilter = {
  eventNames: readonly ('INSERT' | 'MODIFY' | 'REMOVE')[];
  image: 'old' | 'new';
  equals: Readonly<Record<string, string | readonly string[]>>;
};

/**
 * The entities whose changes the table-stream consumer acts on (lambdas/events/stream-effects.ts and
 * stream-deltas.ts, whose test holds these lists to its effect table), by the change: every other write
 * (rate windows, connections, counters, notifications, edges as they are made) invokes nothing
 * (decision 0092).
 */
export const TABLE_STREAM_ENTITIES = {
  inserted: [
    'profile',
    'activeBoost',
    'entitlement',
    'swipe',
    'impressionBatch',
    'match',
    'message',
    'purchase',
    'voiceReaction',
    'introduction',
    'notice',
    'stripeEvent',
    'block',
  ],
  modified: ['profile', 'activeBoost', 'entitlement', 'matchEdge', 'purchase', 'introduction'],
  removed: [
    'profile',
    'activeBoost',
    'planEnd',
    'match',
    'story',
    'introduction',
    'awayTimer',
    'sendMarker',
    'viewDay',
  ],
} as const;

export type EventSubscription =
  | {
      kind: 'tableStream';
      handler: string;
      summary: string;
      needs?: readonly RouteNeed[];
      filters?: readonly StreamFilter[];
    }
  | {
      /**
       * Invoked asynchronously by another function (`by`), with Lambda's retries and the failure queue
       * of the S3-notified functions: work a stream consumer hands on, so that the table's stream keeps
       * to AWS's two readers a shard (decision 0098).
       */
      kind: 'invoked';
      by: 'tableStream';
      handler: string;
      summary: string;
      needs?: readonly RouteNeed[];
      /** As for S3 consumers: the lapse check runs the face models (decision 0071). */
      nativeModules?: readonly string[];
      assetFiles?: readonly string[];
    }
  | {
      kind: 's3ObjectCreated';
      bucket: 'photos' | 'stories' | 'voice';
      prefix?: string;
      handler: string;
      summary: string;
      needs?: readonly RouteNeed[];
      /** Packages with native code that cannot be bundled and ship installed beside the bundle. */
      nativeModules?: readonly string[];
      /** Files (from the project root) copied beside the bundle: the screening model's WASM binaries (decision 0070). */
      assetFiles?: readonly string[];
    }
  | {
      /** The failure queues: Lambda's on-failure records of the stream consumers and the asynchronously invoked functions. */
      kind: 'failureQueues';
      handler: string;
      summary: string;
      needs?: readonly RouteNeed[];
    };

/**
 * tfjs's WASM backend loads its binary from a directory at run time, so the
 * screening functions carry the three builds (plain, SIMD, threaded SIMD)
 * beside their bundle (lambdas/media/screen-image.ts, decision 0070); and
 * the models' files, read from disk on first use so they stay out of the
 * bundle: MobileNetV2's weights (decision 0095) and, for the second opinion on
 * a borderline photo of a person (decision 0083), BlazeFace's two files and
 * MobileNetV2Mid's three (lambdas/media/nsfw-model-files.ts).
 */
const SCREENING_WASM_FILES = [
  ...TFJS_WASM_FILES,
  'node_modules/@vladmandic/human/models/blazeface.json',
  'node_modules/@vladmandic/human/models/blazeface.bin',
  ...[...NSFW_WEIGHT_SHARDS.MobileNetV2, NSFW_MID_TOPOLOGY, ...NSFW_WEIGHT_SHARDS.MobileNetV2Mid].map(
    (file) => `${NSFW_MODELS_DIRECTORY}/${file}`,
  ),
];

export const EVENT_SUBSCRIPTIONS = {
  tableStream: {
    kind: 'tableStream',
    handler: 'lambdas/events/table-stream.handler.ts',
    summary:
      'Keeps derived records (counters, aggregates) in step with the items written; announces new matches and voice likes over the WebSocket API; writes the notification center and sends the away emails; purges the messages of an ended match and the media and views of a story that is gone.',
    needs: ['websocket', 'photos', 'stories', 'email', 'notificationSecret', 'pushKeys', 'verificationLapse'],
    filters: [
      { eventNames: ['INSERT'], image: 'new', equals: { entity: TABLE_STREAM_ENTITIES.inserted } },
      { eventNames: ['MODIFY'], image: 'new', equals: { entity: TABLE_STREAM_ENTITIES.modified } },
      { eventNames: ['REMOVE'], image: 'old', equals: { entity: TABLE_STREAM_ENTITIES.removed } },
    ],
  },
  billingEvents: {
    kind: 'tableStream',
    handler: 'lambdas/events/billing-events.handler.ts',
    summary:
      "The billing work that needs Stripe's API: applies each verified Stripe event the webhook stored (re-reading Stripe), then marks it done; closes a deleted account's billing at Stripe.",
    needs: ['stripeSecrets'],
    filters: [
      { eventNames: ['INSERT', 'MODIFY'], image: 'new', equals: { entity: 'stripeEvent', status: 'received' } },
      { eventNames: ['REMOVE'], image: 'old', equals: { entity: 'billingCustomer' } },
    ],
  },
  photoUploaded: {
    kind: 's3ObjectCreated',
    bucket: 'photos',
    prefix: 'uploads/',
    handler: 'lambdas/events/photo-uploaded.handler.ts',
    summary:
      'Checks a browser upload (size, real type by magic bytes), re-encodes it without metadata, and attaches it to the profile.',
    needs: ['photos'],
    nativeModules: ['sharp'],
    assetFiles: SCREENING_WASM_FILES,
  },
  storyUploaded: {
    kind: 's3ObjectCreated',
    bucket: 'stories',
    prefix: 'uploads/',
    handler: 'lambdas/events/story-uploaded.handler.ts',
    summary:
      "Checks a story upload (size, real type by magic bytes), re-encodes images and strips videos of location and other metadata, checks and re-encodes a video's poster, then publishes the story.",
    needs: ['stories'],
    nativeModules: ['sharp'],
    assetFiles: SCREENING_WASM_FILES,
  },
  verificationLapse: {
    kind: 'invoked',
    by: 'tableStream',
    handler: 'lambdas/events/verification-lapse.handler.ts',
    summary:
      "A verified member's main photo changed (the table stream's consumer says whose): if it does not show the verified face, the verification lapses (decisions 0071, 0098).",
    needs: ['photos'],
    nativeModules: ['sharp'],
    assetFiles: VERIFICATION_ASSET_FILES,
  },
  voiceUploaded: {
    kind: 's3ObjectCreated',
    bucket: 'voice',
    prefix: 'uploads/',
    handler: 'lambdas/events/voice-uploaded.handler.ts',
    summary:
      "Checks a voice recording (container, audio only, duration measured from the data, at most 60 s), strips its metadata, and makes it the member's introduction.",
    needs: ['voice'],
  },
  parkFailedEvents: {
    kind: 'failureQueues',
    handler: 'lambdas/events/park-failed-events.handler.ts',
    summary:
      "Keeps every event that failed all its retries, whole, for `npm run redrive`: a stream failure's records read back from the stream (whose on-failure record holds only their sequence numbers, and which keeps them 24 hours), an upload's S3 event as it was sent; stored for 14 days with the function to replay it to.",
  },
} as const satisfies Record<string, EventSubscription>;

/** Every Lambda entry the project deploys, for bundling checks and CDK. */
export function allHandlerEntries(): string[] {
  return [
    ...Object.values(HTTP_ROUTES).map((r) => r.handler),
    WEBSOCKET_AUTHORIZER.handler,
    ...Object.values(WEBSOCKET_ROUTES).map((r) => r.handler),
    ...Object.values(EVENT_SUBSCRIPTIONS).map((r) => r.handler),
  ];
}
