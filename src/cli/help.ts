/** The --help text. Kept next to the commands so that flags and help change together. */
export const HELP = `bench-diff: a regression gate for benchmark results

Usage:
  bench-diff BASELINE CURRENT [CURRENT...]   compare N runs with the baseline
  bench-diff run [--runs N] [--out-dir DIR] [--baseline PATH] -- COMMAND [ARGS...]
                                             run a benchmark N times; keep and/or gate the runs
  bench-diff ab [--runs N] --base 'BASE COMMAND' -- HEAD COMMAND [ARGS...]
                                             run base and head alternately on this machine and
                                             decide on the paired ratios (no baseline needed)
  bench-diff promote CURRENT [CURRENT...] --baseline PATH
                                             make the runs the new baseline (atomically)
  bench-diff merge FILES... [-o OUT]         join shards of one run (a CI matrix) into one file
  bench-diff convert [--from FORMAT] INPUT [-o OUT]
                                             convert another tool's output to schema v1
  bench-diff calibrate RUN RUN... [--runs N] [--write-config PATH]
                                             recommend thresholds from runs of unchanged code
  bench-diff history add RUN... --store PATH [--commit SHA] [--branch NAME] [--date ISO]
                                             remember one commit's runs in the history store
  bench-diff history detect --store PATH [--branch NAME] [--format text|markdown|json]
                                             the commits where a benchmark changed
  bench-diff history chart --store PATH [--branch NAME] -o DIR [--repo-url URL]
                                             a static dashboard of the history (GitHub Pages)
  bench-diff history prune --store PATH --keep N [--branch NAME]
  bench-diff history import --from github-action-benchmark DATA.JS --store PATH
  bench-diff --help | --version

Several CURRENT files are the N runs of one suite; each benchmark's runs are
combined (best of N by default) before the comparison.

Gate options (override bench-gate.json; also for run and promote):
  --threshold PCT              fail a benchmark more than PCT% worse (default 8)
  --geomean-threshold PCT      fail when the geometric mean is more than PCT% worse (default 3)
  --protect NAME[,NAME...]     exempt noisy benchmarks from the per-benchmark check (repeatable)
  --protected-in-geomean=false leave protected benchmarks out of the geomean (default true)
  --aggregate METHOD           best (default), worst, median, mean or pNN (e.g. p75)
  --allow-missing              do not fail on benchmarks of the baseline that are not in the runs
                               (promote: drop them from the new baseline)
  --accept                     accept intended regressions: still reported, verdict "accepted",
                               exit 0 (failed or missing benchmarks still fail)
  --method best|stats          best (default): the threshold rule above. stats: regress only when over
                               the threshold AND significant (Mann-Whitney U on the runs vs the
                               baseline's samples, Holm-corrected; exact rank intervals of the ratio);
                               --aggregate then applies only where no test is possible
  --alpha LEVEL                significance level of --method stats for the suite (default 0.01)

Input and output:
  --baseline PATH              the baseline; then every positional argument is a run
  --from FORMAT                input format (default auto: detected from the content); for run,
                               the format of the command's stdout
  --direction higher|lower     which way is better, for formats that do not say (Bencher, custom JSON)
  --config PATH                config file (default bench-gate.json when present)
  --config-ref REF             read the config as git commit REF has it (e.g. origin/main), not the checkout
  --baseline-ref REF           read the baseline as git commit REF has it (compare, run)
  --history STORE              compare (then every argument is a run): the baseline is the base branch's
                               history (a store of \`history add\`): per benchmark, the commits since its
                               last change point, at most --window K (default 30), all run values as samples
  --base-commit SHA            the baseline ends at this commit of the history (the PR's base)
  --history-branch NAME        the base branch in the store (default main, master or the only one)
  --format text|markdown|json  report format on stdout (default text)
  -o, --output FILE            also write the report to FILE (merge, convert: the document)

run:
  --runs N                     how many times to run COMMAND (default: the config's runs, which
                               calibrate --write-config writes; else 5)
  --results PATH               read each run's result from the file COMMAND writes (e.g. pytest
                               --benchmark-json, hyperfine --export-json), not from its stdout
  --out-dir DIR                write run-1.json ... run-N.json there (schema v1, with the machine
                               in metadata.environment); nothing is written unless every run succeeds
  COMMAND's stdout is one result (schema v1 or any format --from names); progress goes to stderr.
  A single COMMAND argument is run by the shell (pipes, &&); several are run directly.
  Without --out-dir, --baseline defaults to the config's baseline.

ab (interleaved A/B; the gate flags apply as in compare, except --method, --aggregate and --baseline):
  --runs N                     rounds (default 10); each round runs both commands, in an order drawn
                               by a seeded coin (--seed S, default 1); 2N runs in all
  --warmup K                   K rounds first whose results are discarded (default 0)
  --base 'COMMAND'             the base side (run by the shell); the head command follows --
  --base-results PATH, --results PATH
                               read each side's result from the file its command writes, not stdout
  --out-dir DIR                write base-1.json ... and head-1.json ... (metadata.ab: side, round, order)
  --plan [--rounds K] [--detect PCT]
                               run K rounds (default 5) and tell how many rounds a comparison needs
                               to catch a change of PCT% (default: the threshold) with 90% power
  A benchmark regresses when the Hodges-Lehmann estimate of its per-round ratios is worse than the
  threshold and the Wilcoxon signed-rank test (Holm-corrected) is significant at --alpha. The report
  is compare's (--format text|markdown|json, -o FILE), with method "paired" and each interval.

promote:
  Writes the aggregated runs (each benchmark's N values kept as samples) with metadata.promoted
  (commit, branch, date, runs, aggregate, tool_version, environment) and prints what changed
  against the previous baseline. Refuses to drop benchmarks of the old baseline without
  --allow-missing. --baseline defaults to the config's baseline.

calibrate (give 30 runs of the suite on one unchanged commit):
  --runs N                     the runs each comparison will get (default: the fewest, up to
                               --max-runs, that catch a uniform 5% slowdown; --max-runs default 10)
  --false-alarms PCT           allowed false alarms per pull request (default 1)
  --write-config PATH          write the recommendation as bench-gate.json (kept keys: baseline...)
  --format text|json           output format (default text)

history (a folder of JSON Lines files, one per branch; see README "History"):
  add                          one entry per commit with every run value; the same commit again
                               replaces its entry. --commit, --branch, --date and --message default
                               to git's (and CI's) view of the checkout. --from, --direction as above
  detect                       E-Divisive means with a permutation test, per benchmark, on each
                               commit's best run. --min-change PCT (default 2), --alpha LEVEL
                               (default 0.01), --window N (default 50), --seed N, -o FILE.
                               Exit 0 whatever it finds: it reports, it does not gate
  chart                        writes DIR/index.html with its script, styles and data (no CDN; opens
                               from file:// and on GitHub Pages): a chart per benchmark over the
                               commits, change points (as detect finds them) marked, latest slowdowns
                               first, a filter box. --repo-url https://github.com/OWNER/REPO links
                               each point to its commit (default: the Actions run's repository, else
                               the origin remote; --repo-url '' for none)
  import                       github-action-benchmark's gh-pages data.js; --branch (default main),
                               --suite NAME to take one suite
  A corrupt line in a branch file stops every history command with its file and line, and nothing
  is written: repair the line (from git, or by hand) and run again.

Exit codes: 0 pass (or accepted), 1 regression (or failed/missing benchmark), 2 usage or input
error (run: also a failing benchmark command), 130 run interrupted.
Colour only on a terminal, never with NO_COLOR set; FORCE_COLOR=1 (2, 3, true) forces it on, also
over NO_COLOR (as Node does), FORCE_COLOR=0 forces it off.
`;
