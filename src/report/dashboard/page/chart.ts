/**
 * One benchmark's chart: its points over the branch's commits (x is the commit's index, labelled
 * with its date), each change point a dashed line before its first commit, red when worse, green
 * when better, labelled with the change. Hovering a commit shows it below the chart; a click opens
 * the commit. The keyboard moves the same cursor (pointAt), so that it shows the same.
 */
import uPlot from 'uplot';
import { humanChange, humanValue } from '../../humanize.js';
import { day } from '../../changepoints.js';
import type { DashboardBenchmark, DashboardData, DashboardValues } from '../model.js';

export const CHART_HEIGHT = 220;

const COLOR = { line: '#0969da', worse: '#cf222e', better: '#1a7f37', grid: '#d0d7de', text: '#57606a' };

/** Whole commits only on the x axis: 1, 2, 5, 10, 20, 50... */
const COMMIT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];

function drawChanges(u: uPlot, benchmark: DashboardBenchmark): void {
  const ctx = u.ctx;
  const { top, height } = u.bbox;
  const ratio = uPlot.pxRatio;
  ctx.save();
  ctx.lineWidth = 1.5 * ratio;
  ctx.setLineDash([5 * ratio, 4 * ratio]);
  ctx.font = `${11 * ratio}px system-ui, sans-serif`;
  ctx.textBaseline = 'top';
  ctx.textAlign = 'left';
  for (const change of benchmark.changes) {
    const x = Math.round(u.valToPos(change.commit - 0.5, 'x', true));
    ctx.strokeStyle = ctx.fillStyle = change.verdict === 'worse' ? COLOR.worse : COLOR.better;
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x, top + height);
    ctx.stroke();
    ctx.fillText(` ${humanChange(change.change_pct, '−')}`, x, top + 2 * ratio);
  }
  ctx.restore();
}

export interface ChartHooks {
  /** The commit under the cursor (null: none). */
  onHover(commit: number | null): void;
  onClick(commit: number): void;
}

export function drawChart(target: HTMLElement, data: DashboardData, benchmark: DashboardBenchmark, xs: number[], values: DashboardValues, hooks: ChartHooks): uPlot {
  const dates = data.commits.date;
  const options: uPlot.Options = {
    width: Math.max(target.clientWidth, 200),
    height: CHART_HEIGHT,
    legend: { show: false },
    scales: { x: { time: false }, y: { auto: true } },
    axes: [
      {
        stroke: COLOR.text,
        grid: { stroke: COLOR.grid, width: 1 },
        incrs: COMMIT_STEPS,
        space: 80,
        values: (_u, splits) => splits.map((v) => (Number.isInteger(v) && dates[v] !== undefined ? day(dates[v]) : '')),
      },
      {
        stroke: COLOR.text,
        grid: { stroke: COLOR.grid, width: 1 },
        size: 96,
        values: (_u, splits) => splits.map((v) => humanValue(v, benchmark.unit)),
      },
    ],
    series: [{}, { label: benchmark.name, stroke: COLOR.line, width: 1.5, spanGaps: true, points: { size: 5, fill: COLOR.line } }],
    cursor: { drag: { x: false, y: false } },
    hooks: {
      draw: [(u) => drawChanges(u, benchmark)],
      setCursor: [(u) => hooks.onHover(u.cursor.idx ?? null)],
      ready: [
        (u) =>
          u.over.addEventListener('click', () => {
            if (u.cursor.idx !== null && u.cursor.idx !== undefined) hooks.onClick(u.cursor.idx);
          }),
      ],
    },
  };
  return new uPlot(options, [xs, values], target);
}

/**
 * Puts the chart's cursor on a commit, as pointing at it does (its hooks fire: onHover); null takes
 * the cursor away, as the pointer leaving the chart does.
 */
export function pointAt(u: uPlot, commit: number | null): void {
  if (commit === null) {
    u.setCursor({ left: -10, top: -10 });
    return;
  }
  const value = u.data[1]?.[commit];
  const top = value === null || value === undefined ? u.bbox.height / uPlot.pxRatio / 2 : u.valToPos(value, 'y');
  u.setCursor({ left: u.valToPos(commit, 'x'), top });
}
