/**
 * Progress of a long `run` or `ab` on a terminal: one status line (which run, the time so far, an
 * estimate of the time left), rewritten in place after each run. When stderr is not a terminal (a CI
 * log, a file) there is no `ctx.progress` and nothing is shown: a log wants no line per run.
 */
import { humanValue } from '../report/humanize.js';
import type { CliContext } from './context.js';

/**
 * `bench-diff: run 2/5 done, about 3.60 s left (elapsed 2.40 s; 2 benchmarks in 1.20 s)`: what is
 * most wanted first, since a narrow terminal cuts the end. Runs of one command take about the same
 * time: the estimate is the mean so far times the runs to go.
 */
export function progressLine(what: string, done: number, total: number, elapsedMs: number, detail = ''): string {
  const left = done < total ? `, about ${humanValue((elapsedMs / done) * (total - done), 'ms')} left` : '';
  return `bench-diff: ${what} ${done}/${total} done${left} (elapsed ${humanValue(elapsedMs, 'ms')}${detail === '' ? '' : `; ${detail}`})`;
}

export interface LiveProgress {
  /** The context to use while the progress line is up: its stderr clears the line first, so a message never lands on it. */
  ctx: CliContext;
  show(line: string): void;
  /** Leaves the last progress line on the terminal (the total time), on a line of its own. */
  end(): void;
}

export function liveProgress(ctx: CliContext): LiveProgress {
  const write = ctx.progress;
  if (write === undefined) return { ctx, show: () => undefined, end: () => undefined };
  let shown = false;
  return {
    ctx: {
      ...ctx,
      stderr: (text) => {
        if (shown) write('');
        shown = false;
        ctx.stderr(text);
      },
    },
    show: (line) => {
      write(line);
      shown = true;
    },
    end: () => {
      if (shown) ctx.stderr('\n');
      shown = false;
    },
  };
}
