/**
 * The help of bench-diff, as one table: every command with its usage, its options, notes and
 * examples. `bench-diff --help`, `bench-diff COMMAND --help` and the "did you mean" of argument
 * errors are all made from it (help-render.ts, args-error.ts), so they cannot drift apart; a test
 * holds every command's documented flags to what its parser accepts (tests/cli/help.test.ts).
 * A new flag gets its line here, in the command's section.
 */

export interface OptionHelp {
  /** The long flag without its dashes, as parseArgs knows it. */
  name: string;
  /** A one-letter alias (`o` for -o). */
  short?: string;
  /** The value's placeholder, e.g. PCT; `=false` for a boolean written with its value. */
  value?: string;
  text: string;
}

export interface CommandHelp {
  /** How it is typed after bench-diff: 'run', 'history add'; 'compare' is the command without a name. */
  name: string;
  /** Usage lines, each after `bench-diff `. */
  usage: string[];
  /** One line for the list of commands in `bench-diff --help`. */
  summary: string;
  /** Paragraphs before the options. */
  about?: string[];
  sections: Array<{ title: string; options: OptionHelp[] }>;
  /** Paragraphs after the options. */
  notes?: string[];
  examples: Array<{ command: string; says: string }>;
  /** Flags the parser accepts but the command refuses with a message of its own (so not offered in help). */
  refuses?: string[];
}

const opt = (name: string, value: string | undefined, text: string, short?: string): OptionHelp => ({ name, text, ...(value !== undefined ? { value } : {}), ...(short !== undefined ? { short } : {}) });

/** The gate's options: compare, run, ab and promote take them, over bench-gate.json. */
const GATE = {
  threshold: opt('threshold', 'PCT', 'fail a benchmark more than PCT% worse (default 8)'),
  geomeanThreshold: opt('geomean-threshold', 'PCT', 'fail when the geometric mean (over 2+ benchmarks) is more than PCT% worse (default 3)'),
  protect: opt('protect', 'NAME[,NAME...]', 'exempt noisy benchmarks from the per-benchmark check (repeatable)'),
  protectedInGeomean: opt('protected-in-geomean', '=false', 'leave protected benchmarks out of the geomean (default true)'),
  aggregate: opt('aggregate', 'METHOD', 'how the runs of a benchmark are combined: best (default), worst, median, mean or pNN (e.g. p75); a metric rule\'s own aggregate in the config wins'),
  allowMissing: opt('allow-missing', undefined, 'do not fail on benchmarks of the baseline that are not in the runs'),
  accept: opt('accept', undefined, 'accept intended regressions: still reported, verdict "accepted", exit 0 (failed or missing benchmarks still fail)'),
  method: opt(
    'method',
    'best|stats',
    'best (default): the threshold rule. stats: regress only when over the threshold AND significant (Mann-Whitney U on the runs against the baseline\'s samples, Holm-corrected; exact rank intervals of the ratio); --aggregate then applies only where no test is possible',
  ),
  alpha: opt('alpha', 'LEVEL', 'significance level of the statistical test for the whole suite (default 0.01)'),
  metrics: opt('metrics', 'NAME[,NAME...]', 'which metrics to compare besides the primary value (B/op, allocs/op, p99...; default: every metric both sides have; repeatable)'),
  metricThreshold: opt('metric-threshold', 'NAME=PCT', 'the limit of one metric (repeatable); allocations per op default to 0% when both sides are exact, percentiles are gated only when set; a limit above the threshold raises the metric geomean\'s in proportion (20 -> 7.5%)'),
};

/** Where the inputs come from and where the report goes. */
const IO = {
  baseline: opt('baseline', 'PATH', 'the baseline; then every positional argument is a run (default: "baseline" in bench-gate.json when only one run is given)'),
  from: opt('from', 'FORMAT', 'format of the runs (default auto: detected from the content); a baseline is read in it too unless it is in bench-gate\'s own format; the ids are in the Formats list of bench-diff --help'),
  direction: opt('direction', 'higher|lower', 'which way is better, for formats that do not say (Bencher, custom JSON)'),
  config: opt('config', 'PATH', 'config file (default bench-gate.json when present)'),
  configRef: opt('config-ref', 'REF', 'read the config as git commit REF has it (e.g. origin/main), not the checkout: a branch is judged by the rules of the branch it merges into'),
  baselineRef: opt('baseline-ref', 'REF', 'read the baseline as git commit REF has it, not the checkout'),
  format: opt('format', 'text|markdown|json', 'report format on stdout (default text)'),
  output: opt('output', 'FILE', 'also write the report to FILE (atomically)', 'o'),
};

/** --from of a command that reads runs and no baseline (merge, calibrate, history add). */
const FROM_RUNS: OptionHelp = { ...IO.from, text: 'format of the runs (default auto: detected from the content); the ids are in the Formats list of bench-diff --help' };

const HISTORY_BASELINE = [
  opt('history', 'STORE', 'the baseline is the base branch\'s history (a store of `history add`): per benchmark, the commits since its last change point, all their run values as samples; every positional argument is then a run'),
  opt('window', 'K', 'at most K commits of the history (default 30)'),
  opt('base-commit', 'SHA', 'the history ends at this commit (the pull request\'s base), or its newest recorded ancestor'),
  opt('history-branch', 'NAME', 'the base branch in the store (default main, master or the only one)'),
];

const GATE_OPTIONS = Object.values(GATE);
const EXIT_CODES = "Exit codes: 0 pass (or accepted), 1 regression (or a failed or missing benchmark), 2 usage or input error (run, ab: also a failing benchmark command), 128 + the signal's number when run or ab is stopped by one (130 Ctrl-C, 143 SIGTERM, 129 SIGHUP, 131 SIGQUIT).";
const STORE = opt('store', 'PATH', 'the history store: a folder of JSON Lines files, one per branch (required)');

export const COMMANDS_HELP: readonly CommandHelp[] = [
  {
    name: 'compare',
    usage: ['BASELINE CURRENT [CURRENT...]', 'CURRENT [CURRENT...] --baseline PATH', 'CURRENT [CURRENT...] --history STORE [--base-commit SHA]'],
    summary: 'compare N runs with the baseline',
    about: [
      'The comparison is the command without a name: bench-diff BASELINE CURRENT... (`bench-diff compare --help` shows this help).','Several CURRENT files are the N runs of one suite; each benchmark\'s runs are combined (best of N by default) before the comparison. With "baseline" in bench-gate.json, `bench-diff RUN` compares one run against it.'],
    sections: [
      { title: 'Gate options (override bench-gate.json)', options: GATE_OPTIONS },
      { title: 'Input and output', options: Object.values(IO) },
      { title: 'Baseline from a history store', options: HISTORY_BASELINE },
    ],
    notes: [
      EXIT_CODES,
      'Colour only on a terminal, never with NO_COLOR set to a non-empty value; FORCE_COLOR=1 (2, 3, true) forces it on, also over NO_COLOR (as Node does), FORCE_COLOR=0 forces it off.',
    ],
    examples: [
      { command: 'bench-diff bench/baseline.json runs/run-*.json', says: 'gate five runs against the committed baseline' },
      { command: 'bench-diff runs/run-*.json --baseline bench/baseline.json --format markdown -o report.md', says: 'the same, as Markdown, also written to report.md' },
      { command: 'bench-diff --from go-test --threshold 5 old.txt new-*.txt', says: 'go test -bench output, failing a benchmark 5% worse' },
    ],
  },
  {
    name: 'run',
    usage: ['run [--runs N] [--name NAME] [--results PATH] [--out-dir DIR] [--baseline PATH] -- COMMAND [ARGS...]'],
    summary: 'run a benchmark N times; keep and/or gate the runs',
    about: [
      "COMMAND's stdout is one result (schema v1 or any format --from names), unless --results names the file it writes. A single COMMAND argument is run by the shell (pipes, &&); several are run directly. Nothing is written unless every run succeeds, and an --out-dir made for the runs is removed again; Ctrl-C stops the command's whole process group and exits 130 with nothing written (SIGTERM, SIGHUP, SIGQUIT likewise, exiting 128 + the signal's number: 143, 129, 131). A run ends when COMMAND exits: a process it leaves running is not waited for (a warning says so).",
      'The command is printed once; on a terminal one progress line shows the run, the time so far and the time left (no progress lines when stderr is not a terminal).',
    ],
    sections: [
      {
        title: 'Options',
        options: [
          opt('runs', 'N', 'how many times to run COMMAND (default: the config\'s runs, which calibrate --write-config writes; else 5)'),
          opt('results', 'PATH', 'read each run\'s result from the file (or folder, e.g. target/criterion) COMMAND writes, not from its stdout; a stale file is removed before each run, and of a folder only what COMMAND writes during the run is read'),
          opt('name', 'NAME', 'the name of the benchmark of each run, for a tool whose output names none (hey, oha: else every file is one benchmark named after the tool, and files of different URLs do not merge); a result of several benchmarks is refused, and --measure\'s benchmark keeps the command\'s name'),
          opt('out-dir', 'DIR', 'write run-1.json ... run-N.json there (schema v1, the machine in metadata.environment)'),
          opt('measure', 'instructions|resources', 'instructions: run COMMAND under Valgrind (Cachegrind) and add a benchmark named after it, its instruction count, gated exactly; resources: add a benchmark named after COMMAND, its wall time, with peak memory and user/system CPU time (GNU time) as metrics'),
          { ...IO.baseline, text: 'gate the runs against this baseline (default: the config\'s baseline when there is no --out-dir)' },
          { ...IO.from, text: 'format of the command\'s output (default auto); the ids are in the Formats list of bench-diff --help' },
          IO.direction,
          IO.config,
          IO.configRef,
          IO.baselineRef,
          { ...IO.format, text: 'report format of the gate on stdout (default text)' },
          IO.output,
        ],
      },
      { title: 'Gate options (with a baseline; as in compare)', options: GATE_OPTIONS },
    ],
    notes: [EXIT_CODES],
    examples: [
      { command: 'bench-diff run --runs 5 --out-dir runs -- ./my-bench --json', says: 'run the suite 5 times and keep the runs' },
      { command: 'bench-diff run --baseline bench/baseline.json -- go test -run ^$ -bench . ./...', says: 'run and gate in one go' },
      { command: 'bench-diff run --out-dir runs --results b.json -- pytest --benchmark-only --benchmark-json=b.json', says: 'a tool that writes its results to a file' },
      { command: 'bench-diff run --name "GET /users" --out-dir runs/users -- hey -z 10s URL/users', says: 'hey, named' },
    ],
  },
  {
    name: 'ab',
    usage: ["ab [--runs N] [--warmup K] [--out-dir DIR] --base 'BASE COMMAND' -- HEAD COMMAND [ARGS...]", "ab --plan [--rounds K] [--detect PCT] --base 'BASE COMMAND' -- HEAD COMMAND [ARGS...]"],
    summary: 'run base and head alternately on this machine and decide on the paired ratios (no baseline needed)',
    about: [
      'Each round runs both commands once, in an order drawn by a seeded coin, so that load on the machine hits both sides of a round. A benchmark regresses when the Hodges-Lehmann estimate of its per-round ratios is worse than the threshold and the Wilcoxon signed-rank test (Holm-corrected) is significant at --alpha; within the threshold it is unchanged only when its whole interval is too, else inconclusive (more rounds narrow it). The report is compare\'s, with method "paired" and each benchmark\'s interval.',
      'Failures and Ctrl-C are as in run: nothing is written unless every run succeeds (exit 2 when one fails, 130 on Ctrl-C, 128 + its number on another signal), and a round ends when its command exits, not when a process it left running does.',
      'The commands are printed once; on a terminal one progress line shows the round, the time so far and the time left (no progress lines when stderr is not a terminal).',
    ],
    sections: [
      {
        title: 'Options',
        options: [
          opt('base', "'COMMAND'", "the base's command, run by the shell (required); the head's command comes after the -- at the end"),
          opt('runs', 'N', 'rounds (default 20): 2N runs in all'),
          opt('warmup', 'K', 'K rounds first whose results are discarded (default 0)'),
          opt('seed', 'S', 'seed of the coin that orders each round (default 1)'),
          opt('base-results', 'PATH', 'read the base\'s result from the file (or folder) its command writes, not its stdout; of a folder, only what it writes in that round'),
          opt('results', 'PATH', 'read the head\'s result from the file (or folder) its command writes, not its stdout; of a folder, only what it writes in that round'),
          opt('out-dir', 'DIR', 'write base-1.json ... and head-1.json ... there (metadata.ab: side, round, order, seed)'),
          opt('plan', undefined, 'run a few rounds and tell how many rounds a comparison needs to catch a change with 90% power'),
          opt('rounds', 'K', 'with --plan: the rounds to run (default 5)'),
          opt('detect', 'PCT', 'with --plan: the change to catch (default: the threshold)'),
          { ...IO.from, text: 'format of the commands\' output (default auto); the ids are in the Formats list of bench-diff --help' },
          IO.direction,
          IO.config,
          IO.configRef,
          { ...IO.format, text: 'report format on stdout (default text; --plan: text or json)' },
          IO.output,
        ],
      },
      { title: 'Gate options (as in compare)', options: [GATE.threshold, GATE.geomeanThreshold, GATE.protect, GATE.protectedInGeomean, GATE.allowMissing, GATE.accept, GATE.metrics, GATE.metricThreshold, { ...GATE.alpha, text: 'significance level of the signed-rank test for the whole suite (default 0.01)' }] },
    ],
    notes: ['--method, --aggregate, --baseline and --baseline-ref do not apply: ab decides on its own paired rounds.', EXIT_CODES],
    examples: [
      { command: "bench-diff ab --runs 20 --base 'cd ../base && ./bench' -- ./bench", says: '20 interleaved rounds of the base checkout and this one' },
      { command: "bench-diff ab --plan --base 'cd ../base && ./bench' -- ./bench", says: 'how many rounds a comparison needs here' },
    ],
    refuses: ['method', 'aggregate', 'baseline', 'baseline-ref'],
  },
  {
    name: 'promote',
    usage: ['promote CURRENT [CURRENT...] --baseline PATH'],
    summary: 'make the runs the new baseline (atomically)',
    about: [
      'Writes the aggregated runs (each benchmark\'s and each metric\'s N values kept as samples, which --method stats needs) with metadata.promoted (commit, branch, date, runs, aggregate, tool_version, environment), and prints what changed against the previous baseline. Promote several runs (5 or more), not one: the baseline then carries its own noise.',
    ],
    sections: [
      {
        title: 'Options',
        options: [
          { ...IO.baseline, text: 'the baseline file to write (default: "baseline" in bench-gate.json)' },
          { ...GATE.allowMissing, text: 'drop benchmarks of the old baseline that are not in the runs (refused otherwise)' },
          GATE.aggregate,
          IO.from,
          IO.direction,
          IO.config,
          IO.configRef,
          { ...IO.format, text: 'format of the comparison with the previous baseline (default text)' },
          { ...IO.output, text: 'also write that comparison to FILE' },
        ],
      },
      { title: 'Gate options (for the comparison with the previous baseline)', options: [GATE.threshold, GATE.geomeanThreshold, GATE.protect, GATE.protectedInGeomean, GATE.method, GATE.alpha, GATE.metrics, GATE.metricThreshold] },
    ],
    notes: ['Exit codes: 0 promoted (whatever the comparison says), 2 usage or input error.'],
    examples: [
      { command: 'bench-diff promote runs/run-*.json --baseline bench/baseline.json', says: 'after an intended change, or to start: five runs become the baseline' },
      { command: 'bench-diff promote runs/run-*.json --baseline bench/baseline.json --allow-missing', says: 'the same, dropping benchmarks that were removed' },
    ],
    refuses: ['accept', 'baseline-ref'],
  },
  {
    name: 'merge',
    usage: ['merge FILES... [-o OUT]'],
    summary: 'join shards of one run (a CI matrix) into one file',
    about: ['Each file holds part of the suite, measured in the same run; a benchmark in two shards is an error.'],
    sections: [{ title: 'Options', options: [{ ...IO.output, value: 'OUT', text: 'write the merged run to OUT (atomically) instead of stdout' }, FROM_RUNS, IO.direction] }],
    examples: [{ command: 'bench-diff merge shard-*/run-1.json -o runs/run-1.json', says: 'one run from the shards of a CI matrix' }],
  },
  {
    name: 'convert',
    usage: ['convert [--from FORMAT] [--name NAME] INPUT [-o OUT]'],
    summary: 'convert another tool\'s output to schema v1',
    sections: [
      {
        title: 'Options',
        options: [
          { ...IO.from, text: 'the input\'s format (default auto: detected from the content); the ids are listed below' },
          IO.direction,
          opt('name', 'NAME', 'the name of the input\'s benchmark, for a tool whose output names none (hey, oha: else it is named after the tool, and files of different URLs do not merge); an input of several benchmarks is refused'),
          { ...IO.output, value: 'OUT', text: 'write the document to OUT (atomically) instead of stdout' },
        ],
      },
    ],
    examples: [
      { command: 'bench-diff convert --from hyperfine hyperfine.json -o run-1.json', says: 'a hyperfine --export-json file as schema v1' },
      { command: 'bench-diff convert target/criterion -o run-1.json', says: "criterion's results folder, detected" },
      { command: 'bench-diff convert hey-users.txt --name "GET /users" -o users.json', says: 'hey\'s output of one URL as a benchmark named GET /users' },
    ],
  },
  {
    name: 'calibrate',
    usage: ['calibrate RUN RUN... [--runs N] [--write-config PATH]'],
    summary: 'recommend thresholds from runs of unchanged code',
    about: [
      'Give about 30 runs of the suite on one unchanged commit (A/A runs). It recommends, per benchmark, the threshold the gate can hold at the allowed false alarms, which benchmarks to protect (with the measured reason), the aggregate and the number of runs.',
      'In CI the baseline and a pull request are measured in different jobs, and the drift between jobs (other hours, other machines) is larger than the noise of runs made back to back. Make the runs in several jobs (or on several days), a folder each: each folder is a batch, and the baseline\'s runs and the pull request\'s are then drawn from different batches, so the thresholds cover that drift. Runs all in one folder are one batch, and the thresholds leave it out.',
    ],
    sections: [
      {
        title: 'Options',
        options: [
          opt('runs', 'N', 'the runs each comparison will get (default: the fewest, up to --max-runs, that catch a uniform 5% slowdown; for a suite of one benchmark, an 8% change of it)'),
          opt('max-runs', 'N', 'the most runs to recommend (default 10)'),
          opt('false-alarms', 'PCT', 'allowed false alarms per pull request (default 1)'),
          opt('write-config', 'PATH', 'write the recommendation as bench-gate.json (keeps the file\'s other keys, e.g. baseline)'),
          opt('format', 'text|json', 'output format (default text)'),
          opt('seed', 'N', 'seed of the resampling (default fixed: the same runs give the same advice)'),
          FROM_RUNS,
        ],
      },
    ],
    examples: [
      { command: 'bench-diff run --runs 5 --out-dir aa/job-$JOB -- ./my-bench --json', says: 'in each of 6 CI jobs (a matrix job: 1 to 6, or 6 nightly runs), 5 runs of unchanged code, kept as artifacts' },
      { command: 'bench-diff calibrate aa/job-*/run-*.json --runs 5 --write-config bench-gate.json', says: 'then, with the 6 folders downloaded, the thresholds, protections and runs they support, drift between jobs included' },
    ],
  },
  {
    name: 'history',
    usage: ['history add|detect|chart|prune|import ... --store PATH'],
    summary: 'a history of every commit\'s runs: record, find change points, chart, prune, import',
    about: [
      'The store is a folder of JSON Lines files, one per branch (see README "History"). A corrupt line in a branch file makes detect, chart, prune, import and an add that replaces a commit stop with its file and line, and nothing is written; an add of a new commit only appends its line, so it succeeds unless the corrupt line is the last. Repair the line (from git, or by hand) and run again.',
    ],
    sections: [],
    examples: [
      { command: 'bench-diff history add runs/run-*.json --store bench-history', says: 'record this commit' },
      { command: 'bench-diff history detect --store bench-history', says: 'the commits where a benchmark changed' },
    ],
  },
  {
    name: 'history add',
    usage: ['history add RUN... --store PATH [--commit SHA] [--branch NAME] [--date ISO]'],
    summary: 'remember one commit\'s runs in the history store',
    about: ['One entry per commit with every run value; the same commit again replaces its entry.'],
    sections: [
      {
        title: 'Options',
        options: [
          STORE,
          opt('commit', 'SHA', 'the commit the runs measured, a full SHA or a name git resolves (default: the checkout\'s, or CI\'s)'),
          opt('branch', 'NAME', 'its branch (default: the checkout\'s, or CI\'s)'),
          opt('date', 'ISO', 'the commit\'s date: ISO 8601, a date or a date-time with Z or an offset (default: git\'s)'),
          opt('message', 'TEXT', 'the commit\'s subject (default: git\'s)'),
          FROM_RUNS,
          IO.direction,
        ],
      },
    ],
    examples: [{ command: 'bench-diff history add runs/run-*.json --store bench-history', says: 'record the runs of the commit checked out' }],
  },
  {
    name: 'history detect',
    usage: ['history detect --store PATH [--branch NAME] [--format text|markdown|json]'],
    summary: 'the commits where a benchmark changed',
    about: ["E-Divisive means with a permutation test, per benchmark, on each commit's best run. It reports and does not gate: exit 0 whatever it finds."],
    sections: [
      {
        title: 'Options',
        options: [
          STORE,
          opt('branch', 'NAME', 'the branch to read (default: the only one, else main or master)'),
          opt('format', 'text|markdown|json', 'output format (default text)'),
          opt('min-change', 'PCT', 'ignore changes smaller than PCT% (default 2)'),
          opt('alpha', 'LEVEL', 'significance level of the permutation test, 0.001 or more (default 0.01; stricter levels run more shuffles)'),
          opt('window', 'N', 'commits per sliding window the search splits, 20 to 10000 (default 50)'),
          opt('seed', 'N', 'seed of the permutations (default 1: the same history gives the same answer)'),
          { ...IO.output, text: 'also write the report to FILE' },
        ],
      },
    ],
    examples: [{ command: 'bench-diff history detect --store bench-history --format markdown', says: 'the change points of the main branch, as Markdown' }],
  },
  {
    name: 'history chart',
    usage: ['history chart --store PATH [--branch NAME] -o DIR [--force] [--repo-url URL] [--min-change PCT] [--alpha LEVEL] [--window N] [--seed N]'],
    summary: 'a static dashboard of the history (GitHub Pages)',
    about: ['Writes DIR/index.html with its script, styles and data (no CDN; opens from file:// and on GitHub Pages): a chart per benchmark over the commits, change points marked, latest slowdowns first, a filter box.', 'DIR is a new or empty folder, or one with a dashboard history chart wrote before: a folder with other files and no dashboard (another site, whose index.html it would replace) is refused, unless --force.'],
    sections: [
      {
        title: 'Options',
        options: [
          STORE,
          opt('branch', 'NAME', 'the branch to chart (default: the only one, else main or master)'),
          opt('output', 'DIR', 'the folder to write the dashboard to (required)', 'o'),
          opt('force', undefined, 'write into DIR even when it holds other files and no dashboard'),
          opt('repo-url', 'URL', "https://github.com/OWNER/REPO: each point links to its commit (default: the Actions run's repository, else the origin remote; '' for none)"),
          opt('min-change', 'PCT', 'as for history detect, so the chart marks what detect finds (default 2)'),
          opt('alpha', 'LEVEL', 'as for history detect (default 0.01)'),
          opt('window', 'N', 'as for history detect (default 50)'),
          opt('seed', 'N', 'as for history detect (default 1)'),
        ],
      },
    ],
    examples: [{ command: 'bench-diff history chart --store bench-history -o site', says: 'then publish site/ with GitHub Pages' }],
  },
  {
    name: 'history prune',
    usage: ['history prune --store PATH --keep N [--branch NAME]'],
    summary: "keep each branch's newest N entries",
    sections: [{ title: 'Options', options: [STORE, opt('keep', 'N', 'how many entries per branch to keep (required)'), opt('branch', 'NAME', 'prune only this branch (default: every branch)')] }],
    examples: [{ command: 'bench-diff history prune --store bench-history --keep 500', says: 'the newest 500 commits of each branch' }],
  },
  {
    name: 'history import',
    usage: ['history import --from github-action-benchmark DATA.JS --store PATH [--branch NAME] [--suite NAME]'],
    summary: "import github-action-benchmark's gh-pages history",
    sections: [
      {
        title: 'Options',
        options: [
          opt('from', 'github-action-benchmark', 'the only history that can be imported (required)'),
          STORE,
          opt('branch', 'NAME', 'the branch to import into (default main)'),
          opt('suite', 'NAME', 'import this suite of data.js (needed when it holds several: one store per suite; repeat it to join suites gated together)'),
        ],
      },
    ],
    examples: [{ command: 'bench-diff history import --from github-action-benchmark dev/bench/data.js --store bench-history', says: 'keep the years of charts you have (data.js from the gh-pages branch)' }],
  },
  {
    name: 'help',
    usage: ['help [COMMAND]', 'COMMAND --help'],
    summary: "a command's usage, options and examples; without COMMAND this list",
    sections: [],
    examples: [
      { command: 'bench-diff help run', says: 'the same as bench-diff run --help' },
      { command: 'bench-diff history add --help', says: 'the help of a history command' },
    ],
  },
];
