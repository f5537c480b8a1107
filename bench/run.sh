#!/usr/bin/env bash
# bench-gate's own performance benchmark (hyperfine, JSON export), then gated by bench-gate itself.
#   bash bench/run.sh            measure, write bench/results/*.json, check the targets, gate
# Targets (issue: foundation): bench-diff on the zigttp files (13 benchmarks, 5 runs) within 1.3x the
# wall time of `node -e 0` measured in the same hyperfine call; 10,000 benchmarks x 10 runs under 2 s
# and under 300 MiB peak memory; time linear in the input.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v hyperfine >/dev/null || { echo "hyperfine is needed: apt-get install hyperfine" >&2; exit 2; }
out=bench/results
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# 1. Start-up: the real files this gate grew from (fixtures/real/zigttp).
z=fixtures/real/zigttp
small="$z/perf-baseline.a0188ee1.json $z/perf-baseline.10684c0d.json $z/perf-baseline.84afb44f.json $z/perf-baseline.f1913a85.json $z/perf-baseline.04182b5e.json $z/perf-baseline.a0188ee1.json"
hyperfine -N -i --warmup 5 --runs 40 --export-json "$out/startup.json" \
  --command-name 'node -e 0' 'node -e 0' \
  --command-name 'bench-diff zigttp 5 runs' "node dist/cli.js $small"

# 2. Scaling: 2,500 / 5,000 / 10,000 benchmarks x 10 runs.
for n in 2500 5000 10000; do node bench/gen-large.mjs "$work/$n" "$n" 10; done
hyperfine -N -i --warmup 1 --runs 5 --export-json "$out/scaling.json" \
  --command-name 'bench-diff 2500x10' "node dist/cli.js $work/2500/baseline.json $(echo $work/2500/run-*.json) --format json" \
  --command-name 'bench-diff 5000x10' "node dist/cli.js $work/5000/baseline.json $(echo $work/5000/run-*.json) --format json" \
  --command-name 'bench-diff 10000x10' "node dist/cli.js $work/10000/baseline.json $(echo $work/10000/run-*.json) --format json"

# 3. Peak memory of the largest case (GNU time's maximum resident set size, in KiB).
if [ -x /usr/bin/time ]; then
  /usr/bin/time -f '%M' -o "$work/rss" node dist/cli.js "$work/10000/baseline.json" $work/10000/run-*.json --format json >/dev/null || true
  echo "{\"max_rss_kib\": $(tail -1 "$work/rss")}" > "$out/memory.json"
else
  echo '{"max_rss_kib": null}' > "$out/memory.json" # GNU time is not installed: not measured
fi

# 4. The absolute targets; then both hyperfine exports as one suite (bench/results/suite.json), which
#    bench-gate gates against the committed bench/baseline.json with bench/bench-gate.json. After an
#    intended change: node dist/cli.js promote bench/results/suite.json --baseline bench/baseline.json
status=0
node bench/check.mjs "$out" || status=1
node dist/cli.js merge "$out/startup.json" "$out/scaling.json" -o "$out/suite.json"
node dist/cli.js --config bench/bench-gate.json bench/baseline.json "$out/suite.json" || status=1
exit $status
