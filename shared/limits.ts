/**
 * Per-member request limits: the one list. Each is a fixed window: at most
 * `limit` requests per `windowSeconds`, counted on the server; a refusal is a
 * 429 `rate_limited` with the seconds until the window ends. The numbers are
 * set far above what a member using the app ever does, and far below what a
 * script needs to do harm (docs/decisions/0014-payments.md for billing).
 */
export type RateLimit = { limit: number; windowSeconds: number };

export const RATE_LIMITS = {
  /** Sending chat messages (WebSocket): a fast typist sends one every few seconds; a script sends hundreds. */
  message: { limit: 60, windowSeconds: 60 },
  /** Typing frames: the web app sends at most one per conversation every 2.5 s (TYPING_THROTTLE_MS). */
  typing: { limit: 60, windowSeconds: 60 },
  /** Opening other members' profiles; each records a view for the member opened. */
  profileView: { limit: 300, windowSeconds: 3600 },
  /** Starting a photo upload: a profile holds 6 photos; each ticket signs an S3 upload and runs the image pipeline. */
  photoUpload: { limit: 30, windowSeconds: 3600 },
  /** Moving my position (besides the minute between moves): each re-indexes me in discovery. */
  locationMove: { limit: 100, windowSeconds: 86_400 },
  /** Opening sockets ($connect): tabs, devices and reconnects after a network change. */
  socketConnect: { limit: 120, windowSeconds: 3600 },
  /** Starting a Stripe Checkout or opening the portal: each makes Stripe objects. */
  billingSession: { limit: 10, windowSeconds: 600 },
  /** Syncing a subscription from Stripe on demand (the success page, the refresh button). */
  subscriptionCheck: { limit: 20, windowSeconds: 60 },
  /** Starting a story upload: each one signs S3 uploads and runs the media pipeline. */
  storyUpload: { limit: 30, windowSeconds: 3600 },
  /** Starting a voice recording upload (each replaces the introduction). */
  voiceUpload: { limit: 20, windowSeconds: 3600 },
  /** Liking or passing voice introductions; likes also count against the daily likes. */
  voiceReaction: { limit: 300, windowSeconds: 3600 },
  /** Reporting members: besides one open report per member reported, no flood of reports about many. */
  report: { limit: 10, windowSeconds: 86_400 },
  /** Submitting the Elite Match form (each submission is stored, and may start a checkout). */
  eliteRequest: { limit: 10, windowSeconds: 3600 },
  /** Answering introductions and making the final Elite choice. */
  eliteAnswer: { limit: 30, windowSeconds: 3600 },
  /** A matchmaker's candidate searches: each reads up to 9 cells. */
  candidateSearch: { limit: 240, windowSeconds: 3600 },
  /** Saving my profile, reordering my photos: each save re-indexes me in discovery (through the stream). */
  profileEdit: { limit: 120, windowSeconds: 3600 },
  /** Saving preferences, advanced filters, chat settings or email choices: the app saves once per change. */
  preferencesEdit: { limit: 120, windowSeconds: 3600 },
  /** Travel mode on, off or to another city: each moves me between cities' cells in discovery. */
  travelMove: { limit: 30, windowSeconds: 3600 },
  /** Likes, passes and super likes: a swipe every 3.6 s for an hour, far past anyone reading profiles. */
  swipe: { limit: 1000, windowSeconds: 3600 },
  /** Rewinds: the plan's daily allowance is the real bound (tier table); this stops a script retrying refusals. */
  rewind: { limit: 60, windowSeconds: 3600 },
  /** Turning Incognito on or off: each re-indexes me in discovery (through the stream). */
  incognitoToggle: { limit: 30, windowSeconds: 3600 },
  /** Photo verification attempts (decision 0071): each runs the face models on a dozen frames; free for every plan. */
  verificationAttempt: { limit: 5, windowSeconds: 86_400 },
  /** Asking for a verification challenge (each replaces the open one). */
  verificationChallenge: { limit: 30, windowSeconds: 3600 },
  /** Blocking members: each ends a match and hides both ways; a member blocks a few, not hundreds. */
  block: { limit: 100, windowSeconds: 86_400 },
  /** Unmatching: each ends a conversation for both sides. */
  unmatch: { limit: 100, windowSeconds: 86_400 },
  /** Watching stories: each counts a view for the story's owner. */
  storyView: { limit: 600, windowSeconds: 3600 },
  /** Deleting a photo, a story or my voice introduction: each deletes stored media. */
  mediaDelete: { limit: 60, windowSeconds: 3600 },
  /** Marking notifications or notices read. */
  notificationRead: { limit: 600, windowSeconds: 3600 },
  /** Subscribing or unsubscribing a browser to pushes: a member has a few devices; each subscribe is a write. */
  pushSubscription: { limit: 30, windowSeconds: 3600 },
  /** Starting an included boost (besides the plan's monthly allowance). */
  boostUse: { limit: 10, windowSeconds: 3600 },
  /** Asking the dating coach: each may call the AI engine. */
  coachQuestion: { limit: 60, windowSeconds: 3600 },
  /** Signing out everywhere: each ends every session and revokes refresh tokens in Cognito. */
  sessionEnd: { limit: 10, windowSeconds: 3600 },
  /** Deleting my account: once succeeds; this bounds the attempts that do not. */
  accountDelete: { limit: 10, windowSeconds: 3600 },
  /** A staff member's actions on members (moderation, Elite proposals): each is audited. */
  staffAction: { limit: 600, windowSeconds: 3600 },
  /**
   * Unsubscribing through an away email's link, counted per address (the member the signed link names),
   * since the route is public: a mail client may follow a link twice, a script hundreds of times.
   */
  unsubscribe: { limit: 10, windowSeconds: 3600 },
  /**
   * Sign-ups and code resends from one source address (there is no member yet to count them against;
   * decision 0054 moved it from the user pool's WAF rule to the route): a household or an office behind
   * one address does not open ten accounts in a minute, while a script making accounts in bulk meets it
   * at once.
   */
  signUpPerAddress: { limit: 10, windowSeconds: 60 },
  /**
   * Sign-ups and code resends naming one e-mail address: a person retries a few times; more would only
   * flood the owner's inbox with codes or with notices that someone tried their address.
   */
  signUpPerEmail: { limit: 5, windowSeconds: 3600 },
  /**
   * Confirmation codes tried for one e-mail (POST /auth/sign-up/confirm), apart from signUpPerEmail so
   * that a few mistyped codes do not use up a newcomer's sign-ups and resends; Cognito also locks a user
   * out after repeated wrong codes, but only an account's, and this counts unknown addresses alike.
   */
  signUpConfirmPerEmail: { limit: 10, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The window a moment falls in, and the seconds left in it. */
export function rateWindow(limit: RateLimit, nowMs: number): { start: number; retryAfterSeconds: number } {
  const now = Math.floor(nowMs / 1000);
  const start = now - (now % limit.windowSeconds);
  return { start, retryAfterSeconds: Math.max(1, start + limit.windowSeconds - now) };
}

/** Sockets one member may hold open at once (tabs and devices); $connect refuses the next one. */
export const MAX_SOCKETS_PER_MEMBER = 10;
