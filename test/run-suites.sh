#!/usr/bin/env bash
# `npm test`: two lanes side by side on CI's 2 cores. The e2e suite (about 16 minutes) is the long
# pole, so it starts at once; the other lane runs the type check, the architecture rules
# (docs/architecture.md), unit and CDK tests, then the integration suite (about 12 minutes
# together), and finishes inside it. In sequence the whole run
# came within a minute of CI's 20-minute budget. Each suite starts a local cloud of its own:
# integration on the bench profile's ports (+200), e2e on the test profile's (+100).
# Each line carries its lane's name; the run fails if either lane fails.
set -u
cd "$(dirname "$0")/.."

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

# The e2e lane is the long pole (31 minutes of 33 in the fresh-clone run of 2026-11-27, with 85 tests):
# the checks lane runs at a lower priority (nice 10), so it takes the CPU the browser and the e2e cloud
# leave, and finishes inside the e2e lane instead of slowing it (as bench:web does, decision 0046).
( set -o pipefail; nice -n 10 bash -c '
    npm run --silent typecheck && npm run --silent lint && npm run --silent format:check &&
    npm run --silent lint:architecture && npm run --silent test:unit && npm run --silent test:cdk &&
    npm run --silent test:cfn-lint &&
    LOCAL_CLOUD_PROFILE=bench npm run --silent test:integration
  ' 2>&1 | sed -u 's/^/[checks+integration] /' ) &
checks=$!
( set -o pipefail; npm run --silent test:e2e 2>&1 | sed -u 's/^/[e2e] /' ) &
e2e=$!

wait "$checks"; checks_status=$?
wait "$e2e"; e2e_status=$?
echo "type check, architecture rules, unit, CDK and integration exited $checks_status; e2e exited $e2e_status"
[ "$checks_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]
