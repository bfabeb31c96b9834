#!/usr/bin/env bash
# `npm test`: two lanes side by side on CI's 2 cores. One runs most of the e2e suite from the start, then the
# unit and CDK tests and cfn-lint; the other runs the type check, ESLint, Prettier, the architecture rules
# (docs/architecture.md), the integration suite, and then the rest of the e2e suite. Each suite starts a local cloud of its own:
# integration and the second e2e lane on the bench profile's ports (+200), one after the other; the
# first e2e lane on the test profile's (+100).
# Each line carries its lane's name; the run fails if either lane fails.
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
# (decision 0086). The checks lane, when its integration suite is done, runs the second e2e lane (the specs that read
# pages, listed in playwright.config.ts, against the built site), then the code-loading spec with the dev server
# (decision 0101), on the bench profile's ports, which the integration suite has just left. The unit, CDK and cfn-lint checks need no cloud: they run after the first e2e lane, which ends
# first now (decision 0086), so that both lanes end near each other.
( set -o pipefail
  bash -c '
    npm run --silent typecheck && npm run --silent lint && npm run --silent format:check &&
    npm run --silent lint:architecture &&
    LOCAL_CLOUD_PROFILE=bench npm run --silent test:integration
  ' 2>&1 | sed -u 's/^/[checks+integration] /' | tee -a "$logs/checks" &&
  echo "[checks+integration] done after ${SECONDS} s; the second e2e lane starts" &&
  E2E_LANE=second E2E_PROFILE=bench npm run --silent test:e2e 2>&1 | sed -u 's/^/[e2e, second lane] /' | tee -a "$logs/checks" &&
  E2E_LANE=dev-server E2E_PROFILE=bench npm run --silent test:e2e 2>&1 | sed -u 's/^/[e2e, dev server] /' | tee -a "$logs/checks" &&
  echo "[e2e, second lane] done after ${SECONDS} s" ) &
checks=$!
# A failed e2e lane still runs the unit and CDK checks, so one run reports every failure.
( set -o pipefail; E2E_LANE=first npm run --silent test:e2e 2>&1 | sed -u 's/^/[e2e] /' | tee -a "$logs/e2e"; e2e_lane=$?
  echo "[e2e] done after ${SECONDS} s (exit $e2e_lane); unit, CDK and cfn-lint start"
  bash -c 'npm run --silent test:unit && npm run --silent test:cdk && npm run --silent test:cfn-lint' 2>&1 |
    sed -u 's/^/[unit+cdk] /' | tee -a "$logs/e2e"; checks_after=$?
  echo "[unit+cdk] done after ${SECONDS} s (exit $checks_after)"
  [ "$e2e_lane" -eq 0 ] && [ "$checks_after" -eq 0 ] ) &
e2e=$!

wait "$checks"; checks_status=$?
wait "$e2e"; e2e_status=$?
[ "$checks_status" -eq 0 ] && [ "$e2e_status" -eq 0 ] || npx --no-install tsx test/failure-digest.ts "$logs/checks" "$logs/e2e"
echo "type check, lint, architecture rules, integration and the second e2e lane exited $checks_status; the first e2e lane, unit, CDK and cfn-lint exited $e2e_status"
[ "$checks_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]
