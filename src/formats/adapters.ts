/**
 * Every input format but bench-gate's own, in the order detection tries them. Adding a format: one
 * file in this folder, one fixture folder under fixtures/formats/<id>/, and one line here.
 *
 * The CLI bundle loads this list only when an input is not schema v1 (see adapters-loader.ts).
 */
import { bencher } from './bencher.js';
import { benchmarkJs } from './benchmark-js.js';
import { benchmarkLuau } from './benchmark-luau.js';
import { benchmarkdotnet } from './benchmarkdotnet.js';
import { cachegrind } from './cachegrind.js';
import { callgrind } from './callgrind.js';
import { catch2 } from './catch2.js';
import { catch2Console } from './catch2-console.js';
import { criterion } from './criterion.js';
import { criterionText } from './criterion-text.js';
import { githubActionBenchmark } from './github-action-benchmark.js';
import { goTest } from './go-test.js';
import { goTestJson } from './go-test-json.js';
import { googleBenchmark } from './google-benchmark.js';
import { hey } from './hey.js';
import { heyCsv } from './hey-csv.js';
import { hyperfine } from './hyperfine.js';
import { iaiCallgrind } from './iai-callgrind.js';
import { jmh } from './jmh.js';
import { juliaBenchmarkTools } from './julia-benchmarktools.js';
import { k6 } from './k6.js';
import { libtest } from './libtest.js';
import { mitata } from './mitata.js';
import { oha } from './oha.js';
import { pyperf } from './pyperf.js';
import { pytestBenchmark } from './pytest-benchmark.js';
import { tinybench } from './tinybench.js';
import { vitestBench } from './vitest-bench.js';
import { wrk } from './wrk.js';
import { wrk2 } from './wrk2.js';
import type { FormatAdapter } from './types.js';

export const ADAPTERS: readonly FormatAdapter[] = [
  goTest,
  goTestJson,
  googleBenchmark,
  criterion,
  criterionText,
  libtest,
  catch2,
  catch2Console,
  jmh,
  benchmarkdotnet,
  benchmarkJs,
  vitestBench,
  tinybench,
  mitata,
  githubActionBenchmark,
  bencher,
  wrk,
  wrk2,
  hey,
  heyCsv,
  k6,
  hyperfine,
  pytestBenchmark,
  pyperf,
  oha,
  juliaBenchmarkTools,
  benchmarkLuau,
  cachegrind,
  callgrind,
  iaiCallgrind,
];
