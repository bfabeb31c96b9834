#!/usr/bin/env bash
# `npm test`: two lanes side by side on CI's 2 cores, and the static checks beside them. One lane runs most of the
# e2e suite from the start, then the unit and CDK tests and cfn-lint; the other runs the integration suite, and then
# the rest of the e2e suite. The type check, ESLint, Prettier and the architecture rules (docs/architecture.md) run
# beside the integration suite. Each suite starts a local cloud of its own: integration and the second e2e lane on
# the bench profile's ports (+200), one after the other; the first e2e lane on the test profile's (+100).
# Each line carries its lane's name; the run fails if anything fails.
set -u
cd "$(dirname "$0")/.."

# CI shows only the tail of this run, where the local cloud's logs and the lanes' interleaved lines had buried which
# test failed (stop 37 printed only "exited 1"). Each lane's lines also go to a log here, and the run ends with a
# digest of what failed in them (test/failure-digest.ts).
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
# Vite 8 lists every extensionless import of the config's module graph before each vitest run, 360 lines a run, for
# a config loader this project does not use: they crowded the tail that CI shows.
export VITE_CONFIG_NATIVE_IGNORE_WARNING=true
# Both lanes share two cores, so an e2e step takes about three times as long as alone: the e2e suite's timeouts are
# written for a quiet machine and multiplied by this (test/e2e/time-budget.ts).
export E2E_SLOWDOWN=${E2E_SLOWDOWN:-3}
# No Playwright traces: nobody can open one on CI, and recording them cost Chromium a tenth more CPU (decision 0101).
export E2E_TRACE=${E2E_TRACE:-off}
# DynamoDB Local's JIT stops at its first tier here: a test run's calls are too few for the optimizing compiler
# to earn back its CPU, which was 45% of the JVM's time in the chat spec (decision 0101). The benches keep it.
export LOCAL_CLOUD_JIT=${LOCAL_CLOUD_JIT:-quick}

# What the suites need from the machine, checked before any starts (.ci/run installs both).
missing=0
if [ ! -x /usr/bin/chromium ]; then
  echo "npm test: Debian's Chromium is missing (e2e drives /usr/bin/chromium). Install it with:" >&2
  echo "  apt-get update && apt-get install -y chromium" >&2
  missing=1
fi
if ! java -version >/dev/null 2>&1; then
  echo "npm test: Java 17 or later is missing (DynamoDB Local runs on it). Install it with:" >&2
  echo "  apt-get update && apt-get install -y openjdk-17-jre-headless" >&2
  missing=1
fi
[ "$missing" -eq 0 ] || exit 1

# The e2e suite is split in two lanes (decision 0085): on one lane alone it was the long pole (31 of 33 minutes
# in the fresh-clone run of 2026-11-27). The first lane starts at once on the test profile, against the built site
# (decision 0086). The integration lane also starts at once, on the bench profile's ports; once it is done, it runs
# the second e2e lane (the specs that read pages, listed in playwright.config.ts, against the built site), then the
# code-loading spec with the dev server (decision 0101), on the ports the integration suite has just left. The unit,
# CDK and cfn-lint checks need no cloud: they run after the first e2e lane, so that both lanes end near each other.
#
# The static checks (type check, ESLint, Prettier, the architecture rules) run beside the integration suite, not
# before it: the suite spends most of its time waiting on its cloud (half a core in the run of 2026-11-29), and the
# checks took 268 s of its lane before it could start (decision 0101).
( set -o pipefail
  npm run --silent typecheck && npm run --silent lint && npm run --silent format:check &&
    npm run --silent lint:architecture ) 2>&1 | sed -u 's/^/[static checks] /' | tee -a "$logs/static" &
static=$!
# A failed lane still runs what comes after it in its lane, so one run reports every failure.
( set -o pipefail
  LOCAL_CLOUD_PROFILE=bench npm run --silent test:integration 2>&1 | sed -u 's/^/[integration] /' | tee -a "$logs/checks"
  integration=$?
  echo "[integration] done after ${SECONDS} s (exit $integration); the second e2e lane starts"
  E2E_LANE=second E2E_PROFILE=bench npm run --silent test:e2e 2>&1 | sed -u 's/^/[e2e, second lane] /' | tee -a "$logs/checks"
  second=$?
  E2E_LANE=dev-server E2E_PROFILE=bench npm run --silent test:e2e 2>&1 | sed -u 's/^/[e2e, dev server] /' | tee -a "$logs/checks"
  dev_server=$?
  echo "[e2e, second lane] done after ${SECONDS} s (exit $second, dev server $dev_server)"
  [ "$integration" -eq 0 ] && [ "$second" -eq 0 ] && [ "$dev_server" -eq 0 ] ) &
checks=$!
( set -o pipefail; E2E_LANE=first npm run --silent test:e2e 2>&1 | sed -u 's/^/[e2e] /' | tee -a "$logs/e2e"; e2e_lane=$?
  echo "[e2e] done after ${SECONDS} s (exit $e2e_lane); unit, CDK and cfn-lint start"
  bash -c 'npm run --silent test:unit && npm run --silent test:cdk && npm run --silent test:cfn-lint' 2>&1 |
    sed -u 's/^/[unit+cdk] /' | tee -a "$logs/e2e"; checks_after=$?
  echo "[unit+cdk] done after ${SECONDS} s (exit $checks_after)"
  [ "$e2e_lane" -eq 0 ] && [ "$checks_after" -eq 0 ] ) &
e2e=$!

wait "$static"; static_status=$?
echo "[static checks] done after ${SECONDS} s (exit $static_status)"
wait "$checks"; checks_status=$?
wait "$e2e"; e2e_status=$?
passed() { [ "$static_status" -eq 0 ] && [ "$checks_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]; }
passed || npx --no-install tsx test/failure-digest.ts "$logs/static" "$logs/checks" "$logs/e2e"
echo "the static checks exited $static_status; integration and the second e2e lane $checks_status; the first e2e lane, unit, CDK and cfn-lint $e2e_status"
passed
