/**
 * The pure edges of the realtime connection: what URL a socket opens, and
 * which incoming frames are worth handing to the screens.
 */
import { WEBSOCKET_AUTHORIZER } from '../../../../shared/routes/websocket-authorizer';
import { ServerFrameSchema, type ServerFrame } from '../../../../shared/schemas/realtime';

/**
 * A browser cannot set headers on a WebSocket, so the access token rides in
 * the query string (the $connect authorizer reads it there).
 */
export function socketUrl(baseUrl: string, accessToken: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set(WEBSOCKET_AUTHORIZER.tokenQueryParameter, accessToken);
  return url.toString();
}

/**
 * A frame the contract knows, or null. Anything else (API Gateway's own
 * generic error frame, a newer server's frame types, binary data) is
 * ignored rather than guessed at.
 */
export function parseServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = ServerFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
