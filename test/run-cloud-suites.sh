#!/usr/bin/env bash
# The integration and e2e suites each start a local cloud of their own: integration on the bench
# profile's ports (+200), e2e on the test profile's (+100). Run side by side, `npm test` takes about
# the longer of the two instead of their sum (CI's whole run must stay under 20 minutes on 2 cores).
# Each suite's lines carry its name; the run fails if either suite fails.
set -u
cd "$(dirname "$0")/.."

( set -o pipefail; LOCAL_CLOUD_PROFILE=bench npm run --silent test:integration 2>&1 | sed -u 's/^/[integration] /' ) &
integration=$!
( set -o pipefail; npm run --silent test:e2e 2>&1 | sed -u 's/^/[e2e] /' ) &
e2e=$!

wait "$integration"; integration_status=$?
wait "$e2e"; e2e_status=$?
echo "integration suite exited $integration_status, e2e suite exited $e2e_status"
[ "$integration_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]
