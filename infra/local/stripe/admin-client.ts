/**
 * The CLI's way to the running local Stripe's /_local API, with one-line
 * errors: nothing running, a wrong key, or the server's own message.
 */
export class AdminClientError extends Error {}

export type AdminClient = (method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) => Promise<unknown>;

export function adminClient(baseUrl: string, secretKey: string, hint: string): AdminClient {
  return async (method, path, body) => {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${secretKey}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(60_000),
      });
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code === 'ECONNREFUSED' || code === 'ECONNRESET')
        throw new AdminClientError(`No local Stripe is running at ${baseUrl}. ${hint}`);
      throw new AdminClientError(
        `Could not reach the local Stripe at ${baseUrl}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new AdminClientError(
        `The local Stripe answered ${response.status} with something that is not JSON. Is another program on that port?`,
      );
    }
    const error = (parsed as { error?: { message?: string } }).error;
    if (!response.ok && error?.message) throw new AdminClientError(error.message);
    if (!response.ok && response.status !== 402)
      throw new AdminClientError(`The local Stripe answered ${response.status}.`);
    return parsed;
  };
}
