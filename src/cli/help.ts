/** The --help text. Kept next to the commands so that flags and help change together. */
export const HELP = `bench-diff: a regression gate for benchmark results

Usage:
  bench-diff BASELINE CURRENT [CURRENT...]   compare N runs with the baseline
  bench-diff convert [--from FORMAT] INPUT [-o OUT]
                                             convert another tool's output to schema v1
  bench-diff calibrate RUN RUN... [--runs N] [--write-config PATH]
                                             recommend thresholds from runs of unchanged code
  bench-diff --help | --version

Several CURRENT files are the N runs of one suite; each benchmark's runs are
combined (best of N by default) before the comparison.

Gate options (override bench-gate.json):
  --threshold PCT              fail a benchmark more than PCT% worse (default 8)
  --geomean-threshold PCT      fail when the geometric mean is more than PCT% worse (default 3)
  --protect NAME[,NAME...]     exempt noisy benchmarks from the per-benchmark check (repeatable)
  --protected-in-geomean=false leave protected benchmarks out of the geomean (default true)
  --aggregate METHOD           best (default), worst, median, mean or pNN (e.g. p75)
  --allow-missing              do not fail on benchmarks of the baseline that are not in the runs
  --method best|stats          best (default): the threshold rule above. stats: regress only when over
                               the threshold AND significant (Mann-Whitney U on the runs vs the
                               baseline's samples, Holm-corrected; bootstrap intervals of the ratio);
                               --aggregate then applies only where no test is possible
  --alpha LEVEL                significance level of --method stats for the suite (default 0.01)

Input and output:
  --baseline PATH              the baseline; then every positional argument is a run
  --from FORMAT                input format (default auto: detected from the content)
  --direction higher|lower     which way is better, for formats that do not say (Bencher, custom JSON)
  --config PATH                config file (default bench-gate.json when present)
  --format text|markdown|json  report format on stdout (default text)
  -o, --output FILE            also write the report to FILE

Calibrate options (give 30 runs of the suite on one unchanged commit):
  --runs N                     the runs each comparison will get (default: the fewest, up to
                               --max-runs, that catch a uniform 5% slowdown; --max-runs default 10)
  --false-alarms PCT           allowed false alarms per pull request (default 1)
  --write-config PATH          write the recommendation as bench-gate.json (kept keys: baseline...)
  --format text|json           output format (default text)

Exit codes: 0 pass, 1 regression (or failed/missing benchmark), 2 usage or input error.
Colour only on a terminal, never with NO_COLOR set.
`;
