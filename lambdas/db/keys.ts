/**
 * Key formats for the single table. This is the only file that knows how a
 * key is spelled; everything else calls these functions. docs/data-model.md
 * lists the access pattern each one serves.
 */
export const keys = {
  member: (memberId: string) => ({ pk: `MEMBER#${memberId}` }),
  profile: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'PROFILE' }),
  /**
   * What the member's payments grant: the subscription and the Elite Match
   * service in one item, so tier resolution is one read and a swipe can
   * guard its cached tier with one ConditionCheck on `version`.
   */
  entitlement: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'ENTITLEMENT' }),
  /** The member's Stripe customer id. */
  billingCustomer: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'BILLING' }),
  /** Stripe customer → member, for webhooks; written with the customer, deleted with the account. */
  stripeCustomer: (customerId: string) => ({ pk: `STRIPE_CUSTOMER#${customerId}`, sk: 'CUSTOMER' }),
  /** A one-time purchase (elite_match, boost, super_boost): pending until Stripe says paid. */
  purchase: (memberId: string, purchaseId: string) => ({ pk: `MEMBER#${memberId}`, sk: `PURCHASE#${purchaseId}` }),
  purchasePrefix: () => 'PURCHASE#',
  /** Billing history: one item per Stripe invoice of the member's subscription. */
  invoice: (memberId: string, invoiceId: string) => ({ pk: `MEMBER#${memberId}`, sk: `INVOICE#${invoiceId}` }),
  invoicePrefix: () => 'INVOICE#',
  /** The member's boost while it lasts: read by the index, deleted by TTL when it ends (which re-indexes them). */
  activeBoost: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'BOOST_ACTIVE' }),
  /** When the member's dated plan (Elite) runs out: deleted by TTL then, which re-indexes them (decision 0074). */
  planEnd: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'PLAN_END' }),
  /** One boost started or extended, for the history (newest first by sort key). */
  boostHistory: (memberId: string, startedAt: string, boostId: string) => ({
    pk: `MEMBER#${memberId}`,
    sk: `BOOST#${startedAt}#${boostId}`,
  }),
  boostHistoryPrefix: () => 'BOOST#',
  /** Boosts used from the plan's monthly allowance in one calendar month. */
  boostAllowance: (memberId: string, month: string) => ({ pk: `MEMBER#${memberId}`, sk: `BOOSTS_USED#${month}` }),
  /** A fixed-window counter for one member, one kind of request, one window. */
  rateWindow: (memberId: string, bucket: string, windowStart: number) => ({
    pk: `MEMBER#${memberId}`,
    sk: `RATE#${bucket}#${windowStart}`,
  }),
  /**
   * Connections live in the member's partition: the fan-out after a message
   * is stored is a strongly consistent Query, so a socket that has just
   * connected is never missed (a GSI could lag behind it).
   */
  connection: (memberId: string, connectionId: string) => ({ pk: `MEMBER#${memberId}`, sk: `CONN#${connectionId}` }),
  connectionPrefix: () => 'CONN#',
  /** A member's gate for a counted set (open sockets, active stories): its version orders the writes that add to it. */
  gate: (memberId: string, gate: string) => ({ pk: `MEMBER#${memberId}`, sk: `GATE#${gate}` }),
  settings: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'SETTINGS' }),
  preferences: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'PREFS' }),
  /** A browser upload's progress, until the S3 handler has checked it. */
  upload: (memberId: string, photoId: string) => ({ pk: `MEMBER#${memberId}`, sk: `UPLOAD#${photoId}` }),
  memberStats: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'STATS' }),
  /** Profile views are counted per day: a member's days are one Query of their partition, never a scan. */
  viewsOnDay: (memberId: string, day: string) => ({ pk: `MEMBER#${memberId}`, sk: `VIEWS#${day}` }),
  viewsDayPrefix: () => 'VIEWS#',
  /** One marker per viewer per day, so reopening a profile does not inflate its views. */
  viewMarker: (memberId: string, viewerId: string, day: string) => ({
    pk: `MEMBER#${memberId}`,
    sk: `VIEWED_BY#${day}#${viewerId}`,
  }),
  /** Profile insights (decision 0026): one counter item per member per UTC day, kept by the stream. */
  insightDay: (memberId: string, day: string) => ({ pk: `MEMBER#${memberId}`, sk: `INSIGHTS#${day}` }),
  /** One discovery page's shown members, in the viewer's partition: the stream turns it into their impressions. */
  impressionBatch: (viewerId: string, batchId: string) => ({ pk: `MEMBER#${viewerId}`, sk: `IMPRESSIONS#${batchId}` }),
  /** Inverted partitions that hold other items pointing at a member (byTarget). */
  likesReceived: (memberId: string) => ({ targetPk: `MEMBER#${memberId}#LIKED_BY` }),
  /** Edges written before decision 0080 are still on byTarget here until their next message removes them. */
  matchesOfMember: (memberId: string) => ({ targetPk: `MEMBER#${memberId}#MATCHES` }),
  blocksReceived: (memberId: string) => ({ targetPk: `MEMBER#${memberId}#BLOCKED_BY` }),
  /** One swipe per pair: the liker's partition, keyed by the target. */
  swipe: (swiperId: string, targetId: string) => ({ pk: `MEMBER#${swiperId}`, sk: `SWIPE#${targetId}` }),
  swipePrefix: () => 'SWIPE#',
  /** The member's latest pass, while it can still be taken back (Rewind, decision 0067). */
  lastPass: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'LAST_PASS' }),
  /** Daily like counters, one per member per member day (`<yyyy-mm-dd>@<zone>`, shared/member-day.ts). */
  dailyCounter: (memberId: string, day: string) => ({ pk: `MEMBER#${memberId}`, sk: `DAILY#${day}` }),
  match: (matchId: string) => ({ pk: `MATCH#${matchId}`, sk: 'MATCH' }),
  /** Everything stored under a match: the match item, its messages and send markers. */
  matchPartition: (matchId: string) => ({ pk: `MATCH#${matchId}` }),
  /** ULID sort keys keep a conversation in order. */
  message: (matchId: string, messageId: string) => ({ pk: `MATCH#${matchId}`, sk: `MSG#${messageId}` }),
  messagePrefix: () => 'MSG#',
  /** One per (sender, clientId): a retried send finds it and stores nothing new. */
  sendMarker: (matchId: string, senderId: string, clientId: string) => ({
    pk: `MATCH#${matchId}`,
    sk: `SENT#${senderId}#${clientId}`,
  }),
  analytics: (memberId: string, matchId: string) => ({ pk: `MEMBER#${memberId}`, sk: `ANALYTICS#${matchId}` }),
  matchEdge: (memberId: string, otherId: string) => ({ pk: `MEMBER#${memberId}`, sk: `MATCH#${otherId}` }),
  /** Every match edge of a member, in their own partition (decision 0080: edges are on no index). */
  matchEdgePrefix: () => 'MATCH#',
  block: (blockerId: string, blockedId: string) => ({ pk: `MEMBER#${blockerId}`, sk: `BLOCK#${blockedId}` }),
  report: (reportId: string) => ({ pk: `REPORT#${reportId}`, sk: 'REPORT' }),
  reportQueue: (status: string) => ({ feedPk: `FEED#REPORTS#${status}` }),
  /** A profile's discovery entry at one geohash precision (or the no-location cell). */
  /**
   * One of a profile's places in a cell's order. A member holds `weight`
   * places per cell (a boost or priority placement holds more); copy 0 is
   * the one everybody has.
   */
  cellEntry: (memberId: string, precision: number | 'none', copy = 0) => ({
    pk: `MEMBER#${memberId}`,
    sk: copy === 0 ? `CELL#${precision}` : `CELL#${precision}#${copy}`,
  }),
  cellEntryPrefix: () => 'CELL#',
  cellPartition: (precision: number | 'none', cell: string) => ({ cellPk: `CELL#${precision}#${cell}` }),
  /** A Stripe event whose effects are committed: a redelivery is acknowledged and skipped. */
  stripeEvent: (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' }),
  /**
   * An event that failed every retry, kept for `npm run redrive`. One partition: failures are rare,
   * and the redrive reads them all; the sort key starts with the failing queue so one can be read alone.
   */
  parkedEvent: (queue: string, parkedId: string) => ({ pk: 'PARKED_EVENT', sk: `${queue}#${parkedId}` }),
  parkedEvents: () => ({ pk: 'PARKED_EVENT' }),
  /**
   * A story lives in its owner's partition (deleting an account deletes it,
   * and its REMOVE cleans up); `expiresAt` is its TTL. While it lasts it is
   * also in the day's story feed (byFeed), keyed by when it was shared.
   */
  story: (memberId: string, storyId: string) => ({ pk: `MEMBER#${memberId}`, sk: `STORY#${storyId}` }),
  storyPrefix: () => 'STORY#',
  storyFeed: (day: string) => ({ feedPk: `FEED#STORIES#${day}` }),
  /** A story upload's progress, until the S3 handler has checked it. */
  storyUpload: (memberId: string, storyId: string) => ({ pk: `MEMBER#${memberId}`, sk: `STORY_UPLOAD#${storyId}` }),
  /** One view per viewer and story, in the story's own partition: who viewed is one Query, the purge one more. */
  storyView: (storyId: string, viewerId: string) => ({ pk: `STORY#${storyId}`, sk: `VIEW#${viewerId}` }),
  storyViews: (storyId: string) => ({ pk: `STORY#${storyId}` }),
  /** A member's one voice introduction; listed newest first through byFeed. */
  voice: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'VOICE' }),
  voiceFeed: () => ({ feedPk: 'FEED#VOICE' }),
  voiceUpload: (memberId: string, voiceId: string) => ({ pk: `MEMBER#${memberId}`, sk: `VOICE_UPLOAD#${voiceId}` }),
  /** My like or pass on another member's voice introduction (a like is also a swipe). */
  voiceReaction: (memberId: string, ownerId: string) => ({ pk: `MEMBER#${memberId}`, sk: `VOICE_REACTION#${ownerId}` }),
  /**
   * An Elite Match request (decision 0022): the form, its status and, while it
   * is paid and open, a place in the matchmakers' queue (byFeed, oldest payment
   * first). The candidates proposed live on it, so the three-place rule is one
   * conditional write.
   */
  eliteRequest: (memberId: string, requestId: string) => ({
    pk: `MEMBER#${memberId}`,
    sk: `ELITE_REQUEST#${requestId}`,
  }),
  eliteRequestPrefix: () => 'ELITE_REQUEST#',
  eliteQueue: () => ({ feedPk: 'FEED#ELITE#open' }),
  /**
   * The question put to a candidate, in the candidate's partition: their
   * answer and the contact they agree to share stay theirs (their export,
   * their account deletion). Its TTL is the answer time.
   */
  introduction: (candidateId: string, requestId: string) => ({
    pk: `MEMBER#${candidateId}`,
    sk: `ELITE_ASK#${requestId}`,
  }),
  introductionPrefix: () => 'ELITE_ASK#',
  /**
   * A reported member's case: their open reports and who made them (so one
   * reporter has one open report per member). Outside the member's partition,
   * so neither their export nor anything they read can name a reporter.
   */
  moderationCase: (memberId: string) => ({ pk: `MODCASE#${memberId}`, sk: 'CASE' }),
  /** Reported members with open reports, most reported first (byFeed). */
  reportedMembersQueue: () => ({ feedPk: 'FEED#REPORTED#open' }),
  /**
   * The append-only audit log of staff actions, one partition a month
   * (newest first by sort key); byTarget lists a member's history.
   */
  auditEntry: (month: string, at: string, auditId: string) => ({ pk: `AUDIT#${month}`, sk: `${at}#${auditId}` }),
  auditMonth: (month: string) => ({ pk: `AUDIT#${month}` }),
  /** Every audit partition starts so: IAM denies updates and deletes under it (infra/constructs/app-function.ts). */
  auditPartitionPrefix: () => 'AUDIT#',
  auditOfMember: (memberId: string) => ({ targetPk: `MEMBER#${memberId}#AUDIT` }),
  /** What a moderator's action tells the member (a warning, a suspension, removed content), until they acknowledge it. */
  notice: (memberId: string, noticeId: string) => ({ pk: `MEMBER#${memberId}`, sk: `NOTICE#${noticeId}` }),
  noticePrefix: () => 'NOTICE#',
  /**
   * When the member's sessions were last ended (deletion, ban, suspension,
   * sign-out everywhere): tokens from an earlier sign-in are refused. Outside
   * the member's partition so it outlives a deleted account until its TTL,
   * the last of those tokens' expiry, and is never part of an export.
   */
  sessionFloor: (memberId: string) => ({ pk: `SESSION#${memberId}`, sk: 'FLOOR' }),
  /**
   * A notification for the bell (decision 0024): written only by the stream,
   * its id sorting by time (newest first is a descending Query) and derived
   * from the event, so a retried stream record writes nothing new.
   */
  notification: (memberId: string, notificationId: string) => ({
    pk: `MEMBER#${memberId}`,
    sk: `NOTIF#${notificationId}`,
  }),
  notificationPrefix: () => 'NOTIF#',
  /**
   * The 30-minute timer of an unread conversation: its TTL deletion reaches
   * the stream, which emails the member if the messages are still unread and
   * no socket of theirs is open.
   */
  awayTimer: (memberId: string, matchId: string) => ({ pk: `MEMBER#${memberId}`, sk: `AWAY_TIMER#${matchId}` }),
  /** Which away emails the member wants (both on when absent). */
  emailPreferences: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'EMAIL_PREFS' }),
  /** One browser's push subscription, by a digest of its endpoint: the same browser again replaces it (decision 0069). */
  pushSubscription: (memberId: string, endpointDigest: string) => ({
    pk: `MEMBER#${memberId}`,
    sk: `PUSH#${endpointDigest}`,
  }),
  pushSubscriptionPrefix: () => 'PUSH#',
  /** The member's open verification challenge (decision 0071): one at a time, gone at its TTL. */
  verificationChallenge: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'VERIFY_CHALLENGE' }),
  /** Where the member's photo verification stands, and while a moderator must look, the evidence (decision 0071). */
  verification: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'VERIFICATION' }),
  /** Verifications a moderator must look at, oldest first (byFeed). */
  verificationReviewQueue: () => ({ feedPk: 'FEED#VERIFY_REVIEW' }),
  /**
   * A verified face in one locality-sensitive hash bucket (decision 0071): selfie reuse is found by reading
   * the live face's buckets, never by scanning everyone. byTarget points it at its member, so account
   * deletion finds and removes it.
   */
  faceBucket: (table: number, bucket: string, memberId: string) => ({ pk: `FACE#${table}#${bucket}`, sk: memberId }),
  faceBucketPartition: (table: number, bucket: string) => ({ pk: `FACE#${table}#${bucket}` }),
  facesOfMember: (memberId: string) => ({ targetPk: `MEMBER#${memberId}#FACES` }),
  /** Table-wide counters kept by the stream handler. */
  globalStats: () => ({ pk: 'STATS', sk: 'GLOBAL' }),
  /** Landing samples are listed newest first through byFeed. */
  landingFeed: () => ({ feedPk: 'FEED#LANDING' }),
} as const;

export const SK = {
  profile: 'PROFILE',
} as const;

/**
 * Every byTarget partition whose items belong to someone else but point at
 * this member. Account deletion and data export walk these, so a new inverted
 * edge must be added here.
 */
export function inboundPartitions(memberId: string): string[] {
  return [
    keys.likesReceived(memberId).targetPk,
    keys.matchesOfMember(memberId).targetPk,
    keys.blocksReceived(memberId).targetPk,
    keys.facesOfMember(memberId).targetPk,
  ];
}

export function memberIdFromPk(pk: string): string | undefined {
  return pk.startsWith('MEMBER#') ? pk.slice('MEMBER#'.length).split('#')[0] : undefined;
}

/**
 * Whether a start key that came back as a cursor is one a page of this list
 * ends on, so that a crafted cursor reaches no Query; the staff queues check
 * their cursors here, where the formats are.
 */
export const isStartKeyOf = {
  eliteQueue: (key: Record<string, string>) =>
    key.feedPk === keys.eliteQueue().feedPk && memberIdFromPk(key.pk) !== undefined,
  openReports: (key: Record<string, string>) =>
    key.feedPk === keys.reportQueue('open').feedPk && key.pk.startsWith('REPORT#'),
  reportedMembers: (key: Record<string, string>) =>
    key.feedPk === keys.reportedMembersQueue().feedPk && key.pk.startsWith('MODCASE#'),
} as const;

/** The month (YYYY-MM) an audit partition key names, or undefined for any other key. */
export function auditMonthOfPk(pk: string): string | undefined {
  return /^AUDIT#(\d{4}-\d{2})$/.exec(pk)?.[1];
}
