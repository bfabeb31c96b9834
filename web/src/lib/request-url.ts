/**
 * The URL of an API request: base URL, path, then the query (arrays repeat
 * the key; undefined and null are left out). Kept apart from the API client,
 * which carries the route table's schemas, so the entry's early request
 * (early-member-request.ts) builds its URL the same way without them.
 */
export function requestUrl(baseUrl: string, path: string, query: Record<string, unknown> = {}): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  return url.toString();
}
