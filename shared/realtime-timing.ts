/**
 * The realtime connection's timings, apart from the chat's schemas (shared/schemas/chat.ts re-exports
 * them): the socket's code reads them at a member page's start, which carries no zod (decision 0042).
 */

/** How long the browser waits between typing frames, and how long the indicator stays up without one. */
export const TYPING_THROTTLE_MS = 2500;
export const TYPING_DISPLAY_MS = 6000;
/** The browser's heartbeat; API Gateway drops sockets idle for 10 minutes. */
export const HEARTBEAT_MS = 25_000;
