#!/usr/bin/env bash
# dist/ and the generated validators are committed (the Action runs dist/index.js straight from the
# repository): rebuild them from the sources and fail when the result differs from what is committed.
# Run by .ci/run, by the check-dist job of ci.yml and by the release workflow.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run -s build || exit 1
if ! git diff --exit-code --stat -- dist generated; then
  echo "dist/ or the generated validators differ from the sources: run 'npm run build' and commit the result"
  exit 1
fi
untracked=$(git status --porcelain -- dist generated | grep '^??' || true)
[ -z "$untracked" ] || { echo "untracked build output, commit it: $untracked"; exit 1; }
