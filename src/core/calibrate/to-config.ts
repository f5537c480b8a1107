/**
 * The bench-gate.json that a calibration recommends, merged into an existing config: calibrate sets
 * the thresholds, aggregate, protections and runs, and keeps what it does not measure (the baseline
 * path, allow_missing, the method, per-benchmark directions).

 */
import type { Config } from '../config.js';
import type { Calibration } from './calibrate.js';
import { maxOf } from '../extent.js';

export function recommendedConfig(calibration: Calibration, existing: Config = {}): Config {
  // An exact count keeps the gate's own rule (0%, README "Metrics"): no threshold of its own, and
  // none of the fallback's.
  const gated = calibration.benchmarks.filter((b) => !b.protected && !b.exact);
  // The top-level threshold applies to benchmarks added later: the largest calibrated one, so a new
  // benchmark starts no stricter than the noisiest gated one.
  const fallback = gated.length > 0 ? maxOf(gated.map((b) => b.threshold_pct)) : existing.threshold;
  const benchmarks: NonNullable<Config['benchmarks']> = {};
  // A benchmark calibrate measured gets its threshold from the A/A runs (or none, when exact or
  // protected) and keeps its direction; one it did not measure (not in these runs) keeps its override
  // as written: calibrate has nothing to say about it, and --write-config dropped a hand-set threshold.
  const measured = new Set(calibration.benchmarks.map((b) => b.name));
  for (const [name, override] of Object.entries(existing.benchmarks ?? {})) {
    if (!measured.has(name)) benchmarks[name] = { ...override };
    else if (override.direction) benchmarks[name] = { direction: override.direction };
  }
  for (const b of gated) benchmarks[b.name] = { ...benchmarks[b.name], threshold: b.threshold_pct };
  const protectedList = calibration.benchmarks.filter((b) => b.protected).map((b) => ({ name: b.name, reason: b.reason! }));
  const keptProtections = (existing.protected ?? []).filter((p) => !calibration.benchmarks.some((b) => b.name === p.name));
  const config: Config = { ...existing };
  if (fallback !== undefined) config.threshold = fallback;
  // A geomean the gate does not gate (a suite of one) says nothing about a threshold for it: the
  // config keeps what it had, as it keeps the fallback threshold when no benchmark is gated.
  if (calibration.geomean.gated) {
    config.geomean_threshold = calibration.geomean.threshold_pct;
    config.protected_in_geomean = calibration.geomean.protected_in_geomean;
  }
  config.aggregate = calibration.aggregate;
  config.runs = calibration.runs;
  config.protected = [...keptProtections, ...protectedList];
  if (config.protected.length === 0) delete config.protected;
  config.benchmarks = benchmarks;
  return config;
}
