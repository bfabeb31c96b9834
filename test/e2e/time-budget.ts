/**
 * Every timeout in the e2e suite is written for a machine that runs nothing else, and multiplied here.
 * `npm test` runs two lanes side by side on CI's two cores, each with its own local cloud and browser, and there a
 * step takes about three times as long as alone: an accessibility page took 12–16 s alone and 26–45 s in the
 * fresh-clone run of stop 42, which failed four tests on a 15-second wait for a spinner to go. A timeout is there
 * to end a test that hangs, not to time one that works (timings are measured by the benches), so `npm test` sets
 * E2E_SLOWDOWN (test/run-suites.sh).
 */
const slowdown = Number(process.env.E2E_SLOWDOWN ?? '1');
if (!Number.isFinite(slowdown) || slowdown < 1)
  throw new Error(`E2E_SLOWDOWN must be a number ≥ 1, not ${process.env.E2E_SLOWDOWN}`);

/** A timeout of `ms` on a quiet machine, on this one. */
export const budget = (ms: number): number => Math.round(ms * slowdown);
