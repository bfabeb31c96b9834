#!/usr/bin/env bash
# npm test validates every synthesized template with cfn-lint (npm run test:cfn-lint), a Python tool
# that npm does not install. Fail here, saying so, rather than let the suite stop halfway or skip it.
set -euo pipefail
if ! version=$(cfn-lint --version 2>/dev/null); then
  echo "cfn-lint is required (npm test lints every CloudFormation template) but is not on PATH." >&2
  echo "Install it with: pipx install cfn-lint   (or: pip install cfn-lint)" >&2
  exit 1
fi
echo "cfn-lint: $version"
