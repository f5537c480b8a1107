/**
 * A plain SVG chart of one study: per configuration, the false-fail rate and the detection rates,
 * as horizontal bars with their 95% intervals, and the targets as dashed lines.
 */
import type { ConfigSpec } from './configs.js';
import type { Tallies } from './engine.js';
import { rateOf } from './summary.js';

const SERIES = [
  { label: 'false fails per PR (A/A)', scenario: 'aa', bucket: 'all', colour: '#d62728', target: 0.01 },
  { label: 'one −20%, CV ≤ 3%', scenario: 'one-20', bucket: 'quiet', colour: '#1f77b4', target: 0.95 },
  { label: 'one −10%, CV ≤ 3%', scenario: 'one-10', bucket: 'quiet', colour: '#9ecae1', target: undefined },
  { label: 'every −5%', scenario: 'all-5', bucket: 'all', colour: '#2ca02c', target: 0.9 },
  { label: 'every −4%', scenario: 'all-4', bucket: 'all', colour: '#98df8a', target: undefined },
];

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function svgPlot(tallies: Tallies, configs: readonly ConfigSpec[], title: string): string {
  const left = 330;
  const width = 900;
  const plot = width - left - 30;
  const bar = 11;
  const group = SERIES.length * bar + 16;
  const top = 60;
  const height = top + configs.length * group + 50;
  const x = (rate: number) => left + rate * plot;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="10" y="20" font-size="14" font-weight="bold">${esc(title)}</text>`,
  ];
  SERIES.forEach((s, i) => {
    out.push(`<rect x="${10 + i * 175}" y="32" width="10" height="10" fill="${s.colour}"/><text x="${24 + i * 175}" y="41">${esc(s.label)}</text>`);
  });
  for (let t = 0; t <= 10; t++) {
    out.push(`<line x1="${x(t / 10)}" y1="${top - 6}" x2="${x(t / 10)}" y2="${height - 40}" stroke="#eee"/>`);
    out.push(`<text x="${x(t / 10)}" y="${height - 25}" text-anchor="middle">${t * 10}%</text>`);
  }
  out.push(`<line x1="${x(0.01)}" y1="${top - 6}" x2="${x(0.01)}" y2="${height - 40}" stroke="#d62728" stroke-dasharray="4 3"/>`);
  out.push(`<line x1="${x(0.9)}" y1="${top - 6}" x2="${x(0.9)}" y2="${height - 40}" stroke="#2ca02c" stroke-dasharray="4 3"/>`);
  out.push(`<line x1="${x(0.95)}" y1="${top - 6}" x2="${x(0.95)}" y2="${height - 40}" stroke="#1f77b4" stroke-dasharray="4 3"/>`);
  configs.forEach((c, ci) => {
    const y0 = top + ci * group;
    out.push(`<text x="${left - 8}" y="${y0 + (SERIES.length * bar) / 2 + 4}" text-anchor="end">${esc(c.label)}</text>`);
    SERIES.forEach((s, si) => {
      const r = rateOf(tallies, s.scenario, c.id, s.bucket);
      if (r.n === 0) return;
      const y = y0 + si * bar;
      out.push(`<rect x="${left}" y="${y}" width="${(r.rate * plot).toFixed(1)}" height="${bar - 2}" fill="${s.colour}"/>`);
      out.push(`<line x1="${x(r.low).toFixed(1)}" y1="${y + (bar - 2) / 2}" x2="${x(r.high).toFixed(1)}" y2="${y + (bar - 2) / 2}" stroke="black"/>`);
      out.push(`<text x="${(x(r.rate) + 4).toFixed(1)}" y="${y + bar - 3}" font-size="9">${(r.rate * 100).toFixed(1)}%</text>`);
    });
  });
  out.push(`<text x="${left}" y="${height - 8}" font-size="10">dashed: targets (false fails ≤ 1%; one −20% on CV ≤ 3% caught ≥ 95%; every −5% caught ≥ 90%). Whiskers: 95% intervals.</text>`);
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
