/**
 * From counted costs per action to dollars per 1,000 monthly active members:
 * the activity model and the prices, stated once (docs/capacity.md explains
 * them). The counts come from `npm run bench:capacity`; nothing here is
 * measured, so every figure below is an assumption to argue with.
 */

import { HEARTBEAT_MS } from '#shared/schemas/chat.ts';

/** The actions bench:capacity counts, in the order it prints them. */
export const ACTIONS = [
  'openApp',
  'discoveryPage',
  'profileView',
  'pass',
  'like',
  'likeThatMatches',
  'openConversation',
  'typing',
  'message',
  'markRead',
  'dashboard',
  'matchList',
  'likesReceived',
  'profileEdit',
  'socketSession',
  'ping',
] as const;
export type ActionName = (typeof ACTIONS)[number];

/** What one action cost, as counted (means). */
export type ActionCost = {
  dynamoRequests: number;
  readUnits: number;
  writeUnits: number;
  invocations: number;
  /** Time in the handlers (measured locally, where every DynamoDB call goes to DynamoDB Local on a shared machine). */
  handlerSeconds: number;
  /** Lambda GB-seconds: that time per function times the memory CDK gives the function. */
  gbSeconds: number;
  pushes: number;
};

/** How each action reaches AWS: HTTP API requests, or WebSocket messages the client sends. */
const GATEWAY: Record<ActionName, { http: number; frames: number }> = {
  openApp: { http: 1, frames: 0 },
  discoveryPage: { http: 1, frames: 0 },
  profileView: { http: 1, frames: 0 },
  pass: { http: 1, frames: 0 },
  like: { http: 1, frames: 0 },
  likeThatMatches: { http: 1, frames: 0 },
  openConversation: { http: 1, frames: 0 },
  typing: { http: 0, frames: 1 },
  message: { http: 0, frames: 1 },
  markRead: { http: 0, frames: 1 },
  dashboard: { http: 1, frames: 0 },
  matchList: { http: 1, frames: 0 },
  likesReceived: { http: 1, frames: 0 },
  profileEdit: { http: 1, frames: 0 },
  // $connect and $disconnect are not billed as messages; connection minutes are billed below.
  socketSession: { http: 0, frames: 0 },
  ping: { http: 0, frames: 1 },
};

const SESSIONS_PER_ACTIVE_DAY = 2;
const MINUTES_PER_SESSION = 10;

/**
 * A monthly active member (MAM) of a dating app is active on some days of the
 * month, not all: ACTIVE_DAYS of 30. On an active day, this many of each action.
 */
export const ACTIVITY = {
  activeDaysPerMonth: 10,
  perActiveDay: {
    openApp: SESSIONS_PER_ACTIVE_DAY,
    socketSession: SESSIONS_PER_ACTIVE_DAY,
    discoveryPage: 4,
    // `GET /members/{id}`: no screen of the web app calls it. A member opens a profile from its card, which the deck's
    // page already carries (photos, prompts, voice): no request. Its photos are in `photosShownPerActiveDay`.
    profileView: 0,
    pass: 30,
    like: 8,
    likeThatMatches: 0.3,
    openConversation: 4,
    typing: 12,
    message: 12,
    markRead: 4,
    dashboard: 1,
    matchList: 2,
    likesReceived: 1,
    profileEdit: 0.1,
    // The app's heartbeat while a socket is open (HEARTBEAT_MS).
    ping: (SESSIONS_PER_ACTIVE_DAY * MINUTES_PER_SESSION * 60_000) / HEARTBEAT_MS,
  } satisfies Record<ActionName, number>,
  /** Minutes a socket stays open per session (the app holds one while it is open). */
  minutesPerSession: MINUTES_PER_SESSION,
  /**
   * Media: photos a member stores (full size, thumbnail, and since decision 0076 the AVIF and WebP
   * copies, ~0.19 MB at the four widths) and photo bytes each active day downloads.
   */
  storedMediaMb: 4 * (0.25 + 0.03 + 0.19),
  downloadedMediaMbPerActiveDay: 46 * 0.1,
  /** Photos drawn on an active day: a card each on 4 pages of 10, and the 6 profiles opened. */
  photosShownPerActiveDay: 46,
} as const;

/**
 * What a photo shown weighs, when measured (bench/media-bytes.ts, decision 0076): the copy the
 * browser fetches for the card. Without it the model keeps its older guess of ~100 KB a photo.
 */
export type MediaBytes = { bytesPerPhotoShown: number };

/**
 * us-east-1 on-demand list prices, as published in 2024 (check them before
 * relying on a figure: aws.amazon.com/<service>/pricing).
 */
export const PRICES = {
  dynamoWriteUnit: 0.625 / 1e6,
  dynamoReadUnit: 0.125 / 1e6,
  lambdaRequest: 0.2 / 1e6,
  /** arm64 (the stack's functions, infra/constructs/app-function.ts); x86 is $0.0000166667. */
  lambdaGbSecond: 0.0000133334,
  httpApiRequest: 1.0 / 1e6,
  webSocketMessage: 1.0 / 1e6,
  webSocketConnectionMinute: 0.25 / 1e6,
  s3GbMonth: 0.023,
  cloudFrontGb: 0.085,
  /** Cognito Essentials (the stack's feature plan): 10,000 MAU free, then per MAU. */
  cognitoFreeMau: 10_000,
  cognitoEssentialsMau: 0.015,
} as const;

export type MonthlyCost = { breakdown: Record<string, number>; total: number };

/** Dollars a month for 1,000 monthly active members, by service, beyond any free tier (Cognito's is shown apart). */
export function costPerThousandMembers(
  costs: Record<ActionName, ActionCost>,
  activity = ACTIVITY,
  prices = PRICES,
  media?: MediaBytes,
): MonthlyCost {
  const members = 1000;
  const perMonth = (name: ActionName) => members * activity.activeDaysPerMonth * activity.perActiveDay[name];
  const sum = (of: (name: ActionName) => number) =>
    ACTIONS.reduce((total, name) => total + perMonth(name) * of(name), 0);
  const sessions = perMonth('socketSession');
  const breakdown = {
    'DynamoDB reads (on-demand)': sum((n) => costs[n].readUnits) * prices.dynamoReadUnit,
    'DynamoDB writes (on-demand)': sum((n) => costs[n].writeUnits) * prices.dynamoWriteUnit,
    'Lambda requests': sum((n) => costs[n].invocations) * prices.lambdaRequest,
    'Lambda duration': sum((n) => costs[n].gbSeconds) * prices.lambdaGbSecond,
    'API Gateway HTTP API': sum((n) => GATEWAY[n].http) * prices.httpApiRequest,
    'API Gateway WebSocket messages': sum((n) => GATEWAY[n].frames + costs[n].pushes) * prices.webSocketMessage,
    'API Gateway WebSocket minutes': sessions * activity.minutesPerSession * prices.webSocketConnectionMinute,
    'S3 media storage': ((members * activity.storedMediaMb) / 1024) * prices.s3GbMonth,
    'CloudFront media transfer':
      ((members *
        activity.activeDaysPerMonth *
        (media
          ? (activity.photosShownPerActiveDay * media.bytesPerPhotoShown) / 1024 / 1024
          : activity.downloadedMediaMbPerActiveDay)) /
        1024) *
      prices.cloudFrontGb,
  };
  const total = Object.values(breakdown).reduce((a, b) => a + b, 0);
  return { breakdown, total };
}

/** The share of a day's traffic in its busiest hour (evenings): 10%, 2.4 times the hourly mean. */
export const PEAK_HOUR_SHARE = 0.1;

export type PeakRates = {
  httpRequests: number;
  webSocketMessagesIn: number;
  pushes: number;
  newConnections: number;
  openSockets: number;
  readUnits: number;
  writeUnits: number;
  invocations: number;
  concurrency: number;
};

/**
 * What `members` monthly active members ask of AWS per second in the busiest hour: the rates the
 * service limits are stated in. Concurrency is invocations per second times the mean time in a handler.
 */
export function peakRates(
  costs: Record<ActionName, ActionCost>,
  members: number,
  activity = ACTIVITY,
  peakShare = PEAK_HOUR_SHARE,
): PeakRates {
  const activeToday = (members * activity.activeDaysPerMonth) / 30;
  const perSecond = (perAction: (name: ActionName) => number) =>
    (ACTIONS.reduce((sum, name) => sum + activity.perActiveDay[name] * perAction(name), 0) * activeToday * peakShare) /
    3600;
  const sessionsPerSecond = perSecond((name) => (name === 'socketSession' ? 1 : 0));
  const invocations = perSecond((name) => costs[name].invocations);
  return {
    httpRequests: perSecond((name) => GATEWAY[name].http),
    webSocketMessagesIn: perSecond((name) => GATEWAY[name].frames),
    pushes: perSecond((name) => costs[name].pushes),
    newConnections: sessionsPerSecond,
    openSockets: sessionsPerSecond * activity.minutesPerSession * 60,
    readUnits: perSecond((name) => costs[name].readUnits),
    writeUnits: perSecond((name) => costs[name].writeUnits),
    invocations,
    // Seconds of handler time per second is the number of invocations running at once.
    concurrency: perSecond((name) => costs[name].handlerSeconds),
  };
}

/** Cognito for a whole user base: free up to the free MAU, then per MAU (Essentials). */
export function cognitoMonthly(monthlyActiveMembers: number, prices = PRICES): number {
  return Math.max(0, monthlyActiveMembers - prices.cognitoFreeMau) * prices.cognitoEssentialsMau;
}
