/** What URL a socket opens. */
import { WEBSOCKET_AUTHORIZER } from '#shared/routes/websocket-authorizer.ts';

/**
 * A browser cannot set headers on a WebSocket, so the access token rides in
 * the query string (the $connect authorizer reads it there).
 */
export function socketUrl(baseUrl: string, accessToken: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set(WEBSOCKET_AUTHORIZER.tokenQueryParameter, accessToken);
  return url.toString();
}
