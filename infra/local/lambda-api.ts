/**
 * The local Lambda API: `Invoke` by function name (`POST
 * /2015-03-31/functions/{name}/invocations`, SigV4-signed, as Lambda's REST
 * API), which is how `npm run redrive` replays a parked event here and in AWS
 * with the same code, and how a function hands work to another with
 * `InvocationType: Event` (decision 0098): answered 202 at once, run with
 * Lambda's asynchronous retries, and authorized against the caller's role
 * (`lambda:InvokeFunction`) when a function calls; and the local-only operations
 * endpoints under `/_local/`: faults injected into a function (the fault
 * drill), the failure queues' depth, and what `extraRoutes` adds (alarms).
 *
 * Nothing a client sends can stop the cloud: every error is an answer.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import * as z from 'zod';
import { allHandlerEntries } from '#shared/routes/index.ts';
import { invokeAsynchronously } from './async-invocation';
import { localFunctionArn, type FailureQueues } from './failure-queues';
import { accessKeyIdOf } from './function-identity';
import type { LocalIam } from './local-iam';
import { functionNameFromPath, type CountingLambdaRuntime } from './lambda-runtime';
import { errorText, type Log } from './log';
import { readRawBody } from './read-body';
import { verifySigV4 } from './sigv4-verify';

export type LocalRoute = (req: IncomingMessage, res: ServerResponse, body: Buffer) => Promise<boolean> | boolean;

export type LambdaApiOptions = {
  port: number;
  runtime: CountingLambdaRuntime;
  failureQueues: FailureQueues;
  log: Log;
  /** Authorizes the functions' calls (decision 0064); the operator's tools sign with the local key and are not asked. */
  iam?: () => LocalIam | undefined;
  /** More local-only routes; each answers and says true, or says false. */
  extraRoutes?: readonly LocalRoute[];
};

const INVOKE = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;
const FAULT = /^\/_local\/faults\/([A-Za-z0-9-]+)$/;
const FaultBody = z.object({ message: z.string().min(1).max(500) }).strict();

/** Function names as the local runtime names them (lambda-runtime.ts), to the handler file each runs. */
export function localFunctions(): Map<string, string> {
  return new Map(allHandlerEntries().map((entry) => [functionNameFromPath(entry), entry]));
}

export function answerJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export type LambdaApi = {
  server: Server;
  /** Waits for asynchronous invocations under way. */ settled(): Promise<void>;
};

export function startLambdaApi(options: LambdaApiOptions): Promise<LambdaApi> {
  const functions = localFunctions();
  const inFlight = new Set<Promise<void>>();

  const invoke = async (req: IncomingMessage, res: ServerResponse, name: string, body: Buffer) => {
    const verified = await verifySigV4({
      method: req.method ?? 'POST',
      url: req.url ?? '/',
      headers: req.headers,
      body,
    });
    if (!verified.ok) {
      answerJson(res, 403, { message: verified.message }, { 'x-amzn-errortype': 'UnrecognizedClientException' });
      return;
    }
    // A name, `name:qualifier`, or an ARN (`arn:aws:lambda:region:account:function:name[:qualifier]`), as Lambda takes.
    const parts = decodeURIComponent(name).split(':');
    const functionName = parts.length >= 7 ? parts[6] : parts[0];
    const handler = functions.get(functionName);
    if (!handler) {
      answerJson(
        res,
        404,
        { Type: 'User', message: `Function not found: ${functionName}` },
        { 'x-amzn-errortype': 'ResourceNotFoundException' },
      );
      return;
    }
    const iam = options.iam?.();
    const principal = iam?.principalOf(accessKeyIdOf(req.headers));
    const denied =
      principal &&
      (await iam!.authorize(principal, [
        { action: 'lambda:InvokeFunction', resource: localFunctionArn(functionName) },
      ]));
    if (denied) {
      answerJson(res, 403, { Type: 'User', message: denied.message }, { 'x-amzn-errortype': 'AccessDeniedException' });
      return;
    }
    let event: unknown;
    try {
      event = body.length ? JSON.parse(body.toString('utf8')) : {};
    } catch {
      answerJson(
        res,
        400,
        { Type: 'User', message: 'Could not parse request body into json' },
        {
          'x-amzn-errortype': 'InvalidRequestContentException',
        },
      );
      return;
    }
    const invocationType = req.headers['x-amz-invocation-type'] ?? 'RequestResponse';
    if (invocationType === 'DryRun') {
      res.writeHead(204).end();
      return;
    }
    if (invocationType === 'Event') {
      // As Lambda: queued, answered at once, and run with its retries; what keeps failing goes to the failure queue.
      const running = invokeAsynchronously(options.runtime, handler, event, {
        log: options.log,
        onFailure: (failure) => options.failureQueues.send('UploadFailures', failure),
      })
        // The 202 is sent: whatever fails from here is logged, never thrown into the cloud's process.
        .catch((error: unknown) => options.log(`asynchronous invocation of ${functionName}: ${errorText(error)}`))
        .finally(() => inFlight.delete(running));
      inFlight.add(running);
      res.writeHead(202, { 'content-length': '0' }).end();
      return;
    }
    if (invocationType !== 'RequestResponse') {
      answerJson(
        res,
        400,
        { Type: 'User', message: `Invalid InvocationType: ${String(invocationType)}` },
        { 'x-amzn-errortype': 'InvalidParameterValueException' },
      );
      return;
    }
    try {
      const result = await options.runtime.invoke(handler, event);
      answerJson(res, 200, result ?? null, { 'x-amz-executed-version': '$LATEST' });
    } catch (error) {
      // As Lambda: the call succeeded, the function did not; the error is the payload.
      const failed = error as Error;
      answerJson(
        res,
        200,
        { errorType: failed?.name ?? 'Error', errorMessage: failed?.message ?? String(error) },
        { 'x-amz-function-error': 'Unhandled', 'x-amz-executed-version': '$LATEST' },
      );
    }
  };

  const faults = (req: IncomingMessage, res: ServerResponse, name: string, body: Buffer) => {
    if (!functions.has(name)) {
      answerJson(res, 404, { message: `No function ${name}` });
      return;
    }
    if (req.method === 'DELETE') {
      options.runtime.injectFault(name, undefined);
      options.log(`fault cleared: ${name}`);
      answerJson(res, 200, { faults: options.runtime.faults() });
      return;
    }
    const parsed = FaultBody.safeParse(safeJson(body));
    if (req.method !== 'PUT' || !parsed.success) {
      answerJson(res, 400, { message: 'PUT {"message": "..."} injects a fault; DELETE clears it' });
      return;
    }
    options.runtime.injectFault(name, parsed.data);
    options.log(`fault injected: ${name} throws "${parsed.data.message}"`);
    answerJson(res, 200, { faults: options.runtime.faults() });
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    readRawBody(req)
      .then(async (body) => {
        const invoked = INVOKE.exec(path);
        if (invoked && req.method === 'POST') return invoke(req, res, invoked[1], body);
        const fault = FAULT.exec(path);
        if (fault) return faults(req, res, fault[1], body);
        if (path === '/_local/faults' && req.method === 'GET') return answerJson(res, 200, options.runtime.faults());
        if (path === '/_local/queues' && req.method === 'GET')
          return answerJson(res, 200, options.failureQueues.depth());
        for (const route of options.extraRoutes ?? []) if (await route(req, res, body)) return;
        answerJson(res, 404, { message: 'Not a route of the local Lambda API' });
      })
      .catch((error: unknown) => {
        options.log(errorText(error));
        if (!res.headersSent) answerJson(res, 500, { message: 'The local Lambda API failed on this request' });
        else res.end();
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () =>
      resolve({
        server,
        async settled() {
          while (inFlight.size) await Promise.allSettled([...inFlight]);
        },
      }),
    );
  });
}

function safeJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8') || '{}');
  } catch {
    return undefined;
  }
}
