#!/usr/bin/env bash
# bench-diff history at scale (issue 13 item 8): a store of 5,000 commits x 1,000 benchmarks, 3 runs
# each (426 MB in one main.jsonl, written by bench/gen-history.mjs), measured with hyperfine like
# bench/run.sh (clean environment, --export-json into bench/results/history-*.json), each next to its
# floor measured in the same run: `node -e 0` for `history add`, a script that only reads the store
# and JSON.parses every line for `history detect`.
#   bash bench/history.sh [COMMITS BENCHMARKS]     (default 5000 1000)
# Targets: history add of a new commit < 1 s, history detect < 20 s (wall clock, an idle machine).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v hyperfine >/dev/null || { echo "hyperfine is needed: apt-get install hyperfine" >&2; exit 2; }
commits=${1:-5000}
benchmarks=${2:-1000}
out=bench/results
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
clean=(env -i "PATH=$PATH" "HOME=$HOME")
hf() { "${clean[@]}" hyperfine -N -i --style basic "$@"; }

node bench/gen-history.mjs "$work/store" "$commits" "$benchmarks"
# One commit's run of every benchmark, as a CI job would record it.
node -e '
const n = Number(process.argv[1]);
const benchmarks = Array.from({ length: n }, (_, b) => ({ name: `bench${b}`, value: 100 + (b % 7), unit: "ms" }));
require("node:fs").writeFileSync(process.argv[2], JSON.stringify({ schema_version: 1, benchmarks }));
' "$benchmarks" "$work/run.json"
cat > "$work/parse.cjs" <<'JS'
// The floor of detect: read the store a chunk at a time and JSON.parse every line.
const { openSync, readSync } = require('node:fs');
const fd = openSync(process.argv[2], 'r');
const chunk = Buffer.allocUnsafe(8 << 20);
let carry = Buffer.alloc(0);
let n = 0;
for (let read; (read = readSync(fd, chunk, 0, chunk.length, null)) > 0; ) {
  const bytes = Buffer.concat([carry, chunk.subarray(0, read)]);
  const cut = bytes.lastIndexOf(10) + 1;
  for (const line of bytes.toString('utf8', 0, cut).split('\n')) if (line) n += JSON.parse(line).benchmarks.length;
  carry = Buffer.from(bytes.subarray(cut));
}
process.stdout.write(`${n}\n`);
JS
# Commits by full SHA, as CI gives them (another name would be resolved by git, outside any checkout here).
add() { echo "node dist/cli.js history add $work/run.json --store $work/store --branch main --date 2026-01-01 --commit $(printf '%039d' 0)$1"; }
# The first add after the store was written by another tool builds the commit index (reads the store once).
${clean[@]} node dist/cli.js history add "$work/run.json" --store "$work/store" --branch main --date 2026-01-01 --commit "$(printf 'f%.0s' {1..40})"

# Every measured add records a new commit (a commit recorded again is a replacement, which rewrites the file).
hf --warmup 3 --runs 10 --export-json "$out/history-floor.json" --command-name 'node -e 0' 'node -e 0'
hf --runs 1 --export-json "$out/history-add.json" --command-name 'history add {n}' --parameter-list n 1,2,3,4,5 "$(add '{n}')"
hf --warmup 0 --runs 3 --export-json "$out/history-detect.json" \
  --command-name 'read and parse the store' "node $work/parse.cjs $work/store/main.jsonl" \
  --command-name 'history detect' "node dist/cli.js history detect --store $work/store --format json -o $work/changepoints.json"

node - "$out" <<'JS'
const { readFileSync } = require('node:fs');
const read = (f) => JSON.parse(readFileSync(`${process.argv[2]}/${f}`, 'utf8')).results;
const mean = (results, prefix) => { const xs = results.filter((r) => r.command.startsWith(prefix)).map((r) => r.mean); return xs.reduce((a, b) => a + b, 0) / xs.length; };
const a = [...read('history-floor.json'), ...read('history-add.json')];
const d = read('history-detect.json');
const rows = [
  ['history add (new commit)', mean(a, 'history add'), 1, mean(a, 'node -e 0'), 'node -e 0'],
  ['history detect', mean(d, 'history detect'), 20, mean(d, 'read and parse'), 'read and parse'],
];
let ok = true;
for (const [name, s, target, floor, floorName] of rows) {
  ok &&= s < target;
  console.log(`${s < target ? 'ok  ' : 'MISS'} ${name.padEnd(26)} ${s.toFixed(2).padStart(6)} s  target < ${target} s   (${(s / floor).toFixed(1)}x ${floorName}, ${floor.toFixed(2)} s)`);
}
process.exit(ok ? 0 : 1);
JS
