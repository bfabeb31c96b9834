/**
 * Runs Lambda handler files in this process, the way the Lambda runtime would:
 * the module is imported once (its top level is the cold start, and module-
 * scope clients are reused like in a warm container), then `handler(event,
 * context)` is called per event. tsx (or Vitest) compiles the .ts on import.
 *
 * Handlers are imported lazily, on first use, so process.env is complete
 * (user pool ids included) before any module reads it.
 *
 * One process serves many invocations at once here, as Lambda Managed Instances
 * do on AWS: each invocation (its handler's import included) runs inside its own
 * context of Lambda's invoke store, as their runtime runs it, and every function
 * gets AWS_LAMBDA_MAX_CONCURRENCY (function-env.ts). Powertools' logger and
 * metrics and the SDK then keep each invocation's keys (its request id, its
 * correlation id) to that invocation: before, overlapping invocations shared one
 * logger's keys and logged under each other's ids.
 */
import { randomUUID } from 'node:crypto';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { Context } from 'aws-lambda';
import { LOCAL_REGION } from './endpoints';
import { withFunctionEnvironment } from './function-env';

/** The local account id, in ARNs only. */
export const LOCAL_ACCOUNT_ID = '000000000000';

/** API Gateway gives up on an integration after 30 s; the local gateways use this too. */
export const DEFAULT_TIMEOUT_MS = 29_000;

type Handler = (event: unknown, context: Context, callback?: (error?: unknown, result?: unknown) => void) => unknown;

export class HandlerTimeoutError extends Error {
  constructor(functionName: string, timeoutMs: number) {
    super(`${functionName} timed out after ${timeoutMs} ms`);
    this.name = 'HandlerTimeoutError';
  }
}

/** `lambdas/http/get-me.handler.ts` → `get-me`, the name CDK gives the function's construct too. */
export function functionNameFromPath(handlerPath: string): string {
  return basename(handlerPath)
    .replace(/\.handler\.[cm]?[jt]s$/, '')
    .replace(/\.[cm]?[jt]s$/, '');
}

export function lambdaContext(
  functionName: string,
  timeoutMs: number,
  now = Date.now(),
  memoryMb = 1024,
  requestId: string = randomUUID(),
): Context {
  const deadline = now + timeoutMs;
  const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '/');
  const unsupported = () => {
    throw new Error('context.done/succeed/fail are not supported: return a value or throw');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:function:${functionName}`,
    memoryLimitInMB: String(memoryMb),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `${day}/[$LATEST]${requestId.replaceAll('-', '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

export type InvokeOptions = {
  timeoutMs?: number;
  /** The invocation's Lambda request id: a gateway that names it logs it as its access log's `lambdaRequestId`. */
  awsRequestId?: string;
};

export type LambdaRuntime = {
  invoke(handlerPath: string, event: unknown, options?: InvokeOptions): Promise<unknown>;
};

/** A fault the drill or a test injects: the function throws this before its handler runs, until cleared. */
export type InjectedFault = { message: string };

/** Invocations of one function so far, failed and timed-out ones included (AWS bills those too), and their time in the handler. */
export type InvocationCount = { count: number; totalMs: number };

/** What a bench reads to count Lambda invocations per action (AWS bills each one, and its duration). */
export type CountingLambdaRuntime = LambdaRuntime & {
  /** By function name. */
  invocations(): Record<string, InvocationCount>;
  /**
   * Makes a function fail as a crashing handler would, without the handler knowing (the fault drill,
   * tests of the failure paths); `undefined` clears it.
   */
  injectFault(functionName: string, fault: InjectedFault | undefined): void;
  faults(): Record<string, InjectedFault>;
  /** Hears every invocation's outcome, as Lambda's Invocations, Errors and Duration metrics count them. */
  onInvoked(listener: (functionName: string, outcome: { failed: boolean; ms: number }) => void): void;
};

/** A function of the synthesized stack, as the runtime runs it: its environment, memory and timeout. */
export type DeployedFunction = { environment: Record<string, string>; memoryMb: number; timeoutMs?: number };

export class FunctionNotFoundError extends Error {
  constructor(handlerPath: string) {
    super(`Function not found: no function of the synthesized stack has the handler ${handlerPath}`);
    // What Lambda answers for an invocation of a function that does not exist.
    this.name = 'ResourceNotFoundException';
  }
}

export type LambdaRuntimeOptions = {
  /**
   * The deployed function of a handler file (decision 0063): each invocation, and the handler's import,
   * runs with exactly its environment; a handler the stack does not deploy is not found. Read on each
   * invocation, so the cloud can fill it once its stand-ins have ids. Without it (unit tests), handlers
   * share the process's environment.
   */
  functionOf?: (handlerPath: string) => DeployedFunction | undefined;
};

/** The multi-invocation store, made once per process; it is also `globalThis.awslambda.InvokeStore`, where Powertools reads it. */
const invokeStore = InvokeStore.getInstanceAsync(true);

export function createLambdaRuntime(projectRoot: string, options: LambdaRuntimeOptions = {}): CountingLambdaRuntime {
  const modules = new Map<string, Promise<Handler>>();
  const invocations = new Map<string, InvocationCount>();
  const faults = new Map<string, InjectedFault>();
  const listeners: Array<(functionName: string, outcome: { failed: boolean; ms: number }) => void> = [];

  const load = (handlerPath: string): Promise<Handler> => {
    let loaded = modules.get(handlerPath);
    if (!loaded) {
      loaded = import(pathToFileURL(resolve(projectRoot, handlerPath)).href).then((module: Record<string, unknown>) => {
        const handler = module.handler ?? (module.default as Record<string, unknown> | undefined)?.handler;
        if (typeof handler !== 'function') throw new Error(`${handlerPath} does not export a handler function`);
        return handler as Handler;
      });
      // A failed import (syntax error, file not written yet) is retried on the next event.
      loaded.catch(() => modules.delete(handlerPath));
      modules.set(handlerPath, loaded);
    }
    return loaded;
  };

  return {
    invocations: () => Object.fromEntries([...invocations].map(([name, counted]) => [name, { ...counted }])),
    injectFault(functionName, fault) {
      if (fault) faults.set(functionName, fault);
      else faults.delete(functionName);
    },
    faults: () => Object.fromEntries(faults),
    onInvoked: (listener) => void listeners.push(listener),
    invoke(handlerPath, event, invokeOptions = {}) {
      if (!options.functionOf) return invokeOne(handlerPath, event, invokeOptions);
      const deployed = options.functionOf(handlerPath);
      if (!deployed) return Promise.reject(new FunctionNotFoundError(handlerPath));
      return withFunctionEnvironment(deployed.environment, () =>
        invokeOne(
          handlerPath,
          event,
          { ...invokeOptions, timeoutMs: invokeOptions.timeoutMs ?? deployed.timeoutMs },
          deployed.memoryMb,
        ),
      );
    },
  };

  async function invokeOne(handlerPath: string, event: unknown, invokeOptions: InvokeOptions, memoryMb?: number) {
    const requestId = invokeOptions.awsRequestId ?? randomUUID();
    const store = await invokeStore;
    return store.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: requestId }, () =>
      invokeInContext(handlerPath, event, { ...invokeOptions, awsRequestId: requestId }, memoryMb),
    );
  }

  async function invokeInContext(handlerPath: string, event: unknown, invokeOptions: InvokeOptions, memoryMb?: number) {
    const timeoutMs = invokeOptions.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const handler = await load(handlerPath);
    const functionName = functionNameFromPath(handlerPath);
    const counted = invocations.get(functionName) ?? { count: 0, totalMs: 0 };
    invocations.set(functionName, counted);
    counted.count += 1;
    const started = performance.now();
    const context = lambdaContext(functionName, timeoutMs, Date.now(), memoryMb, invokeOptions.awsRequestId);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new HandlerTimeoutError(functionName, timeoutMs)), timeoutMs);
    });
    const fault = faults.get(functionName);
    let failed = true;
    try {
      if (fault) throw Object.assign(new Error(fault.message), { name: 'InjectedFault' });
      const result = await Promise.race([callHandler(handler, event, context), timeout]);
      failed = false;
      return result;
    } finally {
      clearTimeout(timer);
      const ms = performance.now() - started;
      counted.totalMs += ms;
      for (const listener of listeners) listener(functionName, { failed, ms });
    }
  }
}

/** Async handlers return a promise; old-style ones take a callback (a non-promise return means "wait for it"). */
function callHandler(handler: Handler, event: unknown, context: Context): Promise<unknown> {
  return new Promise((resolvePromise, reject) => {
    const callback = (error?: unknown, result?: unknown) => (error ? reject(error) : resolvePromise(result));
    try {
      const returned = handler(event, context, callback);
      if (returned && typeof (returned as Promise<unknown>).then === 'function') {
        (returned as Promise<unknown>).then(resolvePromise, reject);
      } else if (handler.length < 3) {
        resolvePromise(returned);
      }
    } catch (error) {
      reject(error);
    }
  });
}
