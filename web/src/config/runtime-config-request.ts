/**
 * The request for /runtime-config.json, apart from its checking so that
 * the entry can start it: a member's tab asks for the config while the member
 * runtime's code is still loading, instead of after (decision 0021). Nothing
 * here is parsed or trusted; runtime-config.ts validates the response.
 */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

let early: Promise<Response> | undefined;

/** no-store: a redeploy may change the file while the app shell stays cached. */
export function requestRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<Response> {
  return fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
}

let earlyJson: Promise<unknown> | undefined;

/** Starts the request now; the first load of the config takes its response. */
export function requestRuntimeConfigEarly(): void {
  if (early) return;
  early = requestRuntimeConfig();
  // Read from a copy, before runtime-config.ts reads the body: the entry's early deck request needs two fields.
  earlyJson = early.then((response) => (response.ok ? response.clone().json() : undefined)).catch(() => undefined);
  // A failure surfaces when the config is loaded, with its message; never as an unhandled rejection.
  early.catch(() => undefined);
}

/**
 * The early response's JSON, unvalidated (undefined when it failed): only a hint for the entry's early
 * requests, which runtime-config.ts's validated config replaces as soon as the member runtime starts.
 */
export function earlyRuntimeConfigJson(): Promise<unknown> | undefined {
  return earlyJson;
}

/** The early request, once: a later load (after a failure, say) asks again. */
export function takeEarlyRuntimeConfigRequest(): Promise<Response> | undefined {
  const taken = early;
  early = undefined;
  return taken;
}
