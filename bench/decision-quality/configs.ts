/**
 * The gate configurations compared, each prepared from what a project would have: its suite, and
 * 30 A/A runs of unchanged code (used by calibrate, and as the baseline of "stats, 30-run baseline").
 * Each one goes through the product's own functions: calibrate, recommendedConfig, parseConfig,
 * gateOptions, runGate.
 */
import type { Aggregate } from '../../src/core/aggregate.js';
import { calibrate, type Calibration } from '../../src/core/calibrate/calibrate.js';
import { recommendedConfig } from '../../src/core/calibrate/to-config.js';
import { parseConfig } from '../../src/core/config.js';
import { gateOptions } from '../../src/core/settings.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../src/core/gate-options.js';
import type { SourcedDocument } from '../../src/core/model.js';
import type { DecisionMethod } from '../../src/core/decision/method.js';

export interface Context {
  names: string[];
  /** The true noise of each benchmark, for the "hand-protected" list (what a human would know). */
  noisy: boolean[];
  aaDocs: SourcedDocument[];
  runs: number;
}

export interface Prepared {
  options: GateOptions;
  /** How the baseline's value is aggregated when promoted, and from which runs. */
  baselineAggregate: Aggregate;
  /** pr: promoted from the pull request's own N baseline runs; aa: the 30 A/A runs; history: `--history` over 30 recorded commits. */
  baselineFrom: 'pr' | 'aa' | 'history';
  /** The decision method, when it is not the one `options.method` names (a rule under study). */
  method?: DecisionMethod;
}

export interface ConfigSpec {
  id: string;
  label: string;
  prepare(ctx: Context): Prepared;
}

const calibrations = new WeakMap<Context, Calibration>();

/** The calibration, computed once per project (two configurations use it). */
function calibrationOf(ctx: Context): Calibration {
  const known = calibrations.get(ctx);
  if (known) return known;
  const calibration = calibrate(ctx.aaDocs, { runs: ctx.runs });
  calibrations.set(ctx, calibration);
  return calibration;
}

/** The gate's options from the bench-gate.json that calibrate writes, read back as the CLI would. */
function calibrated(ctx: Context): GateOptions {
  const config = parseConfig(JSON.parse(JSON.stringify(recommendedConfig(calibrationOf(ctx)))), 'calibrated bench-gate.json');
  return gateOptions(config, {});
}

export const CONFIGS: ConfigSpec[] = [
  {
    id: 'default',
    label: 'default (best of N, 8% / 3%)',
    prepare: () => ({ options: DEFAULT_GATE_OPTIONS, baselineAggregate: 'best', baselineFrom: 'pr' }),
  },
  {
    id: 'hand-protected',
    label: 'hand-protected (default + noisy ones protected)',
    prepare: (ctx) => ({
      options: { ...DEFAULT_GATE_OPTIONS, protected: ctx.names.filter((_, i) => ctx.noisy[i]).map((name) => ({ name, reason: 'known to be noisy' })) },
      baselineAggregate: 'best',
      baselineFrom: 'pr',
    }),
  },
  {
    id: 'calibrated',
    label: 'calibrated (calibrate on 30 A/A runs)',
    prepare: (ctx) => {
      const options = calibrated(ctx);
      return { options, baselineAggregate: options.aggregate, baselineFrom: 'pr' };
    },
  },
  {
    id: 'stats',
    label: '--method stats (baseline of N runs)',
    prepare: () => ({ options: { ...DEFAULT_GATE_OPTIONS, method: 'stats' }, baselineAggregate: 'best', baselineFrom: 'pr' }),
  },
  {
    id: 'stats-30',
    label: '--method stats (baseline of the 30 A/A runs)',
    prepare: () => ({ options: { ...DEFAULT_GATE_OPTIONS, method: 'stats' }, baselineAggregate: 'best', baselineFrom: 'aa' }),
  },
  {
    id: 'stats-history',
    label: '--method stats (baseline from a 30-commit history)',
    prepare: () => ({ options: { ...DEFAULT_GATE_OPTIONS, method: 'stats' }, baselineAggregate: DEFAULT_GATE_OPTIONS.aggregate, baselineFrom: 'history' }),
  },
  {
    id: 'calibrated-stats-30',
    label: 'calibrated + --method stats (30-run baseline)',
    prepare: (ctx) => ({ options: { ...calibrated(ctx), method: 'stats' }, baselineAggregate: 'best', baselineFrom: 'aa' }),
  },
];
