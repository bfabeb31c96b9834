/**
 * The deploy-time config (/runtime-config.json), read once before anything
 * renders. In AWS the stack writes it next to the built app; locally the local
 * cloud does. No endpoint or id is compiled into the bundle.
 */
import { checkRuntimeConfig, type RuntimeConfig } from '#shared/runtime-config.ts';
import { RUNTIME_CONFIG_PATH, requestRuntimeConfig, takeEarlyRuntimeConfigRequest } from './runtime-config-request';

export class RuntimeConfigError extends Error {
  constructor(
    message: string,
    /** One line per problem, for the failure screen. */
    readonly details: string[] = [],
  ) {
    super(message);
    this.name = 'RuntimeConfigError';
  }
}

/** Validates the parsed JSON; throws a RuntimeConfigError naming every bad field. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const checked = checkRuntimeConfig(json);
  if (checked.issues) throw new RuntimeConfigError(`${RUNTIME_CONFIG_PATH} is not valid`, checked.issues);
  return checked.config;
}

/** Loads and validates the config; takes the entry's early request when there is one (a member's start-up). */
export async function loadRuntimeConfig(fetchImpl?: typeof fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await (fetchImpl
      ? requestRuntimeConfig(fetchImpl)
      : (takeEarlyRuntimeConfigRequest() ?? requestRuntimeConfig()));
  } catch (error) {
    throw new RuntimeConfigError(`Could not fetch ${RUNTIME_CONFIG_PATH}`, [String(error)]);
  }
  if (!response.ok) {
    throw new RuntimeConfigError(`Could not fetch ${RUNTIME_CONFIG_PATH}`, [`HTTP ${response.status}`]);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    // A SPA fallback answering index.html for a missing file lands here.
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_PATH} is not JSON`, [
      `content-type: ${response.headers.get('content-type') ?? 'none'}`,
    ]);
  }
  return parseRuntimeConfig(json);
}

let current: RuntimeConfig | undefined;

/** Called once by the bootstrap, after loading and before Amplify.configure. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The loaded config; only valid after the bootstrap, which renders nothing before it. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config read before it was loaded');
  return current;
}
