/**
 * Each function's own environment, in the one process that runs every handler
 * locally (decision 0063).
 *
 * The variables come from the synthesized stack (local-assembly.ts): a
 * function gets the names CDK sets on it and no others. Values CloudFormation
 * fills at deploy time (a table name, a bucket, a URL) take the local value of
 * the same name (handler-env.ts); a secret's ARN becomes the secret's value,
 * since the local cloud has no Secrets Manager; and Lambda's own variables
 * (region, credentials, function name) plus the SDK's local endpoints are set
 * for every function, as the Lambda service sets its own.
 *
 * While a handler runs (its import included), `process.env` answers from its
 * function's environment: an AsyncLocalStorage holds it across the
 * handler's awaits, so functions running side by side never see each other's.
 * A variable of the app that the function was not given reads as undefined,
 * as on AWS; the process's other variables (PATH, NODE_ENV) stay visible.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { LocalFunction } from './local-assembly';

/**
 * The local stand-in of each secret the stack passes by ARN: the direct values lambdas/lib reads
 * where no Secrets Manager exists.
 */
export const SECRET_STAND_INS: Record<string, readonly string[]> = {
  STRIPE_SECRET_ARN: ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_API_BASE'],
  NOTIFICATION_SECRET_ARN: ['NOTIFICATION_SECRET'],
  VAPID_SECRET_ARN: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
};

/**
 * What every function gets locally beside its template's variables: the Lambda service's own
 * (region, credentials) and the local cloud's plumbing (endpoints, checksums, path-style buckets).
 */
const LOCAL_PLUMBING = [
  'AWS_REGION',
  'AWS_DEFAULT_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_ENDPOINT_URL_DYNAMODB',
  'AWS_ENDPOINT_URL_DYNAMODB_STREAMS',
  'AWS_ENDPOINT_URL_S3',
  'AWS_ENDPOINT_URL_SESV2',
  'AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER',
  'AWS_ENDPOINT_URL_LAMBDA',
  'AWS_REQUEST_CHECKSUM_CALCULATION',
  'AWS_RESPONSE_CHECKSUM_VALIDATION',
  'S3_FORCE_PATH_STYLE',
] as const;

/** Local values that win over the template's plain ones: test output stays readable at WARN. */
const LOCAL_OVERRIDES = ['POWERTOOLS_LOG_LEVEL'] as const;

export class MissingLocalValueError extends Error {
  constructor(entry: string, name: string) {
    super(
      `${entry}: the stack sets ${name} from a value CloudFormation fills at deploy time, and the local cloud has no value of that name. Add one to infra/local/handler-env.ts.`,
    );
    this.name = 'MissingLocalValueError';
  }
}

/**
 * The environment `fn` runs with locally, from its template variables and the local values by name;
 * `functionName` is the name its context carries (lambda-runtime.ts).
 */
export function functionEnvironment(
  fn: LocalFunction,
  functionName: string,
  local: Record<string, string>,
): Record<string, string> {
  const environment: Record<string, string> = {};
  const take = (name: string) => {
    const value = local[name];
    if (value === undefined) throw new MissingLocalValueError(fn.entry, name);
    environment[name] = value;
  };
  for (const [name, value] of Object.entries(fn.environment)) {
    const standIns = SECRET_STAND_INS[name];
    if (standIns) standIns.forEach(take);
    else if (value === null || name in local) take(name);
    else environment[name] = value;
  }
  for (const name of [...LOCAL_PLUMBING, ...LOCAL_OVERRIDES])
    if (local[name] !== undefined) environment[name] = local[name];
  Object.assign(environment, {
    AWS_LAMBDA_FUNCTION_NAME: functionName,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.memoryMb),
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    // What Lambda Managed Instances set on a function whose environment serves invocations side by side, as this
    // process does: Powertools then keeps log keys per invocation (lambda-runtime.ts), not per process.
    AWS_LAMBDA_MAX_CONCURRENCY: String(LOCAL_MAX_CONCURRENCY),
  });
  return environment;
}

/**
 * The invocations one environment may serve at once. Powertools and the SDK read only that it is set; locally
 * the cap is the API's (api-concurrency.ts) plus the event consumers', and no function is held to this number.
 */
const LOCAL_MAX_CONCURRENCY = 64;

const current = new AsyncLocalStorage<Record<string, string>>();
/** Names no function reads unless it was given them: every app variable of the local cloud, and the AWS ones. */
const appNames = new Set<string>();
const isAppName = (name: string) =>
  appNames.has(name) || name.startsWith('AWS_') || name.startsWith('POWERTOOLS_') || name.startsWith('STRIPE_');
let installed = false;

/**
 * Makes `process.env` answer per function from here on. Outside a function (the cloud itself, seeds, tests)
 * it is the process's environment, as before.
 */
export function isolateFunctionEnvironments(names: Iterable<string>): void {
  for (const name of names) appNames.add(name);
  if (installed) return;
  installed = true;
  const real = process.env;
  const hidden = (store: Record<string, string>, key: string | symbol) =>
    typeof key === 'string' && !Object.hasOwn(store, key) && isAppName(key);
  process.env = new Proxy(real, {
    get(target, key) {
      const store = current.getStore();
      if (!store || typeof key !== 'string') return Reflect.get(target, key);
      return Object.hasOwn(store, key) ? store[key] : isAppName(key) ? undefined : target[key];
    },
    has(target, key) {
      const store = current.getStore();
      if (!store || typeof key !== 'string') return Reflect.has(target, key);
      return Object.hasOwn(store, key) || (!isAppName(key) && key in target);
    },
    set(target, key, value) {
      const store = current.getStore();
      if (store && typeof key === 'string') store[key] = String(value);
      else Reflect.set(target, key, String(value));
      return true;
    },
    deleteProperty(target, key) {
      const store = current.getStore();
      if (store && typeof key === 'string') delete store[key];
      else Reflect.deleteProperty(target, key);
      return true;
    },
    ownKeys(target) {
      const store = current.getStore();
      if (!store) return Reflect.ownKeys(target);
      return [...new Set([...Object.keys(store), ...Object.keys(target).filter((key) => !isAppName(key))])];
    },
    getOwnPropertyDescriptor(target, key) {
      const store = current.getStore();
      if (!store || typeof key !== 'string') return Reflect.getOwnPropertyDescriptor(target, key);
      if (Object.hasOwn(store, key)) return { value: store[key], writable: true, enumerable: true, configurable: true };
      return hidden(store, key) ? undefined : Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
}

/** Runs `work` (and everything it awaits or schedules) with `environment` as its `process.env`. */
export function withFunctionEnvironment<T>(environment: Record<string, string>, work: () => T): T {
  return current.run(environment, work);
}

/** The environment of the function running in this async context, if any (function-identity.ts names the caller by it). */
export function currentFunctionEnvironment(): Readonly<Record<string, string>> | undefined {
  return current.getStore();
}
