/**
 * One webhook POST. Each uses its own connection (no keep-alive agent), so
 * a receiving test server can close at once and nothing lingers after close().
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export type PostOutcome = { statusCode: number } | { error: string };

export function postWebhook(
  url: string,
  payload: string,
  signature: string,
  options: { timeoutMs: number; signal: AbortSignal },
): Promise<PostOutcome> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve({ error: `invalid webhook URL ${url}` });
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        agent: false,
        timeout: options.timeoutMs,
        signal: options.signal,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(payload),
          'Stripe-Signature': signature,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Cache-Control': 'no-cache',
          Accept: '*/*; q=0.5, application/xml',
        },
      },
      (res) => {
        // Stripe reads (and ignores) the body; draining it frees the socket.
        res.resume();
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0 }));
        res.on('error', (error) => resolve({ error: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out after ${options.timeoutMs} ms`)));
    req.on('error', (error) => resolve({ error: error.message }));
    req.end(payload);
  });
}
