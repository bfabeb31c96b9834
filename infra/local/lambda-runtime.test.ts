import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { isolateFunctionEnvironments } from './function-env';
import { HandlerTimeoutError, createLambdaRuntime, functionNameFromPath, lambdaContext } from './lambda-runtime';

const dir = mkdtempSync(join(tmpdir(), 'lambda-runtime-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const handlerFile = (name: string, source: string) => {
  const file = join(dir, name);
  writeFileSync(file, source);
  return file;
};

describe('functionNameFromPath', () => {
  it('names the function after its entry file', () => {
    expect(functionNameFromPath('lambdas/http/get-me.handler.ts')).toBe('get-me');
    expect(functionNameFromPath('lambdas/ws/authorize.handler.ts')).toBe('authorize');
  });
});

describe('lambdaContext', () => {
  it('counts the remaining time down from the timeout', () => {
    const context = lambdaContext('get-me', 1000, Date.now() - 400);
    expect(context.getRemainingTimeInMillis()).toBeLessThanOrEqual(600);
    expect(context.getRemainingTimeInMillis()).toBeGreaterThan(400);
    expect(context.functionName).toBe('get-me');
    expect(context.invokedFunctionArn).toMatch(/^arn:aws:lambda:us-east-1:\d{12}:function:get-me$/);
  });
});

describe('createLambdaRuntime', () => {
  const runtime = createLambdaRuntime(dir);

  it('imports a handler once and keeps module state between invocations, like a warm container', async () => {
    const file = handlerFile(
      'counter.handler.mjs',
      'let calls = 0; export const handler = async (event, context) => ({ calls: ++calls, event, name: context.functionName });',
    );
    expect(await runtime.invoke(file, { a: 1 })).toEqual({ calls: 1, event: { a: 1 }, name: 'counter' });
    expect(await runtime.invoke(file, {})).toMatchObject({ calls: 2 });
  });

  it('supports callback-style handlers', async () => {
    const file = handlerFile(
      'callback.handler.mjs',
      'export const handler = (event, context, callback) => { setTimeout(() => callback(null, "done"), 5); };',
    );
    expect(await runtime.invoke(file, {})).toBe('done');
  });

  it('rejects with what the handler threw', async () => {
    const file = handlerFile('throws.handler.mjs', 'export const handler = async () => { throw new Error("boom"); };');
    await expect(runtime.invoke(file, {})).rejects.toThrow('boom');
  });

  it('times out a handler that never answers', async () => {
    const file = handlerFile('slow.handler.mjs', 'export const handler = () => new Promise(() => {});');
    await expect(runtime.invoke(file, {}, { timeoutMs: 50 })).rejects.toBeInstanceOf(HandlerTimeoutError);
  });

  it('gives a deployed function its own timeout and memory', async () => {
    const file = handlerFile(
      'deployed-slow.handler.mjs',
      'export const handler = (event, context) => event.wait ? new Promise(() => {}) : context.memoryLimitInMB;',
    );
    const deployed = createLambdaRuntime(dir, {
      functionOf: () => ({ environment: {}, memoryMb: 512, timeoutMs: 50 }),
    });
    expect(await deployed.invoke(file, {})).toBe('512');
    await expect(deployed.invoke(file, { wait: true })).rejects.toBeInstanceOf(HandlerTimeoutError);
  });

  it('counts invocations by function name, failed ones included', async () => {
    const counted = createLambdaRuntime(dir);
    const ok = handlerFile('counted.handler.mjs', 'export const handler = async () => "ok";');
    const failing = handlerFile(
      'counted-fails.handler.mjs',
      'export const handler = async () => { throw new Error("no"); };',
    );
    await counted.invoke(ok, {});
    await counted.invoke(ok, {});
    await expect(counted.invoke(failing, {})).rejects.toThrow('no');
    const invocations = counted.invocations();
    expect(Object.fromEntries(Object.entries(invocations).map(([name, { count }]) => [name, count]))).toEqual({
      counted: 2,
      'counted-fails': 1,
    });
    expect(invocations.counted.totalMs).toBeGreaterThanOrEqual(0);
  });

  it('refuses a module without a handler export', async () => {
    const file = handlerFile('empty.handler.mjs', 'export const other = 1;');
    await expect(runtime.invoke(file, {})).rejects.toThrow(/does not export a handler/);
  });

  it("keeps each invocation's log keys to itself when invocations overlap in the process", async () => {
    // The project's own logger package, by path: the handler file lives outside the project.
    const loggerModule = fileURLToPath(import.meta.resolve('@aws-lambda-powertools/logger'));
    const file = handlerFile(
      'logs.handler.mjs',
      `import { Logger } from ${JSON.stringify(loggerModule)};
       const logger = new Logger({ serviceName: 'overlap' });
       export const handler = async (event, context) => {
         logger.addContext(context);
         logger.setCorrelationId(event.correlationId);
         await new Promise((done) => setTimeout(done, event.waitMs));
         logger.info('done');
       };`,
    );
    isolateFunctionEnvironments([]);
    const environment = { AWS_LAMBDA_MAX_CONCURRENCY: '64', AWS_LAMBDA_FUNCTION_NAME: 'logs' };
    const overlapping = createLambdaRuntime(dir, { functionOf: () => ({ environment, memoryMb: 128 }) });
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      // The first is still waiting when the second sets its own context and logs.
      await Promise.all([
        overlapping.invoke(file, { correlationId: 'first', waitMs: 80 }, { awsRequestId: 'request-1' }),
        overlapping.invoke(file, { correlationId: 'second', waitMs: 0 }, { awsRequestId: 'request-2' }),
      ]);
    } finally {
      write.mockRestore();
    }
    const logged = lines
      .flatMap((chunk) => chunk.split('\n'))
      .filter((line) => line.includes('"done"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .map((line) => [line.correlation_id, line.function_request_id]);
    expect(logged).toEqual([
      ['second', 'request-2'],
      ['first', 'request-1'],
    ]);
  });
});
