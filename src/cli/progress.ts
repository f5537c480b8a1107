/** The line `run` prints after each run: which run, how long it took, the time so far and the time left. */
import { humanValue, plural } from '../report/humanize.js';

export function progressLine(done: number, total: number, elapsedMs: number, benchmarks: number, runMs: number): string {
  // Runs of one command take about the same time: the mean so far times the runs to go.
  const left = done < total ? `, about ${humanValue((elapsedMs / done) * (total - done), 'ms')} left` : '';
  return `bench-diff: run ${done}/${total} done: ${plural(benchmarks, 'benchmark')} in ${humanValue(runMs, 'ms')} (elapsed ${humanValue(elapsedMs, 'ms')}${left})`;
}
