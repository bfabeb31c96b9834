import type { RuntimeConfigError } from '../config/runtime-config';

/**
 * The one failure screen when /runtime-config.json is missing or invalid: the
 * app cannot reach anything without it. Plain markup: nothing else is loaded.
 */
export function ConfigError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  // Duck-typed: the config module (and zod with it) stays out of the shell.
  const details =
    error instanceof Error && Array.isArray((error as RuntimeConfigError).details)
      ? (error as RuntimeConfigError).details
      : [];
  return (
    <div className="flex min-h-dvh items-center justify-center bg-rose-50/60 px-4">
      <div className="w-full max-w-lg rounded-3xl border border-rose-100 bg-white p-8 shadow-xl" role="alert">
        <h1 className="text-xl font-bold text-gray-900">The app could not start</h1>
        <p className="mt-2 text-gray-600">Its configuration could not be loaded. Please try again in a moment.</p>
        <p className="mt-4 rounded-xl bg-gray-50 px-4 py-3 font-mono text-sm text-gray-800">{message}</p>
        {details.length > 0 && (
          <ul className="mt-3 list-disc space-y-1 pl-5 font-mono text-xs text-gray-600">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 rounded-full bg-rose-500 px-5 py-2.5 text-sm font-semibold text-white hover:bg-rose-600"
        >
          Try again
        </button>
      </div>
    </div>
  );
}
