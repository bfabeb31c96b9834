/**
 * Every business and failure metric the handlers emit (Powertools Metrics,
 * CloudWatch embedded metric format), named once: the handlers emit these
 * names and the monitoring stack alarms and draws on the same ones, so a
 * rename cannot leave an alarm watching a metric nobody writes.
 */
export const METRIC = {
  /** A member record created (the first sign-in after confirming the e-mail). */
  signUps: 'SignUps',
  /** A like that completed a pair. */
  matches: 'Matches',
  /** A chat message stored. */
  messages: 'MessagesSent',
  /** A paid Stripe checkout or invoice applied to a member. */
  payments: 'Payments',
  /** A Stripe webhook event applied (or recognised as already applied). */
  webhookApplied: 'StripeWebhookApplied',
  /** A Stripe webhook event that was genuine but could not be applied: Stripe will retry it. */
  webhookFailed: 'StripeWebhookFailed',
  /** A webhook call whose signature did not verify: the wrong secret, or someone probing the endpoint. */
  webhookSignatureRejected: 'StripeWebhookSignatureRejected',
  /** A member's subscription could not be read back from Stripe. */
  stripeSyncFailed: 'StripeSyncFailed',
  /** An upload refused after it reached the bucket (wrong type, too large, unreadable). */
  uploadRejected: 'UploadRejected',
  /** A push to a socket that had closed without $disconnect reaching us. */
  pushToGoneConnection: 'PushToGoneConnection',
  /** A push that failed for any other reason. */
  pushFailed: 'PushFailed',
  /** WebSocket connections accepted and closed: their difference is the open sockets. */
  socketsOpened: 'SocketsOpened',
  socketsClosed: 'SocketsClosed',
  /** An event that failed every retry, kept whole for `npm run redrive` (park-failed-events.handler.ts). */
  eventsParked: 'EventsParked',
  /** An error no use case anticipated (answered 500, or an `internal_error` frame). */
  unhandledErrors: 'UnhandledErrors',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

/** The namespace of a stage's metrics, so two stages in one account never mix. */
export const metricsNamespaceOf = (stage: string) => `Kindred/${stage}`;

/** Powertools' default dimension: the service name every function is given (app-function.ts). */
export const METRIC_SERVICE = 'kindred';
