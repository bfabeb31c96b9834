/**
 * Cross-site WebSocket hijacking needs a browser, and browsers always send
 * Origin; so a present Origin must be on the list, while a missing one
 * (server-side clients, the benchmark) is left to the token check.
 */
export function isOriginAllowed(origin: string | undefined, allowedList: string): boolean {
  if (!origin) return true;
  const allowed = allowedList
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return allowed.includes(origin);
}
