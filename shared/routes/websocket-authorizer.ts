/** The WebSocket API's $connect authorizer (its own module: the browser reads it without the route table). */
export const WEBSOCKET_AUTHORIZER = {
  handler: 'lambdas/ws/authorize.handler.ts',
  /** The browser cannot set headers on a WebSocket, so the token travels in the query string. */
  tokenQueryParameter: 'token',
} as const;
