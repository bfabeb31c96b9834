/**
 * The local CloudWatch Logs: what the stack sends to log groups, kept in
 * memory so a test or an operator can read one request's story here as the
 * saved `one-request` query reads it in AWS (infra/constructs/monitoring.ts).
 *
 * - Access logs: the local gateways add one line per request, with the
 *   fields of the stack's access-log formats (member-http-api.ts,
 *   realtime-api.ts) that the local cloud knows.
 * - Function logs: the handlers' Powertools lines, read from stdout and
 *   stderr where they print them, as in Lambda (the handlers never learn
 *   anyone reads them), each under its function's log group.
 *
 * `GET /_local/logs?id=<request id>` on the Lambda API port answers the
 * lines any of whose ids (requestId, correlation_id, lambdaRequestId,
 * function_request_id) is that id, oldest first.
 */
import type { LocalRoute } from './lambda-api';
import { answerJson } from './lambda-api';

export type LogRecord = { logGroup: string; at: string; fields: Record<string, unknown> };

/** The log group of each local API's access log. */
export const ACCESS_LOG_GROUPS = { http: 'access/http-api', webSocket: 'access/websocket-api' } as const;

/** The fields the saved one-request query matches an id against. */
const ID_FIELDS = ['requestId', 'correlation_id', 'lambdaRequestId', 'function_request_id'] as const;

/** Powertools levels at or above this one are printed by a quiet cloud; the rest are only kept. */
const QUIET_PRINTS = new Set(['WARN', 'ERROR', 'CRITICAL']);

/** Enough for a test file or a drill, bounded so a long dev session does not grow without end. */
const KEPT_RECORDS = 20_000;
/**
 * The oldest are dropped in runs of this many: dropping one per line once full moved all 20,000 records on
 * every request (one access line each), a cost per request that grew with the session.
 */
const DROPPED_AT_ONCE = 2_000;

export class LocalLogs {
  private readonly records: LogRecord[] = [];

  add(logGroup: string, fields: Record<string, unknown>, at = new Date()): void {
    this.records.push({ logGroup, at: at.toISOString(), fields });
    if (this.records.length >= KEPT_RECORDS + DROPPED_AT_ONCE)
      this.records.splice(0, this.records.length - KEPT_RECORDS);
  }

  /** One request's story: every line naming the id, oldest first. */
  ofRequest(id: string): LogRecord[] {
    return this.records.filter((record) => ID_FIELDS.some((field) => record.fields[field] === id));
  }

  /** The handlers' Powertools lines on stdout and stderr, kept under `/aws/lambda/<function>`. */
  readHandlerLine(line: string): Record<string, unknown> | undefined {
    const fields = powertoolsLine(line);
    if (!fields) return undefined;
    const name = typeof fields.function_name === 'string' ? fields.function_name : 'unknown';
    const at = typeof fields.timestamp === 'string' ? new Date(fields.timestamp) : new Date();
    this.add(`/aws/lambda/${name}`, fields, Number.isNaN(at.getTime()) ? new Date() : at);
    return fields;
  }

  routes(): LocalRoute[] {
    return [
      (req, res) => {
        const url = new URL(req.url ?? '/', 'http://local');
        if (url.pathname !== '/_local/logs' || req.method !== 'GET') return false;
        const id = url.searchParams.get('id');
        if (!id) answerJson(res, 400, { message: 'GET /_local/logs?id=<request id>' });
        else answerJson(res, 200, { records: this.ofRequest(id) });
        return true;
      },
    ];
  }
}

function powertoolsLine(line: string): Record<string, unknown> | undefined {
  if (!line.startsWith('{"level"')) return undefined;
  try {
    const parsed = JSON.parse(line) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the handlers' log lines into `logs` as they are written. `quiet`: a
 * line below WARN is kept but not printed (test clouds: the output stays
 * readable, and the lines are still there to be asked for). Returns the undo.
 */
export function tapHandlerLogs(logs: LocalLogs, options: { quiet: boolean }): () => void {
  const restore: Array<() => void> = [];
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      let print = true;
      try {
        // Powertools writes each line whole, in one call; other writers' chunks (a test runner's
        // progress) are not lines, so no text is carried from one call to the next.
        const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
        // EMF documents are metrics (local-monitoring.ts reads them before this): quiet drops them.
        if (text.startsWith('{"_aws"')) print = !options.quiet;
        else if (text.startsWith('{"level"') && text.endsWith('\n')) {
          let onlyQuietLines = true;
          for (const line of text.slice(0, -1).split('\n')) {
            const fields = logs.readHandlerLine(line);
            if (!fields || QUIET_PRINTS.has(String(fields.level))) onlyQuietLines = false;
          }
          print = !(options.quiet && onlyQuietLines);
        }
      } catch {
        // Reading a line must never cost the line.
      }
      if (!print) return true;
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
    restore.push(() => {
      stream.write = write as typeof stream.write;
    });
  }
  return () => restore.forEach((undo) => undo());
}
