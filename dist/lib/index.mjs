var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value2;
      while (pos < len) {
        length++;
        value2 = str.charCodeAt(pos++);
        if (value2 >= 55296 && value2 <= 56319 && pos < len) {
          value2 = str.charCodeAt(pos);
          if ((value2 & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// src/core/go-names.ts
function packageQualified(pkg, name) {
  return `${pkg}.${name}`;
}
function splitProcs(name) {
  const m = /^(.+?)-(\d+)$/.exec(name);
  return m && !m[1].endsWith("/") ? { base: m[1], procs: Number(m[2]) } : { base: name, procs: 1 };
}
var TIME_PER_OP = /* @__PURE__ */ new Map([["ns/op", "ns"], ["us/op", "us"], ["µs/op", "us"], ["ms/op", "ms"], ["sec/op", "s"], ["s/op", "s"]]);
function goTimeUnit(unit) {
  return TIME_PER_OP.get(unit);
}

// src/core/verdict.ts
function countStatuses(results) {
  const summary = { regressed: 0, failed: 0, missing: 0, inconclusive: 0, improved: 0, protected: 0, new: 0, unchanged: 0 };
  for (const r of results) if (r.gated !== false) summary[r.status] += 1;
  return summary;
}
function failsGate(status, allowMissing) {
  return status === "regressed" || status === "failed" || status === "missing" && !allowMissing;
}
function failingCounts(summary, allowMissing) {
  return { regressed: summary.regressed, failed: summary.failed, missing: allowMissing ? 0 : summary.missing };
}
var GEOMEAN_MIN_COUNT = 2;
function geomeanGates(count2) {
  return count2 >= GEOMEAN_MIN_COUNT;
}
function ungateSmallGeomean(g) {
  if (g.ratio === null || geomeanGates(g.count)) return g;
  return { ...g, status: "skipped", gated: false };
}
function isSmallGeomean(g) {
  return g.change_pct !== null && g.status === "skipped" && !geomeanGates(g.count);
}
function geomeansStatus(geomean, metricGeomeans) {
  return Object.values(metricGeomeans ?? {}).some(metricGeomeanFails) ? "fail" : geomean.status;
}
function metricGeomeanFails(g) {
  return g.gated !== false && g.status === "fail";
}
function gateVerdict(summary, allowMissing, geomean) {
  const c = failingCounts(summary, allowMissing);
  return c.regressed + c.failed + c.missing > 0 || geomean === "fail" ? "fail" : "pass";
}
function passes(report) {
  return report.verdict !== "fail";
}
function failingResults(report) {
  return report.benchmarks.filter((b) => b.gated !== false && failsGate(b.status, report.allow_missing));
}

// src/core/accept.ts
function acceptRegressions(report, acceptedBy) {
  if (report.verdict !== "fail") return;
  const { failed: failed2, missing: missing2 } = failingCounts(report.summary, report.allow_missing);
  if (failed2 > 0 || missing2 > 0) {
    const broken = [failed2 ? `${failed2} failed` : "", missing2 ? `${missing2} missing` : ""].filter(Boolean).join(" and ");
    const still = failed2 + missing2 === 1 ? "benchmark still fails" : "benchmarks still fail";
    report.warnings.push(`${acceptedBy} accepts regressions only: ${broken} ${still} the gate`);
    return;
  }
  report.verdict = "accepted";
  report.accepted_by = acceptedBy;
}

// src/core/printable.ts
var UNITS_BEYOND_C0 = "\\u007f-\\u009f\\u00ad\\u061c\\u115f\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u206f\\u3164\\ufeff\\uffa0\\ufff0-\\ufff8";
var UNITS = `\\u0000-\\u001f${UNITS_BEYOND_C0}`;
var MARKS = "\\u034f|\\u1160|\\u17b4|\\u17b5|\\u180b|\\u180c|\\u180d|\\u180f|[\\ufe00-\\ufe0f]";
var TAGS = "[\\udb40-\\udb43][\\udc00-\\udfff]|\\ud82f[\\udca0-\\udca3]|\\ud834[\\udd73-\\udd7a]";
var LONE_SURROGATE = "[\\ud800-\\udbff](?![\\udc00-\\udfff])|[\\udc00-\\udfff](?<![\\ud800-\\udbff][\\udc00-\\udfff])";
var INVISIBLE_SOURCE = `[${UNITS}]|${MARKS}|${TAGS}|${LONE_SURROGATE}`;
var INVISIBLE = new RegExp(INVISIBLE_SOURCE, "g");
var ANY_INVISIBLE = new RegExp(INVISIBLE_SOURCE);
var INVISIBLE_IN_JSON = new RegExp(`[${UNITS_BEYOND_C0}]|${MARKS}|${TAGS}`, "g");
function visibleEscape(c) {
  let out = "";
  for (let i = 0; i < c.length; i++) out += `\\u${c.charCodeAt(i).toString(16).padStart(4, "0")}`;
  return out;
}
function printable(text) {
  return ANY_INVISIBLE.test(text) ? text.replace(INVISIBLE, visibleEscape) : text;
}
function printableJson(json) {
  return json.replace(INVISIBLE_IN_JSON, visibleEscape);
}

// src/core/errors.ts
var BRAND = /* @__PURE__ */ Symbol.for("bench-gate.InputError");
var InputError = class extends Error {
  name = "InputError";
  [BRAND] = true;
  /** The message quotes input (names, values, lines of a file): one line, nothing a terminal acts on. */
  constructor(message, options) {
    super(printable(message), options);
  }
  /**
   * By brand, not by prototype: the CLI's lazily loaded bundles (dist/formats.js, dist/commands.js)
   * each carry their own copy of this class, and an error from one must still be an InputError.
   */
  static [Symbol.hasInstance](value2) {
    return typeof value2 === "object" && value2 !== null && value2[BRAND] === true;
  }
};
function placeText(place) {
  return typeof place === "function" ? place() : place;
}
function inputError(where, what, hint) {
  const at = placeText(where);
  return new InputError(hint ? `${at}: ${what}. ${hint}` : `${at}: ${what}`);
}
function benchmarkPlace(index, name) {
  return typeof name === "string" && name !== "" ? `benchmarks[${index}] ("${name}")` : `benchmarks[${index}]`;
}
function entryPlace(source, index, name) {
  return () => `${source}: ${benchmarkPlace(index, name)}`;
}

// src/core/extent.ts
function maxOf(values, empty = -Infinity) {
  let result;
  for (const v of values) {
    if (Number.isNaN(v)) return NaN;
    if (result === void 0 || v > result) result = v;
  }
  return result ?? empty;
}
function minOf(values, empty = Infinity) {
  let result;
  for (const v of values) {
    if (Number.isNaN(v)) return NaN;
    if (result === void 0 || v < result) result = v;
  }
  return result ?? empty;
}
function appendAll(target, items) {
  for (const item of items) target.push(item);
  return target;
}

// src/core/aggregate.ts
var PERCENTILE_RE = /^p(100|\d{1,2}(?:\.\d+)?)$/;
function parseAggregate(text, where) {
  if (text === "best" || text === "worst" || text === "median" || text === "mean") return text;
  if (PERCENTILE_RE.test(text)) return text;
  throw inputError(where, `unknown aggregate "${text}"`, "Use best, worst, median, mean or pNN (e.g. p75)");
}
function quantile(sorted, q) {
  return quantileOf(sorted.length, q, (rank) => sorted[rank]);
}
function quantileOf(length, q, at) {
  const position = (length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const a = at(lower);
  const b = at(upper);
  return a + (b - a) * (position - lower);
}
function median(values) {
  if (values.length === 0) throw new RangeError("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
function mean(values) {
  let m = 0;
  values.forEach((v, i) => {
    m += (v - m) / (i + 1);
  });
  return m;
}
function aggregate(values, method, direction) {
  if (values.length === 0) throw new RangeError("aggregate of no values");
  if (values.length === 1) return values[0];
  switch (method) {
    case "best":
      return direction === "higher" ? maxOf(values) : minOf(values);
    case "worst":
      return direction === "higher" ? minOf(values) : maxOf(values);
    case "mean":
      return mean(values);
    case "median":
      return median(values);
    default:
      return quantile([...values].sort((a, b) => a - b), Number(method.slice(1)) / 100);
  }
}

// src/core/number-text.ts
var LARGE = 1e15;
function exponentText(value2, digits) {
  const text = value2.toExponential(digits - 1);
  return text.replace(/\.?0+e/, "e");
}

// src/core/ratio.ts
var EPSILON_PCT = 1e-9;
function normalisedRatio(baseline, current, direction) {
  return direction === "higher" ? current / baseline : baseline / current;
}
function geometricMean(ratios) {
  let sum = 0;
  for (const r of ratios) sum += Math.log(r);
  return Math.exp(sum / ratios.length);
}
function changePct(ratio) {
  return (ratio - 1) * 100;
}
function valueChangePct(ratio, direction) {
  return ((direction === "higher" ? ratio : 1 / ratio) - 1) * 100;
}
function reportableRatio(ratio, direction) {
  return ratio > 0 && Number.isFinite(ratio) && Number.isFinite(changePct(ratio)) && Number.isFinite(valueChangePct(ratio, direction));
}
function roundedPct(pct2) {
  return Math.abs(pct2) >= LARGE ? pct2 : Math.round(pct2 * 10) / 10;
}
function pctDigits(rounded) {
  const abs = Math.abs(rounded);
  return abs >= LARGE ? exponentText(abs, 4) : abs.toFixed(1);
}
var MAX_DECIMALS_BESIDE_LIMIT = 10;
function pctDigitsBeside(pct2, limit, direction = "higher") {
  const abs = Math.abs(pct2);
  if (abs >= LARGE) return exponentText(abs, 4);
  const size = (value2) => direction === "higher" ? Math.abs(value2) : Math.abs(changePct(normalisedRatio(100, 100 + value2, direction)));
  const over = size(pct2) > limit + EPSILON_PCT;
  const sign = pct2 < 0 ? -1 : 1;
  let decimals = 1;
  let text = abs.toFixed(decimals);
  while (size(sign * Number(text)) > limit !== over && decimals < MAX_DECIMALS_BESIDE_LIMIT) text = abs.toFixed(++decimals);
  return text;
}
function changeInWords(pct2, limit) {
  const digits = limit === void 0 ? pctDigits(roundedPct(pct2)) : pctDigitsBeside(pct2, limit);
  if (Number(digits) === 0) return "±0.0%";
  return `${digits}% ${pct2 > 0 ? "better" : "worse"}`;
}
function valueChangeInterval(ci, direction) {
  const a = valueChangePct(1 + ci[0] / 100, direction);
  const b = valueChangePct(1 + ci[1] / 100, direction);
  return a <= b ? [a, b] : [b, a];
}
function worseThan(change, limitPct) {
  return -change > limitPct + EPSILON_PCT;
}
function betterThan(change, limitPct) {
  return change > limitPct + EPSILON_PCT;
}

// src/core/stats/median-in-place.ts
function sortPrefix(a, n) {
  if (n > 64) {
    a.subarray(0, n).sort();
    return;
  }
  for (let i = 1; i < n; i++) {
    const v = a[i];
    let j = i - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
}
function medianInPlace(scratch3, n) {
  sortPrefix(scratch3, n);
  const mid = n >> 1;
  return n % 2 === 1 ? scratch3[mid] : (scratch3[mid - 1] + scratch3[mid]) / 2;
}

// src/core/stats/dispersion.ts
function meanAndSd(values) {
  let mean2 = 0;
  let m2 = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    const delta = v - mean2;
    mean2 += delta / (i + 1);
    m2 += delta * (v - mean2);
  }
  return { mean: mean2, sd: values.length > 1 ? Math.sqrt(m2 / (values.length - 1)) : 0 };
}
function dispersion(values, of, robust = of === "samples") {
  if (values.length < 2) return void 0;
  const { mean: mean2, sd } = meanAndSd(values);
  let min = values[0];
  let max = min;
  let nan = false;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v < min) min = v;
    else if (v > max) max = v;
    else if (v !== v) nan = true;
  }
  if (nan || min !== min) min = max = Number.NaN;
  const cv = robust && min === min && min !== max ? robustCvPct(values) : sd / mean2 * 100;
  return { n: values.length, cv_pct: cv, min, max, of };
}
var MAD_TO_SD = 1.4826;
var IQR_TO_SD = 1.349;
var MEAN_AD_TO_SD = Math.sqrt(Math.PI / 2);
var MAD_SMALL_SAMPLE = [1, 1, 1.196, 1.495, 1.363, 1.206, 1.2, 1.14, 1.129, 1.107];
var madCorrection = (n) => n < MAD_SMALL_SAMPLE.length ? MAD_SMALL_SAMPLE[n] : n / (n - 0.8);
function robustCvPct(values) {
  const n = values.length;
  const [sorted, deviations] = buffers(n);
  for (let i = 0; i < n; i++) sorted[i] = values[i];
  sortPrefix(sorted, n);
  const centre = quantile(sorted, 0.5);
  let above = 0;
  while (above < n && sorted[above] < centre) above++;
  let below = above - 1;
  let sum = 0;
  for (let k = 0; k < n; k++) {
    const down = below >= 0 ? centre - sorted[below] : Number.POSITIVE_INFINITY;
    const up = above < n ? sorted[above] - centre : Number.POSITIVE_INFINITY;
    const d = down < up ? down : up;
    if (down < up) below--;
    else above++;
    deviations[k] = d;
    sum += d;
  }
  const mad = quantile(deviations, 0.5);
  if (mad > 0) return madCorrection(n) * MAD_TO_SD * mad / centre * 100;
  const iqr = quantile(sorted, 0.75) - quantile(sorted, 0.25);
  if (iqr > 0) return iqr / IQR_TO_SD / centre * 100;
  return MEAN_AD_TO_SD * (sum / n) / centre * 100;
}
var SCRATCH_MAX = 4096;
var scratch = new Float64Array(128);
function buffers(n) {
  if (n > SCRATCH_MAX) return [new Float64Array(n), new Float64Array(n)];
  if (scratch.length < 2 * n) scratch = new Float64Array(2 * n);
  return [scratch.subarray(0, n), scratch.subarray(n, 2 * n)];
}

// src/core/stats/observations.ts
function baselineSamplesOf(baseline) {
  const isObject3 = (v) => typeof v === "object" && v !== null;
  const metadata = baseline.metadata;
  if (isObject3(metadata?.promoted)) return "runs";
  const declared = baseline.samples_of;
  if (declared === "runs" || declared === "iterations") return declared;
  return isObject3(metadata?.tool) ? "iterations" : "unknown";
}
function metricSamplesOf(baseline) {
  const promoted = baseline.metadata?.promoted;
  const olderPromotion = typeof promoted === "object" && promoted !== null && baseline.samples_of !== "runs";
  return olderPromotion ? "iterations" : baselineSamplesOf(baseline);
}
function observationsOf(series, baselineValue, baselineSamples, kind = "unknown") {
  return observationsFrom(series.values, series.samples[0], baselineValue, baselineSamples, kind);
}
function observationsFrom(values, firstRunSamples, baselineValue, baselineSamples, kind = "unknown") {
  const fromSamples = baselineSamples.length >= 2;
  if (values.length >= 2) {
    const setAside = fromSamples && kind === "iterations";
    const useSamples = fromSamples && !setAside;
    return { baseline: useSamples ? baselineSamples : [baselineValue], baselineOf: useSamples ? "runs" : "value", baselineKind: kind, baselineSamplesSetAside: setAside, current: values, currentOf: "runs", currentSamplesSetAside: false };
  }
  const baseline = fromSamples ? baselineSamples : [baselineValue];
  const samples = firstRunSamples ?? [];
  const currentSetAside = samples.length >= 2 && fromSamples && kind === "runs";
  const currentOf = samples.length >= 2 && !currentSetAside ? "samples" : "value";
  const perIteration2 = kind === "iterations" || kind === "unknown" && currentOf === "samples";
  const baselineOf = !fromSamples ? "value" : perIteration2 ? "samples" : "runs";
  return { baseline, baselineOf, baselineKind: kind, baselineSamplesSetAside: false, current: currentOf === "samples" ? samples : values, currentOf, currentSamplesSetAside: currentSetAside };
}
function currentObservations(series) {
  if (series.values.length >= 2) return { values: series.values, of: "runs" };
  const samples = series.samples[0] ?? [];
  return samples.length >= 2 ? { values: samples, of: "samples" } : void 0;
}
function noiseOf(obs) {
  const noise = {};
  const base = obs.baselineOf === "value" ? void 0 : dispersion(obs.baseline, obs.baselineKind === "runs" ? "runs" : "samples", obs.baselineOf === "samples");
  const current = obs.currentOf === "value" ? void 0 : dispersion(obs.current, obs.currentOf);
  if (base) noise.baseline = base;
  if (current) noise.current = current;
  return base || current ? noise : void 0;
}
function setAsideWarning(observations) {
  let count2 = 0;
  for (const obs of observations) if (obs.baselineSamplesSetAside) count2++;
  if (count2 === 0) return void 0;
  const which = count2 === 1 ? "1 benchmark is" : `${count2} benchmarks are`;
  return `${which} compared with the baseline's value alone: its samples are the iterations of one run (a tool's own export, or a metric of a baseline promoted by an earlier bench-diff, which kept one run's), not values of runs like the current ones, so they are not tested against them. Promote a baseline from several runs (bench-diff promote run-*.json --baseline base.json) for the statistical test: its benchmarks' values and its metrics then hold the runs' values`;
}
function singleRunWarning(observations) {
  let count2 = 0;
  for (const obs of observations) if (obs.currentSamplesSetAside) count2++;
  if (count2 === 0) return void 0;
  const which = count2 === 1 ? "1 benchmark is" : `${count2} benchmarks are`;
  return `${which} compared by the single run's value alone: the baseline holds the values of several runs, while the run's samples are its own iterations, not values of runs, so they are not tested against them. Give several runs (bench-diff base.json run-*.json) for the statistical test`;
}
function noisePct(noise) {
  if (!noise) return void 0;
  const base = noise.baseline?.cv_pct;
  const current = noise.current?.cv_pct;
  if (base === void 0 || current === void 0) return base ?? current;
  return Math.max(base, current);
}

// src/core/stats/noise-status.ts
function markDispersion(result, obs) {
  const noise = noiseOf(obs);
  if (noise) result.dispersion = noise;
}
function markTooNoisy(result) {
  const pct2 = noisePct(result.dispersion);
  if (result.status === "unchanged" && pct2 !== void 0 && pct2 > result.threshold_pct) {
    result.status = "inconclusive";
    result.note = `noise of ${pctDigitsBeside(pct2, result.threshold_pct)}% is larger than the ${result.threshold_pct}% limit`;
  }
}
function markNewNoise(result, series) {
  const current = currentObservations(series);
  const d = current && dispersion(current.values, current.of);
  if (d) result.dispersion = { current: d };
}

// src/core/decision/threshold.ts
function thresholdDecide(result) {
  const change = result.change_pct;
  const worse = worseThan(change, result.threshold_pct);
  if (result.status === "protected") {
    result.over_threshold = worse;
    return;
  }
  result.status = worse ? "regressed" : betterThan(change, result.threshold_pct) ? "improved" : "unchanged";
  markTooNoisy(result);
}
function inGeomean(results) {
  return results.filter((r) => r.in_geomean && r.ratio !== null);
}
function thresholdGeomean(results, limit) {
  const ratios = inGeomean(results).map((r) => r.ratio);
  if (ratios.length === 0) return { ratio: null, change_pct: null, count: 0, status: "skipped" };
  const ratio = geometricMean(ratios);
  const change = changePct(ratio);
  return { ratio, change_pct: change, count: ratios.length, status: worseThan(change, limit) ? "fail" : "pass" };
}
var thresholdMethod = {
  decide(compared, results, context) {
    for (const { result } of compared) thresholdDecide(result);
    return { geomean: thresholdGeomean(results, context.geomeanThreshold), warnings: [] };
  }
};

// src/core/stats/holm.ts
function holmAdjust(pValues) {
  const k = pValues.length;
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p || a.i - b.i);
  const adjusted = new Array(k);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (k - rank) * p));
    adjusted[i] = running;
  });
  return adjusted;
}

// src/core/stats/normal.ts
function erfc(x) {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r = t * Math.exp(
    -z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))))
  );
  return x >= 0 ? r : 2 - r;
}
function normalCdf(z) {
  return 0.5 * erfc(-z / Math.SQRT2);
}
function zOf(p) {
  let lo = -10;
  let hi = 10;
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (normalCdf(mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

// src/core/stats/mann-whitney.ts
var EXACT_WORK_LIMIT = 2e7;
function doubledMidranks(pooled) {
  const order = pooled.map((v, i) => i).sort((a, b) => pooled[a] - pooled[b]);
  const ranks = new Int32Array(pooled.length);
  let tieTerm = 0;
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && pooled[order[end + 1]] === pooled[order[start]]) end++;
    const t = end - start + 1;
    tieTerm += t * t * t - t;
    for (let k = start; k <= end; k++) ranks[order[k]] = start + end + 2;
    start = end + 1;
  }
  return { ranks, tieTerm };
}
function rankSumDistribution(ranks, size) {
  let maxSum = 0;
  for (let i = 0; i < size; i++) maxSum += ranks[ranks.length - 1 - i];
  const width = maxSum + 1;
  const table2 = new Float64Array((size + 1) * width);
  table2[0] = 1;
  ranks.forEach((w, item) => {
    for (let c = Math.min(item + 1, size); c >= 1; c--) {
      const row = c * width;
      const prev = (c - 1) * width;
      for (let s = maxSum; s >= w; s--) table2[row + s] += table2[prev + s - w];
    }
  });
  const counts2 = table2.subarray(size * width);
  let total = 0;
  for (const c of counts2) total += c;
  return counts2.map((c) => c / total);
}
var distributionCache = /* @__PURE__ */ new Map();
function cachedRankSumDistribution(ranks, size) {
  const sorted = Int32Array.from(ranks).sort();
  let key = `${sorted.length}:${size}:`;
  for (let i = 0; i < sorted.length; i++) if (sorted[i] !== 2 * (i + 1)) key += `${i}=${sorted[i]},`;
  let dist = distributionCache.get(key);
  if (!dist) {
    dist = rankSumDistribution(sorted, size);
    if (distributionCache.size >= 256) distributionCache.clear();
    distributionCache.set(key, dist);
  }
  return dist;
}
function sumAtMost(dist, s) {
  let acc = 0;
  for (let k = 0; k < dist.length && k <= s; k++) acc += dist[k];
  return acc;
}
function sumAtLeast(dist, s) {
  let acc = 0;
  for (let k = Math.max(0, s); k < dist.length; k++) acc += dist[k];
  return acc;
}
function exactTails(ranks, nx, ny, sumX2) {
  const overX = nx <= ny;
  let total2 = 0;
  for (const r of ranks) total2 += r;
  const dist = cachedRankSumDistribution(ranks, overX ? nx : ny);
  const less = overX ? sumAtMost(dist, sumX2) : sumAtLeast(dist, total2 - sumX2);
  const greater = overX ? sumAtLeast(dist, sumX2) : sumAtMost(dist, total2 - sumX2);
  return { less: Math.min(1, less), greater: Math.min(1, greater) };
}
function normalP(u, nx, ny, tieTerm, alternative) {
  const n = nx + ny;
  const mean2 = nx * ny / 2;
  const variance = nx * ny / 12 * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance <= 0) return 1;
  const sd = Math.sqrt(variance);
  if (alternative === "less") return normalCdf((u + 0.5 - mean2) / sd);
  if (alternative === "greater") return normalCdf(-(u - 0.5 - mean2) / sd);
  const far = Math.max(u, nx * ny - u);
  return Math.min(1, 2 * normalCdf(-(far - 0.5 - mean2) / sd));
}
function mannWhitneyTails(x, y) {
  return prepare(x, y).tails;
}
function prepare(x, y, force) {
  const nx = x.length;
  const ny = y.length;
  if (nx === 0 || ny === 0) throw new RangeError("Mann-Whitney needs observations in both groups");
  const { ranks, tieTerm } = doubledMidranks([...x, ...y]);
  let sumX2 = 0;
  for (let i = 0; i < nx; i++) sumX2 += ranks[i];
  const u = sumX2 / 2 - nx * (nx + 1) / 2;
  const small = Math.min(nx, ny);
  const work = (nx + ny) * small * (small * (nx + ny + 1) * 2);
  const method = force ?? (work <= EXACT_WORK_LIMIT ? "exact" : "normal");
  if (method === "exact") {
    const { less, greater } = exactTails(ranks, nx, ny, sumX2);
    return { u, method, tails: { less, greater, twoSided: Math.min(1, 2 * Math.min(less, greater)) } };
  }
  return {
    u,
    method,
    tails: { less: normalP(u, nx, ny, tieTerm, "less"), greater: normalP(u, nx, ny, tieTerm, "greater"), twoSided: normalP(u, nx, ny, tieTerm, "two-sided") }
  };
}
function smallestOneSidedP(nx, ny) {
  let c = 1;
  const k = Math.min(nx, ny);
  for (let i = 1; i <= k; i++) c = c * (nx + ny - k + i) / i;
  return 1 / c;
}

// src/core/stats/paired.ts
var fmtP = (p) => p < 1e-3 ? p.toExponential(1) : p < 0.01 ? String(Number(p.toPrecision(2))) : p.toFixed(3).replace(/0+$/, "").replace(/\.$/, "");

// src/core/stats/random.ts
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
function randomIndex(random, n) {
  return Math.floor(random() * n);
}

// src/core/stats/pairwise-select.ts
var DIRECT_MAX = 4096;
var COLLECT_MAX = 2048;
var PIVOT_SAMPLE = 31;
function sortedDifferences(x, y) {
  const out = new Float64Array(x.length * y.length);
  let k = 0;
  for (let i = 0; i < x.length; i++) for (let j = 0; j < y.length; j++) out[k++] = y[j] - x[i];
  return out.sort();
}
function pivotFor(x, y, w, rank, random) {
  const picks = new Float64Array(PIVOT_SAMPLE);
  for (let s2 = 0; s2 < PIVOT_SAMPLE; s2++) picks[s2] = randomIndex(random, w.candidates);
  picks.sort();
  const sample = new Float64Array(PIVOT_SAMPLE);
  let s = 0;
  let start = 0;
  for (let i = 0; i < x.length && s < PIVOT_SAMPLE; i++) {
    const width = w.hi[i] - w.lo[i];
    while (s < PIVOT_SAMPLE && picks[s] < start + width) sample[s] = y[w.lo[i] + picks[s++] - start] - x[i];
    start += width;
  }
  if (s < PIVOT_SAMPLE) throw new Error("pairwise selection: candidate count out of step with the windows");
  sample.sort();
  const at = Math.min(PIVOT_SAMPLE - 1, Math.max(0, Math.round((rank + 0.5) / w.candidates * PIVOT_SAMPLE - 0.5)));
  return sample[at];
}
function countAround(x, y, pivot, less, atMost) {
  let j = 0;
  let je = 0;
  let totalLess = 0;
  let totalAtMost = 0;
  for (let i = 0; i < x.length; i++) {
    const xi = x[i];
    while (j < y.length && y[j] - xi < pivot) j++;
    if (je < j) je = j;
    while (je < y.length && y[je] - xi <= pivot) je++;
    less[i] = j;
    atMost[i] = je;
    totalLess += j;
    totalAtMost += je;
  }
  return { less: totalLess, atMost: totalAtMost };
}
function collect(x, y, w) {
  const out = new Float64Array(w.candidates);
  let k = 0;
  for (let i = 0; i < x.length; i++) for (let j = w.lo[i]; j < w.hi[i]; j++) out[k++] = y[j] - x[i];
  return out.sort();
}
function kthDifference(x, y, k) {
  const n = x.length;
  const m = y.length;
  if (n === 0 || m === 0 || !(k >= 0 && k < n * m)) throw new RangeError(`pairwise selection: rank ${k} of ${n}×${m} differences`);
  if (n * m <= DIRECT_MAX) return sortedDifferences(x, y)[k];
  const random = mulberry32(2654435769 ^ k);
  const w = { lo: new Int32Array(n), hi: new Int32Array(n).fill(m), candidates: n * m, below: 0 };
  const less = new Int32Array(n);
  const atMost = new Int32Array(n);
  while (w.candidates > COLLECT_MAX) {
    const pivot = pivotFor(x, y, w, k - w.below, random);
    const counts2 = countAround(x, y, pivot, less, atMost);
    if (k >= counts2.less && k < counts2.atMost) return pivot;
    const answerBelow = k < counts2.less;
    let candidates = 0;
    let below = 0;
    for (let i = 0; i < n; i++) {
      if (answerBelow) w.hi[i] = Math.min(w.hi[i], less[i]);
      else w.lo[i] = Math.max(w.lo[i], atMost[i]);
      if (w.hi[i] < w.lo[i]) w.hi[i] = w.lo[i];
      candidates += w.hi[i] - w.lo[i];
      below += w.lo[i];
    }
    w.candidates = candidates;
    w.below = below;
  }
  return collect(x, y, w)[k - w.below];
}

// src/core/stats/shift.ts
var EXACT_MAX_PAIRS = 2500;
var SORT_ALL_MAX = 4096;
var nullCache = /* @__PURE__ */ new Map();
function nullCumulative(n, m) {
  const a = Math.min(n, m);
  const b = Math.max(n, m);
  const key = `${a},${b}`;
  const cached = nullCache.get(key);
  if (cached) return cached;
  let rows = Array.from({ length: b + 1 }, () => Float64Array.of(1));
  for (let i = 1; i <= a; i++) {
    const next = [Float64Array.of(1)];
    for (let j = 1; j <= b; j++) {
      const p = new Float64Array(i * j + 1);
      const fromFirst = rows[j];
      const fromSecond = next[j - 1];
      const wFirst = i / (i + j);
      for (let u = 0; u < fromFirst.length; u++) p[u + j] += wFirst * fromFirst[u];
      for (let u = 0; u < fromSecond.length; u++) p[u] += (1 - wFirst) * fromSecond[u];
      next.push(p);
    }
    rows = next;
  }
  const dist = rows[b];
  const cumulative = new Float64Array(dist.length);
  let sum = 0;
  for (let u = 0; u < dist.length; u++) cumulative[u] = sum += dist[u];
  if (nullCache.size > 64) nullCache.clear();
  nullCache.set(key, cumulative);
  return cumulative;
}
function criticalCount(n, m, confidence) {
  const tail = (1 - confidence) / 2;
  const pairs = n * m;
  if (pairs > EXACT_MAX_PAIRS) {
    const sd = Math.sqrt(pairs * (n + m + 1) / 12);
    return { c: Math.max(-1, Math.floor(pairs / 2 - 0.5 - zOf(1 - tail) * sd)), coverage: confidence };
  }
  const cumulative = nullCumulative(n, m);
  let c = -1;
  while (c + 1 < cumulative.length && cumulative[c + 1] <= tail * (1 + 1e-12)) c++;
  return { c, coverage: c < 0 ? 0 : 1 - 2 * cumulative[c] };
}
function fullRangeCoverage(n, m) {
  let orderings = 1;
  const k = Math.min(n, m);
  for (let i = 1; i <= k; i++) orderings = orderings * (n + m - k + i) / i;
  return 1 - 2 / orderings;
}
function shiftSamples(xs, ys, transform = (v) => v) {
  if (xs.length === 0 || ys.length === 0) throw new RangeError("a shift needs observations in both samples");
  const x = Float64Array.from(xs, transform).sort();
  const y = Float64Array.from(ys, transform).sort();
  let all;
  const small = x.length * y.length <= SORT_ALL_MAX;
  return {
    x,
    y,
    read: (rank) => {
      if (!small) return kthDifference(x, y, rank);
      all ??= sortedDifferences(x, y);
      return all[rank];
    }
  };
}
function shiftEstimate(s) {
  const pairs = s.x.length * s.y.length;
  const mid = Math.floor(pairs / 2);
  return pairs % 2 === 1 ? s.read(mid) : (s.read(mid - 1) + s.read(mid)) / 2;
}
function shiftInterval(s, confidence) {
  const n = s.x.length;
  const m = s.y.length;
  const { c, coverage } = criticalCount(n, m, confidence);
  if (c < 0) return null;
  return { low: s.read(c), high: s.read(n * m - 1 - c), coverage };
}
function widestShiftInterval(s, confidence) {
  const interval = shiftInterval(s, confidence);
  if (interval) return interval;
  const n = s.x.length;
  const m = s.y.length;
  return { low: s.y[0] - s.x[n - 1], high: s.y[m - 1] - s.x[0], coverage: fullRangeCoverage(n, m) };
}

// src/core/stats/method.ts
var SE_LEVEL = 0.95;
function standardErrorOf(interval) {
  return (interval.high - interval.low) / (2 * zOf((1 + interval.coverage) / 2));
}
function fallbackReason(obs, ruleName2) {
  const why = obs.baselineSamplesSetAside ? "the baseline's samples are the iterations of one run (a tool's own export, or a metric of a baseline promoted by an earlier bench-diff, which kept one run's), not values of runs like the current side's, so only its value is compared and no test is possible" : obs.currentSamplesSetAside ? "the single run's samples are its own iterations, not values of runs like the baseline's, so only its value is compared and no test is possible" : obs.baseline.length < 2 ? "the baseline holds a single value, so its noise is unknown and no test is possible" : "there is a single current observation, so no test is possible";
  return `${why}; decided by the threshold rule (${ruleName2}) alone`;
}
function test(result, obs, options) {
  const { direction } = result;
  const baseline = median(obs.baseline);
  const current = median(obs.current);
  result.baseline = baseline;
  result.current = current;
  result.ratio = normalisedRatio(baseline, current, direction);
  result.change_pct = changePct(result.ratio);
  result.value_change_pct = valueChangePct(result.ratio, direction);
  const confidence = 1 - options.alpha;
  const samples = shiftSamples(obs.baseline, obs.current, Math.log);
  const shift = shiftInterval(samples, confidence);
  const ends = shift && (direction === "higher" ? [shift.low, shift.high] : [-shift.high, -shift.low]);
  const tails = mannWhitneyTails(obs.current, obs.baseline);
  const pWorse = direction === "higher" ? tails.less : tails.greater;
  const pBetter = direction === "higher" ? tails.greater : tails.less;
  result.stats = {
    test: "mann-whitney",
    baseline_n: obs.baseline.length,
    current_n: obs.current.length,
    ...ends ? { ci_pct: [changePct(Math.exp(ends[0])), changePct(Math.exp(ends[1]))], confidence } : {},
    p_value: result.change_pct < 0 ? pWorse : pBetter,
    significant: false
  };
  const logSe = standardErrorOf(widestShiftInterval(samples, SE_LEVEL));
  const logShift = (direction === "higher" ? 1 : -1) * shiftEstimate(samples);
  const widest = shift ?? widestShiftInterval(samples, confidence);
  const [low, high] = direction === "higher" ? [widest.low, widest.high] : [-widest.high, -widest.low];
  const range2 = { low: changePct(Math.exp(low)), high: changePct(Math.exp(high)), coverage: widest.coverage };
  return { result, obs, logSe, logShift, noInterval: shift === null, pWorse, pBetter, range: range2, shiftPct: changePct(Math.exp(logShift)) };
}
function intervalName(coverage) {
  return `${Number((coverage * 100).toFixed(1))}% interval`;
}
function disagreementCause(obs) {
  const count2 = obs.baseline.length + obs.current.length;
  const distinct = new Set(obs.baseline).size + new Set(obs.current).size;
  if (distinct * 2 <= count2) {
    const values = (/* @__PURE__ */ new Set([...obs.baseline, ...obs.current])).size;
    return `the ${count2} observations take only ${values} distinct value${values === 1 ? "" : "s"} (a timer's steps), so a median jumps a whole step while most pairs of observations differ by none; a longer-running benchmark, or more iterations per sample, measures the change`;
  }
  return "the medians moved differently from the bulk of the observations (a skewed or two-mode distribution); more runs would tell";
}
function disagreementNote(t, change, limit, mediansPast) {
  const { low, high, coverage } = t.range;
  const words = (v) => changeInWords(v, limit);
  return `the medians are ${words(change)}, ${mediansPast ? "over" : "within"} the ${limit}% limit, but the shift of the whole distribution is ${words(t.shiftPct)} (${intervalName(coverage)} ${words(low)}…${words(high)}), ${mediansPast ? "within" : "past"} it: ${disagreementCause(t.obs)}`;
}
function decide(t, pHolmWorse, pHolmBetter, alpha) {
  const r = t.result;
  const stats2 = r.stats;
  const change = r.change_pct;
  const limit = r.threshold_pct;
  const worse = worseThan(change, limit);
  const better = betterThan(change, limit);
  const { low, high } = t.range;
  const roomPast = worse ? worseThan(low, limit) : better ? betterThan(high, limit) : false;
  const whollyPast = worseThan(high, limit) || betterThan(low, limit);
  if (r.status === "protected") {
    stats2.significant = t.pWorse <= alpha && change < 0;
    r.over_threshold = worse && stats2.significant && roomPast;
    return;
  }
  const pHolm = change < 0 ? pHolmWorse : pHolmBetter;
  stats2.p_holm = pHolm;
  stats2.significant = pHolm <= alpha;
  if ((worse || better) && stats2.significant && roomPast) r.status = worse ? "regressed" : "improved";
  else if ((worse || better) && stats2.significant) {
    r.status = "inconclusive";
    r.note = disagreementNote(t, change, limit, true);
  } else if (worse || better) {
    r.status = "inconclusive";
    r.note = `${changeInWords(change, limit)} is over the ${limit}% limit but not significant (p = ${fmtP(pHolm)} after Holm's correction; needs <= ${alpha})`;
  } else if (whollyPast) {
    r.status = "inconclusive";
    r.note = disagreementNote(t, change, limit, false);
  } else {
    r.status = "unchanged";
    markTooNoisy(r);
  }
  if (r.note === void 0 && r.status !== "inconclusive" && outside(change, low, high)) r.note = outsideNote(t, change, limit);
}
function outside(change, low, high) {
  return change < low - 1e-9 || change > high + 1e-9;
}
function outsideNote(t, change, limit) {
  const { low, high, coverage } = t.range;
  const words = (v) => changeInWords(v, limit);
  const status = t.result.status;
  const agree = status === "unchanged" ? `the medians are within the ${limit}% limit and the interval does not lie wholly past it` : `both reach past the ${limit}% limit`;
  return `the medians are ${words(change)}, outside the ${intervalName(coverage)} of the shift of the whole distribution (${words(low)}…${words(high)}); ${agree}, so it is ${status}: ${disagreementCause(t.obs)}`;
}
function geomeanOf(results, tested, options, limit) {
  const plain2 = thresholdGeomean(results, limit);
  const isCounted = new Set(inGeomean(results));
  if (plain2.ratio === null || !tested.some((t) => isCounted.has(t.result))) return { geomean: plain2 };
  const { ratio, change_pct: change } = plain2;
  const testedOf = new Map(tested.map((t) => [t.result, t]));
  const only = isCounted.size === 1 ? testedOf.get([...isCounted][0]) : void 0;
  if (only) return geomeanOfOne(plain2, only, options.alpha, limit);
  let sum = 0;
  let variance = 0;
  for (const r of isCounted) {
    const t = testedOf.get(r);
    sum += t ? t.logShift : Math.log(r.ratio);
    variance += t ? t.logSe ** 2 : 0;
  }
  const halfWidth = zOf(1 - options.alpha / 2) * Math.sqrt(variance) / isCounted.size;
  const centre = sum / isCounted.size;
  const low = centre - halfWidth;
  const high = centre + halfWidth;
  const significant2 = high < 0 || low > 0;
  const ci = [changePct(Math.exp(low)), changePct(Math.exp(high))];
  const status = overLimit(plain2, high < 0, ci, limit);
  const geomean = { ratio, change_pct: change, count: isCounted.size, status, ci_pct: ci, significant: significant2 };
  if (status !== "inconclusive") {
    if (!outside(change, ci[0], ci[1])) return { geomean };
    const interval2 = `its ${Math.round((1 - options.alpha) * 100)}% interval, ${changeInWords(ci[0], limit)}…${changeInWords(ci[1], limit)}`;
    const side = status === "fail" ? `both reach past the ${limit}% limit, so it fails` : `it is not worse than the ${limit}% limit and its interval does not lie wholly past it, so it passes`;
    return { geomean, why: `the geomean, ${changeInWords(change, limit)}, lies outside the shift of the whole distributions (${interval2}); ${side}: ${GEOMEAN_CAUSE}` };
  }
  const interval = `its ${Math.round((1 - options.alpha) * 100)}% interval, ${changeInWords(ci[0], limit)}…${changeInWords(ci[1], limit)}`;
  const disagreement = disagreementWhy(plain2, ci, limit, interval);
  if (disagreement) return { geomean, why: disagreement };
  const why = low > 0 ? notSignificant(change, limit, `${interval}, lies on the better side of no change`, "not significantly worse") : notSignificant(change, limit, `${interval}, includes no change`);
  return { geomean, why: `${why}${MORE_RUNS}` };
}
var MORE_RUNS = ", so it is inconclusive: more runs, or a baseline promoted from more runs, would tell";
function notSignificant(change, limit, evidence, what = "not significant") {
  return `the geomean, ${changeInWords(change, limit)}, is over the ${limit}% limit but ${what} (${evidence})`;
}
function disagreementWhy(plain2, ci, limit, interval, cause = GEOMEAN_CAUSE) {
  const change = plain2.change_pct;
  const over = plain2.status === "fail";
  if (over ? worseThan(ci[0], limit) : !worseThan(ci[1], limit)) return void 0;
  return `the geomean, ${changeInWords(change, limit)}, is ${over ? "over" : "within"} the ${limit}% limit but the shift of the whole distributions is ${over ? "within" : "past"} it (${interval}), so it is inconclusive: ${cause}`;
}
var GEOMEAN_CAUSE = "the medians moved differently from the bulk of the observations (the benchmarks' notes say where); more runs, or longer-running benchmarks when the observations are a timer's few steps, would tell";
function overLimit(plain2, provenWorse, ci, limit) {
  if (plain2.status === "pass") return worseThan(ci[1], limit) ? "inconclusive" : "pass";
  if (plain2.status !== "fail") return plain2.status;
  return provenWorse && worseThan(ci[0], limit) ? "fail" : "inconclusive";
}
function geomeanOfOne(plain2, only, alpha, limit) {
  const worse = plain2.change_pct < 0;
  const p = worse ? only.pWorse : only.pBetter;
  const significant2 = p <= alpha;
  const ci = only.result.stats?.ci_pct;
  const range2 = [only.range.low, only.range.high];
  const status = overLimit(plain2, worse && significant2, range2, limit);
  return { geomean: { ratio: plain2.ratio, change_pct: plain2.change_pct, count: 1, status, ...ci ? { ci_pct: ci } : {}, significant: significant2 } };
}
function reachWarning(tested, alpha) {
  const family = tested.filter((t) => t.result.status !== "protected");
  if (family.length === 0) return void 0;
  const level = alpha / family.length;
  const reach = family.map((t) => smallestOneSidedP(t.obs.current.length, t.obs.baseline.length));
  const best = minOf(reach);
  if (best <= level) return void 0;
  const sizes = family[reach.indexOf(best)].obs;
  return `with ${sizes.baseline.length} baseline and ${sizes.current.length} current observations the rank test cannot reach p <= ${fmtP(level)}, the level Holm's correction needs for ${family.length} benchmark${family.length === 1 ? "" : "s"} (the smallest possible p is ${fmtP(best)}): no benchmark can be called regressed on its own, changes over the limit show as inconclusive. Promote a baseline from more runs (30 runs allow p down to 3e-6) or give more runs`;
}
function noIntervalWarning(tested, alpha) {
  const without = tested.filter((t) => t.noInterval);
  if (without.length === 0) return void 0;
  const first = without[0].obs;
  const count2 = without.length === 1 ? "1 benchmark has" : `${without.length} benchmarks have`;
  return `${count2} no ${Math.round((1 - alpha) * 100)}% interval of the change: with ${first.baseline.length} baseline and ${first.current.length} current observations even the full range of the pairwise ratios covers only ${(fullRangeCoverage(first.baseline.length, first.current.length) * 100).toFixed(1)}%. Give more runs or promote a baseline from more runs`;
}
function decideAll(compared, results, options, context) {
  const tested = [];
  let untested = 0;
  for (const { result, obs } of compared) {
    if (obs.baseline.length >= 2 && obs.current.length >= 2) tested.push(test(result, obs, options));
    else {
      if (!obs.baselineSamplesSetAside && !obs.currentSamplesSetAside) untested++;
      thresholdDecide(result);
      result.stats = { test: "none", baseline_n: obs.baseline.length, current_n: obs.current.length, significant: false, fallback: fallbackReason(obs, context.ruleName) };
    }
  }
  const family = tested.filter((t) => t.result.status !== "protected");
  const holmWorse = holmAdjust(family.map((t) => t.pWorse));
  const holmBetter = holmAdjust(family.map((t) => t.pBetter));
  const index = new Map(family.map((t, i) => [t, i]));
  for (const t of tested) {
    const i = index.get(t);
    decide(t, i === void 0 ? void 0 : holmWorse[i], i === void 0 ? void 0 : holmBetter[i], options.alpha);
  }
  const warnings = [];
  const setAside = setAsideWarning(compared.map((c) => c.obs));
  if (setAside) warnings.push(setAside);
  const singleRun = singleRunWarning(compared.map((c) => c.obs));
  if (singleRun) warnings.push(singleRun);
  if (untested > 0) {
    warnings.push(
      `${untested} benchmark${untested === 1 ? "" : "s"} could not be tested statistically (one value on a side): the threshold rule decided ${untested === 1 ? "it" : "them"}. Promote the baseline from several runs (its samples) and give several runs`
    );
  }
  const reach = reachWarning(tested, options.alpha);
  if (reach) warnings.push(reach);
  const small = noIntervalWarning(tested, options.alpha);
  if (small) warnings.push(small);
  const { geomean, why } = geomeanOf(results, tested, options, context.geomeanThreshold);
  if (why !== void 0) warnings.push(why);
  return { geomean, warnings };
}
function statsMethod(options) {
  return {
    decide(compared, results, context) {
      return { ...decideAll(compared, results, options, context), reported: { method: "stats", alpha: options.alpha } };
    }
  };
}

// src/core/stats/method-loader.ts
function loadStatsMethod() {
  return statsMethod;
}

// src/core/decision/methods.ts
function decisionMethodFor(options) {
  switch (options.method) {
    case "best":
      return thresholdMethod;
    case "stats":
      return loadStatsMethod()({ alpha: options.alpha });
  }
}

// src/core/gate-options.ts
var DEFAULT_GATE_OPTIONS = {
  threshold: 8,
  geomeanThreshold: 3,
  aggregate: "best",
  protected: [],
  protectedInGeomean: true,
  allowMissing: false,
  overrides: {},
  method: "best",
  alpha: 0.01
};
function overrideFor(options, name) {
  const overrides = options.overrides;
  for (const _ in overrides) return Object.hasOwn(overrides, name) ? overrides[name] : void 0;
  return void 0;
}

// src/core/entry-finder.ts
var EntryFinder = class {
  constructor(entries) {
    this.entries = entries;
  }
  entries;
  byName;
  /** The entry named `name`, which the document is known to have; `index` is where it usually is. */
  find(name, index) {
    const atIndex = this.entries[index];
    if (atIndex?.name === name) return atIndex;
    this.byName ??= new Map(this.entries.map((e) => [e.name, e]));
    return this.byName.get(name);
  }
};

// src/core/environment.ts
function environmentOf(documents) {
  return documents.find((d) => d.document.metadata?.environment)?.document.metadata?.environment;
}
function environmentMismatch(baseline, current) {
  if (!baseline || !current) return void 0;
  const fields = [];
  if (baseline.cpu_model !== void 0 && current.cpu_model !== void 0 && baseline.cpu_model.trim() !== current.cpu_model.trim()) {
    fields.push("cpu_model");
  }
  if (baseline.cpu_count !== void 0 && current.cpu_count !== void 0 && baseline.cpu_count !== current.cpu_count) {
    fields.push("cpu_count");
  }
  if (fields.length === 0) return void 0;
  const pick = (e) => {
    const out = {};
    if (e.cpu_model !== void 0) out.cpu_model = e.cpu_model;
    if (e.cpu_count !== void 0) out.cpu_count = e.cpu_count;
    return out;
  };
  return { fields, baseline: pick(baseline), current: pick(current) };
}
function environmentWarning(mismatch) {
  const parts = [];
  if (mismatch.fields.includes("cpu_model")) {
    parts.push(`CPU "${mismatch.baseline.cpu_model}" in the baseline, "${mismatch.current.cpu_model}" in the runs`);
  }
  if (mismatch.fields.includes("cpu_count")) {
    parts.push(`${mismatch.baseline.cpu_count} cores in the baseline, ${mismatch.current.cpu_count} in the runs`);
  }
  return `baseline and runs were measured on different machines (${parts.join("; ")}): the comparison may say more about the machine than the code. Promote a baseline measured on the same kind of machine`;
}

// src/core/unit-memo.ts
var MAX_UNITS = 256;
function unitMemo(answer) {
  const kept = /* @__PURE__ */ new Map();
  return (unit) => {
    if (kept.has(unit)) return kept.get(unit);
    const value2 = answer(unit);
    if (kept.size < MAX_UNITS) kept.set(unit, value2);
    return value2;
  };
}

// src/core/metric-rules.ts
function metricAggregate(configured, suite) {
  return configured?.aggregate ?? suite;
}
var FUNCTION_COST = /^Ir \S/;
var CPU_TIME = /^(?:time_(?:user|system|cpu)|(?:user|system)_time)$/;
var HEAP = /^heap$/i;
var COUNT = /^(?:B|bytes|allocs|allocations)\/op$|^(?:bytes|allocs|allocations|allocated|instructions|Ir|gc\.alloc\.rate\.norm)$|alloc\.rate\.norm$|^(?:instructions|Ir)\b/i;
var VALGRIND_COUNT = /^(?:Dr|Dw|TotalRW|Bc|Bi|SysCount|Ge)$/;
var SIMULATED = /^(?:I1mr|D1mr|D1mw|ILmr|DLmr|DLmw|ILdmr|DLdmr|DLdmw|L1hits|LLhits|RamHits|EstimatedCycles|Bcm|Bim|AcCost[12]|SpLoss[12])$/;
var PERCENTILE = /(?:^|[\s_-])p\d{1,2}(?:\.\d+)?(?:$|[\s_-])|percentile/i;
var COLLECTIONS = /^gen ?[012](?: collections)?$/i;
var EXTREME = /(?:^|[\s_-])(?:max|min)$/i;
var DERIVED = /^(?:ops|hz)$/i;
var REPORTED = /* @__PURE__ */ new Set(["function", "cputime", "heap", "percentile", "extreme", "derived", "collections", "simulated"]);
function isCountKind(kind) {
  return kind === "count" || kind === "function";
}
var COUNT_UNIT = /^(?:instructions|Ir|allocs|allocations|(?:B|bytes|allocs|allocations)\/op)$/i;
var isCountUnit = unitMemo((unit) => COUNT_UNIT.test(unit.trim()));
function metricKind(name, unit) {
  if (SIMULATED.test(name)) return "simulated";
  if (FUNCTION_COST.test(name)) return "function";
  if (CPU_TIME.test(name)) return "cputime";
  if (HEAP.test(name)) return "heap";
  if (COUNT.test(name) || COUNT.test(unit) || VALGRIND_COUNT.test(name)) return "count";
  if (PERCENTILE.test(name)) return "percentile";
  if (COLLECTIONS.test(name)) return "collections";
  if (EXTREME.test(name)) return "extreme";
  if (DERIVED.test(name)) return "derived";
  return "other";
}
function resolveRuleOfKind(kind, exact, benchmarkThreshold, configured) {
  const threshold = configured?.threshold ?? (isCountKind(kind) && exact ? 0 : benchmarkThreshold);
  const gate = metricGated(kind, configured);
  return { threshold, gate, geomean: gate && (configured?.geomean ?? true) };
}
function metricGated(kind, configured) {
  return configured?.gate ?? (!REPORTED.has(kind) || configured?.threshold !== void 0);
}
function metricGeomeanLimit(configured, threshold, geomeanThreshold) {
  if (configured?.geomean_threshold !== void 0) return configured.geomean_threshold;
  const own = configured?.threshold;
  if (own === void 0 || own <= threshold || threshold === 0 || geomeanThreshold === 0) return geomeanThreshold;
  return Math.min(geomeanThreshold * (own / threshold), Math.max(own, geomeanThreshold));
}

// src/core/units.ts
var TIME_UNITS = {
  ps: [1, -12],
  ns: [1, -9],
  us: [1, -6],
  "µs": [1, -6],
  "μs": [1, -6],
  ms: [1, -3],
  s: [1, 0],
  sec: [1, 0],
  m: [60, 0],
  min: [60, 0],
  h: [3600, 0],
  // JMH's short names for TimeUnit.HOURS and DAYS (@OutputTimeUnit, -tu): hr/op, ops/day.
  hr: [3600, 0],
  day: [86400, 0]
};
var UNIT_PATTERN = /^[\p{L}\p{N}%/._ ()^·*+-]*$/u;
var isSchemaUnit = unitMemo((value2) => value2.length <= 64 && UNIT_PATTERN.test(value2));
var DECIMAL_PREFIX = { "": 1, k: 1e3, K: 1e3, M: 1e6, G: 1e9, T: 1e12 };
var BYTES_PER = {
  B: 1,
  KB: 1024,
  MB: 1024 ** 2,
  GB: 1024 ** 3,
  TB: 1024 ** 4,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  TiB: 1024 ** 4
};
function isTimeUnit(unit) {
  return Object.hasOwn(TIME_UNITS, unit);
}
function notATimeUnit(unit) {
  return new RangeError(`not a time unit: ${unit}`);
}
function scale(value2, exponent, num, den) {
  const scaled = exponent >= 0 ? value2 * 10 ** exponent : value2 / 10 ** -exponent;
  return num === den ? scaled : scaled * num / den;
}
function scaleTime(value2, f, t) {
  return scale(value2, f[1] - t[1], f[0], t[0]);
}
function convertTime(value2, from, to) {
  const f = TIME_UNITS[from];
  const t = TIME_UNITS[to];
  if (f === void 0 || t === void 0) throw notATimeUnit(f === void 0 ? from : to);
  return scaleTime(value2, f, t);
}
function timeConverter(from, to) {
  const f = TIME_UNITS[from];
  const t = TIME_UNITS[to];
  if (f === void 0 || t === void 0) throw notATimeUnit(f === void 0 ? from : to);
  return (value2) => scaleTime(value2, f, t);
}
var UNAMBIGUOUS_BYTES = { B: 1, KiB: 1024, MiB: 1024 ** 2, GiB: 1024 ** 3, TiB: 1024 ** 4 };
var PER = /^([a-zA-ZµμΜ]+)\/([a-zA-ZµμΜ]+)$/;
var timeUnitOf = (unit) => Object.hasOwn(TIME_UNITS, unit) ? TIME_UNITS[unit] : void 0;
function scaleOfUnit(unit) {
  const time = timeUnitOf(unit);
  if (time !== void 0) return { kind: "time", num: time[0], den: 1, exponent: time[1] };
  const per = PER.exec(unit);
  if (!per) return void 0;
  const [, top, bottom] = per;
  const t = timeUnitOf(top);
  const b = timeUnitOf(bottom);
  if (t !== void 0 && b === void 0) return { kind: `time/${bottom}`, num: t[0], den: 1, exponent: t[1] };
  if (t !== void 0 || b === void 0) return void 0;
  const bytes = Object.hasOwn(UNAMBIGUOUS_BYTES, top) ? UNAMBIGUOUS_BYTES[top] : void 0;
  if (bytes !== void 0) return { kind: "bytes/time", num: bytes, den: b[0], exponent: -b[1] };
  return { kind: `${top}/time`, num: 1, den: b[0], exponent: -b[1] };
}
var scaleOf = unitMemo(scaleOfUnit);
function convertUnit(value2, from, to) {
  if (from === to) return value2;
  const f = scaleOf(from);
  const t = scaleOf(to);
  if (f === void 0 || t === void 0 || f.kind !== t.kind) return void 0;
  return scale(value2, f.exponent - t.exponent, f.num * t.den, f.den * t.num);
}
var NUMBER = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?`;
var DURATION_RE = new RegExp(`^(${NUMBER})\\s*(ps|ns|us|µs|μs|ms|sec|s|min|m|hr|h|day)$`);
var COUNT_RE = new RegExp(`^(${NUMBER})\\s*([kKMGT]?)$`);
var BYTES_RE = new RegExp(`^(${NUMBER})\\s*(B|KB|MB|GB|TB|KiB|MiB|GiB|TiB)$`);
function parseDuration(text, to = "ms") {
  const m = DURATION_RE.exec(text.trim());
  if (!m) return void 0;
  return convertTime(Number(m[1]), m[2], to);
}
function parseCount(text) {
  const m = COUNT_RE.exec(text.trim());
  if (!m) return void 0;
  return Number(m[1]) * DECIMAL_PREFIX[m[2]];
}
function parseBytes(text) {
  const m = BYTES_RE.exec(text.trim());
  if (!m) return void 0;
  return Number(m[1]) * BYTES_PER[m[2]];
}
var LOWER_IS_BETTER = /* @__PURE__ */ new Set([
  "B",
  "KB",
  "MB",
  "GB",
  "KiB",
  "MiB",
  "GiB",
  "bytes",
  "byte",
  "B/op",
  "allocs/op",
  "bytes/op",
  "instructions",
  "cycles",
  "errors",
  "%cpu"
]);
function directionOfUnit(unit) {
  if (unit === void 0) return void 0;
  const u = unit.trim();
  if (u === "") return void 0;
  if (isTimeUnit(u)) return "lower";
  const per = PER.exec(u);
  if (per && isTimeUnit(per[1])) return "lower";
  if (per && isTimeUnit(per[2])) return "higher";
  if (/^(ops|op|req|requests|items|iterations|iter|runs|calls)\/(s|sec|second)$/i.test(u)) return "higher";
  if (/^(rps|qps|tps|hz|ops)$/i.test(u)) return "higher";
  if (/\bper\s+(second|sec|s)$/i.test(u)) return "higher";
  if (LOWER_IS_BETTER.has(u)) return "lower";
  if (isCountUnit(u)) return "lower";
  return void 0;
}
function isSpeedUnit(unit) {
  let speed = speedUnits.get(unit);
  if (speed === void 0) speedUnits.set(unit, speed = directionOfUnit(unit) !== void 0 && !LOWER_IS_BETTER.has(unit.trim()) && !isCountUnit(unit));
  return speed;
}
var speedUnits = /* @__PURE__ */ new Map();

// src/core/measure.ts
function badValueReason(value2) {
  if (!Number.isFinite(value2)) return "is not a finite number";
  if (value2 === 0) return "is zero";
  if (value2 < 0) return "is negative";
  return void 0;
}
function rawMeasure(entry) {
  if (entry.value !== void 0) {
    const unit = entry.unit ?? "";
    return { value: entry.value, unit, direction: entry.direction ?? directionOfUnit(unit), field: "value" };
  }
  if (entry.ops_per_sec !== void 0) {
    return { value: entry.ops_per_sec, unit: "ops/s", direction: entry.direction ?? "higher", field: "ops_per_sec" };
  }
  if (entry.time_ms !== void 0) {
    return { value: entry.time_ms, unit: "ms", direction: entry.direction ?? "lower", field: "time_ms" };
  }
  return void 0;
}
function hasGatableValue(entry) {
  const value2 = entry.value !== void 0 ? entry.value : entry.ops_per_sec !== void 0 ? entry.ops_per_sec : entry.time_ms;
  return typeof value2 === "number" && Number.isFinite(value2) && value2 > 0;
}
function checkGatedValue(entry, place) {
  const raw = rawMeasure(entry);
  if (!raw) throw inputError(place, "has no value, ops_per_sec or time_ms", 'Give it one, or mark it "success": false');
  const bad = badValueReason(raw.value);
  if (bad) throw inputError(place, `${raw.field} ${bad} (${String(raw.value)})`, "A gated value must be a positive finite number");
  return raw;
}
function resolveMeasure(entry, place, directionOverride) {
  const raw = checkGatedValue(entry, place);
  const direction = directionOverride ?? raw.direction;
  if (!direction) {
    throw inputError(
      place,
      `cannot tell whether higher or lower is better for unit "${raw.unit}"`,
      // One message for every format: --direction is read with a tool's output only (a schema_version 1 file is taken as it is), so it comes last and says so.
      `Add "direction": "higher" or "lower" to the benchmark, or set it per benchmark under "benchmarks" in bench-gate.json; for a tool's output whose unit says neither (pyperf's "integer", a custom Bencher measure), --direction higher or lower sets it for the whole file`
    );
  }
  return { value: raw.value, unit: raw.unit, direction };
}
var unitDirection = unitMemo(directionOfUnit);
var plain = { value: 0, unit: "", direction: void 0 };
function plainMeasure(entry, override) {
  if (entry.success === false || entry.samples !== void 0) return false;
  if (entry.value !== void 0) {
    plain.value = entry.value;
    plain.unit = entry.unit ?? "";
    plain.direction = override ?? entry.direction ?? unitDirection(plain.unit);
  } else if (entry.ops_per_sec !== void 0) {
    plain.value = entry.ops_per_sec;
    plain.unit = "ops/s";
    plain.direction = override ?? entry.direction ?? "higher";
  } else if (entry.time_ms !== void 0) {
    plain.value = entry.time_ms;
    plain.unit = "ms";
    plain.direction = override ?? entry.direction ?? "lower";
  } else {
    return false;
  }
  const value2 = plain.value;
  return typeof value2 === "number" && value2 > 0 && value2 < Infinity && plain.direction !== void 0;
}
function plainMeasureOf(entry, override) {
  return plainMeasure(entry, override) ? plain : void 0;
}
function isFailed(entry) {
  return entry.success === false;
}

// src/core/model.ts
function readWarnings(documents) {
  return [...new Set(documents.flatMap((d) => d?.warnings ?? []))];
}

// src/core/runs.ts
function sameUnitValue(value2, from, to) {
  return from === to ? value2 : convertUnit(value2, from, to);
}
function unusableSampleReason(samples) {
  if (!Array.isArray(samples) || samples.length < 2) return void 0;
  const at = samples.findIndex((s) => !(typeof s === "number" && Number.isFinite(s) && s > 0));
  return at < 0 ? void 0 : `samples[${at}] is ${JSON.stringify(samples[at]) ?? String(samples[at])}`;
}
var NO_SAMPLES = Object.freeze([]);
function usableSamples(samples, from, to) {
  if (!Array.isArray(samples) || samples.length < 2) return NO_SAMPLES;
  const out = [];
  for (const s of samples) {
    const v = typeof s === "number" && Number.isFinite(s) && s > 0 ? sameUnitValue(s, from, to) : void 0;
    if (v === void 0 || !(v > 0 && v < Infinity)) return NO_SAMPLES;
    out.push(v);
  }
  return out;
}
function failureText(error) {
  return typeof error === "string" && error !== "" ? error : "failed (no error message given)";
}
function cursorOf(run) {
  const cursor = { source: run.source, index: 0, place: () => entryPlace(run.source, cursor.index, run.document.benchmarks[cursor.index]?.name)() };
  return cursor;
}
var noSamplesOfRuns = [];
function noSamplesOf(runs) {
  for (let n = noSamplesOfRuns.length; n <= runs; n++) noSamplesOfRuns.push(Object.freeze(Array(n).fill(NO_SAMPLES)));
  return noSamplesOfRuns[runs];
}
function pushSamples(s, samples) {
  const list = s.samples;
  if (samples === NO_SAMPLES && list === noSamplesOfRuns[list.length]) s.samples = noSamplesOf(list.length + 1);
  else if (Object.isFrozen(list)) s.samples = [...list, samples];
  else list.push(samples);
}
function addEntry(series, s, entry, run, directionOf2) {
  if (isFailed(entry)) {
    if (!s) {
      s = { name: entry.name, unit: entry.unit ?? "", direction: entry.direction ?? directionOf2(entry.name) ?? "higher", values: [], samples: noSamplesOf(0) };
      series.set(entry.name, s);
    }
    s.failure ??= { source: run.source, error: failureText(entry.error) };
    return s;
  }
  const m = resolveMeasure(entry, run.place, directionOf2(entry.name));
  if (!s || s.values.length === 0) {
    if (!s) series.set(entry.name, s = { name: entry.name, unit: m.unit, direction: m.direction, values: [], samples: noSamplesOf(0) });
    s.unit = m.unit;
    s.direction = m.direction;
    s.values.push(m.value);
    pushSamples(s, usableSamples(entry.samples, m.unit, m.unit));
    return s;
  }
  const value2 = sameUnitValue(m.value, m.unit, s.unit);
  if (value2 === void 0 || m.direction !== s.direction) {
    throw inputError(run.place, `is measured in ${m.unit} (${m.direction} is better), but in ${s.unit} (${s.direction} is better) in another run`, "Every run of a benchmark must use one kind of unit and one direction");
  }
  if (!(value2 > 0 && value2 < Infinity)) {
    throw inputError(run.place, `is ${m.value} ${m.unit}, which is beyond what a number can hold in ${s.unit}, the unit of another run`, "Check that every run measures the same thing");
  }
  s.values.push(value2);
  pushSamples(s, usableSamples(entry.samples, m.unit, s.unit));
  return s;
}
function addPlainEntry(s, entry, override) {
  if (s.values.length === 0) return false;
  const plain2 = plainMeasureOf(entry, override);
  if (plain2 === void 0 || plain2.unit !== s.unit || plain2.direction !== s.direction) return false;
  s.values.push(plain2.value);
  pushSamples(s, NO_SAMPLES);
  return true;
}
function newPlainSeries(series, entry, override) {
  const plain2 = plainMeasureOf(entry, override);
  if (plain2 === void 0) return void 0;
  const s = { name: entry.name, unit: plain2.unit, direction: plain2.direction, values: [], samples: noSamplesOf(1) };
  s.values.push(plain2.value);
  series.set(entry.name, s);
  return s;
}
function inFirstRunOrder(entries, order) {
  if (entries.length !== order.length) return false;
  for (let i = 0; i < entries.length; i++) if (entries[i].name !== order[i].name) return false;
  return true;
}
var RunCollector = class {
  constructor(directionOf2) {
    this.directionOf = directionOf2;
  }
  directionOf;
  series = /* @__PURE__ */ new Map();
  /** The series of each entry of the first run: a later run in the same order needs no lookup by name. */
  order = [];
  /** The config's direction for each series of `order`, asked once (in the first run) rather than per run. */
  overrides = [];
  first;
  /** Adds a run's values; throws InputError when it is not of the same suite as the first. */
  add(run) {
    const { series, order, directionOf: directionOf2 } = this;
    const entries = run.document.benchmarks;
    const cursor = cursorOf(run);
    if (this.first === void 0) {
      this.first = run.source;
      for (let index = 0; index < entries.length; index++) {
        const entry = entries[index];
        const s = series.get(entry.name);
        const override = directionOf2(entry.name);
        this.overrides.push(override);
        const created = s === void 0 ? newPlainSeries(series, entry, override) : void 0;
        cursor.index = index;
        order.push(created ?? addEntry(series, s, entry, cursor, directionOf2));
      }
      return;
    }
    if (inFirstRunOrder(entries, order)) {
      const overrides = this.overrides;
      for (let index = 0; index < entries.length; index++) {
        const s = order[index];
        const entry = entries[index];
        if (addPlainEntry(s, entry, overrides[index])) continue;
        cursor.index = index;
        addEntry(series, s, entry, cursor, directionOf2);
      }
      return;
    }
    const names = /* @__PURE__ */ new Set();
    for (let index = 0; index < entries.length; index++) {
      const entry = entries[index];
      cursor.index = index;
      names.add(entry.name);
      const s = series.get(entry.name);
      if (!s) {
        throw inputError(entryPlace(run.source, index, entry.name), `is not in ${this.first}: the runs are not of the same suite`, "Give runs of one suite; to join shards of a suite use `bench-diff merge`");
      }
      addEntry(series, s, entry, cursor, directionOf2);
    }
    if (names.size !== series.size) {
      const absent = [...series.keys()].find((name) => !names.has(name));
      throw inputError(run.source, `benchmark "${absent}" of ${this.first} is missing: the runs are not of the same suite`, "Give runs of one suite, or fix the run that lost it");
    }
  }
};
function collectRuns(runs, directionOf2) {
  const collector = new RunCollector(directionOf2);
  for (const run of runs) collector.add(run);
  return collector.series;
}

// src/core/http-legacy-names.ts
var OLD_PERCENTILES = {
  wrk: () => true,
  wrk2: (p) => ["50", "75", "90", "99", "99.9"].includes(p),
  hey: (p) => ["50", "75", "90", "95", "99"].includes(p),
  oha: (p) => Number(p) >= 50
};
function toolOf(name) {
  if (name === "hey" || name === "oha" || name === "k6") return name;
  if (!name.startsWith("wrk")) return void 0;
  const m = /^(wrk2?) \S+ c=\d+ t=\d+$/.exec(name);
  return m ? m[1] : void 0;
}
function k6Stat(stat) {
  if (stat === "mean") return "avg";
  if (stat === "p50") return "med";
  if (stat === "min" || stat === "max") return stat;
  const p = /^p(\d+(?:\.\d+)?)$/.exec(stat);
  return p ? `p(${p[1]})` : void 0;
}
function oldMetricName(tool, entry, metric) {
  const benchmark = entry.name;
  if (tool === "k6") {
    if (metric === "iterations/s") return entry.unit === "iterations/s" ? void 0 : "k6 iterations rate";
    const m = /^(latency|iteration)(\{.*\})? (\S+)$/.exec(metric);
    const stat = m ? k6Stat(m[3]) : void 0;
    if (!m || stat === void 0) return void 0;
    if (m[1] === "iteration") return m[2] === void 0 ? `k6 iteration_duration ${stat}` : void 0;
    return `k6 http_req_duration${m[2] ?? ""} ${stat}`;
  }
  if (metric === "latency mean") return `${benchmark} latency avg`;
  if (metric === "latency max") return `${benchmark} latency max`;
  const p = /^latency p(\d+(?:\.\d+)?)$/.exec(metric);
  return p && OLD_PERCENTILES[tool](p[1]) ? `${benchmark} ${metric}` : void 0;
}
function metricNames(entry) {
  const names = entry.metrics !== null && typeof entry.metrics === "object" ? Object.keys(entry.metrics) : [];
  const unmeasured = entry.unmeasured_metrics;
  if (unmeasured !== null && typeof unmeasured === "object") {
    for (const n of Object.keys(unmeasured)) if (!names.includes(n)) names.push(n);
  }
  return names;
}
function legacyFigures(entry) {
  const tool = toolOf(entry.name);
  if (tool === void 0) return void 0;
  const primary = tool === "k6" ? entry.unit === "iterations/s" ? "k6 iterations rate" : "k6 http_reqs rate" : `${entry.name} requests/sec`;
  const figures = [{ name: primary }];
  for (const metric of metricNames(entry)) {
    const name = oldMetricName(tool, entry, metric);
    if (name !== void 0) figures.push({ metric, name });
  }
  return figures;
}
function failure(entry) {
  return entry.success === false ? { success: false, error: entry.error ?? null } : {};
}
function legacyEntries(entry) {
  const figures = legacyFigures(entry);
  if (!figures) return void 0;
  const { metrics, unmeasured_metrics: unmeasured, ...fields } = entry;
  return figures.map(({ metric, name }) => {
    if (metric === void 0) return { ...fields, name };
    const m = metrics?.[metric];
    if (m !== null && typeof m === "object") {
      const { value: value2, unit, direction, samples } = m;
      return { name, value: value2, unit: unit ?? metric, ...direction ? { direction } : {}, ...samples ? { samples: [...samples] } : {}, ...failure(entry) };
    }
    const why = unmeasured[metric];
    return { name, value: 0, unit: "ms", direction: "lower", success: false, error: typeof why === "string" ? why : "not measured", ...failure(entry) };
  });
}
function noteUnmeasured(entry, out) {
  const unmeasured = entry.unmeasured_metrics;
  if (entry.success === false || unmeasured === null || typeof unmeasured !== "object") return;
  for (const { metric, name } of legacyFigures(entry) ?? []) {
    if (metric === void 0 || !Object.hasOwn(unmeasured, metric)) continue;
    const m = entry.metrics?.[metric];
    if (m !== null && typeof m === "object") continue;
    const why = unmeasured[metric];
    if (!out.has(name)) out.set(name, typeof why === "string" ? why : "not measured");
  }
}
function runsInBaselineShape(baseline, runs) {
  let names;
  const rewritten = /* @__PURE__ */ new Set();
  const unmeasured = /* @__PURE__ */ new Map();
  const shaped = runs.map((run) => {
    const entries = run.document.benchmarks;
    let benchmarks;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i];
      let old;
      if (toolOf(entry.name) !== void 0) {
        names ??= new Set(baseline.map((b) => b.name));
        old = names.has(entry.name) ? void 0 : legacyEntries(entry);
      }
      if (old && old.some((e) => names.has(e.name))) {
        benchmarks ??= entries.slice(0, i);
        rewritten.add(entry.name);
        noteUnmeasured(entry, unmeasured);
        for (const e of old) benchmarks.push(e);
      } else if (benchmarks) {
        benchmarks.push(entry);
      }
    }
    return benchmarks ? { ...run, document: { ...run.document, benchmarks } } : run;
  });
  return { runs: shaped, rewritten: [...rewritten], unmeasured };
}
function legacyComparison(baseline, givenRuns) {
  const { runs, rewritten, unmeasured } = runsInBaselineShape(baseline.document.benchmarks, givenRuns);
  if (unmeasured.size === 0) return { baseline, runs, rewritten, warnings: [] };
  const kept = (entries) => entries.filter((e) => !unmeasured.has(e.name));
  const inBaseline = baseline.document.benchmarks.filter((e) => unmeasured.has(e.name)).map((e) => e.name);
  const byReason2 = /* @__PURE__ */ new Map();
  for (const name of inBaseline) {
    const why = unmeasured.get(name);
    const list = byReason2.get(why);
    if (list) list.push(name);
    else byReason2.set(why, [name]);
  }
  const warnings = [...byReason2].map(([why, list]) => {
    const shown = list.slice(0, 3).map((n) => JSON.stringify(n)).join(", ") + (list.length > 3 ? `, and ${list.length - 3} more` : "");
    return `${list.length === 1 ? "benchmark" : "benchmarks"} ${shown} of the baseline (the older shape) ${list.length === 1 ? "is" : "are"} not measured in the runs (${why}), so ${list.length === 1 ? "it is" : "they are"} not compared; ${PROMOTE_ADVICE}`;
  });
  return {
    baseline: { ...baseline, document: { ...baseline.document, benchmarks: kept(baseline.document.benchmarks) } },
    runs: runs.map((r) => ({ ...r, document: { ...r.document, benchmarks: kept(r.document.benchmarks) } })),
    rewritten,
    warnings
  };
}
function legacyShapeWarning(rewritten) {
  const shown = rewritten.slice(0, 3).map((n) => `"${n}"`).join(", ") + (rewritten.length > 3 ? `, and ${rewritten.length - 3} more` : "");
  return `the baseline names HTTP load figures one benchmark per figure (the older shape), so ${shown} ${rewritten.length === 1 ? "was" : "were"} compared that way; ${PROMOTE_ADVICE} with its latencies as metrics`;
}
var PROMOTE_ADVICE = "promote a new baseline to compare each run as one benchmark";

// src/core/metric-gate.ts
function usableSample(s) {
  return typeof s === "number" && Number.isFinite(s) && s >= 0;
}
function everyUsable(list) {
  for (let i = 0; i < list.length; i++) if (!usableSample(list[i])) return false;
  return true;
}
var NONE = Object.freeze([]);
function observable(samples) {
  if (samples.length < 2) return NONE;
  for (let i = 0; i < samples.length; i++) if (!(samples[i] > 0 && Number.isFinite(samples[i]))) return NONE;
  return samples;
}
function readMetric(entry, name) {
  const metrics = entry.metrics;
  if (metrics === null || typeof metrics !== "object" || !Object.hasOwn(metrics, name)) return void 0;
  const m = metrics[name];
  if (m === null || typeof m !== "object") return void 0;
  const { value: value2, unit, direction, samples } = m;
  if (typeof value2 !== "number" || !Number.isFinite(value2) || value2 < 0) return void 0;
  const u = typeof unit === "string" && unit !== "" ? unit : name;
  const list = Array.isArray(samples) ? samples : NONE;
  const kept = everyUsable(list) ? list : list.filter(usableSample);
  return { value: value2, unit: u, direction: direction === "higher" || direction === "lower" ? direction : void 0, samples: kept };
}
function hasMetrics(entries) {
  return entries.some((e) => e.metrics !== null && typeof e.metrics === "object" && Object.values(e.metrics).some((m) => m !== null && typeof m === "object"));
}
function inferredMetricDirection(kind, unit) {
  return directionOfUnit(unit) ?? (isCountKind(kind) ? "lower" : void 0);
}
function metricDirection(configured, own, inferred) {
  return configured?.direction ?? own ?? inferred();
}
var MAX_UNITS_PER_NAME = 256;
var MetricFacts = class {
  constructor(rules) {
    this.rules = rules;
  }
  rules;
  known = /* @__PURE__ */ new Map();
  /** The config's rule for metric `name`, if it has one. */
  rule(name) {
    return Object.hasOwn(this.rules, name) ? this.rules[name] : void 0;
  }
  of(name, unit) {
    let units = this.known.get(name);
    if (!units) this.known.set(name, units = /* @__PURE__ */ new Map());
    let facts = units.get(unit);
    if (!facts) {
      const kind = metricKind(name, unit);
      facts = { kind, direction: inferredMetricDirection(kind, unit) };
      if (units.size < MAX_UNITS_PER_NAME) units.set(unit, facts);
    }
    return facts;
  }
  /** Which way is better for metric `name` given as `own` (the file's direction, if any) in `unit`: metricDirection. */
  directionOf(name, own, unit) {
    return metricDirection(this.rule(name), own, () => this.of(name, unit).direction);
  }
  direction(name, m) {
    return this.directionOf(name, m.direction, m.unit);
  }
};
function note(map, metric, benchmark) {
  const list = map.get(metric);
  if (list) list.push(benchmark);
  else map.set(metric, [benchmark]);
}
var REASON_CHARS = 200;
function unmeasuredReason(entry, name) {
  const unmeasured = entry.unmeasured_metrics;
  if (unmeasured === null || typeof unmeasured !== "object" || Array.isArray(unmeasured) || !Object.hasOwn(unmeasured, name)) return void 0;
  const why = unmeasured[name];
  if (typeof why !== "string" || why.trim() === "") return "no reason given";
  const text = why.trim().replace(/\s+/g, " ");
  return text.length > REASON_CHARS ? `${text.slice(0, REASON_CHARS)}...` : text;
}
function noteUnmeasured2(oneSided, side, metric, reason, benchmark) {
  const byMetric = oneSided.unmeasured[side];
  let reasons = byMetric.get(metric);
  if (!reasons) byMetric.set(metric, reasons = /* @__PURE__ */ new Map());
  note(reasons, reason, benchmark);
}
function metricsOf(pair, chosen, oneSided) {
  const metrics = pair.baseline.metrics;
  const baseMetrics = metrics !== null && typeof metrics === "object" ? metrics : void 0;
  const out = [];
  if (baseMetrics !== void 0) {
    for (const name of chosen ?? Object.keys(baseMetrics)) {
      const base = readMetric(pair.baseline, name);
      if (base === void 0) continue;
      const cur = [];
      let lacking;
      for (const e of pair.runs) {
        const m = readMetric(e, name);
        if (m === void 0) {
          lacking = e;
          break;
        }
        cur.push(m);
      }
      if (lacking === void 0) {
        out.push({ name, base, cur });
        continue;
      }
      const why = unmeasuredReason(lacking, name);
      if (why !== void 0) noteUnmeasured2(oneSided, "runs", name, why, pair.primary.name);
      else note(oneSided.dropped, name, pair.primary.name);
    }
  }
  if (chosen !== void 0) return out;
  const seen = /* @__PURE__ */ new Set();
  for (const e of pair.runs) {
    const runMetrics = e.metrics;
    if (runMetrics === null || typeof runMetrics !== "object") continue;
    for (const name of Object.keys(runMetrics)) {
      if (seen.has(name) || baseMetrics !== void 0 && Object.hasOwn(baseMetrics, name) || readMetric(e, name) === void 0) continue;
      seen.add(name);
      const why = unmeasuredReason(pair.baseline, name);
      if (why !== void 0) noteUnmeasured2(oneSided, "baseline", name, why, pair.primary.name);
      else note(oneSided.added, name, pair.primary.name);
    }
  }
  return out;
}
function benchmarksNamed(names) {
  const shown = names.slice(0, 3).map((n) => JSON.stringify(n)).join(", ");
  return `${names.length} benchmark${names.length === 1 ? "" : "s"} (${shown}${names.length > 3 ? ", ..." : ""})`;
}
function oneSidedWarnings(oneSided) {
  const out = [];
  for (const [name, benchmarks] of oneSided.dropped) {
    out.push(metricKind(name, "") === "function" ? `metric "${name}" is in the baseline of ${benchmarksNamed(benchmarks)} but not among the runs' top functions (a profile lists only its largest self costs: at most ten, each at least 1% of the total), so it is not compared; the total "Ir" still is` : `metric "${name}" is in the baseline of ${benchmarksNamed(benchmarks)} but not in every run, so it is not compared: do the runs still measure it?`);
  }
  for (const [name, benchmarks] of oneSided.added) {
    out.push(`metric "${name}" is in the runs of ${benchmarksNamed(benchmarks)} but not in the baseline, so it is not compared until a promoted baseline has it`);
  }
  for (const { names, reason, benchmarks } of byReason(oneSided.unmeasured.runs)) {
    out.push(`${metricsNamed(names)} of ${benchmarksNamed(benchmarks)} ${names.length === 1 ? "is" : "are"} not compared: a run did not measure ${names.length === 1 ? "it" : "them"} (${reason})`);
  }
  for (const { names, reason, benchmarks } of byReason(oneSided.unmeasured.baseline)) {
    out.push(`${metricsNamed(names)} of ${benchmarksNamed(benchmarks)} ${names.length === 1 ? "is" : "are"} not compared until a promoted baseline has ${names.length === 1 ? "it" : "them"}: the baseline did not measure ${names.length === 1 ? "it" : "them"} (${reason})`);
  }
  return out;
}
function byReason(unmeasured) {
  const groups = /* @__PURE__ */ new Map();
  for (const [name, reasons] of unmeasured) {
    for (const [reason, benchmarks] of reasons) {
      const key = JSON.stringify([reason, benchmarks]);
      const group = groups.get(key);
      if (group) group.names.push(name);
      else groups.set(key, { names: [name], reason, benchmarks });
    }
  }
  return [...groups.values()];
}
function metricsNamed(names) {
  const quoted = names.slice(0, names.length > 6 ? 5 : 6).map((n) => JSON.stringify(n));
  if (names.length === 1) return `metric ${quoted[0]}`;
  const last = names.length > 6 ? `${names.length - 5} more` : quoted.pop();
  return `metrics ${quoted.join(", ")} and ${last}`;
}
function spreadOf() {
  return { n: 0, min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY, first: Number.NaN, same: true };
}
function addTo(spread, v) {
  if (spread.n === 0) spread.first = v;
  spread.same &&= v === spread.first;
  if (v < spread.min) spread.min = v;
  if (v > spread.max) spread.max = v;
  spread.n += 1;
}
function addAll(spread, values) {
  if (values.length === 0) return;
  if (spread.n === 0) spread.first = values[0];
  let { min, max, same } = spread;
  const first = spread.first;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    same &&= v === first;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  spread.min = min;
  spread.max = max;
  spread.same = same;
  spread.n += values.length;
}
function inUnit(values, from, unit) {
  return from === unit ? values : values.map((s) => sameUnitValue(s, from, unit) ?? Number.NaN);
}
var COUNT_TOLERANCE = 1e-5;
function spreadWithinTolerance(spread) {
  return spread.max - spread.min <= COUNT_TOLERANCE * spread.min;
}
function withinTolerance(values) {
  const spread = spreadOf();
  addAll(spread, values);
  return spreadWithinTolerance(spread);
}
function beyondRatio(baseValue, runValues, current, direction) {
  if (!Number.isFinite(baseValue)) return "base";
  const run = runValues.findIndex((v) => !Number.isFinite(v));
  if (run >= 0) return run;
  if (baseValue === 0 || current === 0) return void 0;
  return reportableRatio(normalisedRatio(baseValue, current, direction), direction) ? void 0 : "base";
}
function metricRow(pair, read2, options, rules, facts, baselineSamples) {
  const { name, base, cur } = read2;
  const direction = facts.direction(name, cur[0]);
  if (direction === void 0) return { undirected: cur[0].unit };
  const unit = cur[0].unit;
  const runValues = [];
  let sameShape = (facts.direction(name, base) ?? direction) === direction;
  for (const m of cur) {
    const v = sameUnitValue(m.value, m.unit, unit);
    if (v === void 0 || (facts.direction(name, m) ?? direction) !== direction) sameShape = false;
    else runValues.push(v);
  }
  const baseValue = sameUnitValue(base.value, base.unit, unit);
  if (baseValue === void 0 || !sameShape) {
    return `metric "${name}" of benchmark "${pair.primary.name}" is measured in ${base.unit} (${facts.direction(name, base) ?? "?"} is better) in the baseline but in ${unit} (${direction} is better) in the runs, so it is not compared; promote a new baseline`;
  }
  const baseSamples = inUnit(base.samples, base.unit, unit);
  const configured = Object.hasOwn(rules, name) ? rules[name] : void 0;
  const method = metricAggregate(configured, options.aggregate);
  const current = aggregate(runValues, method, direction);
  const beyond = beyondRatio(baseValue, runValues, current, direction);
  if (beyond !== void 0) {
    const run = cur[beyond === "base" ? 0 : beyond];
    return `metric "${name}" of benchmark "${pair.primary.name}": the baseline's ${base.value} ${base.unit} and the runs' ${run.value} ${run.unit} differ by a factor beyond what can be computed, so it is not compared; check that both measure the same thing, or promote a new baseline`;
  }
  const baseObs = spreadOf();
  addTo(baseObs, baseValue);
  addAll(baseObs, baseSamples);
  const curObs = spreadOf();
  addAll(curObs, runValues);
  let firstRunSamples;
  for (const m of cur) {
    const samples = inUnit(m.samples, m.unit, unit);
    firstRunSamples ??= samples;
    addAll(curObs, samples);
  }
  const kind = facts.of(name, unit).kind;
  const exact = isCountKind(kind) ? spreadWithinTolerance(baseObs) && spreadWithinTolerance(curObs) : baseObs.same && curObs.same && baseObs.n >= 2 && curObs.n >= 2;
  const benchmarkThreshold = overrideFor(options, pair.primary.name)?.threshold ?? options.threshold;
  const rule = resolveRuleOfKind(kind, exact, benchmarkThreshold, configured);
  const row = {
    name: pair.primary.name,
    metric: name,
    unit,
    direction,
    baseline: baseValue,
    current,
    runs: runValues.length,
    ratio: null,
    change_pct: null,
    value_change_pct: null,
    status: "unchanged",
    threshold_pct: rule.threshold,
    in_geomean: false
  };
  if (!rule.gate) row.gated = false;
  if (exact) row.exact = true;
  if (method !== options.aggregate) row.aggregate = method;
  const isProtected = pair.primary.status === "protected";
  if (isProtected) {
    row.status = "protected";
    if (pair.primary.protected_reason) row.protected_reason = pair.primary.protected_reason;
  }
  if (baseValue === 0 || current === 0) {
    decideZero(row, baseValue, current, direction);
    return { row };
  }
  row.ratio = normalisedRatio(baseValue, current, direction);
  row.change_pct = changePct(row.ratio);
  row.value_change_pct = valueChangePct(row.ratio, direction);
  row.in_geomean = (configured?.geomean ?? true) && (!isProtected || options.protectedInGeomean);
  const obs = observationsFrom(runValues, firstRunSamples && observable(firstRunSamples), baseValue, observable(baseSamples), baselineSamples);
  markDispersion(row, obs);
  if (exact) {
    decideExact(row, isCountKind(kind));
    return { row };
  }
  return { row, compared: { result: row, obs } };
}
function decideExact(row, count2) {
  thresholdDecide(row);
  const base = row.baseline;
  const current = row.current;
  if (count2 && Math.abs(current - base) <= COUNT_TOLERANCE * Math.min(current, base)) {
    if (row.status === "protected") row.over_threshold = false;
    else row.status = "unchanged";
  }
}
function decideZero(row, baseline, current, direction) {
  if (baseline === current) {
    row.ratio = 1;
    row.change_pct = 0;
    row.value_change_pct = 0;
    if (row.status === "protected") row.over_threshold = false;
    return;
  }
  const fromZero = baseline === 0;
  if (fromZero) row.from_zero = true;
  row.note = fromZero ? "from 0" : "to 0";
  const worse = current > baseline === (direction === "lower");
  if (row.status === "protected") row.over_threshold = worse;
  else row.status = worse ? "regressed" : "improved";
}
function compareMetrics(pairs, options, method, context, baselineSamples = "unknown") {
  const rules = options.metricRules ?? {};
  const facts = new MetricFacts(rules);
  const out = { rows: [], geomeans: {}, warnings: [] };
  const byMetric = /* @__PURE__ */ new Map();
  const undirected = /* @__PURE__ */ new Map();
  const oneSided = { dropped: /* @__PURE__ */ new Map(), added: /* @__PURE__ */ new Map(), unmeasured: { baseline: /* @__PURE__ */ new Map(), runs: /* @__PURE__ */ new Map() } };
  for (const pair of pairs) {
    const rows = [];
    for (const read2 of metricsOf(pair, options.metrics, oneSided)) {
      const name = read2.name;
      const made = metricRow(pair, read2, options, rules, facts, baselineSamples);
      if (typeof made === "string") {
        out.warnings.push(made);
        continue;
      }
      if ("undirected" in made) {
        const seen = undirected.get(name) ?? { unit: made.undirected, benchmarks: 0 };
        seen.benchmarks += 1;
        undirected.set(name, seen);
        continue;
      }
      rows.push(made.row);
      let family = byMetric.get(name);
      if (!family) byMetric.set(name, family = { rows: [], compared: [] });
      family.rows.push(made.row);
      if (made.compared) family.compared.push(made.compared);
    }
    out.rows.push(rows.length > 0 ? rows : void 0);
  }
  for (const [name, family] of byMetric) {
    const configured = Object.hasOwn(rules, name) ? rules[name] : void 0;
    const limit = metricGeomeanLimit(configured, options.threshold, context.geomeanThreshold);
    const decision = method.decide(family.compared, family.rows, limit === context.geomeanThreshold ? context : { ...context, geomeanThreshold: limit });
    const rowsGated = metricGated(metricKind(name, family.rows[0].unit), configured);
    const gated = rowsGated && (configured?.geomean ?? true);
    const geomean = limit === context.geomeanThreshold ? { ...decision.geomean, gated } : { ...decision.geomean, gated, threshold_pct: limit };
    out.geomeans[name] = gated ? ungateSmallGeomean(geomean) : geomean;
    if (rowsGated) for (const w of decision.warnings) out.warnings.push(`metric "${name}": ${w}`);
  }
  for (const [name, { unit, benchmarks }] of undirected) {
    out.warnings.push(`metric "${name}" (${benchmarks} benchmark${benchmarks === 1 ? "" : "s"}): cannot tell whether higher or lower is better for unit "${unit}", so it is not compared; say which is better in bench-gate.json: "metrics": {${JSON.stringify(name)}: {"direction": "lower"}} (or "higher")`);
  }
  for (const w of oneSidedWarnings(oneSided)) out.warnings.push(w);
  for (const name of options.metrics ?? []) {
    if (!byMetric.has(name)) out.warnings.push(`metric "${name}" (--metrics) is in no benchmark of both the baseline and the runs; is the name right?`);
  }
  for (const name of Object.keys(rules)) {
    if (!byMetric.has(name) && !(options.metrics ?? []).includes(name)) out.warnings.push(`the rule for metric "${name}" matches no metric compared; is the name right?`);
  }
  return out;
}

// src/core/count-primary.ts
function decideExactCount(result, obs, overrideThreshold) {
  if (!isCountUnit(result.unit) || !withinTolerance(obs.baseline) || !withinTolerance(obs.current)) return false;
  result.threshold_pct = overrideThreshold ?? 0;
  result.exact = true;
  decideExact(result, true);
  return true;
}

// src/core/stale-protection.ts
var DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isCalendarDate(text) {
  const m = DATE_RE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
function isStale(protection, today) {
  return protection.until !== void 0 && today !== void 0 && today > protection.until;
}
function markStaleProtections(report, protections, today) {
  for (const p of protections) {
    if (p.until === void 0) continue;
    const stale = isStale(p, today);
    for (const r of report.benchmarks) {
      if (r.name !== p.name || r.status !== "protected") continue;
      r.protected_until = p.until;
      if (stale) r.protection_stale = true;
    }
    if (stale) {
      report.warnings.push(
        `the protection of "${p.name}" expired on ${p.until}${p.reason ? ` (${p.reason})` : ""}; it still applies, but review it: remove it from "protected" in the config, or extend its "until"`
      );
    }
  }
}

// src/core/gate.ts
function overrideOf(options, name) {
  return overrideFor(options, name);
}
function baselineValues(baseline, options) {
  const entries = baseline.document.benchmarks;
  const byIndex = [];
  const warnings = [];
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index];
    if (isFailed(entry)) {
      byIndex.push(void 0);
      continue;
    }
    const override = overrideOf(options, entry.name)?.direction;
    const plain2 = plainMeasureOf(entry, override);
    if (plain2) {
      byIndex.push({ value: plain2.value, unit: plain2.unit, direction: plain2.direction, samples: usableSamples(void 0, plain2.unit, plain2.unit) });
      continue;
    }
    const place = entryPlace(baseline.source, index, entry.name);
    const measure = resolveMeasure(entry, place, override);
    const bad = unusableSampleReason(entry.samples);
    const samples = !bad && Array.isArray(entry.samples) && entry.samples.length >= 2 ? entry.samples : usableSamples(entry.samples, measure.unit, measure.unit);
    byIndex.push({ value: measure.value, unit: measure.unit, direction: measure.direction, samples });
    if (bad) warnings.push(`${place()}: ${bad}; samples must be positive finite values, so its samples are not used and its noise is unknown. Promote a new baseline to fix it`);
  }
  return { byIndex, warnings };
}
var withUnit = (value2, unit) => unit === "" ? String(value2) : `${value2} ${unit}`;
function remeasuredAdvice(sources, then) {
  return sources.fromHistory ? `The history's entries keep the unit they recorded: ${then === "changed" ? "after changing how a benchmark is measured, " : ""}record the new measurement in a store of its own (or start the branch's history again), or compare with a baseline file instead of --history` : then === "changed" ? "Promote a new baseline with `bench-diff promote` after changing how a benchmark is measured" : "Check that both measure the same thing in the same unit, or promote a new baseline";
}
function compareOne(series, base, threshold, protectedBy, options, sources) {
  const value2 = aggregate(series.values, options.aggregate, series.direction);
  const baseValue = sameUnitValue(base.value, base.unit, series.unit);
  if (baseValue === void 0 || base.direction !== series.direction) {
    throw inputError(
      `${sources.baseline}: benchmark "${series.name}"`,
      `is in ${base.unit || "no unit"} (${base.direction} is better) in the baseline but in ${series.unit || "no unit"} (${series.direction} is better) in the runs`,
      remeasuredAdvice(sources, "changed")
    );
  }
  const ratio = normalisedRatio(baseValue, value2, series.direction);
  if (!reportableRatio(ratio, series.direction)) {
    throw inputError(
      `${sources.baseline}: benchmark "${series.name}"`,
      // The values as the files give them: the baseline's, converted to the runs' unit, may be what overflowed.
      `the baseline's ${withUnit(base.value, base.unit)} and the runs' ${withUnit(value2, series.unit)} differ by a factor beyond what can be computed`,
      remeasuredAdvice(sources, "overflow")
    );
  }
  const result = {
    name: series.name,
    unit: series.unit,
    direction: series.direction,
    baseline: baseValue,
    current: value2,
    runs: series.values.length,
    ratio,
    change_pct: changePct(ratio),
    value_change_pct: valueChangePct(ratio, series.direction),
    status: "unchanged",
    threshold_pct: threshold,
    in_geomean: true
  };
  if (protectedBy) {
    result.status = "protected";
    result.in_geomean = options.protectedInGeomean;
    if (protectedBy.reason) result.protected_reason = protectedBy.reason;
    result.over_threshold = false;
  }
  return result;
}
function emptyResult(series, status, threshold) {
  return {
    name: series.name,
    unit: series.unit,
    direction: series.direction,
    baseline: null,
    current: null,
    runs: 0,
    ratio: null,
    change_pct: null,
    value_change_pct: null,
    status,
    threshold_pct: threshold,
    in_geomean: false
  };
}
function unknownNameWarnings(options, known, names) {
  let lookalikes;
  const twinOf = (name) => {
    if (lookalikes === void 0) {
      lookalikes = /* @__PURE__ */ new Map();
      for (const n of names()) lookalikes.set(lookalikeKey(n), n);
    }
    return lookalikes.get(lookalikeKey(name));
  };
  const why = (name) => {
    const twin = twinOf(name);
    if (twin !== void 0) {
      return `"${twin}" differs from it only in how its characters are encoded (Unicode normalization) or in spaces at either end, and names are matched exactly: write it as the benchmark's name is written`;
    }
    const written = lookalikeKey(name);
    const { base } = splitProcs(written);
    const unsuffixed = base === written ? void 0 : twinOf(base);
    return unsuffixed === void 0 ? "is the name right?" : `did you mean "${unsuffixed}"? (go test's ${written.slice(base.length)} is the GOMAXPROCS suffix, which bench-gate drops)`;
  };
  const warnings = [];
  for (const p of options.protected) {
    if (!known(p.name)) warnings.push(`protected benchmark "${p.name}" is in neither the baseline nor the runs; ${why(p.name)}`);
  }
  for (const name of Object.keys(options.overrides)) {
    if (!known(name)) warnings.push(`the override for benchmark "${name}" matches no benchmark; ${why(name)}`);
  }
  return warnings;
}
function unreachableLimitWarnings(options) {
  const why = "a change is at most 100% worse (twice as slow is 50% worse, ten times as slow 90%), so it never fails";
  const out = [];
  const check = (limit, what, instead) => {
    if (limit !== void 0 && limit >= 100) out.push(`${what} of ${limit}% can never be exceeded: ${why}. ${instead}`);
  };
  const benchmarkAdvice = "Give a limit below 100% (50% fails at twice as slow), or protect the benchmark";
  check(options.threshold, "the threshold", benchmarkAdvice);
  for (const [name, override] of Object.entries(options.overrides)) check(override.threshold, `the threshold for benchmark "${name}"`, benchmarkAdvice);
  check(options.geomeanThreshold, "the geomean threshold", "Give a limit below 100%");
  for (const [name, rule] of Object.entries(options.metricRules ?? {})) {
    check(rule.threshold, `the threshold for metric "${name}"`, 'Give a limit below 100%, or "gate": false to only report it');
    check(rule.geomean_threshold, `the geomean threshold for metric "${name}"`, 'Give a limit below 100%, or "geomean": false to not gate it');
  }
  return out;
}
var lookalikeKey = (name) => name.normalize("NFC").trim();
function lookalikeWarnings(results) {
  const fresh = /* @__PURE__ */ new Map();
  for (const r of results) if (r.status === "new") fresh.set(lookalikeKey(r.name), r.name);
  if (fresh.size === 0) return [];
  const warnings = [];
  for (const r of results) {
    const twin = r.status === "missing" ? fresh.get(lookalikeKey(r.name)) : void 0;
    if (twin === void 0) continue;
    warnings.push(`benchmark "${r.name}" of the baseline is missing and "${twin}" is new, and the two names differ only in how their characters are encoded (Unicode normalization) or in spaces at either end; if they are one benchmark, write its name one way`);
  }
  return warnings;
}
function noteRename(results, inBaseline) {
  let was;
  let now;
  for (const r of results) {
    if (r.status === "missing") {
      if (was !== void 0) return;
      was = r;
    } else if (r.status === "new" && !inBaseline(r.name)) {
      if (now !== void 0) return;
      now = r;
    }
  }
  if (was === void 0 || now === void 0 || was.direction !== now.direction || sameUnitValue(1, was.unit, now.unit) === void 0) return;
  if (lookalikeKey(was.name) === lookalikeKey(now.name)) return;
  was.note = `${was.note ?? "not in the runs"}; if it was renamed to "${now.name}" (new in the runs), promoting a new baseline with --allow-missing records the new name in place of the old`;
}
function noteCaveats(report, baseline, runs, options) {
  const mismatch = environmentMismatch(baseline.document.metadata?.environment, environmentOf(runs));
  if (mismatch) {
    report.environment_mismatch = mismatch;
    report.warnings.unshift(environmentWarning(mismatch));
  }
  markStaleProtections(report, options.protected, options.today);
  if (options.acceptedBy !== void 0) acceptRegressions(report, options.acceptedBy);
}
function withMetricRows(results, pairs, metricRows) {
  const rows = [];
  let next = 0;
  for (const r of results) {
    rows.push(r);
    if (next < pairs.length && pairs[next].primary === r) {
      const more = metricRows[next++];
      if (more) appendAll(rows, more);
    }
  }
  return rows;
}
function ruleName(options, runs) {
  return runs === 1 ? "1 run" : `${options.aggregate} of ${runs} runs`;
}
function runGate(givenBaseline, givenRuns, options, method = decisionMethodFor(options), collected) {
  if (givenRuns.length === 0) throw inputError("the current runs", "none were given", "Give at least one run file to compare with the baseline");
  const { baseline, runs, rewritten, warnings: legacyWarnings } = legacyComparison(givenBaseline, givenRuns);
  const base = baselineValues(baseline, options);
  const current = collected && rewritten.length === 0 ? collected : collectRuns(runs, (name) => overrideOf(options, name)?.direction);
  const protectedByName = new Map(options.protected.map((p) => [p.name, p]));
  const results = [];
  const compared = [];
  const runEntries = hasMetrics(baseline.document.benchmarks) ? runs.map((r) => new EntryFinder(r.document.benchmarks)) : void 0;
  const metricPairs = [];
  const entries = baseline.document.benchmarks;
  const sources = { baseline: baseline.source, fromHistory: baseline.fromHistory === true };
  const baselineSamples = baselineSamplesOf(baseline.document);
  const ordered = Array.from(current.values());
  let inOrder = 0;
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index];
    const override = overrideOf(options, entry.name);
    const threshold = override?.threshold ?? options.threshold;
    const next = ordered[inOrder];
    const series = next !== void 0 && next.name === entry.name ? ordered[inOrder++] : current.get(entry.name);
    const baseValue = base.byIndex[index];
    if (!series) {
      const shape = baseValue ?? { unit: entry.unit ?? "", direction: entry.direction ?? "higher" };
      const missing2 = emptyResult({ name: entry.name, ...shape }, "missing", threshold);
      missing2.baseline = baseValue?.value ?? null;
      missing2.note = options.allowMissing ? "not in the runs (allowed by allow-missing)" : "not in the runs; if it was removed on purpose, pass --allow-missing (in the Action: allow-missing), and promote a new baseline with it";
      results.push(missing2);
    } else if (series.failure) {
      const shape = series.values.length === 0 && baseValue ? { name: series.name, unit: baseValue.unit, direction: baseValue.direction } : series;
      const failed2 = emptyResult(shape, "failed", threshold);
      failed2.baseline = baseValue?.value ?? null;
      failed2.runs = series.values.length;
      failed2.error = `${series.failure.error} (in ${series.failure.source})`;
      results.push(failed2);
    } else if (!baseValue) {
      const fresh = emptyResult(series, "new", threshold);
      fresh.current = aggregate(series.values, options.aggregate, series.direction);
      fresh.runs = series.values.length;
      fresh.note = "failed in the baseline, so there is nothing to compare with";
      markNewNoise(fresh, series);
      results.push(fresh);
    } else {
      const result = compareOne(series, baseValue, threshold, protectedByName.get(entry.name), options, sources);
      const baseSamples = baseValue.unit === series.unit ? baseValue.samples : usableSamples(baseValue.samples, baseValue.unit, series.unit);
      const obs = observationsOf(series, result.baseline, baseSamples, baselineSamples);
      markDispersion(result, obs);
      if (!decideExactCount(result, obs, override?.threshold)) compared.push({ result, obs });
      results.push(result);
      if (runEntries) metricPairs.push({ primary: result, baseline: entry, runs: runEntries.map((finder) => finder.find(entry.name, index)) });
    }
  }
  let baselineNames;
  const inBaseline = (name) => (baselineNames ??= new Set(entries.map((e) => e.name))).has(name);
  for (let i = inOrder === current.size ? ordered.length : 0; i < ordered.length; i++) {
    const series = ordered[i];
    if (inBaseline(series.name)) continue;
    const threshold = overrideOf(options, series.name)?.threshold ?? options.threshold;
    if (series.failure) {
      const failed2 = emptyResult(series, "failed", threshold);
      failed2.error = `${series.failure.error} (in ${series.failure.source})`;
      results.push(failed2);
      continue;
    }
    const fresh = emptyResult(series, "new", threshold);
    fresh.current = aggregate(series.values, options.aggregate, series.direction);
    fresh.runs = series.values.length;
    markNewNoise(fresh, series);
    results.push(fresh);
  }
  noteRename(results, inBaseline);
  const context = { geomeanThreshold: options.geomeanThreshold, ruleName: ruleName(options, runs.length) };
  const decision = method.decide(compared, results, context);
  const geomean = ungateSmallGeomean(decision.geomean);
  const metrics = metricPairs.length > 0 ? compareMetrics(metricPairs, options, method, context, metricSamplesOf(baseline.document)) : void 0;
  const rows = metrics ? withMetricRows(results, metricPairs, metrics.rows) : results;
  const summary = countStatuses(rows);
  const geomeanStatus = geomeansStatus(geomean, metrics?.geomeans);
  const report = {
    schema_version: 1,
    verdict: gateVerdict(summary, options.allowMissing, geomeanStatus),
    thresholds: { benchmark_pct: options.threshold, geomean_pct: options.geomeanThreshold },
    aggregate: options.aggregate,
    runs: runs.length,
    protected_in_geomean: options.protectedInGeomean,
    allow_missing: options.allowMissing,
    geomean,
    summary,
    benchmarks: rows,
    baseline: { source: baseline.source },
    current: { sources: runs.map((r) => r.source) },
    warnings: [...unreachableLimitWarnings(options), ...unknownNameWarnings(options, (name) => current.has(name) || inBaseline(name), () => [...current.keys(), ...entries.map((e) => e.name)]), ...lookalikeWarnings(results), ...base.warnings, ...readWarnings([baseline, ...givenRuns])]
  };
  if (options.expectedRuns !== void 0 && options.expectedRuns !== runs.length) {
    report.warnings.push(`the config expects ${options.expectedRuns} runs but ${runs.length} were given: its thresholds were calibrated for ${options.expectedRuns}, so false alarms and detection differ`);
  }
  if (decision.reported) {
    report.method = decision.reported.method;
    report.alpha = decision.reported.alpha;
    if (decision.reported.paired) report.paired = decision.reported.paired;
  }
  appendAll(report.warnings, decision.warnings);
  if (rewritten.length > 0) report.warnings.push(legacyShapeWarning(rewritten));
  appendAll(report.warnings, legacyWarnings);
  if (metrics) {
    if (Object.keys(metrics.geomeans).length > 0) report.metric_geomeans = metrics.geomeans;
    appendAll(report.warnings, metrics.warnings);
  }
  if (baseline.document.metadata) report.baseline.metadata = baseline.document.metadata;
  if (runs[0].document.metadata) report.current.metadata = runs[0].document.metadata;
  noteCaveats(report, baseline, runs, options);
  return report;
}

// src/core/json-text.ts
function jsonErrorOffset(message, text) {
  const position = /at position (\d+)/.exec(message);
  if (position) return Number(position[1]);
  if (message.startsWith("Unexpected end of JSON input")) return text.length;
  const quoted = /^Unexpected token '(.+?)', (\.\.\.)?"(.*?)"(?:\.\.\.)? is not valid JSON$/s.exec(message);
  if (!quoted) return void 0;
  const [, token, cut, context] = quoted;
  const at = text.indexOf(context);
  if (at < 0) return void 0;
  return cut ? at + 10 : at + context.indexOf(token);
}
function lineAndColumn(text, at) {
  const before = text.slice(0, at);
  return `line ${before.split("\n").length}, column ${at - before.lastIndexOf("\n")}`;
}
var MAX_JSON_DEPTH = 64;
function placeOf(frame) {
  const keys = [];
  for (let f = frame; f?.parent; f = f.parent) keys.push(f.key);
  keys.reverse();
  const parts = keys.map((k, i) => typeof k === "number" ? `[${k}]` : /^[A-Za-z_$][\w$]*$/.test(k) ? `${i === 0 ? "" : "."}${k}` : `[${JSON.stringify(k)}]`);
  return parts.length > 8 ? `${parts.slice(0, 4).join("")}…${parts.slice(-2).join("")}` : parts.join("");
}
function checkJsonDepth(value2, path) {
  const stack = [{ value: value2, depth: 0, parent: void 0, key: "" }];
  while (stack.length > 0) {
    const frame = stack.pop();
    const v = frame.value;
    if (v === null || typeof v !== "object") continue;
    const depth = frame.depth + 1;
    if (depth > MAX_JSON_DEPTH) {
      throw inputError(`${path}: ${placeOf(frame)}`, `nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep`, "Flatten that field or leave it out; bench-gate keeps unknown fields as they are and cannot keep this one");
    }
    if (Array.isArray(v)) v.forEach((item, i) => typeof item === "object" && item !== null && stack.push({ value: item, depth, parent: frame, key: i }));
    else for (const [k, item] of Object.entries(v)) if (typeof item === "object" && item !== null) stack.push({ value: item, depth, parent: frame, key: k });
  }
}
function parseJsonText(text, path) {
  let value2;
  try {
    value2 = JSON.parse(text);
  } catch (error) {
    const message = error.message;
    const at = jsonErrorOffset(message, text);
    const place = at === void 0 ? path : `${path}: ${lineAndColumn(text, at)}`;
    const reason = message.replace(/ in JSON at position \d+.*$/s, "").replace(/, (?:\.\.\.)?".*"(?:\.\.\.)? is not valid JSON$/s, "").replace(/\s+/g, " ");
    throw inputError(place, `invalid JSON (${reason})`, "Fix the file or regenerate it");
  }
  if (deeperThan(value2, MAX_JSON_DEPTH)) checkJsonDepth(value2, path);
  return value2;
}
function deeperThan(value2, limit) {
  if (value2 === null || typeof value2 !== "object") return false;
  if (limit === 0) return true;
  if (Array.isArray(value2)) {
    for (let i = 0; i < value2.length; i++) {
      const item = value2[i];
      if (item !== null && typeof item === "object" && deeperThan(item, limit - 1)) return true;
    }
    return false;
  }
  for (const key in value2) {
    const item = value2[key];
    if (item !== null && typeof item === "object" && deeperThan(item, limit - 1)) return true;
  }
  return false;
}
function lineOf(text, offset) {
  return text.slice(0, offset).split("\n").length;
}
function duplicateLines(text, duplicate) {
  const [first, second] = [lineOf(text, duplicate.first), lineOf(text, duplicate.second)];
  return first === second ? `both on line ${first}` : `lines ${first} and ${second}`;
}
function duplicateKey(text) {
  const stack = [];
  const path = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const top = stack.at(-1);
    if (c === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      if (top?.keys && top.expectKey) {
        const key = JSON.parse(text.slice(i, end + 1));
        const first = top.keys.get(key);
        if (first !== void 0) return { path: path.map((p) => `/${p.replaceAll("~", "~0").replaceAll("/", "~1")}`).join(""), key, first, second: i };
        top.keys.set(key, i);
        top.at = key;
        top.expectKey = false;
      }
      i = end;
    } else if (c === "{" || c === "[") {
      if (top) path.push(top.keys ? top.at : String(top.index));
      stack.push(c === "{" ? { keys: /* @__PURE__ */ new Map(), expectKey: true, at: "", index: 0 } : { expectKey: false, at: "", index: 0 });
    } else if (c === "}" || c === "]") {
      stack.pop();
      if (stack.length > 0) path.pop();
    } else if (c === "," && top) {
      if (top.keys) top.expectKey = true;
      else top.index += 1;
    }
  }
  return void 0;
}

// src/core/schema-errors.ts
function pointerParts(pointer) {
  return pointer.split("/").slice(1).map((p) => p.replaceAll("~1", "/").replaceAll("~0", "~"));
}
function describePath(instancePath, document) {
  const parts = pointerParts(instancePath);
  let out = "";
  let node = document;
  for (const part of parts) {
    const isIndex = Array.isArray(node) && /^\d+$/.test(part);
    node = node !== null && typeof node === "object" ? node[part] : void 0;
    if (isIndex) {
      const name = node !== null && typeof node === "object" ? node.name : void 0;
      out += typeof name === "string" && name !== "" ? `[${part}] ("${name}")` : `[${part}]`;
    } else {
      out += out === "" ? part : `.${part}`;
    }
  }
  return out === "" ? "top level" : out;
}
function valueAt(instancePath, document) {
  let node = document;
  for (const part of pointerParts(instancePath)) {
    node = node !== null && typeof node === "object" ? node[part] : void 0;
  }
  return node;
}
var UNIT_RULE = "a unit is letters, digits, spaces and % / . _ ( ) ^ · * + - (at most 64 characters)";
function describePatternError(where, pattern2, value2, isUnit) {
  if (typeof value2 !== "string") return `${where}: must match ${pattern2}`;
  let one;
  try {
    one = new RegExp(pattern2, "u");
  } catch {
    return `${where}: ${JSON.stringify(value2)} must match ${pattern2}`;
  }
  const refused = Array.from(value2).find((c) => !one.test(c));
  const what = refused === void 0 ? `${JSON.stringify(value2)} must match ${pattern2}` : `${JSON.stringify(value2)} cannot have ${JSON.stringify(refused)}`;
  return isUnit ? `${where}: ${what}; ${UNIT_RULE}` : `${where}: ${what}`;
}
function describeSchemaError(error, document) {
  const where = describePath(error.instancePath, document);
  const p = error.params;
  switch (error.keyword) {
    case "required":
      return `${where}: missing required key "${String(p.missingProperty)}"`;
    case "additionalProperties":
      return `${where}: unknown key "${String(p.additionalProperty)}"`;
    case "type": {
      const value2 = valueAt(error.instancePath, document);
      if (typeof value2 === "number" && !Number.isFinite(value2)) return `${where}: is not a finite number`;
      return `${where}: must be ${String(p.type)}`;
    }
    case "enum":
      return `${where}: must be one of ${p.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
    case "const":
      return `${where}: must be ${JSON.stringify(p.allowedValue)}`;
    case "pattern":
      return describePatternError(where, String(p.pattern), valueAt(error.instancePath, document), error.instancePath.endsWith("/unit"));
    default:
      return `${where}: ${error.message ?? "is not valid"}`;
  }
}

// generated/config-keys.js
var CONFIG_KEYS = { "": ["$schema", "baseline", "threshold", "geomean_threshold", "aggregate", "method", "alpha", "runs", "protected_in_geomean", "allow_missing", "protected", "benchmarks", "metrics"], "protected": ["name", "reason", "until"], "benchmarks": ["threshold", "direction"], "metrics": ["threshold", "gate", "geomean", "geomean_threshold", "direction", "aggregate"] };

// generated/config-validator.js
var import_ucs2length = __toESM(require_ucs2length(), 1);
var config_validator_default = validate20;
var schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:bench-gate:schema:config-v1", "type": "object", "additionalProperties": false, "properties": { "$schema": { "type": "string" }, "baseline": { "type": "string", "minLength": 1 }, "threshold": { "type": "number", "minimum": 0 }, "geomean_threshold": { "type": "number", "minimum": 0 }, "aggregate": { "type": "string", "pattern": "^(best|worst|median|mean|p(100|[0-9]{1,2}(\\.[0-9]+)?))$" }, "method": { "enum": ["best", "stats"] }, "alpha": { "type": "number", "exclusiveMinimum": 0, "maximum": 0.5 }, "runs": { "type": "integer", "minimum": 1 }, "protected_in_geomean": { "type": "boolean" }, "allow_missing": { "type": "boolean" }, "protected": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["name", "reason"], "properties": { "name": { "type": "string", "minLength": 1 }, "reason": { "type": "string", "minLength": 1 }, "until": { "type": "string", "pattern": "^\\d{4}-\\d{2}-\\d{2}$" } } } }, "benchmarks": { "type": "object", "additionalProperties": { "type": "object", "additionalProperties": false, "minProperties": 1, "properties": { "threshold": { "type": "number", "minimum": 0 }, "direction": { "enum": ["higher", "lower"] } } } }, "metrics": { "type": "object", "additionalProperties": { "type": "object", "additionalProperties": false, "minProperties": 1, "properties": { "threshold": { "type": "number", "minimum": 0 }, "gate": { "type": "boolean" }, "geomean": { "type": "boolean" }, "geomean_threshold": { "type": "number", "minimum": 0 }, "direction": { "enum": ["higher", "lower"] }, "aggregate": { "type": "string", "pattern": "^(best|worst|median|mean|p(100|[0-9]{1,2}(\\.[0-9]+)?))$" } } } } } };
var func1 = Object.prototype.hasOwnProperty;
var func2 = import_ucs2length.default.default ?? import_ucs2length.default;
var pattern4 = new RegExp("^(best|worst|median|mean|p(100|[0-9]{1,2}(\\.[0-9]+)?))$", "u");
var pattern5 = new RegExp("^\\d{4}-\\d{2}-\\d{2}$", "u");
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      const _errs1 = errors;
      for (const key0 in data) {
        if (!func1.call(schema31.properties, key0)) {
          validate20.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
          return false;
          break;
        }
      }
      if (_errs1 === errors) {
        if (data.$schema !== void 0) {
          const _errs2 = errors;
          if (typeof data.$schema !== "string") {
            validate20.errors = [{ instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.baseline !== void 0) {
            let data1 = data.baseline;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === "string") {
                if (func2(data1) < 1) {
                  validate20.errors = [{ instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                  return false;
                }
              } else {
                validate20.errors = [{ instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                return false;
              }
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.threshold !== void 0) {
              let data2 = data.threshold;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (typeof data2 == "number" && isFinite(data2)) {
                  if (data2 < 0 || isNaN(data2)) {
                    validate20.errors = [{ instancePath: instancePath + "/threshold", schemaPath: "#/properties/threshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                    return false;
                  }
                } else {
                  validate20.errors = [{ instancePath: instancePath + "/threshold", schemaPath: "#/properties/threshold/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                  return false;
                }
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.geomean_threshold !== void 0) {
                let data3 = data.geomean_threshold;
                const _errs8 = errors;
                if (errors === _errs8) {
                  if (typeof data3 == "number" && isFinite(data3)) {
                    if (data3 < 0 || isNaN(data3)) {
                      validate20.errors = [{ instancePath: instancePath + "/geomean_threshold", schemaPath: "#/properties/geomean_threshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                      return false;
                    }
                  } else {
                    validate20.errors = [{ instancePath: instancePath + "/geomean_threshold", schemaPath: "#/properties/geomean_threshold/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                    return false;
                  }
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.aggregate !== void 0) {
                  let data4 = data.aggregate;
                  const _errs10 = errors;
                  if (errors === _errs10) {
                    if (typeof data4 === "string") {
                      if (!pattern4.test(data4)) {
                        validate20.errors = [{ instancePath: instancePath + "/aggregate", schemaPath: "#/properties/aggregate/pattern", keyword: "pattern", params: { pattern: "^(best|worst|median|mean|p(100|[0-9]{1,2}(\\.[0-9]+)?))$" }, message: 'must match pattern "^(best|worst|median|mean|p(100|[0-9]{1,2}(\\.[0-9]+)?))$"' }];
                        return false;
                      }
                    } else {
                      validate20.errors = [{ instancePath: instancePath + "/aggregate", schemaPath: "#/properties/aggregate/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                  }
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.method !== void 0) {
                    let data5 = data.method;
                    const _errs12 = errors;
                    if (!(data5 === "best" || data5 === "stats")) {
                      validate20.errors = [{ instancePath: instancePath + "/method", schemaPath: "#/properties/method/enum", keyword: "enum", params: { allowedValues: schema31.properties.method.enum }, message: "must be equal to one of the allowed values" }];
                      return false;
                    }
                    var valid0 = _errs12 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.alpha !== void 0) {
                      let data6 = data.alpha;
                      const _errs13 = errors;
                      if (errors === _errs13) {
                        if (typeof data6 == "number" && isFinite(data6)) {
                          if (data6 > 0.5 || isNaN(data6)) {
                            validate20.errors = [{ instancePath: instancePath + "/alpha", schemaPath: "#/properties/alpha/maximum", keyword: "maximum", params: { comparison: "<=", limit: 0.5 }, message: "must be <= 0.5" }];
                            return false;
                          } else {
                            if (data6 <= 0 || isNaN(data6)) {
                              validate20.errors = [{ instancePath: instancePath + "/alpha", schemaPath: "#/properties/alpha/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" }];
                              return false;
                            }
                          }
                        } else {
                          validate20.errors = [{ instancePath: instancePath + "/alpha", schemaPath: "#/properties/alpha/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                          return false;
                        }
                      }
                      var valid0 = _errs13 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.runs !== void 0) {
                        let data7 = data.runs;
                        const _errs15 = errors;
                        if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
                          validate20.errors = [{ instancePath: instancePath + "/runs", schemaPath: "#/properties/runs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                          return false;
                        }
                        if (errors === _errs15) {
                          if (typeof data7 == "number" && isFinite(data7)) {
                            if (data7 < 1 || isNaN(data7)) {
                              validate20.errors = [{ instancePath: instancePath + "/runs", schemaPath: "#/properties/runs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                              return false;
                            }
                          }
                        }
                        var valid0 = _errs15 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.protected_in_geomean !== void 0) {
                          const _errs17 = errors;
                          if (typeof data.protected_in_geomean !== "boolean") {
                            validate20.errors = [{ instancePath: instancePath + "/protected_in_geomean", schemaPath: "#/properties/protected_in_geomean/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                            return false;
                          }
                          var valid0 = _errs17 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.allow_missing !== void 0) {
                            const _errs19 = errors;
                            if (typeof data.allow_missing !== "boolean") {
                              validate20.errors = [{ instancePath: instancePath + "/allow_missing", schemaPath: "#/properties/allow_missing/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                              return false;
                            }
                            var valid0 = _errs19 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.protected !== void 0) {
                              let data10 = data.protected;
                              const _errs21 = errors;
                              if (errors === _errs21) {
                                if (Array.isArray(data10)) {
                                  var valid1 = true;
                                  const len0 = data10.length;
                                  for (let i0 = 0; i0 < len0; i0++) {
                                    let data11 = data10[i0];
                                    const _errs23 = errors;
                                    if (errors === _errs23) {
                                      if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                                        let missing0;
                                        if (data11.name === void 0 && (missing0 = "name") || data11.reason === void 0 && (missing0 = "reason")) {
                                          validate20.errors = [{ instancePath: instancePath + "/protected/" + i0, schemaPath: "#/properties/protected/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
                                          return false;
                                        } else {
                                          const _errs25 = errors;
                                          for (const key1 in data11) {
                                            if (!(key1 === "name" || key1 === "reason" || key1 === "until")) {
                                              validate20.errors = [{ instancePath: instancePath + "/protected/" + i0, schemaPath: "#/properties/protected/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                              return false;
                                              break;
                                            }
                                          }
                                          if (_errs25 === errors) {
                                            if (data11.name !== void 0) {
                                              let data12 = data11.name;
                                              const _errs26 = errors;
                                              if (errors === _errs26) {
                                                if (typeof data12 === "string") {
                                                  if (func2(data12) < 1) {
                                                    validate20.errors = [{ instancePath: instancePath + "/protected/" + i0 + "/name", schemaPath: "#/properties/protected/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                    return false;
                                                  }
                                                } else {
                                                  validate20.errors = [{ instancePath: instancePath + "/protected/" + i0 + "/name", schemaPath: "#/properties/protected/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                              }
                                              var valid2 = _errs26 === errors;
                                            } else {
                                              var valid2 = true;
                                            }
                                            if (valid2) {
                                              if (data11.reason !== void 0) {
                                                let data13 = data11.reason;
                                                const _errs28 = errors;
                                                if (errors === _errs28) {
                                                  if (typeof data13 === "string") {
                                                    if (func2(data13) < 1) {
                                                      validate20.errors = [{ instancePath: instancePath + "/protected/" + i0 + "/reason", schemaPath: "#/properties/protected/items/properties/reason/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                      return false;
                                                    }
                                                  } else {
                                                    validate20.errors = [{ instancePath: instancePath + "/protected/" + i0 + "/reason", schemaPath: "#/properties/protected/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                  }
                                                }
                                                var valid2 = _errs28 === errors;
                                              } else {
                                                var valid2 = true;
                                              }
                                              if (valid2) {
                                                if (data11.until !== void 0) {
                                                  let data14 = data11.until;
                                                  const _errs30 = errors;
                                                  if (errors === _errs30) {
                                                    if (typeof data14 === "string") {
                                                      if (!pattern5.test(data14)) {
                                                        validate20.errors = [{ instancePath: instancePath + "/protected/" + i0 + "/until", schemaPath: "#/properties/protected/items/properties/until/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}$" }, message: 'must match pattern "^\\d{4}-\\d{2}-\\d{2}$"' }];
                                                        return false;
                                                      }
                                                    } else {
                                                      validate20.errors = [{ instancePath: instancePath + "/protected/" + i0 + "/until", schemaPath: "#/properties/protected/items/properties/until/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid2 = _errs30 === errors;
                                                } else {
                                                  var valid2 = true;
                                                }
                                              }
                                            }
                                          }
                                        }
                                      } else {
                                        validate20.errors = [{ instancePath: instancePath + "/protected/" + i0, schemaPath: "#/properties/protected/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                        return false;
                                      }
                                    }
                                    var valid1 = _errs23 === errors;
                                    if (!valid1) {
                                      break;
                                    }
                                  }
                                } else {
                                  validate20.errors = [{ instancePath: instancePath + "/protected", schemaPath: "#/properties/protected/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                  return false;
                                }
                              }
                              var valid0 = _errs21 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.benchmarks !== void 0) {
                                let data15 = data.benchmarks;
                                const _errs32 = errors;
                                if (errors === _errs32) {
                                  if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                                    for (const key2 in data15) {
                                      let data16 = data15[key2];
                                      const _errs35 = errors;
                                      if (errors === _errs35) {
                                        if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
                                          if (Object.keys(data16).length < 1) {
                                            validate20.errors = [{ instancePath: instancePath + "/benchmarks/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/benchmarks/additionalProperties/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" }];
                                            return false;
                                          } else {
                                            const _errs37 = errors;
                                            for (const key3 in data16) {
                                              if (!(key3 === "threshold" || key3 === "direction")) {
                                                validate20.errors = [{ instancePath: instancePath + "/benchmarks/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/benchmarks/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" }];
                                                return false;
                                                break;
                                              }
                                            }
                                            if (_errs37 === errors) {
                                              if (data16.threshold !== void 0) {
                                                let data17 = data16.threshold;
                                                const _errs38 = errors;
                                                if (errors === _errs38) {
                                                  if (typeof data17 == "number" && isFinite(data17)) {
                                                    if (data17 < 0 || isNaN(data17)) {
                                                      validate20.errors = [{ instancePath: instancePath + "/benchmarks/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/threshold", schemaPath: "#/properties/benchmarks/additionalProperties/properties/threshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                      return false;
                                                    }
                                                  } else {
                                                    validate20.errors = [{ instancePath: instancePath + "/benchmarks/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/threshold", schemaPath: "#/properties/benchmarks/additionalProperties/properties/threshold/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                    return false;
                                                  }
                                                }
                                                var valid4 = _errs38 === errors;
                                              } else {
                                                var valid4 = true;
                                              }
                                              if (valid4) {
                                                if (data16.direction !== void 0) {
                                                  let data18 = data16.direction;
                                                  const _errs40 = errors;
                                                  if (!(data18 === "higher" || data18 === "lower")) {
                                                    validate20.errors = [{ instancePath: instancePath + "/benchmarks/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/direction", schemaPath: "#/properties/benchmarks/additionalProperties/properties/direction/enum", keyword: "enum", params: { allowedValues: schema31.properties.benchmarks.additionalProperties.properties.direction.enum }, message: "must be equal to one of the allowed values" }];
                                                    return false;
                                                  }
                                                  var valid4 = _errs40 === errors;
                                                } else {
                                                  var valid4 = true;
                                                }
                                              }
                                            }
                                          }
                                        } else {
                                          validate20.errors = [{ instancePath: instancePath + "/benchmarks/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/benchmarks/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                          return false;
                                        }
                                      }
                                      var valid3 = _errs35 === errors;
                                      if (!valid3) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate20.errors = [{ instancePath: instancePath + "/benchmarks", schemaPath: "#/properties/benchmarks/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                    return false;
                                  }
                                }
                                var valid0 = _errs32 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.metrics !== void 0) {
                                  let data19 = data.metrics;
                                  const _errs41 = errors;
                                  if (errors === _errs41) {
                                    if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
                                      for (const key4 in data19) {
                                        let data20 = data19[key4];
                                        const _errs44 = errors;
                                        if (errors === _errs44) {
                                          if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
                                            if (Object.keys(data20).length < 1) {
                                              validate20.errors = [{ instancePath: instancePath + "/metrics/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/metrics/additionalProperties/minProperties", keyword: "minProperties", params: { limit: 1 }, message: "must NOT have fewer than 1 properties" }];
                                              return false;
                                            } else {
                                              const _errs46 = errors;
                                              for (const key5 in data20) {
                                                if (!(key5 === "threshold" || key5 === "gate" || key5 === "geomean" || key5 === "geomean_threshold" || key5 === "direction" || key5 === "aggregate")) {
                                                  validate20.errors = [{ instancePath: instancePath + "/metrics/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/metrics/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" }];
                                                  return false;
                                                  break;
                                                }
                                              }
                                              if (_errs46 === errors) {
                                                if (data20.threshold !== void 0) {
                                                  let data21 = data20.threshold;
                                                  const _errs47 = errors;
                                                  if (errors === _errs47) {
                                                    if (typeof data21 == "number" && isFinite(data21)) {
                                                      if (data21 < 0 || isNaN(data21)) {
                                                        validate20.errors = [{ instancePath: instancePath + "/metrics/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/threshold", schemaPath: "#/properties/metrics/additionalProperties/properties/threshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                        return false;
                                                      }
                                                    } else {
                                                      validate20.errors = [{ instancePath: instancePath + "/metrics/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/threshold", schemaPath: "#/properties/metrics/additionalProperties/properties/threshold/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid6 = _errs47 === errors;
                                                } else {
                                                  var valid6 = true;
                                                }
                                                if (valid6) {
                                                  if (data20.gate !== void 0) {
                                                    const _errs49 = errors;
                                                    if (typeof data20.gate !== "boolean") {
                                                      validate20.errors = [{ instancePath: instancePath + "/metrics/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/gate", schemaPath: "#/properties/metrics/additionalProperties/properties/gate/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                      return false;
                                                    }
                                                    var valid6 = _errs49 === errors;
                                                  } else {
                                                    var valid6 = true;
                                                  }
                                                  if (valid6) {
                                                    if (data20.geomean !== void 0) {
                                                      const _errs51 = errors;
                                                      if (typeof data20.geomean !== "boolean") {
                                                        validate20.errors = [{ instancePath: instancePath + "/metrics/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/geomean", schemaPath: "#/properties/metrics/additionalProperties/properties/geomean/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                        return false;
                                                      }
                                                      var valid6 = _errs51 === errors;
                                                    } else {
                                                      var valid6 = true;
                                                    }
                                                    if (valid6) {
                                                      if (data20.geomean_threshold !== void 0) {
                                                        let data24 = data20.geomean_threshold;
                                                        const _errs53 = errors;
                                                        if (errors === _errs53) {
                                                          if (typeof data24 == "number" && isFinite(data24)) {
                                                            if (data24 < 0 || isNaN(data24)) {
                                                              validate20.errors = [{ instancePath: instancePath + "/metrics/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/geomean_threshold", schemaPath: "#/properties/metrics/additionalProperties/properties/geomean_threshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                              return false;
                                                            }
                                                          } else {
                                                            validate20.errors = [{ instancePath: instancePath + "/metrics/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/geomean_threshold", schemaPath: "#/properties/metrics/additionalProperties/properties/geomean_threshold/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                            return false;
                                                          }
                                                        }
                                                        var valid6 = _errs53 === errors;
                                                      } else {
                                                        var valid6 = true;
                                                      }
                                                      if (valid6) {
                                                        if (data20.direction !== void 0) {
                                                          let data25 = data20.direction;
                                                          const _errs55 = errors;
                                                          if (!(data25 === "higher" || data25 === "lower")) {
                                                            validate20.errors = [{ instancePath: instancePath + "/metrics/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/direction", schemaPath: "#/properties/metrics/additionalProperties/properties/direction/enum", keyword: "enum", params: { allowedValues: schema31.properties.metrics.additionalProperties.properties.direction.enum }, message: "must be equal to one of the allowed values" }];
                                                            return false;
                                                          }
                                                          var valid6 = _errs55 === errors;
                                                        } else {
                                                          var valid6 = true;
                                                        }
                                                        if (valid6) {
                                                          if (data20.aggregate !== void 0) {
                                                            let data26 = data20.aggregate;
                                                            const _errs56 = errors;
                                                            if (errors === _errs56) {
                                                              if (typeof data26 === "string") {
                                                                if (!pattern4.test(data26)) {
                                                                  validate20.errors = [{ instancePath: instancePath + "/metrics/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/aggregate", schemaPath: "#/properties/metrics/additionalProperties/properties/aggregate/pattern", keyword: "pattern", params: { pattern: "^(best|worst|median|mean|p(100|[0-9]{1,2}(\\.[0-9]+)?))$" }, message: 'must match pattern "^(best|worst|median|mean|p(100|[0-9]{1,2}(\\.[0-9]+)?))$"' }];
                                                                  return false;
                                                                }
                                                              } else {
                                                                validate20.errors = [{ instancePath: instancePath + "/metrics/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/aggregate", schemaPath: "#/properties/metrics/additionalProperties/properties/aggregate/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                            }
                                                            var valid6 = _errs56 === errors;
                                                          } else {
                                                            var valid6 = true;
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          } else {
                                            validate20.errors = [{ instancePath: instancePath + "/metrics/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/metrics/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                          }
                                        }
                                        var valid5 = _errs44 === errors;
                                        if (!valid5) {
                                          break;
                                        }
                                      }
                                    } else {
                                      validate20.errors = [{ instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                      return false;
                                    }
                                  }
                                  var valid0 = _errs41 === errors;
                                } else {
                                  var valid0 = true;
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate20.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

// src/core/config.ts
function editDistance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length];
}
function suggestKey(key, allowed) {
  let best;
  let bestDistance = Math.max(2, Math.floor(key.length / 3)) + 1;
  for (const candidate of allowed) {
    const d = editDistance(key.toLowerCase().replaceAll("-", "_"), candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}
var EMPTY_STRING_HINT = {
  baseline: 'Write the path of the baseline file, e.g. bench/baseline.json, or leave "baseline" out',
  name: "Write the name of the benchmark to protect",
  reason: 'Say why the benchmark is protected (e.g. "GC timing makes it swing by 10%"): the report shows it'
};
function notADate(source, name, until) {
  return inputError(`${source}: protected "${name}"`, `"until" is not a date: ${typeof until === "string" ? until : JSON.stringify(until)}`, "Write a real date as YYYY-MM-DD, e.g. 2025-06-30");
}
function parseConfig(json, source) {
  if (!config_validator_default(json)) {
    const error = config_validator_default.errors[0];
    if (error.keyword === "additionalProperties") {
      const key = String(error.params.additionalProperty);
      const scope = error.instancePath.split("/")[1] ?? "";
      const allowed = CONFIG_KEYS[scope] ?? [];
      const suggestion = suggestKey(key, allowed);
      const where2 = error.instancePath === "" ? source : `${source}: ${describePath(error.instancePath, json)}`;
      throw inputError(where2, `unknown key "${key}"`, suggestion ? `Did you mean "${suggestion}"?` : `Allowed keys: ${allowed.join(", ")}`);
    }
    const where = describePath(error.instancePath, json);
    const value2 = valueAt(error.instancePath, json);
    if ((error.instancePath === "/aggregate" || /^\/metrics\/[^/]*\/aggregate$/.test(error.instancePath)) && typeof value2 === "string") parseAggregate(value2, `${source}: ${where}`);
    const until = /^\/protected\/(\d+)\/until$/.exec(error.instancePath);
    if (until) throw notADate(source, String(valueAt(`/protected/${until[1]}/name`, json)), value2);
    if (error.keyword === "minLength") throw inputError(`${source}: ${where}`, "is empty", EMPTY_STRING_HINT[error.instancePath.split("/").at(-1)] ?? "Write a value, or leave the key out");
    if (error.keyword === "minProperties") {
      const scope = error.instancePath.split("/")[1];
      throw inputError(`${source}: ${where}`, "is empty", `Give it ${(CONFIG_KEYS[scope] ?? []).map((k) => `"${k}"`).join(" or ")}, or leave it out`);
    }
    throw inputError(source, describeSchemaError(error, json), "Fix that key; schemas/config-v1.schema.json describes every key");
  }
  const config = json;
  if (config.aggregate !== void 0) parseAggregate(config.aggregate, `${source}: aggregate`);
  const seen = /* @__PURE__ */ new Map();
  (config.protected ?? []).forEach((p, index) => {
    const first = seen.get(p.name);
    if (first !== void 0) throw inputError(`${source}: protected`, `"${p.name}" is listed twice (protected[${first}] and protected[${index}])`, "List each protected benchmark once");
    if (p.until !== void 0 && !isCalendarDate(p.until)) throw notADate(source, p.name, p.until);
    seen.set(p.name, index);
  });
  return config;
}

// src/core/settings.ts
function metricRulesOf(config, flags) {
  const rules = {};
  for (const [name, rule] of Object.entries(config.metrics ?? {})) rules[name] = { ...rule };
  for (const [name, threshold] of Object.entries(flags.metricThresholds ?? {})) rules[name] = { ...Object.hasOwn(rules, name) ? rules[name] : {}, threshold };
  return rules;
}
function gateOptions(config, flags) {
  const protectedList = [...config.protected ?? []];
  for (const name of flags.protect ?? []) {
    if (!protectedList.some((p) => p.name === name)) protectedList.push({ name });
  }
  const overrides = { ...config.benchmarks ?? {} };
  const aggregateText = flags.aggregate ?? config.aggregate;
  return {
    threshold: flags.threshold ?? config.threshold ?? DEFAULT_GATE_OPTIONS.threshold,
    geomeanThreshold: flags.geomeanThreshold ?? config.geomean_threshold ?? DEFAULT_GATE_OPTIONS.geomeanThreshold,
    aggregate: aggregateText === void 0 ? DEFAULT_GATE_OPTIONS.aggregate : parseAggregate(aggregateText, "--aggregate"),
    protected: protectedList,
    protectedInGeomean: flags.protectedInGeomean ?? config.protected_in_geomean ?? DEFAULT_GATE_OPTIONS.protectedInGeomean,
    allowMissing: flags.allowMissing ?? config.allow_missing ?? DEFAULT_GATE_OPTIONS.allowMissing,
    overrides,
    today: flags.today,
    acceptedBy: flags.acceptedBy,
    method: flags.method ?? config.method ?? DEFAULT_GATE_OPTIONS.method,
    alpha: flags.alpha ?? config.alpha ?? DEFAULT_GATE_OPTIONS.alpha,
    ...config.runs !== void 0 ? { expectedRuns: config.runs } : {},
    ...flags.metrics !== void 0 && flags.metrics.length > 0 ? { metrics: flags.metrics } : {},
    metricRules: metricRulesOf(config, flags)
  };
}

// src/core/schema-fast-path.ts
function isObject(value2) {
  return value2 !== null && typeof value2 === "object" && !Array.isArray(value2);
}
function isNumber(value2) {
  return typeof value2 === "number" && Number.isFinite(value2);
}
function optionalNumber(value2) {
  return value2 === void 0 || isNumber(value2);
}
function optionalDirection(value2) {
  return value2 === void 0 || value2 === "higher" || value2 === "lower";
}
function optionalUnit(value2) {
  return value2 === void 0 || typeof value2 === "string" && isSchemaUnit(value2);
}
function numbers(value2, minimum) {
  if (!Array.isArray(value2)) return false;
  for (let i = 0; i < value2.length; i++) {
    const v = value2[i];
    if (!isNumber(v) || minimum !== void 0 && v < minimum) return false;
  }
  return true;
}
function metricValid(m) {
  if (m === null || isNumber(m)) return true;
  if (!isObject(m)) return false;
  return isNumber(m.value) && m.value >= 0 && optionalUnit(m.unit) && optionalDirection(m.direction) && (m.samples === void 0 || numbers(m.samples, 0));
}
function metricsValid(metrics) {
  if (metrics === void 0) return true;
  if (!isObject(metrics)) return false;
  for (const key in metrics) if (!metricValid(metrics[key])) return false;
  return true;
}
function entryValid(e) {
  if (!isObject(e)) return false;
  return typeof e.name === "string" && e.name !== "" && optionalNumber(e.value) && optionalUnit(e.unit) && optionalDirection(e.direction) && optionalNumber(e.ops_per_sec) && optionalNumber(e.time_ms) && optionalNumber(e.iterations) && (e.samples === void 0 || numbers(e.samples, void 0)) && (e.success === void 0 || typeof e.success === "boolean") && (e.error === void 0 || e.error === null || typeof e.error === "string") && metricsValid(e.metrics);
}
function optionalString(value2) {
  return value2 === void 0 || typeof value2 === "string";
}
function optionalInteger(value2, minimum) {
  return value2 === void 0 || Number.isInteger(value2) && value2 >= minimum;
}
function metadataValid(m) {
  if (!isObject(m)) return false;
  const { tool, environment: env, ab } = m;
  return optionalString(m.commit) && optionalString(m.branch) && optionalString(m.timestamp) && (tool === void 0 || isObject(tool) && typeof tool.name === "string" && optionalString(tool.version)) && (env === void 0 || isObject(env) && optionalString(env.cpu_model) && optionalInteger(env.cpu_count, 1) && optionalString(env.os) && optionalString(env.arch) && optionalString(env.runtime)) && (ab === void 0 || isObject(ab) && (ab.side === "base" || ab.side === "head") && ab.round !== void 0 && optionalInteger(ab.round, 1) && (ab.order === void 0 || ab.order === 1 || ab.order === 2) && optionalInteger(ab.seed, 0));
}
function samplesOfValid(value2) {
  return value2 === void 0 || value2 === "runs" || value2 === "iterations";
}
function surelyValid(json, validate2) {
  if (!isObject(json) || json.schema_version !== 1 || !samplesOfValid(json.samples_of)) return false;
  const entries = json.benchmarks;
  if (!Array.isArray(entries) || entries.length === 0) return false;
  for (let i = 0; i < entries.length; i++) if (!entryValid(entries[i])) return false;
  return metadataSurelyValid(json.metadata, validate2);
}
function metadataSurelyValid(metadata, validate2) {
  return metadata === void 0 || metadataValid(metadata) || validate2({ schema_version: 1, benchmarks: [{ name: "metadata" }], metadata });
}

// generated/benchmark-validator.js
var import_ucs2length2 = __toESM(require_ucs2length(), 1);
var benchmark_validator_default = validate202;
var schema312 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "urn:bench-gate:schema:benchmark-v1", "type": "object", "required": ["schema_version", "benchmarks"], "properties": { "schema_version": { "const": 1 }, "benchmarks": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/benchmark" } }, "metadata": { "$ref": "#/$defs/metadata" }, "samples_of": { "enum": ["runs", "iterations"] } }, "$defs": { "benchmark": { "type": "object", "required": ["name"], "properties": { "name": { "type": "string", "minLength": 1 }, "value": { "type": "number" }, "unit": { "type": "string", "maxLength": 64, "pattern": "^[\\p{L}\\p{N}%/._ ()^·*+-]*$" }, "direction": { "enum": ["higher", "lower"] }, "ops_per_sec": { "type": "number" }, "time_ms": { "type": "number" }, "iterations": { "type": "number" }, "samples": { "type": "array", "items": { "type": "number" } }, "success": { "type": "boolean" }, "error": { "type": ["string", "null"] }, "metrics": { "type": "object", "additionalProperties": { "anyOf": [{ "$ref": "#/$defs/metric" }, { "type": ["number", "null"] }] } } } }, "metric": { "type": "object", "required": ["value"], "properties": { "value": { "type": "number", "minimum": 0 }, "unit": { "type": "string", "maxLength": 64, "pattern": "^[\\p{L}\\p{N}%/._ ()^·*+-]*$" }, "direction": { "enum": ["higher", "lower"] }, "samples": { "type": "array", "items": { "type": "number", "minimum": 0 } } } }, "metadata": { "type": "object", "properties": { "commit": { "type": "string" }, "branch": { "type": "string" }, "timestamp": { "type": "string" }, "tool": { "type": "object", "required": ["name"], "properties": { "name": { "type": "string" }, "version": { "type": "string" } } }, "environment": { "type": "object", "properties": { "cpu_model": { "type": "string" }, "cpu_count": { "type": "integer", "minimum": 1 }, "os": { "type": "string" }, "arch": { "type": "string" }, "runtime": { "type": "string" } } }, "ab": { "type": "object", "required": ["side", "round"], "properties": { "side": { "enum": ["base", "head"] }, "round": { "type": "integer", "minimum": 1 }, "order": { "enum": [1, 2] }, "seed": { "type": "integer", "minimum": 0 } } } } } } };
var schema34 = { "type": "object", "properties": { "commit": { "type": "string" }, "branch": { "type": "string" }, "timestamp": { "type": "string" }, "tool": { "type": "object", "required": ["name"], "properties": { "name": { "type": "string" }, "version": { "type": "string" } } }, "environment": { "type": "object", "properties": { "cpu_model": { "type": "string" }, "cpu_count": { "type": "integer", "minimum": 1 }, "os": { "type": "string" }, "arch": { "type": "string" }, "runtime": { "type": "string" } } }, "ab": { "type": "object", "required": ["side", "round"], "properties": { "side": { "enum": ["base", "head"] }, "round": { "type": "integer", "minimum": 1 }, "order": { "enum": [1, 2] }, "seed": { "type": "integer", "minimum": 0 } } } } };
var schema32 = { "type": "object", "required": ["name"], "properties": { "name": { "type": "string", "minLength": 1 }, "value": { "type": "number" }, "unit": { "type": "string", "maxLength": 64, "pattern": "^[\\p{L}\\p{N}%/._ ()^·*+-]*$" }, "direction": { "enum": ["higher", "lower"] }, "ops_per_sec": { "type": "number" }, "time_ms": { "type": "number" }, "iterations": { "type": "number" }, "samples": { "type": "array", "items": { "type": "number" } }, "success": { "type": "boolean" }, "error": { "type": ["string", "null"] }, "metrics": { "type": "object", "additionalProperties": { "anyOf": [{ "$ref": "#/$defs/metric" }, { "type": ["number", "null"] }] } } } };
var schema33 = { "type": "object", "required": ["value"], "properties": { "value": { "type": "number", "minimum": 0 }, "unit": { "type": "string", "maxLength": 64, "pattern": "^[\\p{L}\\p{N}%/._ ()^·*+-]*$" }, "direction": { "enum": ["higher", "lower"] }, "samples": { "type": "array", "items": { "type": "number", "minimum": 0 } } } };
var func12 = import_ucs2length2.default.default ?? import_ucs2length2.default;
var pattern42 = new RegExp("^[\\p{L}\\p{N}%/._ ()^·*+-]*$", "u");
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.name === void 0 && (missing0 = "name")) {
        validate21.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.name !== void 0) {
          let data0 = data.name;
          const _errs1 = errors;
          if (errors === _errs1) {
            if (typeof data0 === "string") {
              if (func12(data0) < 1) {
                validate21.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                return false;
              }
            } else {
              validate21.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
              return false;
            }
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.value !== void 0) {
            let data1 = data.value;
            const _errs3 = errors;
            if (!(typeof data1 == "number" && isFinite(data1))) {
              validate21.errors = [{ instancePath: instancePath + "/value", schemaPath: "#/properties/value/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.unit !== void 0) {
              let data2 = data.unit;
              const _errs5 = errors;
              if (errors === _errs5) {
                if (typeof data2 === "string") {
                  if (func12(data2) > 64) {
                    validate21.errors = [{ instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters" }];
                    return false;
                  } else {
                    if (!pattern42.test(data2)) {
                      validate21.errors = [{ instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/pattern", keyword: "pattern", params: { pattern: "^[\\p{L}\\p{N}%/._ ()^·*+-]*$" }, message: 'must match pattern "^[\\p{L}\\p{N}%/._ ()^·*+-]*$"' }];
                      return false;
                    }
                  }
                } else {
                  validate21.errors = [{ instancePath: instancePath + "/unit", schemaPath: "#/properties/unit/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                  return false;
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.direction !== void 0) {
                let data3 = data.direction;
                const _errs7 = errors;
                if (!(data3 === "higher" || data3 === "lower")) {
                  validate21.errors = [{ instancePath: instancePath + "/direction", schemaPath: "#/properties/direction/enum", keyword: "enum", params: { allowedValues: schema32.properties.direction.enum }, message: "must be equal to one of the allowed values" }];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.ops_per_sec !== void 0) {
                  let data4 = data.ops_per_sec;
                  const _errs8 = errors;
                  if (!(typeof data4 == "number" && isFinite(data4))) {
                    validate21.errors = [{ instancePath: instancePath + "/ops_per_sec", schemaPath: "#/properties/ops_per_sec/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                    return false;
                  }
                  var valid0 = _errs8 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.time_ms !== void 0) {
                    let data5 = data.time_ms;
                    const _errs10 = errors;
                    if (!(typeof data5 == "number" && isFinite(data5))) {
                      validate21.errors = [{ instancePath: instancePath + "/time_ms", schemaPath: "#/properties/time_ms/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                      return false;
                    }
                    var valid0 = _errs10 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.iterations !== void 0) {
                      let data6 = data.iterations;
                      const _errs12 = errors;
                      if (!(typeof data6 == "number" && isFinite(data6))) {
                        validate21.errors = [{ instancePath: instancePath + "/iterations", schemaPath: "#/properties/iterations/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                        return false;
                      }
                      var valid0 = _errs12 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.samples !== void 0) {
                        let data7 = data.samples;
                        const _errs14 = errors;
                        if (errors === _errs14) {
                          if (Array.isArray(data7)) {
                            var valid1 = true;
                            const len0 = data7.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                              let data8 = data7[i0];
                              const _errs16 = errors;
                              if (!(typeof data8 == "number" && isFinite(data8))) {
                                validate21.errors = [{ instancePath: instancePath + "/samples/" + i0, schemaPath: "#/properties/samples/items/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                return false;
                              }
                              var valid1 = _errs16 === errors;
                              if (!valid1) {
                                break;
                              }
                            }
                          } else {
                            validate21.errors = [{ instancePath: instancePath + "/samples", schemaPath: "#/properties/samples/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                            return false;
                          }
                        }
                        var valid0 = _errs14 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.success !== void 0) {
                          const _errs18 = errors;
                          if (typeof data.success !== "boolean") {
                            validate21.errors = [{ instancePath: instancePath + "/success", schemaPath: "#/properties/success/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                            return false;
                          }
                          var valid0 = _errs18 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.error !== void 0) {
                            let data10 = data.error;
                            const _errs20 = errors;
                            if (typeof data10 !== "string" && data10 !== null) {
                              validate21.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/type", keyword: "type", params: { type: schema32.properties.error.type }, message: "must be string,null" }];
                              return false;
                            }
                            var valid0 = _errs20 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.metrics !== void 0) {
                              let data11 = data.metrics;
                              const _errs22 = errors;
                              if (errors === _errs22) {
                                if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                                  for (const key0 in data11) {
                                    let data12 = data11[key0];
                                    const _errs25 = errors;
                                    const _errs26 = errors;
                                    let valid3 = false;
                                    const _errs27 = errors;
                                    const _errs28 = errors;
                                    if (errors === _errs28) {
                                      if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                                        let missing1;
                                        if (data12.value === void 0 && (missing1 = "value")) {
                                          const err0 = { instancePath: instancePath + "/metrics/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/metric/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" };
                                          if (vErrors === null) {
                                            vErrors = [err0];
                                          } else {
                                            vErrors.push(err0);
                                          }
                                          errors++;
                                        } else {
                                          if (data12.value !== void 0) {
                                            let data13 = data12.value;
                                            const _errs30 = errors;
                                            if (errors === _errs30) {
                                              if (typeof data13 == "number" && isFinite(data13)) {
                                                if (data13 < 0 || isNaN(data13)) {
                                                  const err1 = { instancePath: instancePath + "/metrics/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/value", schemaPath: "#/$defs/metric/properties/value/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                                  if (vErrors === null) {
                                                    vErrors = [err1];
                                                  } else {
                                                    vErrors.push(err1);
                                                  }
                                                  errors++;
                                                }
                                              } else {
                                                const err2 = { instancePath: instancePath + "/metrics/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/value", schemaPath: "#/$defs/metric/properties/value/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                                if (vErrors === null) {
                                                  vErrors = [err2];
                                                } else {
                                                  vErrors.push(err2);
                                                }
                                                errors++;
                                              }
                                            }
                                            var valid5 = _errs30 === errors;
                                          } else {
                                            var valid5 = true;
                                          }
                                          if (valid5) {
                                            if (data12.unit !== void 0) {
                                              let data14 = data12.unit;
                                              const _errs32 = errors;
                                              if (errors === _errs32) {
                                                if (typeof data14 === "string") {
                                                  if (func12(data14) > 64) {
                                                    const err3 = { instancePath: instancePath + "/metrics/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/unit", schemaPath: "#/$defs/metric/properties/unit/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters" };
                                                    if (vErrors === null) {
                                                      vErrors = [err3];
                                                    } else {
                                                      vErrors.push(err3);
                                                    }
                                                    errors++;
                                                  } else {
                                                    if (!pattern42.test(data14)) {
                                                      const err4 = { instancePath: instancePath + "/metrics/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/unit", schemaPath: "#/$defs/metric/properties/unit/pattern", keyword: "pattern", params: { pattern: "^[\\p{L}\\p{N}%/._ ()^·*+-]*$" }, message: 'must match pattern "^[\\p{L}\\p{N}%/._ ()^·*+-]*$"' };
                                                      if (vErrors === null) {
                                                        vErrors = [err4];
                                                      } else {
                                                        vErrors.push(err4);
                                                      }
                                                      errors++;
                                                    }
                                                  }
                                                } else {
                                                  const err5 = { instancePath: instancePath + "/metrics/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/unit", schemaPath: "#/$defs/metric/properties/unit/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                  if (vErrors === null) {
                                                    vErrors = [err5];
                                                  } else {
                                                    vErrors.push(err5);
                                                  }
                                                  errors++;
                                                }
                                              }
                                              var valid5 = _errs32 === errors;
                                            } else {
                                              var valid5 = true;
                                            }
                                            if (valid5) {
                                              if (data12.direction !== void 0) {
                                                let data15 = data12.direction;
                                                const _errs34 = errors;
                                                if (!(data15 === "higher" || data15 === "lower")) {
                                                  const err6 = { instancePath: instancePath + "/metrics/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/direction", schemaPath: "#/$defs/metric/properties/direction/enum", keyword: "enum", params: { allowedValues: schema33.properties.direction.enum }, message: "must be equal to one of the allowed values" };
                                                  if (vErrors === null) {
                                                    vErrors = [err6];
                                                  } else {
                                                    vErrors.push(err6);
                                                  }
                                                  errors++;
                                                }
                                                var valid5 = _errs34 === errors;
                                              } else {
                                                var valid5 = true;
                                              }
                                              if (valid5) {
                                                if (data12.samples !== void 0) {
                                                  let data16 = data12.samples;
                                                  const _errs35 = errors;
                                                  if (errors === _errs35) {
                                                    if (Array.isArray(data16)) {
                                                      var valid6 = true;
                                                      const len1 = data16.length;
                                                      for (let i1 = 0; i1 < len1; i1++) {
                                                        let data17 = data16[i1];
                                                        const _errs37 = errors;
                                                        if (errors === _errs37) {
                                                          if (typeof data17 == "number" && isFinite(data17)) {
                                                            if (data17 < 0 || isNaN(data17)) {
                                                              const err7 = { instancePath: instancePath + "/metrics/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/samples/" + i1, schemaPath: "#/$defs/metric/properties/samples/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                                              if (vErrors === null) {
                                                                vErrors = [err7];
                                                              } else {
                                                                vErrors.push(err7);
                                                              }
                                                              errors++;
                                                            }
                                                          } else {
                                                            const err8 = { instancePath: instancePath + "/metrics/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/samples/" + i1, schemaPath: "#/$defs/metric/properties/samples/items/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                                                            if (vErrors === null) {
                                                              vErrors = [err8];
                                                            } else {
                                                              vErrors.push(err8);
                                                            }
                                                            errors++;
                                                          }
                                                        }
                                                        var valid6 = _errs37 === errors;
                                                        if (!valid6) {
                                                          break;
                                                        }
                                                      }
                                                    } else {
                                                      const err9 = { instancePath: instancePath + "/metrics/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/samples", schemaPath: "#/$defs/metric/properties/samples/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                                                      if (vErrors === null) {
                                                        vErrors = [err9];
                                                      } else {
                                                        vErrors.push(err9);
                                                      }
                                                      errors++;
                                                    }
                                                  }
                                                  var valid5 = _errs35 === errors;
                                                } else {
                                                  var valid5 = true;
                                                }
                                              }
                                            }
                                          }
                                        }
                                      } else {
                                        const err10 = { instancePath: instancePath + "/metrics/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/metric/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                                        if (vErrors === null) {
                                          vErrors = [err10];
                                        } else {
                                          vErrors.push(err10);
                                        }
                                        errors++;
                                      }
                                    }
                                    var _valid0 = _errs27 === errors;
                                    valid3 = valid3 || _valid0;
                                    if (_valid0) {
                                      var props0 = {};
                                      props0.value = true;
                                      props0.unit = true;
                                      props0.direction = true;
                                      props0.samples = true;
                                    }
                                    const _errs39 = errors;
                                    if (!(typeof data12 == "number" && isFinite(data12)) && data12 !== null) {
                                      const err11 = { instancePath: instancePath + "/metrics/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/metrics/additionalProperties/anyOf/1/type", keyword: "type", params: { type: schema32.properties.metrics.additionalProperties.anyOf[1].type }, message: "must be number,null" };
                                      if (vErrors === null) {
                                        vErrors = [err11];
                                      } else {
                                        vErrors.push(err11);
                                      }
                                      errors++;
                                    }
                                    var _valid0 = _errs39 === errors;
                                    valid3 = valid3 || _valid0;
                                    if (!valid3) {
                                      const err12 = { instancePath: instancePath + "/metrics/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/metrics/additionalProperties/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                                      if (vErrors === null) {
                                        vErrors = [err12];
                                      } else {
                                        vErrors.push(err12);
                                      }
                                      errors++;
                                      validate21.errors = vErrors;
                                      return false;
                                    } else {
                                      errors = _errs26;
                                      if (vErrors !== null) {
                                        if (_errs26) {
                                          vErrors.length = _errs26;
                                        } else {
                                          vErrors = null;
                                        }
                                      }
                                    }
                                    var valid2 = _errs25 === errors;
                                    if (!valid2) {
                                      break;
                                    }
                                  }
                                } else {
                                  validate21.errors = [{ instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                  return false;
                                }
                              }
                              var valid0 = _errs22 === errors;
                            } else {
                              var valid0 = true;
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate21.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { "props": { "name": true, "value": true, "unit": true, "direction": true, "ops_per_sec": true, "time_ms": true, "iterations": true, "samples": true, "success": true, "error": true, "metrics": true }, "dynamicProps": false, "dynamicItems": false };
function validate202(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate202.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.schema_version === void 0 && (missing0 = "schema_version") || data.benchmarks === void 0 && (missing0 = "benchmarks")) {
        validate202.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
        return false;
      } else {
        if (data.schema_version !== void 0) {
          const _errs1 = errors;
          if (1 !== data.schema_version) {
            validate202.errors = [{ instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" }];
            return false;
          }
          var valid0 = _errs1 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.benchmarks !== void 0) {
            let data1 = data.benchmarks;
            const _errs2 = errors;
            if (errors === _errs2) {
              if (Array.isArray(data1)) {
                if (data1.length < 1) {
                  validate202.errors = [{ instancePath: instancePath + "/benchmarks", schemaPath: "#/properties/benchmarks/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                  return false;
                } else {
                  var valid1 = true;
                  const len0 = data1.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    const _errs4 = errors;
                    if (!validate21(data1[i0], { instancePath: instancePath + "/benchmarks/" + i0, parentData: data1, parentDataProperty: i0, rootData, dynamicAnchors })) {
                      vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                      errors = vErrors.length;
                    }
                    var valid1 = _errs4 === errors;
                    if (!valid1) {
                      break;
                    }
                  }
                }
              } else {
                validate202.errors = [{ instancePath: instancePath + "/benchmarks", schemaPath: "#/properties/benchmarks/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                return false;
              }
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.metadata !== void 0) {
              let data3 = data.metadata;
              const _errs5 = errors;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                  if (data3.commit !== void 0) {
                    const _errs8 = errors;
                    if (typeof data3.commit !== "string") {
                      validate202.errors = [{ instancePath: instancePath + "/metadata/commit", schemaPath: "#/$defs/metadata/properties/commit/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                      return false;
                    }
                    var valid3 = _errs8 === errors;
                  } else {
                    var valid3 = true;
                  }
                  if (valid3) {
                    if (data3.branch !== void 0) {
                      const _errs10 = errors;
                      if (typeof data3.branch !== "string") {
                        validate202.errors = [{ instancePath: instancePath + "/metadata/branch", schemaPath: "#/$defs/metadata/properties/branch/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                      }
                      var valid3 = _errs10 === errors;
                    } else {
                      var valid3 = true;
                    }
                    if (valid3) {
                      if (data3.timestamp !== void 0) {
                        const _errs12 = errors;
                        if (typeof data3.timestamp !== "string") {
                          validate202.errors = [{ instancePath: instancePath + "/metadata/timestamp", schemaPath: "#/$defs/metadata/properties/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                          return false;
                        }
                        var valid3 = _errs12 === errors;
                      } else {
                        var valid3 = true;
                      }
                      if (valid3) {
                        if (data3.tool !== void 0) {
                          let data7 = data3.tool;
                          const _errs14 = errors;
                          if (errors === _errs14) {
                            if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                              let missing1;
                              if (data7.name === void 0 && (missing1 = "name")) {
                                validate202.errors = [{ instancePath: instancePath + "/metadata/tool", schemaPath: "#/$defs/metadata/properties/tool/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                return false;
                              } else {
                                if (data7.name !== void 0) {
                                  const _errs16 = errors;
                                  if (typeof data7.name !== "string") {
                                    validate202.errors = [{ instancePath: instancePath + "/metadata/tool/name", schemaPath: "#/$defs/metadata/properties/tool/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid4 = _errs16 === errors;
                                } else {
                                  var valid4 = true;
                                }
                                if (valid4) {
                                  if (data7.version !== void 0) {
                                    const _errs18 = errors;
                                    if (typeof data7.version !== "string") {
                                      validate202.errors = [{ instancePath: instancePath + "/metadata/tool/version", schemaPath: "#/$defs/metadata/properties/tool/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                      return false;
                                    }
                                    var valid4 = _errs18 === errors;
                                  } else {
                                    var valid4 = true;
                                  }
                                }
                              }
                            } else {
                              validate202.errors = [{ instancePath: instancePath + "/metadata/tool", schemaPath: "#/$defs/metadata/properties/tool/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid3 = _errs14 === errors;
                        } else {
                          var valid3 = true;
                        }
                        if (valid3) {
                          if (data3.environment !== void 0) {
                            let data10 = data3.environment;
                            const _errs20 = errors;
                            if (errors === _errs20) {
                              if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                                if (data10.cpu_model !== void 0) {
                                  const _errs22 = errors;
                                  if (typeof data10.cpu_model !== "string") {
                                    validate202.errors = [{ instancePath: instancePath + "/metadata/environment/cpu_model", schemaPath: "#/$defs/metadata/properties/environment/properties/cpu_model/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                  }
                                  var valid5 = _errs22 === errors;
                                } else {
                                  var valid5 = true;
                                }
                                if (valid5) {
                                  if (data10.cpu_count !== void 0) {
                                    let data12 = data10.cpu_count;
                                    const _errs24 = errors;
                                    if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
                                      validate202.errors = [{ instancePath: instancePath + "/metadata/environment/cpu_count", schemaPath: "#/$defs/metadata/properties/environment/properties/cpu_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                      return false;
                                    }
                                    if (errors === _errs24) {
                                      if (typeof data12 == "number" && isFinite(data12)) {
                                        if (data12 < 1 || isNaN(data12)) {
                                          validate202.errors = [{ instancePath: instancePath + "/metadata/environment/cpu_count", schemaPath: "#/$defs/metadata/properties/environment/properties/cpu_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                          return false;
                                        }
                                      }
                                    }
                                    var valid5 = _errs24 === errors;
                                  } else {
                                    var valid5 = true;
                                  }
                                  if (valid5) {
                                    if (data10.os !== void 0) {
                                      const _errs26 = errors;
                                      if (typeof data10.os !== "string") {
                                        validate202.errors = [{ instancePath: instancePath + "/metadata/environment/os", schemaPath: "#/$defs/metadata/properties/environment/properties/os/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                      var valid5 = _errs26 === errors;
                                    } else {
                                      var valid5 = true;
                                    }
                                    if (valid5) {
                                      if (data10.arch !== void 0) {
                                        const _errs28 = errors;
                                        if (typeof data10.arch !== "string") {
                                          validate202.errors = [{ instancePath: instancePath + "/metadata/environment/arch", schemaPath: "#/$defs/metadata/properties/environment/properties/arch/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                          return false;
                                        }
                                        var valid5 = _errs28 === errors;
                                      } else {
                                        var valid5 = true;
                                      }
                                      if (valid5) {
                                        if (data10.runtime !== void 0) {
                                          const _errs30 = errors;
                                          if (typeof data10.runtime !== "string") {
                                            validate202.errors = [{ instancePath: instancePath + "/metadata/environment/runtime", schemaPath: "#/$defs/metadata/properties/environment/properties/runtime/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                          var valid5 = _errs30 === errors;
                                        } else {
                                          var valid5 = true;
                                        }
                                      }
                                    }
                                  }
                                }
                              } else {
                                validate202.errors = [{ instancePath: instancePath + "/metadata/environment", schemaPath: "#/$defs/metadata/properties/environment/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                return false;
                              }
                            }
                            var valid3 = _errs20 === errors;
                          } else {
                            var valid3 = true;
                          }
                          if (valid3) {
                            if (data3.ab !== void 0) {
                              let data16 = data3.ab;
                              const _errs32 = errors;
                              if (errors === _errs32) {
                                if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
                                  let missing2;
                                  if (data16.side === void 0 && (missing2 = "side") || data16.round === void 0 && (missing2 = "round")) {
                                    validate202.errors = [{ instancePath: instancePath + "/metadata/ab", schemaPath: "#/$defs/metadata/properties/ab/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                    return false;
                                  } else {
                                    if (data16.side !== void 0) {
                                      let data17 = data16.side;
                                      const _errs34 = errors;
                                      if (!(data17 === "base" || data17 === "head")) {
                                        validate202.errors = [{ instancePath: instancePath + "/metadata/ab/side", schemaPath: "#/$defs/metadata/properties/ab/properties/side/enum", keyword: "enum", params: { allowedValues: schema34.properties.ab.properties.side.enum }, message: "must be equal to one of the allowed values" }];
                                        return false;
                                      }
                                      var valid6 = _errs34 === errors;
                                    } else {
                                      var valid6 = true;
                                    }
                                    if (valid6) {
                                      if (data16.round !== void 0) {
                                        let data18 = data16.round;
                                        const _errs35 = errors;
                                        if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)) && isFinite(data18))) {
                                          validate202.errors = [{ instancePath: instancePath + "/metadata/ab/round", schemaPath: "#/$defs/metadata/properties/ab/properties/round/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                          return false;
                                        }
                                        if (errors === _errs35) {
                                          if (typeof data18 == "number" && isFinite(data18)) {
                                            if (data18 < 1 || isNaN(data18)) {
                                              validate202.errors = [{ instancePath: instancePath + "/metadata/ab/round", schemaPath: "#/$defs/metadata/properties/ab/properties/round/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                              return false;
                                            }
                                          }
                                        }
                                        var valid6 = _errs35 === errors;
                                      } else {
                                        var valid6 = true;
                                      }
                                      if (valid6) {
                                        if (data16.order !== void 0) {
                                          let data19 = data16.order;
                                          const _errs37 = errors;
                                          if (!(data19 === 1 || data19 === 2)) {
                                            validate202.errors = [{ instancePath: instancePath + "/metadata/ab/order", schemaPath: "#/$defs/metadata/properties/ab/properties/order/enum", keyword: "enum", params: { allowedValues: schema34.properties.ab.properties.order.enum }, message: "must be equal to one of the allowed values" }];
                                            return false;
                                          }
                                          var valid6 = _errs37 === errors;
                                        } else {
                                          var valid6 = true;
                                        }
                                        if (valid6) {
                                          if (data16.seed !== void 0) {
                                            let data20 = data16.seed;
                                            const _errs38 = errors;
                                            if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)) && isFinite(data20))) {
                                              validate202.errors = [{ instancePath: instancePath + "/metadata/ab/seed", schemaPath: "#/$defs/metadata/properties/ab/properties/seed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                              return false;
                                            }
                                            if (errors === _errs38) {
                                              if (typeof data20 == "number" && isFinite(data20)) {
                                                if (data20 < 0 || isNaN(data20)) {
                                                  validate202.errors = [{ instancePath: instancePath + "/metadata/ab/seed", schemaPath: "#/$defs/metadata/properties/ab/properties/seed/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                  return false;
                                                }
                                              }
                                            }
                                            var valid6 = _errs38 === errors;
                                          } else {
                                            var valid6 = true;
                                          }
                                        }
                                      }
                                    }
                                  }
                                } else {
                                  validate202.errors = [{ instancePath: instancePath + "/metadata/ab", schemaPath: "#/$defs/metadata/properties/ab/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                  return false;
                                }
                              }
                              var valid3 = _errs32 === errors;
                            } else {
                              var valid3 = true;
                            }
                          }
                        }
                      }
                    }
                  }
                } else {
                  validate202.errors = [{ instancePath: instancePath + "/metadata", schemaPath: "#/$defs/metadata/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                  return false;
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.samples_of !== void 0) {
                let data21 = data.samples_of;
                const _errs40 = errors;
                if (!(data21 === "runs" || data21 === "iterations")) {
                  validate202.errors = [{ instancePath: instancePath + "/samples_of", schemaPath: "#/properties/samples_of/enum", keyword: "enum", params: { allowedValues: schema312.properties.samples_of.enum }, message: "must be equal to one of the allowed values" }];
                  return false;
                }
                var valid0 = _errs40 === errors;
              } else {
                var valid0 = true;
              }
            }
          }
        }
      }
    } else {
      validate202.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
      return false;
    }
  }
  validate202.errors = vErrors;
  return errors === 0;
}
validate202.evaluated = { "props": { "schema_version": true, "benchmarks": true, "metadata": true, "samples_of": true }, "dynamicProps": false, "dynamicItems": false };

// src/core/validate.ts
var HINT_CONVERT = "If it is another tool's output, convert it with `bench-diff convert`";
function validateDocument(json, source) {
  if (json === null || typeof json !== "object" || Array.isArray(json)) {
    throw inputError(source, "is not a schema_version 1 benchmark file (expected a JSON object)", HINT_CONVERT);
  }
  const version = json.schema_version;
  if (version === void 0) {
    throw inputError(source, 'has no "schema_version"', `Add "schema_version": 1. ${HINT_CONVERT}`);
  }
  if (version !== 1) {
    throw inputError(source, `schema_version is ${JSON.stringify(version)}, but this version of bench-gate reads schema_version 1`, "Upgrade bench-gate or write schema_version 1");
  }
  if (isPlainRun(json)) return json;
  if (!surelyValid(json, benchmark_validator_default) && !benchmark_validator_default(json)) {
    const error = benchmark_validator_default.errors[0];
    if (error.keyword === "minItems" && error.instancePath === "/benchmarks") {
      throw inputError(source, "the benchmark list is empty", "A run must hold at least one benchmark; did the benchmark command fail?");
    }
    throw inputError(source, describeSchemaError(error, json), "Fix the file (schemas/benchmark-v1.schema.json describes it), or regenerate it");
  }
  const document = json;
  checkEntries(document.benchmarks, source);
  return document;
}
var lastUnique = [];
function sameNames(entries, names) {
  if (entries.length !== names.length) return false;
  for (let i = 0; i < entries.length; i++) if (entries[i].name !== names[i]) return false;
  return true;
}
function isPlainRun(json) {
  const entries = json.benchmarks;
  const names = lastUnique;
  if (!Array.isArray(entries) || entries.length === 0 || entries.length !== names.length || !metadataSurelyValid(json.metadata, benchmark_validator_default)) return false;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (!entryValid(entry) || entry.name !== names[i] || !isFailed(entry) && !hasGatableValue(entry)) return false;
  }
  return true;
}
function checkEntries(entries, source) {
  const unique = sameNames(entries, lastUnique);
  const seen = unique ? void 0 : /* @__PURE__ */ new Set();
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index];
    if (seen) {
      if (seen.has(entry.name)) {
        const first = entries.findIndex((e) => e.name === entry.name);
        throw inputError(entryPlace(source, index, entry.name), `duplicate name, also at benchmarks[${first}]`, "Names must be unique within a run");
      }
      seen.add(entry.name);
    }
    if (!isFailed(entry) && !hasGatableValue(entry)) checkGatedValue(entry, entryPlace(source, index, entry.name));
  }
  if (seen) lastUnique = [...seen];
}

// src/formats/shared/compact.ts
function compact(value2) {
  return Object.fromEntries(Object.entries(value2).filter(([, v]) => v !== void 0));
}

// src/formats/shared/input-errors.ts
function linePlace(input, line) {
  return `${typeof input === "string" ? input : input.path}: line ${line}`;
}
function lineError(input, line, what, hint) {
  return inputError(linePlace(input, line), what, hint);
}
function noBenchmarks(path, expected) {
  return inputError(path, "no benchmarks found", `Expected ${expected}`);
}

// src/formats/shared/json-reader.ts
function isObject2(value2) {
  return value2 !== null && typeof value2 === "object" && !Array.isArray(value2);
}
function isFiniteNumber(value2) {
  return typeof value2 === "number" && Number.isFinite(value2);
}
function keyPath(parent, key) {
  if (typeof key === "number") return `${parent}[${key}]`;
  const safe = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  if (parent === "") return safe;
  return safe.startsWith('"') ? `${parent}[${safe}]` : `${parent}.${safe}`;
}
function describe(value2) {
  if (value2 === void 0) return "nothing";
  if (value2 === null) return "null";
  if (Array.isArray(value2)) return "an array";
  if (typeof value2 === "object") return "an object";
  if (typeof value2 === "number" && !Number.isFinite(value2)) return `number ${String(value2)}`;
  const text = JSON.stringify(value2);
  return text.length > 40 ? `${typeof value2} ${text.slice(0, 37)}...` : `${typeof value2} ${text}`;
}
var JsonReader = class {
  /** `hint` says what to do about a malformed value, e.g. which command writes the file again. */
  constructor(file, hint) {
    this.file = file;
    this.hint = hint;
  }
  file;
  hint;
  /** The parsed JSON of a file input, or an InputError saying why there is none. */
  document(input, title) {
    if (input.kind !== "file") throw inputError(input.path, `is a directory, not ${title}`, this.hint);
    if (input.jsonError) throw new InputError(input.jsonError);
    if (input.json === void 0) throw inputError(input.path, `is not JSON, so not ${title}`, this.hint);
    return input.json;
  }
  /** The error at `place` (a key path; '' is the whole document). */
  error(place, what, hint = this.hint) {
    return inputError(place === "" ? this.file : `${this.file}: ${place}`, what, hint);
  }
  fail(place, what, hint) {
    throw this.error(place, what, hint);
  }
  expected(place, what, value2) {
    this.fail(place, `expected ${what}, found ${describe(value2)}`);
  }
  object(value2, place) {
    return isObject2(value2) ? value2 : this.expected(place, "an object", value2);
  }
  array(value2, place) {
    return Array.isArray(value2) ? value2 : this.expected(place, "an array", value2);
  }
  string(value2, place) {
    return typeof value2 === "string" && value2 !== "" ? value2 : this.expected(place, "a non-empty string", value2);
  }
  number(value2, place) {
    return isFiniteNumber(value2) ? value2 : this.expected(place, "a number", value2);
  }
  /** A value the gate can compare: positive and finite. */
  gated(value2, place) {
    const n = this.number(value2, place);
    const bad = badValueReason(n);
    if (bad) this.fail(place, `${bad} (${String(n)})`, "A gated value must be a positive finite number");
    return n;
  }
  /** An array of finite numbers (raw samples). */
  numbers(value2, place) {
    return this.array(value2, place).map((v, i) => this.number(v, keyPath(place, i)));
  }
  optionalNumber(value2, place) {
    return value2 === void 0 || value2 === null ? void 0 : this.number(value2, place);
  }
  optionalString(value2, place) {
    if (value2 === void 0 || value2 === null) return void 0;
    if (typeof value2 !== "string") this.expected(place, "a string", value2);
    return value2.trim() === "" ? void 0 : value2.trim();
  }
  optionalNumbers(value2, place) {
    return value2 === void 0 || value2 === null ? void 0 : this.numbers(value2, place);
  }
  /** `obj[key]` as a number, naming `parent.key` when it is missing or wrong. */
  numberAt(obj, parent, key) {
    return this.number(obj[key], keyPath(parent, key));
  }
  stringAt(obj, parent, key) {
    return this.string(obj[key], keyPath(parent, key));
  }
};

// src/formats/shared/unique-names.ts
function uniqueNames(items, nameOf2, repeated) {
  const out = [];
  const firstIndex = /* @__PURE__ */ new Map();
  for (const item of items) {
    const name = nameOf2(item);
    const first = firstIndex.get(name);
    if (first !== void 0) throw repeated({ name, item, index: out.length, first: out[first], firstIndex: first });
    firstIndex.set(name, out.length);
    out.push(item);
  }
  return out;
}
function repeatedAt(reader, places, hint = "Names must be unique within a run") {
  return ({ name, index, firstIndex }) => reader.error(places[index], `benchmark name "${name}" is used twice (also at ${places[firstIndex]})`, hint);
}

// src/formats/bencher.ts
var KNOWN_MEASURES = new Map(
  [
    ["latency", "Latency", { unit: "ns", direction: "lower" }],
    ["throughput", "Throughput", { unit: "ops/s", direction: "higher" }],
    ["build-time", "Build Time", { unit: "s", direction: "lower" }],
    ["file-size", "File Size", { unit: "B", direction: "lower" }],
    ["instructions", "Instructions", { unit: "instructions", direction: "lower" }],
    ["l1-accesses", "L1 Accesses", { unit: "accesses", direction: "lower" }],
    ["l2-accesses", "L2 Accesses", { unit: "accesses", direction: "lower" }],
    ["ram-accesses", "RAM Accesses", { unit: "accesses", direction: "lower" }],
    ["total-accesses", "Total Accesses", { unit: "accesses", direction: "lower" }],
    ["estimated-cycles", "Estimated Cycles", { unit: "cycles", direction: "lower" }]
  ].flatMap(([slug, name, known]) => [[slug, known], [name, known]])
);
var METRIC_KEYS = /* @__PURE__ */ new Set(["value", "lower_value", "upper_value"]);
function isMetric(m) {
  return isObject2(m) && isFiniteNumber(m.value) && Object.entries(m).every(([k, v]) => METRIC_KEYS.has(k) && isFiniteNumber(v));
}
function isMeasures(b) {
  return isObject2(b) && Object.keys(b).length > 0 && Object.values(b).every(isMetric);
}
function toEntry(r, benchmark, measure, metric, options) {
  const place = `${JSON.stringify(benchmark)}.${JSON.stringify(measure)}`;
  const m = r.object(metric, place);
  const known = KNOWN_MEASURES.get(measure);
  const direction = known?.direction ?? options.direction;
  return compact({
    name: `${benchmark} [${measure}]`,
    value: r.gated(m.value, `${place}.value`),
    unit: known?.unit ?? measure,
    direction,
    lower_value: r.optionalNumber(m.lower_value, `${place}.lower_value`),
    upper_value: r.optionalNumber(m.upper_value, `${place}.upper_value`)
  });
}
var bencher = {
  id: "bencher",
  title: "Bencher Metric Format (BMF) JSON",
  producedBy: "your benchmark harness, writing BMF JSON for `bencher run --adapter json`",
  detect(input) {
    if (input.kind !== "file" || !isObject2(input.json)) return false;
    const values = Object.values(input.json);
    return values.length > 0 && values.every(isMeasures);
  },
  parse(input, options) {
    const r = new JsonReader(input.path, 'Write Bencher Metric Format: {"<benchmark>": {"<measure>": {"value": <number>}}}');
    const doc = r.object(r.document(input, "Bencher Metric Format JSON"), "");
    const text = input.kind === "file" ? input.text : "";
    const duplicate = duplicateKey(text);
    if (duplicate !== void 0) {
      const keys = [...pointerParts(duplicate.path), duplicate.key];
      throw r.error(keys.map((k) => JSON.stringify(k)).join("."), `is given twice (${duplicateLines(text, duplicate)}), and JSON keeps only the last`, "Write each benchmark, and each measure of one, once");
    }
    const entries = [];
    const places = [];
    for (const [benchmark, measures] of Object.entries(doc)) {
      if (benchmark.trim() === "") throw r.error('""', "a benchmark has an empty name");
      for (const [measure, metric] of Object.entries(r.object(measures, JSON.stringify(benchmark)))) {
        entries.push(toEntry(r, benchmark, measure, metric, options));
        places.push(`${JSON.stringify(benchmark)}.${JSON.stringify(measure)}`);
      }
    }
    if (entries.length === 0) throw noBenchmarks(input.path, 'BMF JSON: {"<benchmark>": {"<measure>": {"value": <number>}}}');
    const benchmarks = uniqueNames(entries, (e) => e.name, repeatedAt(r, places));
    return { schema_version: 1, benchmarks, metadata: { tool: { name: "bencher" } } };
  }
};

// src/formats/benchmark-js.ts
var RESULT_RE = /^(.+) x ([\d,]*(?:\.\d+|(?<=\d))) ops\/sec [±\u00b1]([\d.]+)% \((\d+) runs? sampled\)$/;
var LOOKS_LIKE_RESULT_RE = /\bops\/sec\b|\bruns? sampled\b/;
var SUMMARY_RE = /^(Fastest|Slowest) is /;
var ANSI_RE = /\u001b\[[0-9;]*m/g;
function lines(text) {
  return text.replace(ANSI_RE, "").split(/\r?\n/).map((l) => l.trimStart());
}
var ERROR_START_RE = /^(?:[\w$.]*(?:Error|Exception)\b|(?:[\w$]+: (?:(?!: )[^,])*,)*(?:code|errno): )/;
var MAX_SPLITS = 8;
function failureOf(line) {
  if (SUMMARY_RE.test(line) || !line.includes(": ")) return void 0;
  if (line.endsWith(": ") && line.trimEnd().length > 1) {
    return { name: line.slice(0, -2), error: "the benchmark threw an error (benchmark.js printed no message)" };
  }
  const splits = [];
  for (let at2 = line.indexOf(": "); at2 > 0 && splits.length < MAX_SPLITS; at2 = line.indexOf(": ", at2 + 2)) splits.push(at2);
  const at = splits.find((i) => ERROR_START_RE.test(line.slice(i + 2))) ?? splits[0];
  if (at === void 0) return void 0;
  const message = line.slice(at + 2).trim();
  if (message === "" || !/(Error|Exception)\b/.test(message) && !ERROR_START_RE.test(message)) return void 0;
  return { name: line.slice(0, at), error: message };
}
function resultOf(path, line, n) {
  const m = RESULT_RE.exec(line.trimEnd());
  if (!m) {
    if (LOOKS_LIKE_RESULT_RE.test(line)) {
      throw lineError(path, n, 'looks like a benchmark.js result but does not read as "<name> x <n> ops/sec ±<rme>% (<runs> runs sampled)"', "Give the unmodified output of String(bench)");
    }
    return void 0;
  }
  const value2 = Number(m[2].replaceAll(",", ""));
  if (!Number.isFinite(value2) || value2 <= 0) {
    throw lineError(path, n, `"${m[1]}" has ${m[2]} ops/sec, which cannot be compared`, "A benchmark must run at least once; check the benchmark");
  }
  return { name: m[1], value: value2, unit: "ops/s", direction: "higher", rme_pct: Number(m[3]), runs_sampled: Number(m[4]) };
}
function* entriesOf(path, text) {
  for (const [i, line] of lines(text).entries()) {
    const entry = resultOf(path, line, i + 1) ?? failedEntry(line);
    if (entry) yield { entry, line: i + 1 };
  }
}
var benchmarkJs = {
  id: "benchmark-js",
  title: "benchmark.js text output",
  producedBy: "node suite.js  (a Benchmark.Suite with .on('cycle', e => console.log(String(e.target))))",
  detect(input) {
    if (input.kind !== "file" || input.json !== void 0) return false;
    if (!input.text.includes("±") && !input.text.includes("\x1B")) return false;
    return lines(input.text).some((l) => RESULT_RE.test(l.trimEnd()));
  },
  parse(input) {
    if (input.kind !== "file") throw inputError(input.path, "is a directory, not benchmark.js output", "Give the text file the suite printed");
    const found = uniqueNames(entriesOf(input.path, input.text), (f) => f.entry.name, ({ name, item, first }) => lineError(input, item.line, `benchmark "${name}" appears twice (also on line ${first.line})`, "Give each benchmark a unique name, or convert one suite run per file"));
    const benchmarks = found.map((f) => f.entry);
    if (benchmarks.length === 0) throw noBenchmarks(input.path, 'lines such as "RegExp#test x 4,161,532 ops/sec ±0.99% (59 runs sampled)"');
    return { schema_version: 1, benchmarks, metadata: { tool: { name: "benchmark.js" } } };
  }
};
function failedEntry(line) {
  const failure2 = failureOf(line);
  return failure2 && { name: failure2.name, unit: "ops/s", direction: "higher", success: false, error: failure2.error };
}

// src/formats/shared/line-patterns.ts
var SPACED_NAME = String.raw`\S(?:.*\S)?`;

// src/formats/shared/lines.ts
function forEachLine(text, visit) {
  let start = 0;
  for (let index = 0; ; index++) {
    const end = text.indexOf("\n", start);
    if (end < 0) {
      visit(text.slice(start), index);
      return;
    }
    visit(text.slice(start, end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end), index);
    start = end + 1;
  }
}

// src/formats/benchmark-luau.ts
var HINT = "Give the unchanged output of bench.py";
var NUM = String.raw`\d+(?:\.\d+)?`;
var NAME = SPACED_NAME;
var RESULT = new RegExp(String.raw`^SUCCESS:\s+(${NAME})\s+:\s+(${NUM})([a-zµ]+)\s+\+/-\s+(${NUM})%\s+on\s+(\S+)\s*$`);
var TABLE_ROW = new RegExp(String.raw`^\s*(${NAME})\s+\|\s+(${NUM})([a-zµ]+)\s+\|\s+${NUM}[a-zµ]+\s+\|\s+\S+\s+\|\s+(\S+)\s*$`);
var DETECT = /^SUCCESS:[^\S\r\n]+\S(?:.*\S)?[^\S\r\n]+:[^\S\r\n]+\d[\d.]*[a-zµ]+[^\S\r\n]+\+\/-[^\S\r\n]+[\d.]+%[^\S\r\n]+on[^\S\r\n]+\S/m;
function scan(input) {
  const found = [];
  const mins = /* @__PURE__ */ new Map();
  forEachLine(input.text, (raw, index) => {
    const line = index + 1;
    const text = raw.trimEnd();
    const m = RESULT.exec(text);
    if (m) {
      if (!isTimeUnit(m[3])) throw lineError(input, line, `"${m[3]}" is not a unit of time`, HINT);
      const entry = { name: m[1], value: Number(m[2]), unit: m[3], direction: "lower", stddev_percent: Number(m[4]), driver: m[5] };
      found.push({ name: m[1], driver: m[5], line, entry });
      return;
    }
    if (text.startsWith("SUCCESS")) throw lineError(input, line, "result line is not `SUCCESS: NAME : VALUEms +/- D% on DRIVER`", HINT);
    const row = TABLE_ROW.exec(text);
    if (row && row[1] !== "Total") mins.set(JSON.stringify([row[1].trim(), row[4]]), Number(row[2]));
  });
  for (const f of found) {
    const min = mins.get(JSON.stringify([f.name, f.driver]));
    if (min !== void 0) f.entry.min = min;
  }
  return found;
}
function detect(input) {
  return input.kind === "file" && input.json === void 0 && !input.jsonError && input.text.includes("SUCCESS:") && DETECT.test(input.text);
}
var benchmarkLuau = {
  id: "benchmark-luau",
  title: "Luau benchmark runner output",
  producedBy: "python bench/bench.py > bench.txt   (Luau's benchmark runner)",
  detect,
  parse(input) {
    if (input.kind !== "file") throw inputError(input.path, "is a directory, not benchmark output", "Give the text file");
    const found = scan(input);
    if (found.length === 0) throw inputError(input.path, 'no benchmarks found (expected lines like "SUCCESS: base64 : 15.041ms +/- 0.636% on luau")', HINT);
    const drivers = new Set(found.map((f) => f.driver));
    const seen = /* @__PURE__ */ new Map();
    const benchmarks = found.map((f) => {
      const name = drivers.size > 1 ? `${f.name} (${f.driver})` : f.name;
      const first = seen.get(name);
      if (first !== void 0) throw lineError(input, f.line, `benchmark "${name}" was already reported at line ${first}`, "Give one run per file");
      seen.set(name, f.line);
      return { ...f.entry, name };
    });
    return { schema_version: 1, benchmarks, metadata: { tool: { name: "benchmark-luau" } } };
  }
};

// src/formats/shared/metrics.ts
var LOWER_BY_NAME = /alloc|(?:^|[·.])gc(?:[.:]|$)|memory|rss|instructions/i;
function metricDirection2(name, unit) {
  if (LOWER_BY_NAME.test(name) || metricKind(name, unit) === "count") return "lower";
  return directionOfUnit(unit);
}
function metricOf(name, value2, unit, samples, direction) {
  if (typeof value2 !== "number" || !Number.isFinite(value2) || value2 < 0) return void 0;
  const d = direction ?? metricDirection2(name, unit);
  const kept = samples?.filter((s) => Number.isFinite(s) && s >= 0) ?? [];
  return { value: value2, unit, ...d ? { direction: d } : {}, ...kept.length > 1 && kept.length === samples.length ? { samples: [...kept] } : {} };
}
function metricsField(metrics) {
  const out = {};
  for (const [name, m] of Object.entries(metrics)) if (m) out[name] = m;
  return Object.keys(out).length > 0 ? { metrics: out } : {};
}

// src/formats/benchmarkdotnet.ts
function nameOf(r, b, place) {
  const full = r.optionalString(b.FullName, `${place}.FullName`);
  if (full) return full;
  const type = r.string(b.Type, `${place}.Type`);
  const method = r.string(b.Method, `${place}.Method`);
  const ns3 = r.optionalString(b.Namespace, `${place}.Namespace`);
  const params = r.optionalString(b.Parameters, `${place}.Parameters`);
  return `${ns3 ? `${ns3}.` : ""}${type}.${method}${params ? `(${params})` : ""}`;
}
function jobLabel(displayInfo) {
  if (!displayInfo) return void 0;
  const colon = displayInfo.indexOf(": ");
  if (colon < 0) return void 0;
  const job = withoutTrailingBrackets(displayInfo.slice(colon + 2)).trim();
  const open = job.endsWith(")") ? job.indexOf("(") : -1;
  if (open < 0) return job === "" ? void 0 : job;
  const id = job.slice(0, open);
  const settings = job.slice(open + 1, -1);
  return /^Job-[A-Z0-9]{6}$/.test(id) || id === "" ? settings || void 0 : id;
}
function withoutTrailingBrackets(text) {
  if (!text.endsWith("]")) return text;
  const open = text.indexOf("[", text.lastIndexOf("]", text.length - 2) + 1);
  return open >= 0 && open < text.length - 1 ? text.slice(0, open) : text;
}
function memoryMetrics(r, memory, place) {
  if (!isObject2(memory)) return {};
  const at = (key) => `${place}.Memory.${key}`;
  const out = { Allocated: metricOf("Allocated", r.optionalNumber(memory.BytesAllocatedPerOperation, at("BytesAllocatedPerOperation")), "B/op") };
  const operations = r.optionalNumber(memory.TotalOperations, at("TotalOperations"));
  for (const gen of [0, 1, 2]) {
    const collections = r.optionalNumber(memory[`Gen${gen}Collections`], at(`Gen${gen}Collections`));
    if (collections !== void 0 && collections > 0 && operations !== void 0 && operations > 0) {
      out[`Gen${gen}`] = metricOf(`Gen${gen}`, collections * 1e3 / operations, "collections/1k op", void 0, "lower");
    }
  }
  return out;
}
function toEntry2(r, b, place, name) {
  const extras = compact({
    method_title: r.optionalString(b.MethodTitle, `${place}.MethodTitle`),
    parameters: r.optionalString(b.Parameters, `${place}.Parameters`),
    job: jobLabel(r.optionalString(b.DisplayInfo, `${place}.DisplayInfo`)),
    memory: isObject2(b.Memory) ? b.Memory : void 0
  });
  if (b.Statistics === null || b.Statistics === void 0) {
    return { name, unit: "ns", direction: "lower", success: false, error: "BenchmarkDotNet reported no statistics (the benchmark failed; see its log)", ...extras };
  }
  const s = r.object(b.Statistics, `${place}.Statistics`);
  const value2 = r.gated(s.Median ?? s.Mean, `${place}.Statistics.${s.Median === void 0 ? "Mean" : "Median"}`);
  const samples = r.optionalNumbers(s.OriginalValues, `${place}.Statistics.OriginalValues`);
  return compact({
    name,
    value: value2,
    unit: "ns",
    direction: "lower",
    samples: samples && samples.length > 0 ? samples : void 0,
    mean: r.optionalNumber(s.Mean, `${place}.Statistics.Mean`),
    stddev: r.optionalNumber(s.StandardDeviation, `${place}.Statistics.StandardDeviation`),
    n: r.optionalNumber(s.N, `${place}.Statistics.N`),
    ...extras,
    ...metricsField(memoryMetrics(r, b.Memory, place))
  });
}
function metadataOf(r, host) {
  const h = isObject2(host) ? host : {};
  const at = (key) => `HostEnvironmentInfo.${key}`;
  const cores = r.optionalNumber(h.LogicalCoreCount, at("LogicalCoreCount")) ?? r.optionalNumber(h.ProcessorCount, at("ProcessorCount"));
  const cpu = isObject2(h.ProcessorName) ? r.optionalString(h.ProcessorName.Value, at("ProcessorName.Value")) : r.optionalString(h.ProcessorName, at("ProcessorName"));
  const environment = compact({
    cpu_model: cpu,
    cpu_count: cores !== void 0 && Number.isInteger(cores) && cores >= 1 ? cores : void 0,
    physical_cores: r.optionalNumber(h.PhysicalCoreCount, at("PhysicalCoreCount")),
    os: r.optionalString(h.OsVersion, at("OsVersion")),
    arch: r.optionalString(h.Architecture, at("Architecture")),
    runtime: r.optionalString(h.RuntimeVersion, at("RuntimeVersion")) ?? r.optionalString(h.ClrVersion, at("ClrVersion"))
  });
  return compact({
    tool: compact({ name: "BenchmarkDotNet", version: r.optionalString(h.BenchmarkDotNetVersion, at("BenchmarkDotNetVersion")) }),
    environment: Object.keys(environment).length > 0 ? environment : void 0
  });
}
var benchmarkdotnet = {
  id: "benchmarkdotnet",
  title: "BenchmarkDotNet JSON export",
  producedBy: "dotnet run -c Release -- --exporters json  (BenchmarkDotNet.Artifacts/results/*-report-full.json)",
  detect(input) {
    if (input.kind !== "file" || !isObject2(input.json)) return false;
    const doc = input.json;
    return isObject2(doc.HostEnvironmentInfo) && "BenchmarkDotNetVersion" in doc.HostEnvironmentInfo && Array.isArray(doc.Benchmarks);
  },
  parse(input) {
    const r = new JsonReader(input.path, "Give the file BenchmarkDotNet wrote (BenchmarkDotNet.Artifacts/results/*-report-full.json)");
    const doc = r.object(r.document(input, "a BenchmarkDotNet JSON export"), "");
    const list = r.array(doc.Benchmarks, "Benchmarks");
    if (list.length === 0) throw noBenchmarks(input.path, 'entries in "Benchmarks" (BenchmarkDotNet JsonExporter.Full or Brief)');
    const places = list.map((_, i) => `Benchmarks[${i}]`);
    const items = list.map((b, i) => r.object(b, places[i]));
    const bases = items.map((b, i) => nameOf(r, b, places[i]));
    const names = bases.map((base, i) => {
      if (bases.indexOf(base) === bases.lastIndexOf(base)) return base;
      const job = jobLabel(r.optionalString(items[i].DisplayInfo, `${places[i]}.DisplayInfo`));
      return job ? `${base} [${job}]` : base;
    });
    const entries = items.map((b, i) => toEntry2(r, b, places[i], names[i]));
    const benchmarks = uniqueNames(entries, (e) => e.name, repeatedAt(r, places, "Give the jobs distinct names (Job.WithId) so their results can be told apart"));
    return { schema_version: 1, benchmarks, metadata: metadataOf(r, doc.HostEnvironmentInfo) };
  }
};

// src/formats/shared/valgrind.ts
var TOP_FUNCTIONS = 10;
var MIN_SHARE = 0.01;
var UNIT = "instructions";
function irColumn(path, line, events, tool) {
  const index = events.trim().split(/\s+/).indexOf("Ir");
  if (index < 0) throw lineError(path, line, `the profile records no Ir (instructions) event, only "${events.trim().slice(0, 80)}"`, `Run ${tool} with its default events`);
  return index;
}
function countOf(path, line, text) {
  if (!/^\d{1,16}$/.test(text)) throw lineError(path, line, `"${text.slice(0, 40)}" is not an event count`, "Give the unchanged output file");
  return Number(text);
}
function addCost(functions, name, ir) {
  functions.set(name, (functions.get(name) ?? 0) + ir);
}
function topFunctions(functions, total) {
  const min = total * MIN_SHARE;
  const kept = [];
  for (const [name, ir] of functions) if (ir > 0 && ir >= min) kept.push([name, ir]);
  kept.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return kept.slice(0, TOP_FUNCTIONS);
}
function profileDocument(path, profile, tool) {
  if (profile.command === void 0 || profile.command === "") {
    throw lineError(path, 1, 'has no "cmd:" line naming the profiled program', `Give the unchanged ${tool} output file`);
  }
  if (profile.total === void 0) {
    throw lineError(path, 1, 'has no "summary:" line with the total', `The file was cut short: give the file ${tool} wrote when the program ended`);
  }
  if (profile.total === 0) throw lineError(path, 1, "counts no instruction at all (its total Ir is 0)", `Give the ${tool} profile of a run that did some work`);
  const instructions = (value2) => ({ value: value2, unit: UNIT, direction: "lower" });
  const metrics = { Ir: instructions(profile.total) };
  for (const [name, ir] of topFunctions(profile.functions, profile.total)) metrics[`Ir ${name}`] = instructions(ir);
  const version = profile.creator === void 0 ? void 0 : /-(\d[\w.]*)$/.exec(profile.creator)?.[1];
  return {
    schema_version: 1,
    benchmarks: [{ name: profile.name ?? profile.command.trim().replace(/\s+/g, " "), value: profile.total, unit: UNIT, direction: "lower", metrics }],
    metadata: { tool: { name: tool, ...version ? { version } : {} } }
  };
}
function headLines(text, count2) {
  return text.slice(0, 4096).split(/\r?\n/, count2);
}

// src/formats/cachegrind.ts
var HINT2 = "Give the unchanged cachegrind.out file";
function cutShortError(path, text, index, tool) {
  if (text === "" || text.endsWith("\n")) return void 0;
  let last = 0;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) last++;
  if (index !== last) return void 0;
  const partial = text.slice(text.lastIndexOf("\n") + 1).trimEnd();
  return lineError(path, index + 1, `ends in the middle of a line (${JSON.stringify(partial.slice(0, 60))}): the file was cut short`, `Give the whole file ${tool} wrote when the program ended`);
}
function readCachegrind(input) {
  const profile = { command: void 0, total: void 0, functions: /* @__PURE__ */ new Map() };
  let ir;
  let fn;
  const path = input.path;
  forEachLine(input.text, (raw, index) => {
    const line = index + 1;
    const text = raw.trimEnd();
    if (text === "" || text.startsWith("#")) return;
    const header = /^(desc|cmd|events|summary):\s?(.*)$/.exec(text);
    if (header) {
      const [, key, value2] = header;
      if (key === "cmd") profile.command = value2;
      else if (key === "events") ir = irColumn(path, line, value2, "cachegrind");
      else if (key === "summary") {
        if (ir === void 0) throw lineError(path, line, 'summary comes before the "events:" line', HINT2);
        profile.total = countOf(path, line, value2.trim().split(/\s+/)[ir] ?? "0");
      }
      return;
    }
    if (text.startsWith("fl=")) return;
    if (text.startsWith("fn=")) {
      fn = text.slice(3);
      return;
    }
    if (/^\d/.test(text)) {
      if (ir === void 0) throw lineError(path, line, 'counts come before the "events:" line', HINT2);
      if (fn === void 0) throw lineError(path, line, 'counts come before any "fn=" line', HINT2);
      const fields = text.split(/\s+/);
      countOf(path, line, fields[0]);
      const cost = fields[ir + 1];
      addCost(profile.functions, fn, cost === void 0 ? 0 : countOf(path, line, cost));
      return;
    }
    throw cutShortError(path, input.text, index, "cachegrind") ?? lineError(path, line, `"${text.slice(0, 60)}" is not a line of a Cachegrind profile`, HINT2);
  });
  return profile;
}
function detect2(input) {
  if (input.kind !== "file" || input.json !== void 0 || input.jsonError) return false;
  const head = headLines(input.text, 16).filter((l) => l.trim() !== "");
  if (head.length === 0 || !/^(?:desc|cmd):/.test(head[0])) return false;
  const keys = /* @__PURE__ */ new Set();
  for (const l of head) {
    const key = /^(\w+):/.exec(l)?.[1];
    if (key === void 0) break;
    keys.add(key);
  }
  return keys.has("cmd") && keys.has("events") && [...keys].every((k) => k === "desc" || k === "cmd" || k === "events");
}
var cachegrind = {
  id: "cachegrind",
  title: "Valgrind Cachegrind profile (instruction counts)",
  producedBy: "valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=cachegrind.out ./bench",
  detect: detect2,
  parse(input) {
    if (input.kind !== "file") throw inputError(input.path, "is a directory, not a Cachegrind profile", HINT2);
    return profileDocument(input.path, readCachegrind(input), "cachegrind");
  }
};

// src/formats/callgrind.ts
var HINT3 = "Give the unchanged callgrind.out file";
var HEADER = /^([A-Za-z][\w-]*):\s?(.*)$/;
var SPEC = /^(ob|fl|fi|fe|fn|cob|cfi|cfl|cfn|calls|jump|jcnd)=(.*)$/;
var POSITION = /^(?:0x[0-9a-fA-F]+|\d+|[+-]\d+|[+-]0x[0-9a-fA-F]+|\*)$/;
function read(input) {
  const path = input.path;
  const profile = { command: void 0, total: void 0, functions: /* @__PURE__ */ new Map() };
  const names = /* @__PURE__ */ new Map();
  let positions = 1;
  let ir;
  let fn;
  let callCost = false;
  let summary;
  let totals;
  const nameOf2 = (line, spec) => {
    const m = /^\((\d+)\)(?:\s(.*))?$/.exec(spec);
    if (!m) return spec;
    if (m[2] !== void 0) {
      names.set(m[1], m[2]);
      return m[2];
    }
    const known = names.get(m[1]);
    if (known === void 0) throw lineError(path, line, `function (${m[1]}) is used before its name is given`, HINT3);
    return known;
  };
  const irOf = (line, counts2) => {
    if (ir === void 0) throw lineError(path, line, 'a total comes before the "events:" line', HINT3);
    const field = counts2.trim().split(/\s+/)[ir];
    return field === void 0 || field === "" ? 0 : countOf(path, line, field);
  };
  forEachLine(input.text, (raw, index) => {
    const line = index + 1;
    const text = raw.trimEnd();
    if (text === "" || text.startsWith("#")) return;
    const spec = SPEC.exec(text);
    if (spec) {
      const [, key, value2] = spec;
      if (key === "fn") fn = nameOf2(line, value2).replace(/'\d+$/, "");
      else if (key === "cfn") nameOf2(line, value2);
      else if (key === "calls") callCost = true;
      return;
    }
    if (/^[\d+\-*]/.test(text)) {
      const fields = text.split(/\s+/);
      for (let i = 0; i < positions; i++) {
        if (fields[i] === void 0 || !POSITION.test(fields[i])) throw cutShortError(path, input.text, index, "callgrind") ?? lineError(path, line, `"${text.slice(0, 60)}" does not start with ${positions} position${positions === 1 ? "" : "s"}`, HINT3);
      }
      if (ir === void 0) throw lineError(path, line, 'counts come before the "events:" line', HINT3);
      const cost = fields[positions + ir];
      const value2 = cost === void 0 ? 0 : countOf(path, line, cost);
      for (let i = positions; i < fields.length; i++) countOf(path, line, fields[i]);
      if (callCost) {
        callCost = false;
        return;
      }
      if (fn === void 0) throw lineError(path, line, 'counts come before any "fn=" line', HINT3);
      addCost(profile.functions, fn, value2);
      return;
    }
    const header = HEADER.exec(text);
    if (header) {
      const [, key, value2] = header;
      if (key === "cmd") profile.command = value2;
      else if (key === "creator") profile.creator = value2.trim();
      else if (key === "positions") positions = value2.trim().split(/\s+/).length;
      else if (key === "events") ir = irColumn(path, line, value2, "callgrind");
      else if (key === "summary") summary = irOf(line, value2);
      else if (key === "totals") totals = (totals ?? 0) + irOf(line, value2);
      return;
    }
    throw cutShortError(path, input.text, index, "callgrind") ?? lineError(path, line, `"${text.slice(0, 60)}" is not a line of a Callgrind profile`, HINT3);
  });
  profile.total = totals ?? summary;
  return profile;
}
var IAI_COMMAND = /\s--iai-run\s+\S+\s+\d+\s+\d+\s+(\S+)\s*$/;
var GUNGRAUN_COMMAND = /\s--gungraun-run(?:\s|$)/;
function gungraunBenchmarkName(path) {
  const [file, group, dir, base] = path.split(/[\\/]/).slice(-4);
  if (file === void 0 || group === void 0 || dir === void 0 || base !== `callgrind.${dir}.out`) return void 0;
  const dot = dir.indexOf(".");
  return dot < 0 ? `${file}::${group}::${dir}` : `${file}::${group}::${dir.slice(0, dot)} ${dir.slice(dot + 1)}`;
}
function iaiBenchmarkName(path, command) {
  if (GUNGRAUN_COMMAND.test(command)) return gungraunBenchmarkName(path);
  const modulePath = IAI_COMMAND.exec(command)?.[1];
  if (modulePath === void 0) return void 0;
  const fn = modulePath.slice(modulePath.lastIndexOf(":") + 1);
  const file = /(?:^|[\\/])callgrind\.(.+)\.out$/.exec(path)?.[1];
  return file !== void 0 && file.startsWith(`${fn}.`) ? `${modulePath} ${file.slice(fn.length + 1)}` : modulePath;
}
function detect3(input) {
  if (input.kind !== "file" || input.json !== void 0 || input.jsonError) return false;
  const head = headLines(input.text, 12);
  if (head[0]?.trim() === "# callgrind format") return true;
  return /^version:\s*\d/.test(head[0] ?? "") && head.some((l) => /^creator:\s*callgrind/.test(l));
}
var callgrind = {
  id: "callgrind",
  title: "Valgrind Callgrind profile (instruction counts)",
  producedBy: "valgrind --tool=callgrind --callgrind-out-file=callgrind.out ./bench",
  detect: detect3,
  parse(input) {
    if (input.kind !== "file") throw inputError(input.path, "is a directory, not a Callgrind profile", HINT3);
    const profile = read(input);
    const name = profile.command === void 0 ? void 0 : iaiBenchmarkName(input.path, profile.command);
    return profileDocument(input.path, name === void 0 ? profile : { ...profile, name }, "callgrind");
  }
};

// src/formats/shared/xml-reader.ts
var NAMED_ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
function decodeEntities(text, line, fail) {
  return text.replace(/&([^;&\s]*);?/g, (whole, body) => {
    if (!whole.endsWith(";")) throw fail(line, `"&" not followed by an entity (write &amp;)`);
    if (Object.hasOwn(NAMED_ENTITIES, body)) return NAMED_ENTITIES[body];
    const numeric = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(body);
    const code = numeric ? numeric[1] !== void 0 ? parseInt(numeric[1], 16) : Number(numeric[2]) : Number.NaN;
    if (!Number.isInteger(code) || code > 1114111 || code >= 55296 && code <= 57343) {
      throw fail(line, `unknown entity "&${body};"`);
    }
    return String.fromCodePoint(code);
  });
}
function lineAt(text, offset, from) {
  let line = from.line;
  for (let i = from.offset; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  from.offset = offset;
  from.line = line;
  return line;
}
var NAME2 = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
var ATTRIBUTE = /\s+([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
function parseTag(text, start, line, fail) {
  const closing = text[start + 1] === "/";
  NAME2.lastIndex = start + (closing ? 2 : 1);
  const name = NAME2.exec(text)?.[0];
  if (!name) throw fail(line, 'a "<" that starts no element name (write &lt; in text)');
  let at = NAME2.lastIndex;
  if (closing) {
    const end2 = /^\s*>/.exec(text.slice(at, at + 200));
    if (!end2) throw fail(line, `closing tag </${name}> is not terminated by ">"`);
    return { event: { kind: "close", name, line }, end: at + end2[0].length };
  }
  const attributes = /* @__PURE__ */ new Map();
  for (; ; ) {
    ATTRIBUTE.lastIndex = at;
    const m = ATTRIBUTE.exec(text);
    if (!m) break;
    if (attributes.has(m[1])) throw fail(line, `attribute "${m[1]}" appears twice in <${name}>`);
    attributes.set(m[1], decodeEntities(m[2] ?? m[3], line, fail));
    at = ATTRIBUTE.lastIndex;
  }
  const end = /^\s*(\/?)>/.exec(text.slice(at, at + 200));
  if (!end) throw fail(line, `tag <${name}> is not terminated by ">" or has a malformed attribute`);
  return { event: { kind: "open", name, attributes, line, selfClosing: end[1] === "/" }, end: at + end[0].length };
}
function skipSpecial(text, i, line, fail) {
  const forms = [["<!--", "-->", "comment"], ["<?", "?>", "processing instruction"], ["<![CDATA[", "]]>", "CDATA section"], ["<!", ">", "declaration"]];
  for (const [open, close, what] of forms) {
    if (!text.startsWith(open, i)) continue;
    const end = text.indexOf(close, i + open.length);
    if (end < 0) throw fail(line, `unterminated ${what}`);
    return end + close.length;
  }
  return void 0;
}
function readXml(text, fail) {
  const events = [];
  const open = [];
  const cursor = { offset: 0, line: 1 };
  let i = text.indexOf("<");
  while (i >= 0) {
    const line = lineAt(text, i, cursor);
    const skipped = skipSpecial(text, i, line, fail);
    if (skipped !== void 0) {
      i = text.indexOf("<", skipped);
      continue;
    }
    const { event, end } = parseTag(text, i, line, fail);
    if (event.kind === "open") {
      if (!event.selfClosing) open.push(event);
    } else {
      const top = open.pop();
      if (!top) throw fail(line, `</${event.name}> closes no open element`);
      if (top.name !== event.name) throw fail(line, `</${event.name}> closes <${top.name}> (opened at line ${top.line})`);
    }
    events.push(event);
    i = text.indexOf("<", end);
  }
  const unclosed = open.pop();
  if (unclosed) throw fail(unclosed.line, `<${unclosed.name}> is never closed (is the file cut short?)`);
  return events;
}

// src/formats/shared/catch2-names.ts
function placeIds() {
  const ids = /* @__PURE__ */ new Map();
  return (parent, name) => {
    const key = `${parent}\0${name}`;
    let id = ids.get(key);
    if (id === void 0) ids.set(key, id = ids.size + 1);
    return id;
  };
}
function assignRuns(id, place) {
  const { results, sections } = place;
  const m = sections.length > 0 && results.length % sections.length === 0 ? results.length / sections.length : 0;
  const fits = m > 0 && results.every((r, i) => r.sectionsBefore - Math.floor(i / m) === 0 || r.sectionsBefore - Math.floor(i / m) === 1);
  results.forEach(({ found, sectionsBefore }, i) => {
    found.visit = fits ? `${id}:${Math.floor(i / m)}` : `${id}~${sectionsBefore}`;
    found.below = fits ? sections[Math.floor(i / m)] : `~${sectionsBefore}`;
  });
}
function benchmarksOf(found) {
  const places = /* @__PURE__ */ new Map();
  const out = [];
  for (const f of found) {
    const key = `${f.place}\0${f.name}`;
    let place = places.get(key);
    if (!place) {
      place = { visit: f.visit, index: 0, slots: [] };
      places.set(key, place);
    } else if (place.visit !== f.visit) {
      place.visit = f.visit;
      place.index = 0;
    } else {
      place.index++;
    }
    const slot = place.slots[place.index] ??= { benchmarks: [], below: /* @__PURE__ */ new Map() };
    const at = slot.below.get(f.below) ?? 0;
    slot.below.set(f.below, at + 1);
    const runs = slot.benchmarks[at];
    if (runs) runs.push(f);
    else {
      slot.benchmarks.push([f]);
      out.push(slot.benchmarks[at]);
    }
  }
  return out;
}
function entryOf(runs) {
  const failed2 = runs.find((r) => r.entry.success === false);
  if (failed2) return failed2.entry;
  const [first, ...later] = runs;
  if (later.length === 0) return first.entry;
  return { ...first.entry, rerun_means: later.map((r) => r.entry.value) };
}
function catch2Names(found) {
  const benchmarks = benchmarksOf(found);
  const count2 = /* @__PURE__ */ new Map();
  for (const [f] of benchmarks) count2.set(f.name, (count2.get(f.name) ?? 0) + 1);
  const used = /* @__PURE__ */ new Map();
  return benchmarks.map((runs) => {
    const f = runs[0];
    const base = count2.get(f.name) > 1 ? [...f.path, f.name].join(" / ") : f.name;
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return { ...entryOf(runs), name: n > 1 ? `${base} #${n}` : base, ...f.path.length > 0 ? { test_case: f.path[0] } : {} };
  });
}

// src/formats/catch2.ts
var ROOT = /<(?:Catch|Catch2TestRun)[\s>/]/y;
function hasCatch2Root(text) {
  let at = 0;
  for (; ; ) {
    while (at < text.length && /\s/.test(text[at])) at++;
    const [open, close] = text.startsWith("<?", at) ? ["<?", "?>"] : text.startsWith("<!--", at) ? ["<!--", "-->"] : [];
    if (open === void 0 || close === void 0) break;
    const end = text.indexOf(close, at + open.length);
    if (end < 0) return false;
    at = end + close.length;
  }
  ROOT.lastIndex = at;
  return ROOT.test(text);
}
var HINT4 = "Give the unchanged output of the tests run with -r xml";
function numberAttribute(input, e, key, required) {
  const text = e.attributes.get(key)?.trim();
  if (text === void 0) {
    if (required) throw lineError(input, e.line, `<${e.name}> has no ${key} attribute`, HINT4);
    return void 0;
  }
  if (/^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(text)) return Number(text);
  if (!required && /^[-+]?(?:inf|nan)/i.test(text)) return void 0;
  throw lineError(input, e.line, `${key}="${text}" of <${e.name}> is not a finite number`, HINT4);
}
function entryOf2(input, bench, parts) {
  const name = bench.attributes.get("name") ?? "";
  if (parts.failed !== void 0) return { name, success: false, error: parts.failed || "benchmark failed" };
  if (!parts.mean) throw lineError(input, bench.line, `<BenchmarkResults name="${name}"> has no <mean> (was the run cut short?)`, HINT4);
  const n = (e, key) => e ? numberAttribute(input, e, key, false) : void 0;
  const { mean: mean2, standardDeviation: sd, outliers } = parts;
  const lower = n(mean2, "lowerBound");
  const upper = n(mean2, "upperBound");
  const level = n(mean2, "ci");
  const extra = {
    sample_count: n(bench, "samples"),
    resamples: n(bench, "resamples"),
    iterations: n(bench, "iterations"),
    clock_resolution: n(bench, "clockResolution"),
    estimated_duration: n(bench, "estimatedDuration"),
    confidence_interval: lower !== void 0 && upper !== void 0 ? { lower, upper, ...level !== void 0 ? { level } : {} } : void 0,
    stddev: n(sd, "value"),
    stddev_confidence_interval: sd && n(sd, "lowerBound") !== void 0 ? { lower: n(sd, "lowerBound"), upper: n(sd, "upperBound") } : void 0,
    outliers: outliers ? { variance: n(outliers, "variance"), low_mild: n(outliers, "lowMild"), low_severe: n(outliers, "lowSevere"), high_mild: n(outliers, "highMild"), high_severe: n(outliers, "highSevere") } : void 0
  };
  return {
    name,
    value: numberAttribute(input, mean2, "value", true),
    unit: "ns",
    direction: "lower",
    ...Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== void 0)),
    success: true,
    error: null
  };
}
function walk(input) {
  const events = readXml(input.text, (line, what) => lineError(input, line, `malformed XML: ${what}`, HINT4));
  const result = { found: [], root: void 0 };
  const path = [];
  const named = () => path.filter((p) => p !== void 0);
  const placeOf2 = placeIds();
  const frames = [];
  const opened = [];
  const inSections = [];
  const testCases = [];
  const lastOpened = (s) => String(opened[(s.end ?? opened.length) - 1]);
  let bench;
  const finish2 = () => {
    if (!bench) return;
    const frame = frames[frames.length - 1];
    const found = { name: bench.event.attributes.get("name") ?? "", path: named(), line: bench.event.line, entry: entryOf2(input, bench.event, bench.parts), place: frame?.place ?? 0, visit: "", below: "" };
    result.found.push(found);
    if (frame && "section" in frame) {
      found.visit = frame.section.id;
      inSections.push({ found, visit: frame.section });
    } else if (frame) frame.testCase.results.push({ found, sectionsBefore: frame.testCase.sections.length });
    bench = void 0;
  };
  for (const e of events) {
    if (e.kind === "close") {
      if (e.name === "BenchmarkResults") finish2();
      else if (e.name === "TestCase" || e.name === "Section") {
        path.pop();
        const frame = frames.pop();
        if (frame && "section" in frame) frame.section.end = opened.length;
      }
      continue;
    }
    result.root ??= e;
    if (e.name === "BenchmarkResults") {
      if (!e.attributes.get("name")) throw lineError(input, e.line, "<BenchmarkResults> has no name", HINT4);
      bench = { event: e, parts: {} };
      if (e.selfClosing) finish2();
    } else if (bench && (e.name === "mean" || e.name === "standardDeviation" || e.name === "outliers")) {
      bench.parts[e.name] = e;
    } else if (bench && e.name === "failed") {
      bench.parts.failed = e.attributes.get("message") ?? "";
    } else if (e.name === "Section" || e.name === "TestCase" && !e.selfClosing) {
      const parent = frames[frames.length - 1];
      const name = e.attributes.get("name");
      const place = name === void 0 ? parent?.place ?? 0 : placeOf2(parent?.place ?? 0, name);
      if (e.name === "TestCase") {
        const testCase = { results: [], sections: [] };
        testCases.push(testCase);
        path.push(name);
        frames.push({ place, testCase });
        continue;
      }
      const visit = { id: `s${opened.length}`, at: opened.length };
      opened.push(place);
      if (parent && "testCase" in parent) parent.testCase.sections.push(visit);
      if (e.selfClosing) visit.end = opened.length;
      else {
        path.push(name);
        frames.push({ place, section: visit });
      }
    }
  }
  for (const { found, visit } of inSections) found.below = (visit.end ?? opened.length) - 1 > visit.at ? lastOpened(visit) : "";
  testCases.forEach((t, i) => assignRuns(i, { results: t.results, sections: t.sections.map(lastOpened) }));
  return result;
}
var catch2 = {
  id: "catch2",
  title: "Catch2 XML reporter (benchmarks)",
  producedBy: './tests "[!benchmark]" -r xml > bench.xml',
  detect(input) {
    return input.kind === "file" && input.json === void 0 && !input.jsonError && hasCatch2Root(input.text);
  },
  parse(input) {
    if (input.kind !== "file") throw inputError(input.path, "is a directory, not Catch2 XML", "Give the XML file");
    const { found, root } = walk(input);
    if (found.length === 0) {
      throw inputError(input.path, "no benchmarks found (expected <BenchmarkResults> elements)", 'Run the benchmarks with their tag, e.g. ./tests "[!benchmark]" -r xml');
    }
    const version = root?.attributes.get("catch2-version");
    const executable = root?.attributes.get("name");
    return {
      schema_version: 1,
      benchmarks: catch2Names(found),
      metadata: {
        tool: { name: "Catch2", ...version ? { version } : {} },
        ...executable ? { executable } : {}
      }
    };
  }
};

// src/formats/catch2-console.ts
var HINT5 = "Give the unchanged console output of the benchmarks (or run them with -r xml)";
var NUM2 = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?|[-+]?(?:inf|nan)`;
var DURATION = String.raw`(${NUM2}) (ns|us|µs|ms|s|m)`;
var HEADER2 = /^benchmark name\s+samples\s+iterations\s+(?:estimated|est run time)\s*$/;
var ROW = new RegExp(String.raw`^((?:\s*${SPACED_NAME})?)\s+(\d+)\s+(\d+)\s+${DURATION}\s*$`);
var STATS = new RegExp(String.raw`^\s+${DURATION}\s+${DURATION}\s+${DURATION}\s*$`, "i");
var FAILED = new RegExp(String.raw`^((?:\s*${SPACED_NAME})?)\s+Benchmark failed \((.*)\)\s*$`);
var RULE = /^-{20,}$/;
function ns(value2, unit) {
  const n = Number(value2);
  return Number.isFinite(n) ? Number(convertTime(n, unit, "ns").toPrecision(12)) : void 0;
}
function entryOf3(input, p) {
  const { row, mean: mean2 } = p;
  if (!row || !mean2) throw lineError(input, p.line, `benchmark "${p.name}" has no mean line (was the output cut short?)`, HINT5);
  const value2 = ns(mean2[1], mean2[2]);
  if (value2 === void 0) throw lineError(input, p.line, `the mean of "${p.name}" is ${mean2[1]}, not a finite number`, HINT5);
  const lower = ns(mean2[3], mean2[4]);
  const upper = ns(mean2[5], mean2[6]);
  return {
    name: p.name,
    value: value2,
    unit: "ns",
    direction: "lower",
    sample_count: Number(row[2]),
    iterations: Number(row[3]),
    ...ns(row[4], row[5]) === void 0 ? {} : { estimated_duration: ns(row[4], row[5]) },
    ...lower !== void 0 && upper !== void 0 ? { confidence_interval: { lower, upper } } : {},
    success: true,
    error: null
  };
}
function addStddev(entry, sd) {
  const value2 = ns(sd[1], sd[2]);
  const lower = ns(sd[3], sd[4]);
  const upper = ns(sd[5], sd[6]);
  if (value2 !== void 0) entry.stddev = value2;
  if (lower !== void 0 && upper !== void 0) entry.stddev_confidence_interval = { lower, upper };
}
function scan2(input) {
  const lines2 = input.text.split(/\r?\n/).map((l) => l.trimEnd());
  const found = [];
  let path = [];
  const placeOf2 = placeIds();
  const places = /* @__PURE__ */ new Map();
  const stateOf = (place) => {
    let state = places.get(place);
    if (!state) places.set(place, state = { results: [], sections: [], inSections: false });
    return state;
  };
  let chain = [0];
  const here = (f) => {
    const place = chain[chain.length - 1];
    const state = stateOf(place);
    const found2 = { ...f, place, visit: "", below: "" };
    state.results.push({ found: found2, sectionsBefore: state.sections.length });
    return found2;
  };
  let inTable = false;
  let pending;
  let last;
  let version;
  let executable;
  const pieces = [];
  for (let i = 0; i < lines2.length; i++) {
    const text = lines2[i];
    const line = i + 1;
    const banner = /^(\S+) is a Catch2? v(\d[\w.-]*) host application\.$/.exec(text);
    if (banner) {
      executable ??= banner[1];
      version ??= banner[2];
      continue;
    }
    if (RULE.test(text) && !inTable) {
      const names = [];
      let j = i + 1;
      while (j < lines2.length && !RULE.test(lines2[j]) && names.length < 64) names.push(lines2[j++]);
      if (j < lines2.length && RULE.test(lines2[j]) && names.length > 0) {
        path = names.map((n) => n.trim());
        chain = [];
        for (const name of path) chain.push(placeOf2(chain[chain.length - 1] ?? 0, name));
        const own = chain[chain.length - 1];
        for (const outer of chain.slice(0, -1)) {
          const state = stateOf(outer);
          if (!state.inSections) state.sections.push("");
          state.inSections = true;
          state.sections[state.sections.length - 1] += `${own},`;
        }
        stateOf(own).inSections = false;
        i = j;
      }
      continue;
    }
    if (HEADER2.test(text)) {
      inTable = true;
      i += 3;
      continue;
    }
    if (!inTable) continue;
    if (/^={20,}$/.test(text) || RULE.test(text)) {
      inTable = false;
      i--;
      continue;
    }
    if (pending?.row && !pending.mean) {
      const mean2 = STATS.exec(text);
      if (!mean2) throw lineError(input, line, `expected the mean, low mean and high mean of "${pending.name}"`, HINT5);
      pending.mean = mean2;
      last = entryOf3(input, pending);
      found.push(here({ name: pending.name, path, line: pending.line, entry: last }));
      continue;
    }
    if (pending?.mean) {
      const sd = STATS.exec(text);
      pending = void 0;
      if (sd) {
        addStddev(last, sd);
        continue;
      }
    }
    if (text.trim() === "") continue;
    const failed2 = FAILED.exec(text);
    if (failed2) {
      const name = [...pieces, failed2[1].trim()].join(" ");
      pieces.length = 0;
      found.push(here({ name, path, line, entry: { name, success: false, error: failed2[2] || "benchmark failed" } }));
      continue;
    }
    const row = ROW.exec(text);
    if (row) {
      const name = [...pieces, row[1].trim()].join(" ").trim();
      pieces.length = 0;
      if (name === "") throw lineError(input, line, "benchmark row without a name", HINT5);
      pending = { name, line, row };
      continue;
    }
    if (STATS.test(text)) throw lineError(input, line, "a line of statistics without a benchmark row before it", HINT5);
    pieces.push(text.trim());
  }
  if (pending && !pending.mean) throw lineError(input, pending.line, `benchmark "${pending.name}" has no mean line (was the output cut short?)`, HINT5);
  for (const [place, state] of places) assignRuns(place, state);
  return { found, ...version ? { version } : {}, ...executable ? { executable } : {} };
}
function detect4(input) {
  if (input.kind !== "file" || input.json !== void 0 || input.jsonError) return false;
  return input.text.includes("benchmark name") && /^benchmark name\s+samples\s+iterations\s+(?:estimated|est run time)\s*$/m.test(input.text) && /^[ \t]+mean\s+low mean\s+high mean\s*$/m.test(input.text);
}
var catch2Console = {
  id: "catch2-console",
  title: "Catch2 console reporter (benchmarks)",
  producedBy: './tests "[!benchmark]" > bench.txt   (the default reporter, Catch2 v2 or v3)',
  detect: detect4,
  parse(input) {
    if (input.kind !== "file") throw inputError(input.path, "is a directory, not Catch2 output", "Give the text file");
    const { found, version, executable } = scan2(input);
    if (found.length === 0) {
      throw inputError(input.path, 'no benchmarks found (expected a "benchmark name  samples  iterations" table)', 'Run the benchmarks with their tag, e.g. ./tests "[!benchmark]"');
    }
    return {
      schema_version: 1,
      benchmarks: catch2Names(found),
      metadata: { tool: { name: "Catch2", ...version ? { version } : {} }, ...executable ? { executable } : {} }
    };
  }
};

// src/formats/shared/harness.ts
function median2(values) {
  if (values.length === 0) return void 0;
  return (values.length <= FEW ? medianOfFew(values) : void 0) ?? median(values);
}
var FEW = 32;
var scratch2 = new Float64Array(FEW);
function medianOfFew(values) {
  const n = values.length;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (Number.isNaN(v)) return void 0;
    scratch2[i] = v;
  }
  return medianInPlace(scratch2, n);
}
function parseGroupedNumber(text) {
  if (!/^\d{1,3}(?:,\d{3})*(?:\.\d+)?$|^\d+(?:\.\d+)?$/.test(text)) return void 0;
  return Number(text.replaceAll(",", ""));
}
function samplesField(samples) {
  return samples.length > 1 ? { samples: [...samples] } : {};
}

// src/formats/shared/earlier-runs.ts
var SAME_RUN_GAP_MS = 5 * 60 * 1e3;
function earlierRuns(written) {
  const known = written.filter((w) => w.at !== void 0).sort((a, b) => a.at - b.at);
  for (let i = known.length - 1; i > 0; i--) {
    if (known[i].at - known[i - 1].at > known[i].measuringMs + SAME_RUN_GAP_MS) return known.slice(0, i);
  }
  return [];
}
function roughly(ms) {
  const minutes = Math.floor(ms / 6e4);
  const [n, unit] = minutes < 120 ? [minutes, "minute"] : minutes < 48 * 60 ? [Math.floor(minutes / 60), "hour"] : [Math.floor(minutes / (24 * 60)), "day"];
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}
function warnOfEarlierRuns(input, written, keeps, remedy) {
  if (input.warn === void 0) return;
  const earlier = earlierRuns(written);
  if (earlier.length === 0) return;
  const newestEarlier = earlier[earlier.length - 1].at;
  const rest = minOf(written.filter((w) => w.at !== void 0 && w.at > newestEarlier).map((w) => w.at));
  const names = earlier.slice(0, 3).map((w) => JSON.stringify(w.entry.name)).join(", ") + (earlier.length > 3 ? `, and ${earlier.length - 3} more` : "");
  input.warn(
    `${input.path}: ${earlier.length} of ${written.length} benchmarks (${names}) were last run more than ${roughly(rest - newestEarlier)} before the others, by an earlier cargo bench, and are read as if they had just run (${keeps}). To compare only what ran, ${remedy}`
  );
}

// src/formats/criterion.ts
var ESTIMATES = /(?:^|\/)new\/estimates\.json$/;
var HINT6 = "Give the unchanged criterion output";
function readJson(input, rel, files, required) {
  const path = `${input.path}/${rel}`;
  if (!files.has(rel)) {
    if (required) throw inputError(path, "is missing", "Give the target/criterion folder of a finished `cargo bench` run");
    return void 0;
  }
  const r = new JsonReader(path, HINT6);
  return { r, json: r.object(parseJsonText(input.read(rel), path), "") };
}
function estimateOf(r, estimates, key) {
  if (estimates[key] === void 0 || estimates[key] === null) return void 0;
  const e = r.object(estimates[key], key);
  const ci = e.confidence_interval === void 0 || e.confidence_interval === null ? void 0 : r.object(e.confidence_interval, `${key}.confidence_interval`);
  const standardError = r.optionalNumber(e.standard_error, `${key}.standard_error`);
  return {
    point_estimate: r.numberAt(e, key, "point_estimate"),
    ...standardError === void 0 ? {} : { standard_error: standardError },
    ...ci ? { confidence_interval: { lower_bound: r.numberAt(ci, `${key}.confidence_interval`, "lower_bound"), upper_bound: r.numberAt(ci, `${key}.confidence_interval`, "upper_bound"), confidence_level: r.numberAt(ci, `${key}.confidence_interval`, "confidence_level") } } : {}
  };
}
function samplesOf(sample) {
  if (!sample) return [];
  const { r, json: { iters, times } } = sample;
  if (!Array.isArray(iters) || !Array.isArray(times) || iters.length !== times.length) {
    throw r.error("", '"iters" and "times" must be arrays of the same length');
  }
  return times.map((t, i) => {
    const n = iters[i];
    if (typeof t !== "number" || !Number.isFinite(t) || t < 0) throw r.error(`times[${i}]`, "is not a non-negative number");
    if (typeof n !== "number" || !(n > 0)) throw r.error(`iters[${i}]`, "is not a positive number");
    return t / n;
  });
}
function pointOf(e) {
  return e?.point_estimate;
}
function perIteration(throughput) {
  const both = isObject2(throughput.ElementsAndBytes) ? throughput.ElementsAndBytes : void 0;
  return [
    ["elem/s", throughput.Elements ?? both?.elements],
    ["B/s", throughput.Bytes ?? throughput.BytesDecimal ?? both?.bytes]
  ];
}
function throughputMetrics(throughput, ns3, samples) {
  if (!isObject2(throughput) || !(ns3 > 0)) return {};
  const out = {};
  for (const [unit, count2] of perIteration(throughput)) {
    if (typeof count2 !== "number" || !(count2 > 0)) continue;
    const rate = (t) => count2 * 1e9 / t;
    out[unit] = metricOf(unit, rate(ns3), unit, samples.map(rate), "higher");
  }
  return out;
}
function entryOf4(input, dir, files) {
  const base = dir === "" ? "new/" : `${dir}/new/`;
  const { r, json: estimates } = readJson(input, `${base}estimates.json`, files, true);
  const benchmark = readJson(input, `${base}benchmark.json`, files, false)?.json;
  const sample = readJson(input, `${base}sample.json`, files, false);
  const samples = samplesOf(sample);
  const times = sample?.json.times;
  return { entry: benchmarkEntry(r, input, dir, estimates, benchmark, samples), at: input.modified?.(`${base}estimates.json`), measuringMs: (times ?? []).reduce((sum, t) => sum + t, 0) / 1e6 };
}
function benchmarkEntry(r, input, dir, estimates, benchmark, samples) {
  const slope = estimateOf(r, estimates, "slope");
  const medianEstimate = estimateOf(r, estimates, "median");
  const chosen = slope ?? medianEstimate;
  if (!chosen) throw r.error("median.point_estimate", "is missing (and there is no slope)");
  const id = benchmark && typeof benchmark.full_id === "string" && benchmark.full_id !== "" ? benchmark.full_id : dir || input.path;
  const ci = chosen.confidence_interval;
  return {
    name: id,
    value: chosen.point_estimate,
    unit: "ns",
    direction: "lower",
    estimate: slope ? "slope" : "median",
    ...samplesField(samples),
    ...ci ? { confidence_interval: { lower: ci.lower_bound, upper: ci.upper_bound, level: ci.confidence_level } } : {},
    ...typeof chosen.standard_error === "number" ? { standard_error: chosen.standard_error } : {},
    estimates: {
      slope: pointOf(slope) ?? null,
      mean: pointOf(estimateOf(r, estimates, "mean")) ?? null,
      median: pointOf(medianEstimate) ?? null,
      std_dev: pointOf(estimateOf(r, estimates, "std_dev")) ?? null,
      median_abs_dev: pointOf(estimateOf(r, estimates, "median_abs_dev")) ?? null
    },
    ...benchmark && isObject2(benchmark.throughput) ? { throughput: benchmark.throughput } : {},
    ...metricsField(throughputMetrics(benchmark?.throughput, chosen.point_estimate, samples)),
    success: true,
    error: null
  };
}
var criterion = {
  id: "criterion",
  title: "Rust criterion target/criterion folder",
  producedBy: "cargo bench (then give target/criterion)",
  detect(input) {
    return input.kind === "dir" && input.list().some((p) => ESTIMATES.test(p));
  },
  parse(input) {
    if (input.kind !== "dir") {
      throw inputError(input.path, "is a file; criterion results are a folder", "Give the target/criterion folder that `cargo bench` wrote");
    }
    const listed = input.list();
    const files = new Set(listed);
    const dirs = listed.filter((p) => ESTIMATES.test(p)).map((p) => p.replace(ESTIMATES, "").replace(/\/$/, ""));
    if (dirs.length === 0) {
      throw inputError(input.path, "no benchmarks found (expected <benchmark>/new/estimates.json files)", "Give the target/criterion folder of a finished `cargo bench` run");
    }
    const written = dirs.map((dir) => entryOf4(input, dir, files));
    warnOfEarlierRuns(
      input,
      written,
      "criterion keeps every benchmark it has run in its folder, a renamed or removed one and one a filter left out too",
      "remove the folder before measuring (rm -rf target/criterion && cargo bench), or give cargo bench's output with --from criterion-text"
    );
    return {
      schema_version: 1,
      benchmarks: written.map((w) => w.entry),
      metadata: { tool: { name: "criterion" } }
    };
  }
};

// src/formats/criterion-text.ts
var HINT7 = "Give the unchanged `cargo bench` output";
var NUM3 = String.raw`\d+(?:\.\d+)?(?:e[-+]?\d+)?`;
var TIME_UNIT = String.raw`ps|ns|µs|μs|us|ms|s`;
var TIME = new RegExp(String.raw`^\s*(?:(${SPACED_NAME})\s*)?time:\s+\[(${NUM3}) (${TIME_UNIT}) (${NUM3}) (${TIME_UNIT}) (${NUM3}) (${TIME_UNIT})\]\s*$`);
var THRPT = new RegExp(String.raw`^\s+thrpt:\s+\[(${NUM3}) (\S+) (${NUM3}) (\S+) (${NUM3}) (\S+)\]\s*$`);
var PCT = String.raw`([-+]?${NUM3})%`;
var CHANGE = new RegExp(String.raw`^\s+(?:change:|time:)\s+\[${PCT} ${PCT} ${PCT}\](?: \(p = (${NUM3}) [<>] ${NUM3}\))?\s*$`);
var VERDICT = /^\s+(No change in performance detected|Change within noise threshold|Performance has (?:improved|regressed))\.\s*$/;
var DETECT2 = new RegExp(String.raw`^(?:\S.*[ \t]|[ \t]+)time:\s+\[${NUM3} (?:${TIME_UNIT}) ${NUM3} (?:${TIME_UNIT}) ${NUM3} (?:${TIME_UNIT})\]\s*$`, "m");
var THROUGHPUT = {
  "elem/s": ["elem/s", 1],
  "Kelem/s": ["elem/s", 1e3],
  "Melem/s": ["elem/s", 1e6],
  "Gelem/s": ["elem/s", 1e9],
  "B/s": ["B/s", 1],
  "KiB/s": ["B/s", 1024],
  "MiB/s": ["B/s", 1024 ** 2],
  "GiB/s": ["B/s", 1024 ** 3],
  "TiB/s": ["B/s", 1024 ** 4],
  "KB/s": ["B/s", 1e3],
  "MB/s": ["B/s", 1e6],
  "GB/s": ["B/s", 1e9],
  "TB/s": ["B/s", 1e12]
};
function ns2(value2, unit) {
  return Number(convertTime(Number(value2), unit === "us" ? "us" : unit, "ns").toPrecision(12));
}
function throughputOf(input, m, line) {
  const [unit, factor] = THROUGHPUT[m[4]] ?? [];
  if (!unit || m[2] !== m[4] || m[6] !== m[4]) throw lineError(input, line, `unknown throughput unit in "${m[0].trim()}"`, HINT7);
  return { [unit]: { value: Number((Number(m[3]) * factor).toPrecision(12)), unit, direction: "higher" } };
}
function scan3(input) {
  const found = [];
  let current;
  let lastName;
  forEachLine(input.text, (raw, index) => {
    const line = index + 1;
    const text = raw.trimEnd();
    const time = TIME.exec(text);
    if (time) {
      const name = time[1] ?? lastName;
      if (!name) throw lineError(input, line, "`time:` line without a benchmark name before it", HINT7);
      const value2 = ns2(time[4], time[5]);
      const entry = {
        name,
        value: value2,
        unit: "ns",
        direction: "lower",
        confidence_interval: { lower: ns2(time[2], time[3]), upper: ns2(time[6], time[7]) },
        success: true,
        error: null
      };
      current = { entry, line };
      found.push(current);
      lastName = void 0;
      return;
    }
    const thrpt = THRPT.exec(text);
    if (thrpt && current) {
      if (current.entry.criterion_change === void 0) current.entry.metrics = throughputOf(input, thrpt, line);
      return;
    }
    const change = CHANGE.exec(text);
    if (change && current) {
      current.entry.criterion_change = {
        percent: { lower: Number(change[1]), estimate: Number(change[2]), upper: Number(change[3]) },
        ...change[4] === void 0 ? {} : { p_value: Number(change[4]) }
      };
      return;
    }
    const verdict = VERDICT.exec(text);
    if (verdict && current && typeof current.entry.criterion_change === "object") {
      Object.assign(current.entry.criterion_change, { verdict: verdict[1] });
      return;
    }
    if (/^\s+change:\s*$/.test(text) || text.trim() === "") return;
    if (/\btime:\s+\[/.test(text) && !/%/.test(text)) throw lineError(input, line, "time line is not `NAME time: [LOW UNIT ESTIMATE UNIT HIGH UNIT]`", HINT7);
    lastName = /^\S/.test(text) && !/^(?:Benchmarking |Found \d+ outliers|Warning: |Gnuplot |running \d+ test|test result:|WARNING: )/.test(text) ? text.trim() : void 0;
  });
  return found;
}
function detect5(input) {
  return input.kind === "file" && input.json === void 0 && !input.jsonError && input.text.includes("time:") && DETECT2.test(input.text);
}
var criterionText = {
  id: "criterion-text",
  title: "Rust criterion terminal output",
  producedBy: "cargo bench > bench.txt   (benches using criterion)",
  detect: detect5,
  parse(input) {
    if (input.kind !== "file") throw inputError(input.path, "is a directory: read it with --from criterion", "Give the saved `cargo bench` output");
    const found = scan3(input);
    if (found.length === 0) throw inputError(input.path, 'no benchmarks found (expected lines like "name  time:   [1.2 ns 1.3 ns 1.4 ns]")', "Run `cargo bench` and give its standard output");
    const seen = /* @__PURE__ */ new Map();
    for (const f of found) {
      const first = seen.get(f.entry.name);
      if (first !== void 0) throw lineError(input, f.line, `benchmark "${f.entry.name}" was already reported at line ${first}`, "Give one `cargo bench` run per file");
      seen.set(f.entry.name, f.line);
    }
    return { schema_version: 1, benchmarks: found.map((f) => f.entry), metadata: { tool: { name: "criterion" } } };
  }
};

// src/formats/github-action-benchmark.ts
var KEYS = /* @__PURE__ */ new Set(["name", "unit", "value", "range", "extra"]);
function isCustomItem(item) {
  if (!isObject2(item)) return false;
  if (typeof item.name !== "string" || typeof item.unit !== "string" || !isFiniteNumber(item.value)) return false;
  if (item.range !== void 0 && typeof item.range !== "string" && !isFiniteNumber(item.range)) return false;
  if (item.extra !== void 0 && typeof item.extra !== "string") return false;
  return Object.keys(item).every((k) => KEYS.has(k));
}
var DIRECTION_HINT = "Pass --direction higher (customBiggerIsBetter) or --direction lower (customSmallerIsBetter), with --from github-action-benchmark";
function toEntry3(r, item, place, options) {
  const name = r.string(item.name, `${place}.name`);
  if (typeof item.unit !== "string") throw r.error(`${place}.unit`, "expected a string unit");
  const unit = item.unit.trim();
  const direction = options.direction ?? directionOfUnit(unit);
  if (!direction) throw r.error(`${place}.unit`, `the file does not say whether a higher or lower "${unit}" is better`, DIRECTION_HINT);
  const value2 = r.gated(item.value, `${place}.value`);
  return compact({
    name,
    value: value2,
    unit,
    direction,
    range: typeof item.range === "string" || isFiniteNumber(item.range) ? item.range : void 0,
    extra: typeof item.extra === "string" ? item.extra : void 0
  });
}
var githubActionBenchmark = {
  id: "github-action-benchmark",
  title: "github-action-benchmark custom JSON (customBiggerIsBetter / customSmallerIsBetter)",
  producedBy: 'your benchmark script, writing [{"name": ..., "unit": ..., "value": ...}] for benchmark-action/github-action-benchmark',
  detect(input) {
    if (input.kind !== "file" || !Array.isArray(input.json) || input.json.length === 0) return false;
    return input.json.every(isCustomItem);
  },
  parse(input, options) {
    const r = new JsonReader(input.path, 'Write an array of {"name", "unit", "value"} objects, as github-action-benchmark documents');
    const list = r.array(r.document(input, "github-action-benchmark custom JSON"), "");
    if (list.length === 0) throw noBenchmarks(input.path, 'an array of {"name", "unit", "value"} objects');
    const places = list.map((_, i) => `[${i}]`);
    const entries = list.map((item, i) => toEntry3(r, r.object(item, places[i]), places[i], options));
    const benchmarks = uniqueNames(entries, (e) => e.name, repeatedAt(r, places));
    return { schema_version: 1, benchmarks, metadata: { tool: { name: "github-action-benchmark" } } };
  }
};

// src/formats/shared/go-test-line.ts
var NUMBER2 = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|NaN|[-+]Inf`;
var MAX_PAIRS = 8;
function laterPairs(n) {
  return n === 0 ? "" : String.raw`(?:[ \t]+(${NUMBER2})[ \t]+(\S+)${laterPairs(n - 1)})?`;
}
var LINE_END = String.raw`[ \t\r]*(?![^\n])`;
var ANY_PAIRS = String.raw`(${NUMBER2})[ \t]+(\S+)${laterPairs(MAX_PAIRS - 1)}${LINE_END}`;
function literal(unit) {
  let out = "";
  for (let i = 0; i < unit.length; i++) out += `\\u${unit.charCodeAt(i).toString(16).padStart(4, "0")}`;
  return out;
}
var ResultLineFinder = class {
  /** `layout`: units all different from each other, or none. */
  constructor(layout = []) {
    this.layout = layout;
    const layoutPairs = layout.map((unit) => String.raw`(${NUMBER2})[ \t]+${literal(unit)}`).join(String.raw`[ \t]+`);
    const pairs = layout.length > 0 ? `(?:${layoutPairs}${LINE_END}|${ANY_PAIRS})` : ANY_PAIRS;
    this.expression = new RegExp(String.raw`(?<![^\n])(Benchmark\S*)[ \t]+(\d+)[ \t]+${pairs}`, "g");
  }
  layout;
  expression;
};

// src/formats/shared/own-copy.ts
function ownCopy(s) {
  return s.length < SHORTEST_VIEW ? s : (" " + s).slice(1);
}
var SHORTEST_VIEW = 13;

// src/formats/go-test.ts
var RESULT_CONTINUATION = /^(?:\s+(\d+)\s+(\S+\s+\S+.*)|(\d+)\s+((?:[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|NaN|[-+]Inf)\s+\S.*))$/;
var HEADER3 = /^(goos|goarch|pkg|cpu):\s*(.*)$/;
function parseNumber(text) {
  if (text === "NaN" || text === "+Inf" || text === "-Inf") return Number.NaN;
  return /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(text) ? Number(text) : void 0;
}
function parseMetrics(input, fields, line) {
  if (fields.length === 0 || fields.length % 2 !== 0) {
    throw lineError(input, line, 'benchmark result has no "<value> <unit>" pairs after its iteration count', "Give the unchanged `go test -bench` output");
  }
  const result = { iterations: 0, units: [], values: [], pairs: 0 };
  for (let i = 0; i < fields.length; i += 2) {
    const value2 = parseNumber(fields[i]);
    if (value2 === void 0) {
      throw lineError(input, line, `"${fields[i]}" is not a number (before unit "${fields[i + 1]}")`, "Give the unchanged `go test -bench` output");
    }
    result.units.push(fields[i + 1]);
    result.values.push(value2);
    result.pairs += 1;
  }
  return result;
}
var NO_VARIANTS = /* @__PURE__ */ new Map();
function newGroup(base, procs) {
  return {
    pkg: "",
    base,
    procs,
    count: 0,
    iterations: 0,
    iterationsText: void 0,
    sameIterations: true,
    units: [],
    values: [],
    variants: NO_VARIANTS,
    nextName: void 0,
    next: void 0,
    layout: void 0
  };
}
function countLine(group, iterations) {
  if (group.count === 0) group.iterations = iterations;
  else if (iterations !== group.iterations) group.sameIterations = false;
  group.count += 1;
}
function mergeGroup(into, from) {
  into.sameIterations &&= from.sameIterations && from.iterations === into.iterations;
  into.count += from.count;
  from.units.forEach((unit, i) => {
    let at = into.units.indexOf(unit);
    if (at < 0) {
      at = into.units.length;
      into.units.push(unit);
      into.values.push([]);
    }
    const values = into.values[at];
    for (const v of from.values[i]) values.push(v);
  });
}
var Section = class {
  /** This section's groups in order of their first result line, by name and by base and procs. */
  groups = [];
  byName = /* @__PURE__ */ new Map();
  byBase = /* @__PURE__ */ new Map();
  failures = [];
  /** The first `panic: ` line after a result line: the panic of a benchmark whose result line came first. */
  panicText;
  /** The tests that failed (`--- FAIL: TestX`): go test then runs no benchmark of the package. */
  failedTests = [];
  /** A benchmark whose name was printed but whose result line has not come yet. */
  pending;
  /** The group of the last result line. */
  previous;
  /**
   * Whether this is -v (or -json) output: a benchmark's name was printed alone on its line and its log
   * lines or `--- FAIL:` came after it. Then a run's log lines come before its `--- FAIL:` line and
   * none after it, so the log lines after one are the next run's.
   */
  verbose = false;
  /** With -v, the log lines printed since the last result line, name or marker: the next `--- FAIL:`'s. */
  streamed;
  /**
   * A result line of `name` was read: it ends the pending name and the log lines streamed so far. A
   * name alone on its line followed by a whole result line of the same benchmark is -v too (without
   * -v go prints the result after the name, on its line), so that the log lines of a run that fails
   * after one that passed are read as -v prints them, before the run's `--- FAIL:`.
   */
  resultRead(name) {
    if (this.pending !== void 0 && !this.pending.text && splitProcs(this.pending.name).base === splitProcs(name).base) this.verbose = true;
    this.pending = void 0;
    this.streamed = void 0;
  }
  /**
   * The group a result line of `name` belongs to in this section. `-count N` prints a benchmark's N
   * lines one after another, and logs of several runs appended list the benchmarks in the same order
   * each time: either way a line is usually of the group that came after the previous line's group
   * the last time, and comparing two names costs less than hashing one to look it up in a large map.
   */
  groupOf(name) {
    const previous = this.previous;
    if (previous !== void 0 && previous.nextName === name) return this.previous = previous.next;
    const group = this.byName.get(name) ?? this.firstOf(name);
    if (previous !== void 0) {
      previous.nextName = name;
      previous.next = group;
    }
    return this.previous = group;
  }
  /** The group of a name not seen before in this section: the name is split once, its base kept as a string of its own. */
  firstOf(name) {
    const split = splitProcs(name);
    const base = ownCopy(split.base);
    const procs = split.procs;
    let variants = this.byBase.get(base);
    if (!variants) this.byBase.set(base, variants = /* @__PURE__ */ new Map());
    let group = variants.get(procs);
    if (!group) {
      variants.set(procs, group = newGroup(base, procs));
      this.groups.push(group);
    }
    this.byName.set(name, group);
    return group;
  }
  /** Every unit of this section once, as a string of its own: the groups' units are these. */
  unitNames = [];
  /** The array that the values of `unit`, the line's k-th, go into: usually the units come in the same order on every line. */
  valuesOf(group, k, unit) {
    const units = group.units;
    let at = units[k] === unit ? k : units.indexOf(unit);
    if (at < 0) {
      at = units.length;
      let name = this.unitNames.find((u) => u === unit);
      if (name === void 0) this.unitNames.push(name = ownCopy(unit));
      units.push(name);
      group.values.push([]);
    }
    return group.values[at];
  }
  /** A result line the general path read. */
  addRun(name, line) {
    const group = this.groupOf(name);
    countLine(group, line.iterations);
    for (let k = 0; k < line.pairs; k++) this.valuesOf(group, k, line.units[k]).push(line.values[k]);
  }
  /** A result line the regular expression of go-test-line.ts read with the given layout (its captures are described there). */
  addMatch(match, layout) {
    const group = this.groupOf(match[1]);
    const iterations = match[2];
    if (group.count > 0 && iterations === group.iterationsText) group.count += 1;
    else {
      const count2 = Number(iterations);
      countLine(group, count2);
      if (count2 === group.iterations) group.iterationsText = iterations;
    }
    const width = layout.length;
    if (width > 0 && match[3] !== void 0) return this.addLayoutValues(group, match, layout);
    for (let k = 0, at = 3 + width; at < match.length; k++, at += 2) {
      const value2 = match[at];
      if (value2 === void 0) break;
      this.valuesOf(group, k, match[at + 1]).push(Number(value2));
    }
  }
  /** The values of a line whose units are the layout's: straight into their arrays when the group's units begin with the layout. */
  addLayoutValues(group, match, layout) {
    if (group.layout !== layout && group.units.length === 0) {
      for (const unit of layout) {
        group.units.push(unit);
        group.values.push([]);
      }
      group.layout = layout;
    }
    const inLayout = group.layout === layout;
    for (let k = 0; k < layout.length; k++) {
      const value2 = Number(match[3 + k]);
      (inLayout ? group.values[k] : this.valuesOf(group, k, layout[k])).push(value2);
    }
  }
  /** A benchmark that printed its name and never its result died mid-run (a panic, os.Exit). */
  close(failedWith) {
    if (this.pending && failedWith !== void 0) {
      this.failures.push({ name: this.pending.name, messages: [this.pending.text || `did not finish: ${failedWith}`] });
    }
    this.pending = void 0;
  }
  commit(text, into) {
    const pkg = ownCopy(text);
    if (this.groups.length > 0) this.commitGroups(pkg, into);
    for (const { name, messages } of this.failures) {
      const { base, procs } = splitProcs(name);
      into.failures.push({ pkg, base: ownCopy(base), procs: base !== name ? procs : void 0, messages });
    }
    for (const group of this.groups) {
      const value2 = unfinishedValue(group);
      if (value2 === void 0) continue;
      const why = this.panicText ?? `go test printed ${String(value2)} ${gatedUnit(group.units)} after ${group.iterations} iterations: the benchmark did not finish`;
      into.failures.push({ pkg, base: group.base, procs: group.procs, messages: [ownCopy(why)] });
    }
  }
  commitGroups(pkg, into) {
    let bases = into.byPackage.get(pkg);
    if (!bases) into.byPackage.set(pkg, bases = /* @__PURE__ */ new Map());
    for (const group of this.groups) {
      let variants = bases.get(group.base);
      if (!variants) bases.set(group.base, variants = /* @__PURE__ */ new Map());
      const earlier = variants.get(group.procs);
      if (earlier) {
        mergeGroup(earlier, group);
        continue;
      }
      group.pkg = pkg;
      group.variants = variants;
      variants.set(group.procs, group);
      into.groups.push(group);
    }
  }
  get empty() {
    return this.groups.length === 0 && this.failures.length === 0;
  }
};
function scanLine(input, text, line, state) {
  const section2 = state.section;
  const continuation = section2.pending ? RESULT_CONTINUATION.exec(text) : null;
  if (section2.pending && continuation) {
    const result = parseMetrics(input, (continuation[2] ?? continuation[4]).trim().split(/\s+/), line);
    result.iterations = Number(continuation[1] ?? continuation[3]);
    section2.addRun(section2.pending.name, result);
    section2.pending = void 0;
    return;
  }
  if (section2.pending && /^(?: {4}|\t)\S/.test(text)) {
    (section2.pending.logs ??= []).push(text.trim());
    return;
  }
  if (section2.verbose && /^(?: {4}|\t)\S/.test(text)) {
    (section2.streamed ??= []).push(text.trim());
    return;
  }
  const header = HEADER3.exec(text);
  if (header) {
    const [, key, value2] = header;
    if (key === "pkg") {
      if (value2 !== state.pkg && state.pkg !== "" && section2.groups.length > 0) {
        section2.close("the next package began before its result");
        section2.commit(state.pkg, state.result);
        state.section = new Section();
      }
      state.pkg = value2;
    } else state.result.env[key === "goos" ? "os" : key === "goarch" ? "arch" : "cpu_model"] ??= ownCopy(value2);
    return;
  }
  if (/^Unit\s/.test(text)) return parseUnitLine(input, text, line, state.result.units);
  const marker = /^--- (FAIL|SKIP|BENCH): (\S+)/.exec(text);
  if (marker) {
    state.indented = true;
    let logs = section2.pending && splitProcs(section2.pending.name).base === splitProcs(marker[2]).base ? section2.pending.logs ?? [] : void 0;
    if (logs) {
      if (!section2.pending.text) section2.verbose = true;
      section2.pending = void 0;
    } else logs = section2.streamed;
    section2.streamed = void 0;
    if (marker[1] === "FAIL" && marker[2].startsWith("Benchmark")) {
      const same = /-\d+$/.test(marker[2]) ? section2.failures.find((f) => f.name === marker[2]) ?? adoptBare(section2.failures, marker[2]) : void 0;
      const failure2 = same ?? { name: marker[2], messages: [] };
      if (logs) appendAll(failure2.messages, logs);
      if (!same) section2.failures.push(failure2);
      state.indented = !section2.verbose;
      state.failure = section2.verbose ? void 0 : failure2;
    } else if (marker[1] === "FAIL" && !section2.failedTests.includes(marker[2]) && section2.failedTests.length < 10) section2.failedTests.push(ownCopy(marker[2]));
    return;
  }
  if (section2.pending && !section2.pending.text && text.startsWith("panic: ")) {
    section2.pending.text = text;
    return;
  }
  if (!section2.pending && section2.panicText === void 0 && section2.previous !== void 0 && text.startsWith("panic: ")) {
    section2.panicText = text;
    return;
  }
  if (text.startsWith("Benchmark")) {
    const fields = text.split(/\s+/);
    if (fields.length > 1 && /^\d+$/.test(fields[1])) {
      const result = parseMetrics(input, fields.slice(2), line);
      result.iterations = Number(fields[1]);
      section2.addRun(fields[0], result);
      section2.resultRead(fields[0]);
    } else {
      const marker2 = /^--- (FAIL|SKIP|BENCH): \S+/.exec(text.slice(fields[0].length).trimStart());
      if (marker2) return scanLine(input, `--- ${marker2[1]}: ${withProcs(fields[0])}`, line, state);
      section2.pending = { name: fields[0], text: fields.slice(1).join(" ") };
      section2.streamed = void 0;
    }
    return;
  }
  const done = /^(ok|FAIL)\s+(\S+)(?:\s+(.*))?$/.exec(text);
  if (done) {
    const failed2 = done[1] === "FAIL";
    section2.close(failed2 ? text : void 0);
    if (failed2 && section2.empty) state.result.failedPackages.push({ pkg: ownCopy(done[2]), reason: failedPackageReason(section2, done[3]) });
    section2.commit(done[2], state.result);
    state.section = new Section();
  }
}
function failedPackageReason(section2, rest) {
  const tests = section2.failedTests;
  if (tests.length === 0) return ownCopy((rest ?? "failed").trim());
  return `test${tests.length > 1 ? "s" : ""} ${tests.join(", ")} failed, and go test runs no benchmark after a failed test: fix ${tests.length > 1 ? "them" : "it"}, or run the benchmarks alone with -run '^$'`;
}
function scan4(input) {
  const state = {
    result: { groups: [], byPackage: /* @__PURE__ */ new Map(), failures: [], failedPackages: [], env: {}, units: /* @__PURE__ */ new Map() },
    pkg: "",
    section: new Section(),
    indented: false,
    failure: void 0
  };
  const text = input.text;
  let finder = new ResultLineFinder();
  let tuned = false;
  let start = 0;
  let line = 1;
  for (; ; ) {
    const match = finder.expression.exec(text);
    const next = match === null ? Infinity : match.index;
    while (start < next) {
      const newline = text.indexOf("\n", start);
      scanOtherLine(input, text.slice(start, newline < 0 ? text.length : newline).trimEnd(), line++, state);
      if (newline < 0) return finish(state);
      start = newline + 1;
    }
    state.indented = false;
    state.failure = void 0;
    state.section.addMatch(match, finder.layout);
    state.section.resultRead(match[1]);
    line++;
    start = finder.expression.lastIndex + 1;
    if (start > text.length) return finish(state);
    if (!tuned) {
      tuned = true;
      finder = expectingUnitsOf(match, finder);
    }
  }
}
function expectingUnitsOf(first, finder) {
  const units = [];
  for (let at = 3; at < first.length && first[at] !== void 0; at += 2) units.push(first[at + 1]);
  if (new Set(units).size !== units.length) return finder;
  const expecting = new ResultLineFinder(units.map(ownCopy));
  expecting.expression.lastIndex = finder.expression.lastIndex;
  return expecting;
}
function scanOtherLine(input, text, line, state) {
  if (state.indented && /^(?: {4}|\t)/.test(text)) {
    state.failure?.messages.push(text.trim());
    return;
  }
  state.indented = false;
  state.failure = void 0;
  scanLine(input, text, line, state);
}
function finish(state) {
  state.section.close("the output ends before its result");
  state.section.commit(state.pkg, state.result);
  return state.result;
}
function parseUnitLine(input, text, line, units) {
  const [, unit, ...pairs] = text.split(/\s+/);
  if (!unit) throw lineError(input, line, "Unit line names no unit", "Write `Unit <unit> better=higher|lower`");
  for (const pair of pairs) {
    const m = /^([^=]+)=(.*)$/.exec(pair);
    if (!m) throw lineError(input, line, `"${pair}" in a Unit line is not key=value`, "Write `Unit <unit> better=higher|lower`");
    if (m[1] !== "better") continue;
    if (m[2] !== "higher" && m[2] !== "lower") {
      throw lineError(input, line, `better=${m[2]} for unit "${unit}"`, "Use better=higher or better=lower");
    }
    units.set(unit, m[2]);
  }
}
function directionOf(unit, units, options) {
  const declared = units.get(unit);
  if (declared) return declared;
  if (goTimeUnit(unit) !== void 0) return "lower";
  if (unit === "MB/s") return "higher";
  return options.direction ?? (unit === "B/op" || unit === "allocs/op" ? "lower" : void 0);
}
function gatedUnit(units) {
  if (units.includes("ns/op")) return "ns/op";
  return units.find((u) => u !== "B/op" && u !== "allocs/op" && isSchemaUnit(u)) ?? units.find((u) => u !== "B/op" && u !== "allocs/op") ?? units[0];
}
function adoptBare(failures, name) {
  const base = splitProcs(name).base;
  for (let i = failures.length - 1; i >= 0; i--) {
    const f = failures[i];
    if (f.name === base) {
      f.name = name;
      return f;
    }
  }
  return void 0;
}
function withProcs(name) {
  return splitProcs(name).base === name ? `${name}-1` : name;
}
function unfinishedValue(group) {
  const values = group.values[group.units.indexOf(gatedUnit(group.units))];
  return values?.find((v) => !Number.isFinite(v));
}
function allUsable(values) {
  for (const v of values) if (!Number.isFinite(v) || v < 0) return false;
  return true;
}
function metricOf2(unit, all, scanned, options) {
  if (!allUsable(all)) return null;
  const value2 = median2(all);
  const direction = directionOf(unit, scanned.units, options);
  if (direction && all.length > 1 && isSchemaUnit(unit)) return { value: value2, unit, direction, samples: all };
  const metric = isSchemaUnit(unit) ? { value: value2, unit } : { value: value2 };
  if (direction) metric.direction = direction;
  if (all.length > 1) metric.samples = all;
  return metric;
}
function entryOf5(group, name, scanned, options) {
  const units = group.units;
  const gated = gatedUnit(units);
  const samples = group.values[units.indexOf(gated)];
  const metrics = {};
  let metricCount = 0;
  for (let i = 0; i < units.length; i++) {
    const unit2 = units[i];
    if (unit2 === gated || unit2 in metrics) continue;
    metrics[unit2] = metricOf2(unit2, group.values[i], scanned, options);
    metricCount++;
  }
  const value2 = median2(samples);
  const unit = goTimeUnit(gated) ?? gated;
  const unitOk = isSchemaUnit(unit);
  const direction = directionOf(gated, scanned.units, options);
  if (unitOk && direction && samples.length > 1 && group.sameIterations && group.pkg && metricCount > 0) {
    const { iterations, count: count2, procs, pkg } = group;
    return { name, value: value2, unit, direction, samples, iterations, count: count2, procs, package: pkg, metrics, success: true, error: null };
  }
  const entry = unitOk ? { name, value: value2, unit } : { name, value: value2 };
  if (direction) entry.direction = direction;
  if (samples.length > 1) entry.samples = samples;
  if (group.sameIterations) entry.iterations = group.iterations;
  entry.count = group.count;
  entry.procs = group.procs;
  if (group.pkg) entry.package = group.pkg;
  if (metricCount > 0) entry.metrics = metrics;
  entry.success = true;
  entry.error = null;
  return entry;
}
function buildEntries(input, scanned, options) {
  const packages = new Set(scanned.byPackage.keys());
  for (const f of scanned.failures) packages.add(f.pkg);
  const qualify = (pkg, name) => packages.size > 1 && pkg ? packageQualified(pkg, name) : name;
  const key = (pkg, base) => `${pkg}\0${base}`;
  const failedAtAnother = /* @__PURE__ */ new Set();
  for (const f of scanned.failures) {
    const known = f.procs === void 0 ? void 0 : scanned.byPackage.get(f.pkg)?.get(f.base);
    if (known !== void 0 && !known.has(f.procs)) failedAtAnother.add(key(f.pkg, f.base));
  }
  const atSeveral = (pkg, base, variants) => variants.size > 1 || failedAtAnother.has(key(pkg, base));
  const nameOf2 = (g) => qualify(g.pkg, atSeveral(g.pkg, g.base, g.variants) ? `${g.base}-${g.procs}` : g.base);
  const entries = /* @__PURE__ */ new Map();
  for (const g of scanned.groups) {
    if (unfinishedValue(g) !== void 0) continue;
    const name = nameOf2(g);
    entries.set(name, entryOf5(g, name, scanned, options));
  }
  const failures = scanned.failures.filter((f) => !scanned.failures.some((o) => o.pkg === f.pkg && o.base.startsWith(`${f.base}/`)));
  for (const f of failures) {
    const bases = scanned.byPackage.get(f.pkg);
    const known = bases?.get(f.base);
    const procs = f.procs ?? (known !== void 0 && atSeveral(f.pkg, f.base, known) ? 1 : void 0);
    const own = known && (procs !== void 0 ? known.get(procs) : known.size === 1 ? known.values().next().value : void 0);
    const multiProcs = !own && bases !== void 0 && [...bases].some(([base, v]) => atSeveral(f.pkg, base, v));
    const name = own ? nameOf2(own) : qualify(f.pkg, multiProcs ? `${f.base}-${procs ?? 1}` : f.base);
    const error = ownCopy([...new Set(f.messages)].join("; ") || "benchmark failed");
    const existing = entries.get(name);
    if (existing) Object.assign(existing, { success: false, error: existing.success === false ? `${String(existing.error)}; ${error}` : error });
    else entries.set(name, { name, ...f.pkg ? { package: f.pkg } : {}, success: false, error });
  }
  for (const p of scanned.failedPackages) {
    if (!entries.has(p.pkg)) entries.set(p.pkg, { name: p.pkg, package: p.pkg, success: false, error: `package failed: ${p.reason}` });
  }
  if (entries.size === 0) {
    throw inputError(input.path, 'no benchmarks found (expected lines like "BenchmarkFoo-8  1000  123 ns/op")', "Run `go test -run '^$' -bench .` and give its output");
  }
  return [...entries.values()];
}
var PACKAGE_LINE = /^(?:ok {2}|FAIL|\? {3})\t[^\s\t]+(?:[ \t]|$)/m;
var RESULT_LINE = /^Benchmark\S*[ \t]+\d+[ \t]+(?:[-+]?[\d.]+(?:[eE][-+]?\d+)?|NaN)[ \t]+\S/m;
var goTest = {
  id: "go-test",
  title: "Go `go test -bench` text",
  producedBy: "go test -run '^$' -bench . -benchmem -count 5 ./... > bench.txt",
  detect(input) {
    if (input.kind !== "file" || input.json !== void 0 || input.jsonError) return false;
    const header = /^(?:goos|goarch|pkg):[ \t]/m.test(input.text);
    return RESULT_LINE.test(input.text) && (header || /^Benchmark\S*[ \t].*\bns\/op\b/m.test(input.text)) || header && /^--- FAIL: Benchmark/m.test(input.text) || PACKAGE_LINE.test(input.text);
  },
  parse(input, options) {
    if (input.kind !== "file") throw inputError(input.path, "is a directory, not `go test -bench` output", "Give the text file");
    const scanned = scan4(input);
    const environment = scanned.env;
    return {
      schema_version: 1,
      benchmarks: buildEntries(input, scanned, options),
      metadata: {
        tool: { name: "go test" },
        ...Object.keys(environment).length > 0 ? { environment } : {},
        ...scanned.units.size > 0 ? { unit_directions: Object.fromEntries(scanned.units) } : {}
      }
    };
  }
};

// src/formats/go-test-json.ts
var HINT8 = "Give the unchanged `go test -json` output";
var ACTIONS = /* @__PURE__ */ new Set(["start", "run", "pause", "cont", "pass", "bench", "fail", "output", "skip", "build-output", "build-fail"]);
function append(stream, chunk, origin) {
  const parts = chunk.split("\n");
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) stream.open = false;
    if (i === parts.length - 1 && parts[i] === "") break;
    if (!stream.open) {
      stream.origins.push(origin);
      stream.open = true;
    }
  }
  stream.chunks.push(chunk);
}
function eventOf(text) {
  try {
    const value2 = JSON.parse(text);
    return isObject2(value2) ? value2 : void 0;
  } catch {
    return void 0;
  }
}
function reassemble(input) {
  const streams = /* @__PURE__ */ new Map();
  const streamOf = (pkg) => {
    let s = streams.get(pkg);
    if (!s) streams.set(pkg, s = { chunks: [], origins: [], open: false });
    return s;
  };
  forEachLine(input.text, (raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (text === "") return;
    if (!text.startsWith("{")) {
      append(streamOf(""), `${raw}
`, line);
      return;
    }
    const event = eventOf(text);
    if (!event || typeof event.Action !== "string") throw lineError(input, line, 'is not a test2json event (a JSON object with an "Action")', HINT8);
    if (event.Action !== "output" && event.Action !== "build-output") return;
    if (typeof event.Output !== "string") throw lineError(input, line, `an "${event.Action}" event without an "Output" string`, HINT8);
    const pkg = typeof event.Package === "string" ? event.Package : typeof event.ImportPath === "string" ? event.ImportPath : "";
    append(streamOf(pkg), event.Output, line);
  });
  const chunks = [];
  const origins = [];
  for (const s of streams.values()) {
    for (const c of s.chunks) chunks.push(c);
    if (s.open) chunks.push("\n");
    for (const o of s.origins) origins.push(o);
  }
  return { text: chunks.join(""), origins };
}
function relocate(error, path, origins) {
  if (!(error instanceof InputError)) return error;
  const prefix = `${path}: line `;
  if (!error.message.startsWith(prefix)) return error;
  const m = /^(\d+)(:[\s\S]*)$/.exec(error.message.slice(prefix.length));
  if (!m) return error;
  const origin = origins[Number(m[1]) - 1];
  return origin === void 0 ? error : new InputError(`${prefix}${origin}${m[2]}`);
}
function detect6(input) {
  if (input.kind !== "file" || input.json !== void 0 && !isObject2(input.json)) return false;
  const first = /^[ \t]*(\{.*)$/m.exec(input.text.slice(0, 4096));
  if (!first) return false;
  const event = eventOf(first[1].trim());
  return event !== void 0 && typeof event.Action === "string" && ACTIONS.has(event.Action) && typeof event.Time === "string";
}
var goTestJson = {
  id: "go-test-json",
  title: "Go `go test -json` event stream",
  producedBy: "go test -json -run '^$' -bench . -benchmem -count 5 ./... > bench.jsonl",
  detect: detect6,
  parse(input, options) {
    if (input.kind !== "file") throw inputError(input.path, "is a directory, not `go test -json` output", "Give the file");
    const { text, origins } = reassemble(input);
    try {
      const document = goTest.parse({ kind: "file", path: input.path, text, json: void 0 }, options);
      return { ...document, metadata: { ...document.metadata, tool: { name: "go test -json" } } };
    } catch (error) {
      throw relocate(error, input.path, origins);
    }
  }
};

// src/formats/google-benchmark.ts
var RUN_KEYS = /* @__PURE__ */ new Set([
  "name",
  "family_index",
  "per_family_instance_index",
  "run_name",
  "run_type",
  "repetitions",
  "repetition_index",
  "threads",
  "iterations",
  "real_time",
  "cpu_time",
  "time_unit",
  "error_occurred",
  "error_message",
  "aggregate_name",
  "aggregate_unit",
  "label",
  "skipped",
  "skip_message",
  "big_o",
  "cpu_coefficient",
  "real_coefficient",
  "rms"
]);
var TIME_UNITS2 = /* @__PURE__ */ new Set(["ns", "us", "ms", "s"]);
var HINT9 = "Give the unchanged Google Benchmark output";
function nonFiniteToNull(text) {
  const token = /[-+]?(?:nan|infinity|inf)(?![A-Za-z0-9_])/iy;
  let out = "";
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      out += c;
      if (c === "\\") out += text[++i] ?? "";
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === "-" || c === "+" || c === "N" || c === "n" || c === "I" || c === "i") {
      token.lastIndex = i;
      const m = token.exec(text);
      if (m) {
        out += "null";
        i += m[0].length - 1;
        continue;
      }
    }
    out += c;
  }
  return out;
}
function documentOf(input) {
  const json = input.json !== void 0 ? input.json : parseJsonText(nonFiniteToNull(input.text), input.path);
  if (!isObject2(json) || !Array.isArray(json.benchmarks)) {
    throw inputError(input.path, 'is not Google Benchmark JSON (expected an object with "context" and a "benchmarks" array)', "Run the benchmark with --benchmark_format=json or --benchmark_out=FILE");
  }
  return json;
}
function aggregateOf(row, legacy) {
  if (row.run_type === "aggregate" || row.run_type === void 0 && typeof row.aggregate_name === "string") return String(row.aggregate_name);
  return legacy.get(row);
}
function legacyAggregates(rows) {
  const out = /* @__PURE__ */ new Map();
  if (rows.some((r) => r.run_type !== void 0 || r.aggregate_name !== void 0)) return out;
  const count2 = /* @__PURE__ */ new Map();
  for (const r of rows) if (typeof r.name === "string") count2.set(r.name, (count2.get(r.name) ?? 0) + 1);
  for (const r of rows) {
    const m = typeof r.name === "string" ? /^(.+)_(mean|median|stddev)$/.exec(r.name) : null;
    if (m && count2.get(r.name) === 1 && count2.get(`${m[1]}_mean`) === 1 && count2.get(`${m[1]}_stddev`) === 1) out.set(r, m[2]);
  }
  return out;
}
function runNameOf(row, aggregate2, place, reader) {
  if (typeof row.run_name === "string" && row.run_name !== "") return row.run_name;
  const name = reader.string(row.name, `${place}.name`);
  if (aggregate2 !== void 0 && name.endsWith(`_${aggregate2}`)) return name.slice(0, -aggregate2.length - 1);
  return name;
}
function groupRows(rows, reader) {
  const groups = /* @__PURE__ */ new Map();
  const objects = rows.map((row, index) => reader.object(row, `benchmarks[${index}]`));
  const legacy = legacyAggregates(objects);
  objects.forEach((r, index) => {
    const place = `benchmarks[${index}]`;
    if ("big_o" in r || "rms" in r) return;
    const aggregate2 = aggregateOf(r, legacy);
    const name = runNameOf(r, aggregate2, place, reader);
    let group = groups.get(name);
    if (!group) groups.set(name, group = { name, iterations: [], aggregates: /* @__PURE__ */ new Map() });
    if (aggregate2 !== void 0) group.aggregates.set(aggregate2, { row: r, index });
    else group.iterations.push({ row: r, index });
  });
  return [...groups.values()];
}
function timeOf(row, index, key, unit, reader) {
  const place = `benchmarks[${index}]`;
  if (row[key] === null) throw reader.error(`${place}.${key}`, "is NaN or infinite");
  const value2 = reader.number(row[key], `${place}.${key}`);
  const from = row.time_unit;
  if (typeof from !== "string" || !TIME_UNITS2.has(from)) {
    throw reader.error(`${place}.time_unit`, `is ${JSON.stringify(from) ?? "missing"}, expected ns, us, ms or s`);
  }
  return convertTime(value2, from, unit);
}
function countersOf(row) {
  const counters = {};
  for (const [key, value2] of Object.entries(row)) {
    if (!RUN_KEYS.has(key) && (typeof value2 === "number" || value2 === null)) counters[key] = value2;
  }
  return counters;
}
function countersAsMetrics(counters) {
  const out = {};
  for (const [name, value2] of Object.entries(counters)) {
    const unit = name === "items_per_second" ? "items/s" : name === "bytes_per_second" ? "B/s" : name;
    out[name] = metricOf(name, value2, unit);
  }
  return out;
}
function medianCounters(rows) {
  const all = rows.map(countersOf);
  const out = {};
  for (const key of new Set(all.flatMap(Object.keys))) {
    const values = all.map((c) => c[key]);
    out[key] = values.every((v) => typeof v === "number") ? median2(values) : null;
  }
  return out;
}
function failedEntry2(group) {
  const rows = [...group.iterations, ...group.aggregates.values()].map((r) => r.row);
  const failed2 = rows.filter((r) => r.error_occurred === true);
  if (failed2.length === 0) return void 0;
  const messages = [...new Set(failed2.map((r) => typeof r.error_message === "string" && r.error_message || "error occurred"))];
  return { name: group.name, success: false, error: messages.join("; ") };
}
function isSkipped(row) {
  return row.skipped === true || row.iterations === 0;
}
function skippedEntry(group) {
  const skipped = group.iterations.filter((r) => r.row.skipped === true).map((r) => r.row);
  if (skipped.length === 0) return void 0;
  const messages = [...new Set(skipped.map((r) => typeof r.skip_message === "string" && r.skip_message || ""))];
  const why = messages.filter((m) => m !== "").join("; ");
  return { name: group.name, success: false, error: why === "" ? "skipped (SkipWithMessage), without a message" : `skipped (SkipWithMessage): ${why}` };
}
function zeroIterationsEntry(group) {
  const zero = group.iterations.find((r) => r.row.iterations === 0 && r.row.skipped !== true);
  if (zero === void 0) return void 0;
  return {
    name: group.name,
    success: false,
    error: `benchmarks[${zero.index}] ran 0 iterations and is marked neither "skipped" nor "error_occurred", as Google Benchmark marks a run it skips: nothing was measured. Give the unchanged output of the benchmark binary`
  };
}
function entryOf6(group, reader) {
  const failed2 = failedEntry2(group);
  if (failed2) return failed2;
  const iterations = group.iterations.filter((r) => !isSkipped(r.row));
  const headline = group.aggregates.get("median") ?? (iterations.length === 1 ? iterations[0] : void 0);
  const first = headline ?? iterations[0] ?? group.aggregates.get("mean");
  if (!first) return skippedEntry(group) ?? zeroIterationsEntry(group);
  const unit = typeof first.row.time_unit === "string" && TIME_UNITS2.has(first.row.time_unit) ? first.row.time_unit : "ns";
  const samples = iterations.map((r) => timeOf(r.row, r.index, "real_time", unit, reader));
  const cpu = iterations.map((r) => timeOf(r.row, r.index, "cpu_time", unit, reader));
  const aggregates = {};
  for (const [name, r] of group.aggregates) {
    if (r.row.real_time === null && r !== headline) continue;
    aggregates[name] = timeOf(r.row, r.index, "real_time", unit, reader);
  }
  const value2 = headline ? timeOf(headline.row, headline.index, "real_time", unit, reader) : samples.length > 0 ? median2(samples) : aggregates.mean;
  const cpuTime = headline ? timeOf(headline.row, headline.index, "cpu_time", unit, reader) : cpu.length > 0 ? median2(cpu) : void 0;
  const counters = headline ? countersOf(headline.row) : iterations.length > 0 ? medianCounters(iterations.map((r) => r.row)) : countersOf(first.row);
  const iterationCounts = new Set(iterations.map((r) => r.row.iterations));
  const label = first.row.label;
  const entry = {
    name: group.name,
    value: value2,
    unit,
    direction: "lower",
    ...samplesField(samples),
    ...iterationCounts.size === 1 && typeof iterations[0].row.iterations === "number" ? { iterations: iterations[0].row.iterations } : {},
    ...cpuTime !== void 0 ? { cpu_time: cpuTime } : {},
    ...typeof first.row.threads === "number" ? { threads: first.row.threads } : {},
    ...typeof first.row.repetitions === "number" ? { repetitions: first.row.repetitions } : {},
    ...Object.keys(aggregates).length > 0 ? { aggregates } : {},
    ...Object.keys(counters).length > 0 ? { counters } : {},
    ...metricsField(countersAsMetrics(counters)),
    ...typeof label === "string" && label !== "" ? { label } : {},
    success: true,
    error: null
  };
  if (!(value2 > 0)) return { ...entry, success: false, error: `real_time is ${value2} ${unit}: nothing to compare (did the benchmark measure anything? A manual-time benchmark must call SetIterationTime with the time it took)` };
  return entry;
}
var CONTEXT_ENVIRONMENT = [
  ["host_name", "host_name"],
  ["mhz_per_cpu", "mhz_per_cpu"],
  ["cpu_scaling_enabled", "cpu_scaling_enabled"],
  ["caches", "caches"],
  ["library_build_type", "library_build_type"]
];
function metadataOf2(context) {
  const tool = { name: "Google Benchmark" };
  if (context === null || typeof context !== "object" || Array.isArray(context)) return { tool };
  const c = context;
  const environment = {};
  if (typeof c.num_cpus === "number" && Number.isInteger(c.num_cpus) && c.num_cpus >= 1) environment.cpu_count = c.num_cpus;
  for (const [from, to] of CONTEXT_ENVIRONMENT) if (c[from] !== void 0 && c[from] !== null) environment[to] = c[from];
  return {
    tool: typeof c.library_version === "string" && c.library_version !== "" ? { ...tool, version: c.library_version } : tool,
    ...typeof c.date === "string" ? { timestamp: c.date } : {},
    ...typeof c.executable === "string" ? { executable: c.executable } : {},
    environment
  };
}
function looksLikeContext(value2) {
  if (value2 === null || typeof value2 !== "object" || Array.isArray(value2)) return false;
  return ["num_cpus", "mhz_per_cpu", "library_build_type", "cpu_scaling_enabled"].some((k) => k in value2);
}
var googleBenchmark = {
  id: "google-benchmark",
  title: "Google Benchmark JSON",
  producedBy: "./my_benchmark --benchmark_format=json --benchmark_repetitions=5 > bench.json",
  detect(input) {
    if (input.kind !== "file") return false;
    if (input.json !== void 0) {
      const doc = input.json;
      return typeof doc === "object" && doc !== null && !("schema_version" in doc) && Array.isArray(doc.benchmarks) && looksLikeContext(doc.context);
    }
    return input.jsonError !== void 0 && /^\s*\{\s*"context"\s*:\s*\{[^}]*"(?:num_cpus|mhz_per_cpu|library_build_type)"/.test(input.text);
  },
  parse(input) {
    if (input.kind !== "file") throw inputError(input.path, "is a directory, not Google Benchmark JSON", "Give the JSON file");
    const doc = documentOf(input);
    const reader = new JsonReader(input.path, HINT9);
    const groups = groupRows(doc.benchmarks, reader);
    const benchmarks = groups.map((g) => entryOf6(g, reader)).filter((e) => e !== void 0);
    if (benchmarks.length === 0) {
      throw new InputError(`${input.path}: no benchmarks found (the "benchmarks" array holds no run). Check --benchmark_filter, and that the benchmark binary ran to the end`);
    }
    const skipped = groups.filter((g) => !benchmarks.some((b) => b.name === g.name)).map((g) => g.name);
    return { schema_version: 1, benchmarks, metadata: { ...metadataOf2(doc.context), ...skipped.length > 0 ? { skipped } : {} } };
  }
};

// src/formats/shared/http.ts
var LATENCY_UNIT = "ms";
function tidy(value2) {
  return Number.isFinite(value2) && value2 !== 0 ? Number(value2.toPrecision(12)) : value2;
}
function toMs(value2, from) {
  return tidy(convertTime(value2, from, LATENCY_UNIT));
}
function linesOf(text) {
  return text.split(/\r?\n/).map((t, i) => ({ number: i + 1, text: t }));
}
function durationMsAt(file, line, text, what) {
  const ms = parseDuration(text, LATENCY_UNIT);
  if (ms === void 0 || !Number.isFinite(ms)) {
    throw lineError(file, line.number, `${what} "${text}" is not a duration (like 53.00us, 1.13ms, 8.00s)`, "Is the output truncated or edited?");
  }
  return tidy(ms);
}
function errorRatePct(failed2, requests) {
  if (!(requests > 0) || !Number.isFinite(requests) || !(failed2 >= 0)) return void 0;
  return tidy(Math.min(failed2, requests) * 100 / requests);
}
function loadEntry(name, rate, figures, extra = {}, rateUnit = "req/s") {
  const metrics = {};
  const unmeasured = {};
  for (const [metric, ms] of figures.latency) {
    if (ms > 0) metrics[metric] = { value: ms, unit: LATENCY_UNIT, direction: "lower" };
    else unmeasured[metric] = figures.unmeasured ?? "no latency was measured (did any request complete?)";
  }
  if (figures.transferPerSec !== void 0) metrics["transfer/s"] = metricOf("transfer/s", figures.transferPerSec, figures.transferUnit ?? "B/s", void 0, "higher");
  if (figures.failures !== void 0) metrics["error rate"] = metricOf("error rate", figures.failures.pct, "%", void 0, "lower");
  Object.assign(metrics, figures.more);
  const failed2 = figures.failures !== void 0 ? { failed_requests: figures.failures.failed } : {};
  const entry = {
    name,
    value: Number.isFinite(rate) ? rate : 0,
    unit: rateUnit,
    direction: "higher",
    ...extra,
    ...failed2,
    ...metricsField(metrics),
    ...Object.keys(unmeasured).length > 0 ? { unmeasured_metrics: unmeasured } : {}
  };
  if (!(rate > 0)) Object.assign(entry, { success: false, error: rateUnit === "req/s" ? "no request completed" : "no iteration completed" });
  return entry;
}
function failedResponses(statusCodes) {
  let n = 0;
  for (const [code, count2] of Object.entries(statusCodes)) {
    const status = Number(code);
    if (!(status >= 200 && status < 400)) n += count2;
  }
  return n;
}
function binaryRate(text) {
  const bytes = parseBytes(text.endsWith("B") ? text : `${text}B`);
  return bytes === void 0 ? void 0 : tidy(bytes / 1024 ** 2);
}
function failLoad(entry, error) {
  return Object.assign(entry, { success: false, error });
}
function percentileLabel(pct2) {
  return `p${tidy(pct2)}`;
}
function urlPath(url) {
  const m = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^#]*)/i.exec(url.trim());
  if (!m) return url.trim();
  return m[1] === "" ? "/" : m[1];
}
function checkUniqueRuns(file, tool, runs, entries) {
  uniqueNames(runs.keys(), (i) => entries[i].name, ({ name, item, first }) => lineError(
    file,
    runs[item].start.number,
    `this ${tool} run has the same path, connections and threads as the run at line ${runs[first].start.number} ("${name}")`,
    `Put each repetition in its own file and pass them all to bench-diff, which aggregates runs. ${tool} prints neither the method nor the -s script: to measure two requests to one URL (GET and POST /users), give them URLs that differ, such as a query the server ignores (/users?op=create)`
  ));
}

// src/formats/hey.ts
var SECS = String.raw`(NaN|\d+(?:\.\d+)?) secs`;
var SUMMARY = /^Summary:\s*$/;
var FIELD = new RegExp(String.raw`^\s+(Total|Slowest|Fastest|Average):\s+${SECS}\s*$`);
var RPS = /^\s+Requests\/sec:\s+(\S+)\s*$/;
var DATA = /^\s+(Total data|Size\/request):\s+(\d+) bytes\s*$/;
var PERCENTILE2 = new RegExp(String.raw`^\s+(\d+)%{1,2} in ${SECS}\s*$`);
var DETAIL = new RegExp(String.raw`^\s+(DNS\+dialup|DNS-lookup|req write|resp wait|resp read):\s+${SECS}, ${SECS}, ${SECS}\s*$`);
var STATUS = /^\s+\[(\d+)\]\s+(\d+) responses\s*$/;
var ERROR = /^\s+\[(\d+)\]\s+(.*\S)\s*$/;
var SECTION = /^(Response time histogram|Latency distribution|Details \(average, fastest, slowest\)|Status code distribution|Error distribution):\s*$/;
var HINT10 = "Is the output truncated or edited? Save hey's whole output";
function secsMs(text) {
  return text === "NaN" ? Number.NaN : toMs(Number(text), "s");
}
function readLine(file, r, section2, line) {
  const t = line.text;
  let m;
  if (m = FIELD.exec(t)) r.fields[m[1]] = Number(m[2]);
  else if (m = RPS.exec(t)) {
    const rps = Number(m[1]);
    if (!Number.isFinite(rps)) throw lineError(file, line.number, `Requests/sec "${m[1]}" is not a number`, HINT10);
    r.rps = rps;
  } else if (m = DATA.exec(t)) r.data[m[1] === "Total data" ? "total_data_bytes" : "size_per_request_bytes"] = Number(m[2]);
  else if (section2 === "Latency distribution" && (m = PERCENTILE2.exec(t))) r.percentiles.push([Number(m[1]), secsMs(m[2]), line]);
  else if (section2.startsWith("Details") && (m = DETAIL.exec(t))) {
    r.details[m[1]] = { avg: secsMs(m[2]), fastest: secsMs(m[3]), slowest: secsMs(m[4]) };
  } else if (section2 === "Status code distribution" && (m = STATUS.exec(t))) r.statusCodes[m[1]] = Number(m[2]);
  else if (section2 === "Error distribution" && (m = ERROR.exec(t))) r.errors[m[2]] = Number(m[1]);
  else if (section2 === "Summary" && /^\s+(Total|Slowest|Fastest|Average|Requests\/sec):/.test(t)) {
    throw lineError(file, line.number, `cannot read hey's "${t.trim().slice(0, 60)}"`, HINT10);
  }
}
function readReports(file, text) {
  const reports = [];
  let report;
  let section2 = "";
  for (const line of linesOf(text)) {
    if (SUMMARY.test(line.text)) {
      report = { start: line, fields: {}, data: {}, percentiles: [], details: {}, statusCodes: {}, errors: {} };
      reports.push(report);
      section2 = "Summary";
      continue;
    }
    const s = SECTION.exec(line.text);
    if (s) section2 = s[1];
    else if (report) readLine(file, report, section2, line);
  }
  return reports;
}
function need(file, r, value2, what) {
  if (value2 === void 0) throw lineError(file, r.start.number, `hey's summary has no "${what}" line`, HINT10);
  return value2;
}
var STEP_MS = 0.1;
var COMPARABLE_MS = STEP_MS / 0.08;
function comparable(ms) {
  return ms < COMPARABLE_MS ? 0 : ms;
}
function entryOf7(file, r, exactMean = false) {
  const average = secsMs(String(need(file, r, r.fields.Average, "Average:")));
  const slowest = secsMs(String(need(file, r, r.fields.Slowest, "Slowest:")));
  const rps = need(file, r, r.rps, "Requests/sec:");
  const transportErrors = Object.values(r.errors).reduce((a, b) => a + b, 0);
  const failed2 = transportErrors + failedResponses(r.statusCodes);
  const responses = Object.values(r.statusCodes).reduce((a, b) => a + b, 0);
  const fastest = r.fields.Fastest === void 0 ? void 0 : secsMs(String(r.fields.Fastest));
  const entry = loadEntry("hey", rps, {
    latency: [
      ["latency mean", exactMean ? average : comparable(average)],
      ["latency max", comparable(slowest)],
      ...r.percentiles.map(([p, ms]) => [`latency p${p}`, comparable(ms)])
    ],
    failures: { failed: failed2, pct: errorRatePct(failed2, responses + transportErrors) },
    unmeasured: Number.isNaN(average) ? "no request got a response" : `hey prints latencies to ${STEP_MS} ms: under ${COMPARABLE_MS} ms one step of that is a change of more than 8%, so it cannot be compared; gate requests/s or a percentile of ${COMPARABLE_MS} ms or more instead`
  }, {
    total_s: r.fields.Total,
    ...r.data,
    latency_fastest_ms: fastest,
    details: r.details,
    status_codes: r.statusCodes,
    ...transportErrors > 0 ? { errors: r.errors } : {}
  });
  if (Number.isNaN(average)) {
    const why = Object.keys(r.errors)[0] ?? "no status code or error printed";
    failLoad(entry, `no request got a response (${why})`);
  }
  return clearNaN(entry);
}
function clearNaN(entry) {
  return JSON.parse(JSON.stringify(entry, (_k, v) => typeof v === "number" && Number.isNaN(v) ? null : v));
}
function checkPercentiles(file, r) {
  const seen = /* @__PURE__ */ new Set();
  for (const [p, , line] of r.percentiles) {
    if (seen.has(p)) throw lineError(file, line.number, `the ${p}% latency is printed twice`, HINT10);
    seen.add(p);
  }
}
function detect7(input) {
  if (input.kind !== "file" || input.json !== void 0 || input.jsonError) return false;
  const t = input.text;
  return t.includes("Summary:") && /^Summary:\s*$/m.test(t) && /^[ \t]+Total:\s+\S+ secs\s*$/m.test(t) && /^[ \t]+Requests\/sec:\s/m.test(t);
}
var hey = {
  id: "hey",
  title: "hey text output",
  producedBy: "hey -z 10s -c 50 URL > hey.txt",
  detect: detect7,
  parse(input) {
    if (input.kind !== "file") throw inputError(input.path, "is a directory, not hey output", "Give the file hey's output was saved to");
    const reports = readReports(input.path, input.text);
    if (reports.length === 0) throw inputError(input.path, 'no hey report found (expected a "Summary:" line)', "Save hey's standard output to the file");
    if (reports.length > 1) {
      throw lineError(input.path, reports[1].start.number, `a second hey report (the first starts at line ${reports[0].start.number}); hey prints no URL or concurrency to tell runs apart`, "Save each hey run to its own file");
    }
    checkPercentiles(input.path, reports[0]);
    return { schema_version: 1, benchmarks: [entryOf7(input.path, reports[0])], metadata: { tool: { name: "hey" } } };
  }
};

// src/formats/hey-csv.ts
var HEADER4 = "response-time,DNS+dialup,DNS,Request-write,Response-delay,Response-read,status-code,offset";
var HINT11 = "Give the unchanged output of hey -o csv";
var PERCENTILES = [10, 25, 50, 75, 90, 95, 99];
var PHASES = [[1, "DNS+dialup"], [2, "DNS-lookup"], [3, "req write"], [4, "resp wait"], [5, "resp read"]];
function readRows(file, text) {
  const rows = [];
  for (const line of linesOf(text).slice(1)) {
    if (line.text.trim() === "") continue;
    const cells = line.text.trim().split(",");
    if (cells.length !== 8) throw lineError(file, line.number, `a row of ${cells.length} columns, expected 8`, HINT11);
    const values = cells.map((c, i) => {
      if (i === 6) return 0;
      if (!/^\d+(?:\.\d+)?$/.test(c)) throw lineError(file, line.number, `"${c.slice(0, 20)}" in column ${i + 1} is not a number of seconds`, HINT11);
      return Number(c);
    });
    if (!/^\d{3}$/.test(cells[6])) throw lineError(file, line.number, `"${cells[6].slice(0, 20)}" is not an HTTP status code`, HINT11);
    rows.push({ values, status: cells[6] });
  }
  return rows;
}
function stats(values) {
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { avg: sum / values.length, fastest: min, slowest: max };
}
function percentiles(sorted) {
  const out = [];
  let j = 0;
  for (let i = 0; i < sorted.length && j < PERCENTILES.length; i++) {
    if (Math.floor(i * 100 / sorted.length) >= PERCENTILES[j]) out.push([PERCENTILES[j++], sorted[i]]);
  }
  return out;
}
function reportOf(file, rows) {
  const start = { number: 1, text: HEADER4 };
  const statusCodes = {};
  for (const r of rows) statusCodes[r.status] = (statusCodes[r.status] ?? 0) + 1;
  if (rows.length === 0) return { start, fields: { Average: Number.NaN, Slowest: Number.NaN }, rps: 0, data: {}, percentiles: [], details: {}, statusCodes, errors: {} };
  const latencies = rows.map((r) => r.values[0]);
  const latency = stats(latencies);
  let total = 0;
  for (const r of rows) total = Math.max(total, r.values[7] + r.values[0]);
  const ms = (s) => toMs(tidy(s), "s");
  const details = {};
  for (const [column, name] of PHASES) {
    const s = stats(rows.map((r) => r.values[column]));
    details[name] = { avg: ms(s.avg), fastest: ms(s.fastest), slowest: ms(s.slowest) };
  }
  const sorted = Float64Array.from(latencies).sort();
  return {
    start,
    fields: { Total: tidy(total), Average: tidy(latency.avg), Fastest: latency.fastest, Slowest: latency.slowest },
    rps: total > 0 ? tidy(rows.length / total) : 0,
    data: {},
    percentiles: percentiles(Array.from(sorted)).map(([p, s]) => [p, ms(s), start]),
    details,
    statusCodes,
    errors: {}
  };
}
function detect8(input) {
  return input.kind === "file" && input.json === void 0 && !input.jsonError && input.text.split("\n", 1)[0].trim() === HEADER4;
}
var heyCsv = {
  id: "hey-csv",
  title: "hey CSV output (one row per response)",
  producedBy: "hey -z 10s -c 50 -o csv URL > hey.csv",
  detect: detect8,
  parse(input) {
    if (input.kind !== "file") throw inputError(input.path, "is a directory, not hey CSV", "Give the file hey -o csv wrote");
    if (input.text.split("\n", 1)[0].trim() !== HEADER4) throw lineError(input.path, 1, `the header is not hey's "${HEADER4}"`, HINT11);
    const report = reportOf(input.path, readRows(input.path, input.text));
    return { schema_version: 1, benchmarks: [entryOf7(input.path, report, true)], metadata: { tool: { name: "hey" } } };
  }
};

// src/formats/hyperfine.ts
var HINT12 = "Export it again with hyperfine --export-json";
function exitCodeAt(f, value2, path) {
  if (value2 === null) return null;
  if (typeof value2 !== "number" || !Number.isInteger(value2)) f.fail(path, "expected an integer exit code or null");
  return value2;
}
var ZERO_TIME = "hyperfine measured 0 s: below what the kernel accounts for a command this short";
function timeMetric(name, value2, unmeasured, samples) {
  if (value2 !== 0) return metricOf(name, value2, "s", samples);
  unmeasured[name] = ZERO_TIME;
  return void 0;
}
function readV1Result(f, r, path) {
  const fields = { mean: f.numberAt(r, path, "mean") };
  for (const key of ["stddev", "median", "min", "max", "user", "system"]) {
    const v = f.optionalNumber(r[key], keyPath(path, key));
    if (v !== void 0) fields[key] = v;
  }
  if (r.parameters !== void 0) fields.parameters = f.object(r.parameters, keyPath(path, "parameters"));
  else if (r.parameter !== void 0) fields.parameters = { value: r.parameter };
  if (r.memory_usage_byte !== void 0) fields.memory_usage_byte = f.numbers(r.memory_usage_byte, keyPath(path, "memory_usage_byte"));
  const memory = fields.memory_usage_byte;
  const unmeasured = {};
  const metrics = {
    time_user: timeMetric("time_user", fields.user, unmeasured),
    time_system: timeMetric("time_system", fields.system, unmeasured),
    memory_peak_resident: memory && memory.length > 0 ? metricOf("memory_peak_resident", median(memory), "B", memory) : void 0
  };
  const statistic = fields.median === void 0 ? "mean" : "median";
  const exitCodes = r.exit_codes === void 0 ? void 0 : f.array(r.exit_codes, keyPath(path, "exit_codes")).map((c, i) => exitCodeAt(f, c, keyPath(keyPath(path, "exit_codes"), i)));
  return {
    name: f.stringAt(r, path, "command"),
    value: fields[statistic],
    unit: "s",
    statistic,
    ...r.times === void 0 || r.times === null ? {} : { samples: f.numbers(r.times, keyPath(path, "times")) },
    fields,
    metrics,
    unmeasured,
    ...exitCodes ? { exitCodes } : {}
  };
}
var UNITS2 = { second: "s", byte: "B" };
var COUNTER_UNITS = { cpu_cycles: "cycles", instructions: "instructions" };
function unitOf(f, summary, path, metric) {
  if (summary.unit === void 0) return COUNTER_UNITS[metric] ?? "count";
  const unit = f.string(summary.unit, keyPath(path, "unit"));
  const mapped = UNITS2[unit];
  if (!mapped) f.fail(keyPath(path, "unit"), `is "${unit}"; hyperfine's units are second and byte`);
  return mapped;
}
function parametersOf(f, raw, path) {
  const params = f.object(raw, path);
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, isObject2(v) && "value" in v ? v.value : v]));
}
function readV2Result(f, r, path, primary) {
  const command = f.stringAt(r, path, "command");
  const name = r.name === void 0 || r.name === null ? command : f.stringAt(r, path, "name");
  const summaries = f.object(r.summary, keyPath(path, "summary"));
  const summaryPath = keyPath(keyPath(path, "summary"), primary);
  if (summaries[primary] === void 0) f.fail(summaryPath, `is missing: the primary metric "${primary}" was not measured`);
  const summary = f.object(summaries[primary], summaryPath);
  const measurementsPath = keyPath(path, "measurements");
  const measurements = f.array(r.measurements, measurementsPath).map((m, i) => f.object(m, keyPath(measurementsPath, i)));
  const samples = measurements.map((m, i) => {
    const at = keyPath(keyPath(measurementsPath, i), primary);
    return f.number(f.object(m[primary], at).value, keyPath(at, "value"));
  });
  const exitCodes = measurements.map((m, i) => exitCodeAt(f, m.exit_code, keyPath(keyPath(measurementsPath, i), "exit_code")));
  const fields = { metric: primary, mean: f.numberAt(summary, summaryPath, "mean") };
  for (const key of ["stddev", "min", "max"]) {
    const v = f.optionalNumber(summary[key], keyPath(summaryPath, key));
    if (v !== void 0) fields[key] = v;
  }
  if (name !== command) fields.command = command;
  if (r.parameters !== void 0) fields.parameters = parametersOf(f, r.parameters, keyPath(path, "parameters"));
  if (r.environment !== void 0) fields.environment = f.object(r.environment, keyPath(path, "environment"));
  const others = Object.fromEntries(Object.entries(summaries).filter(([k]) => k !== primary));
  if (Object.keys(others).length > 0) fields.other_metrics = others;
  const metrics = {};
  const unmeasured = {};
  for (const metric of Object.keys(others)) {
    const at = keyPath(keyPath(path, "summary"), metric);
    const other = f.object(summaries[metric], at);
    const values = measurements.map((m) => isObject2(m[metric]) ? m[metric].value : void 0);
    const perRun = values.every((v) => typeof v === "number") ? values : void 0;
    const unit = unitOf(f, other, at, metric);
    const value2 = f.optionalNumber(other.median, keyPath(at, "median"));
    metrics[metric] = unit === "s" ? timeMetric(metric, value2, unmeasured, perRun) : metricOf(metric, value2, unit, perRun);
  }
  return {
    name,
    value: f.numberAt(summary, summaryPath, "median"),
    unit: unitOf(f, summary, summaryPath, primary),
    statistic: "median",
    samples,
    fields,
    metrics,
    unmeasured,
    exitCodes
  };
}
function exitError(codes) {
  const failed2 = (codes ?? []).filter((c) => c !== 0);
  if (failed2.length === 0) return void 0;
  const distinct = [...new Set(failed2.map((c) => c === null ? "killed by a signal" : `exit code ${c}`))];
  return `the command failed in ${failed2.length} of ${codes.length} runs (${distinct.join(", ")})`;
}
function entryOf8(f, raw, index, primary) {
  const path = keyPath("results", index);
  const r = f.object(raw, path);
  const run = primary === void 0 ? readV1Result(f, r, path) : readV2Result(f, r, path, primary);
  if (run.name.trim() === "") f.fail(keyPath(path, "command"), "is empty; a benchmark needs a name");
  const entry = {
    name: run.name,
    value: run.value,
    unit: run.unit,
    direction: "lower",
    ...run.samples ? { samples: run.samples } : {},
    statistic: run.statistic,
    ...run.fields,
    ...metricsField(run.metrics),
    ...Object.keys(run.unmeasured).length > 0 ? { unmeasured_metrics: run.unmeasured } : {}
  };
  const failure2 = exitError(run.exitCodes);
  if (failure2) return { ...entry, success: false, error: failure2 };
  if (!(run.value > 0)) {
    return { ...entry, success: false, error: `the ${run.statistic} is ${run.value} ${run.unit}: too small for hyperfine to measure; use -N (no shell) or a longer command` };
  }
  return entry;
}
function metadataOf3(f, root) {
  const metadata = { tool: { name: "hyperfine" } };
  if (root.metadata === void 0) return metadata;
  const m = f.object(root.metadata, "metadata");
  const version = f.optionalString(m.hyperfine_version, "metadata.hyperfine_version");
  if (version) metadata.tool = { name: "hyperfine", version };
  const start = f.optionalString(m.start_time, "metadata.start_time");
  if (start) metadata.timestamp = start;
  if (isObject2(m.platform)) {
    const os = f.optionalString(m.platform.os, "metadata.platform.os");
    const arch = f.optionalString(m.platform.architecture, "metadata.platform.architecture");
    if (os || arch) metadata.environment = { ...os ? { os } : {}, ...arch ? { arch } : {} };
  }
  return metadata;
}
function detect9(input) {
  if (input.kind !== "file" || !isObject2(input.json)) return false;
  const { results, schema_version: version, benchmarks } = input.json;
  if (benchmarks !== void 0 || !Array.isArray(results) || results.length === 0) return false;
  const first = results[0];
  if (!isObject2(first) || typeof first.command !== "string") return false;
  if (version === 2) return Array.isArray(first.measurements) || isObject2(first.summary);
  return version === void 0 && "mean" in first && ("exit_codes" in first || "times" in first || "median" in first);
}
var hyperfine = {
  id: "hyperfine",
  title: "hyperfine --export-json (1.x and schema_version 2)",
  producedBy: "hyperfine --export-json hyperfine.json CMD...",
  detect: detect9,
  parse(input) {
    const f = new JsonReader(input.path, HINT12);
    const root = f.object(f.document(input, "a hyperfine export"), "");
    if (root.schema_version !== void 0 && root.schema_version !== 2) {
      f.fail("schema_version", `is ${JSON.stringify(root.schema_version)}; this version of bench-gate reads hyperfine 1.x exports and schema_version 2`);
    }
    const primary = root.schema_version === 2 ? f.stringAt(root, "", "primary_metric") : void 0;
    const results = f.array(root.results, "results");
    if (results.length === 0) f.fail("results", "no benchmarks found: the results list is empty");
    const benchmarks = uniqueNames(results.map((r, i) => entryOf8(f, r, i, primary)), (e) => e.name, ({ name, index, firstIndex }) => f.error(
      keyPath("results", index),
      `its name "${name}" is also the name of results[${firstIndex}]; names must be unique. Give each command a --command-name (with {parameter} placeholders for parameter scans)`
    ));
    return { schema_version: 1, benchmarks, metadata: metadataOf3(f, root) };
  }
};

// src/formats/iai-callgrind.ts
var HINT13 = "Give the summary.json files iai-callgrind or Gungraun wrote (cargo bench -- --save-summary=json), or target/iai (target/gungraun)";
var SUMMARY_FILE = /(?:^|\/)summary\.json$/;
var TOOLS = ["Callgrind", "Cachegrind"];
var UNITS3 = [
  ["Dr", "reads"],
  ["Dw", "writes"],
  ["TotalRW", "accesses"],
  ["L1hits", "hits"],
  ["LLhits", "hits"],
  ["RamHits", "hits"],
  ["EstimatedCycles", "cycles"],
  ["I1mr", "misses"],
  ["D1mr", "misses"],
  ["D1mw", "misses"],
  ["ILmr", "misses"],
  ["DLmr", "misses"],
  ["DLmw", "misses"],
  ["ILdmr", "misses"],
  ["DLdmr", "misses"],
  ["DLdmw", "misses"],
  ["Bc", "branches"],
  ["Bcm", "mispredictions"],
  ["Bi", "branches"],
  ["Bim", "mispredictions"],
  ["SysCount", "syscalls"],
  ["Ge", "events"]
];
function isSummary(value2) {
  return isObject2(value2) && typeof value2.version === "string" && typeof value2.module_path === "string" && (value2.kind === "LibraryBenchmark" || value2.kind === "BinaryBenchmark");
}
function wholeCount(reader, n, place) {
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 0) reader.fail(place, `expected a count (a whole number >= 0), found ${JSON.stringify(n) ?? "nothing"}`);
  return n;
}
function eventsV6(reader, profile, tool, at) {
  const summaryAt = `${at}.summaries.total.summary`;
  const summaries = reader.object(profile.summaries, keyPath(at, "summaries"));
  const total = reader.object(summaries.total, `${at}.summaries.total`);
  const place = keyPath(summaryAt, tool);
  const events = reader.object(reader.object(total.summary, summaryAt)[tool], place);
  return {
    place,
    count(event) {
      if (!Object.hasOwn(events, event)) return void 0;
      const metricsAt = `${keyPath(place, event)}.metrics`;
      const metrics = reader.object(reader.object(events[event], keyPath(place, event)).metrics, metricsAt);
      const value2 = Object.hasOwn(metrics, "Left") ? metrics.Left : Object.hasOwn(metrics, "Both") ? reader.array(metrics.Both, keyPath(metricsAt, "Both"))[0] : void 0;
      if (value2 === void 0) return void 0;
      const metric = reader.object(value2, metricsAt);
      return Object.hasOwn(metric, "Float") ? void 0 : wholeCount(reader, metric.Int, keyPath(metricsAt, "Int"));
    }
  };
}
function eventsV7(reader, profile, _tool, at) {
  const data = reader.object(profile.data, keyPath(at, "data"));
  const total = reader.object(data.total, `${at}.data.total`);
  const place = `${at}.data.total.metrics`;
  const events = reader.object(total.metrics, place);
  return {
    place,
    count(event) {
      if (!Object.hasOwn(events, event)) return void 0;
      const valuesAt = `${keyPath(place, event)}.values`;
      const values = reader.object(reader.object(events[event], keyPath(place, event)).values, valuesAt);
      if (!Object.hasOwn(values, "new")) return void 0;
      const value2 = isObject2(values.new) ? values.new.value : values.new;
      return wholeCount(reader, value2, keyPath(valuesAt, "new"));
    }
  };
}
var VERSIONS = { "6": eventsV6, "7": eventsV7 };
function eventsOf(reader, summary, version, place) {
  const profiles = reader.array(summary.profiles, keyPath(place, "profiles"));
  for (const tool of TOOLS) {
    for (let i = 0; i < profiles.length; i++) {
      const at = keyPath(keyPath(place, "profiles"), i);
      const profile = reader.object(profiles[i], at);
      if (profile.tool === tool) return version(reader, profile, tool, at);
    }
  }
  return reader.fail(keyPath(place, "profiles"), "holds no Callgrind or Cachegrind profile, so no instruction count", "Run the benchmark with Callgrind (the default tool) or Cachegrind");
}
function entryOf9(reader, value2, place) {
  const summary = reader.object(value2, place);
  const version = reader.string(summary.version, keyPath(place, "version"));
  const read2 = Object.hasOwn(VERSIONS, version) ? VERSIONS[version] : reader.fail(keyPath(place, "version"), `is summary format version ${version}, and only versions 6 (iai-callgrind 0.16) and 7 (Gungraun 0.20) are read`, "Update to iai-callgrind 0.16 or Gungraun, or give the callgrind.*.out files with --from callgrind");
  const modulePath = reader.string(summary.module_path, keyPath(place, "module_path"));
  const id = reader.optionalString(summary.id, keyPath(place, "id"));
  const name = id === void 0 ? modulePath : `${modulePath} ${id}`;
  const events = eventsOf(reader, summary, read2, place);
  const ir = events.count("Ir");
  const metrics = {};
  for (const [event, unit] of UNITS3) {
    const count2 = events.count(event);
    if (count2 !== void 0) metrics[event] = { value: count2, unit, direction: "lower" };
  }
  if (ir === void 0) reader.fail(keyPath(events.place, "Ir"), "the run has no Ir (instructions) count", "Give the summary of a run that recorded Ir, the default event");
  if (ir === 0) reader.fail(keyPath(events.place, "Ir"), "counts no instruction at all (Ir is 0)", "Give the summary of a benchmark that did some work");
  return { name, value: ir, unit: "instructions", direction: "lower", ...Object.keys(metrics).length > 0 ? { metrics } : {} };
}
function documentOf2(path, entries, places, reader) {
  if (entries.length === 0) throw noBenchmarks(path, "iai-callgrind summaries (summary.json, or cargo bench -- --output-format=json)");
  return { schema_version: 1, benchmarks: uniqueNames(entries, (e) => e.name, repeatedAt(reader, places)), metadata: { tool: { name: "iai-callgrind" } } };
}
function fromLines(path, text) {
  const reader = new JsonReader(path, HINT13);
  const entries = [];
  const places = [];
  forEachLine(text, (raw, index) => {
    const line = raw.trim();
    if (line === "") return;
    const place = `line ${index + 1}`;
    const value2 = parseJsonText(line, `${path}: ${place}`);
    if (!isSummary(value2)) reader.fail(place, 'is not an iai-callgrind summary (no "version", "module_path" and "kind")');
    entries.push(entryOf9(reader, value2, place));
    places.push(place);
  });
  return documentOf2(path, entries, places, reader);
}
function fromDirectory(input) {
  const path = input.path;
  const files = input.list().filter((p) => SUMMARY_FILE.test(p)).sort();
  const entries = [];
  const places = [];
  const written = [];
  const reader = new JsonReader(path, HINT13);
  for (const rel of files) {
    const file = `${path}/${rel}`;
    const summary = parseJsonText(input.read(rel), file);
    const entry = entryOf9(new JsonReader(file, HINT13), summary, "");
    entries.push(entry);
    places.push(rel);
    const duration = isObject2(summary) && typeof summary.duration_ns === "number" && summary.duration_ns > 0 ? summary.duration_ns / 1e6 : 0;
    written.push({ entry, at: input.modified?.(rel), measuringMs: duration });
  }
  const document = documentOf2(path, entries, places, reader);
  warnOfEarlierRuns(
    input,
    written,
    "iai-callgrind keeps the summary.json of every benchmark it has run with --save-summary, a renamed or removed one and one a filter left out too",
    "remove the folder before measuring (rm -rf target/iai target/gungraun, then cargo bench -- --save-summary=json), or give the JSON Lines of cargo bench -- --output-format=json"
  );
  return document;
}
function firstLine(text) {
  const start = text.search(/\S/);
  if (start < 0) return "";
  const end = text.indexOf("\n", start);
  return text.slice(start, end < 0 ? text.length : end).trim();
}
function detect10(input) {
  if (input.kind === "dir") {
    const first = input.list().find((p) => SUMMARY_FILE.test(p));
    if (first === void 0) return false;
    try {
      return isSummary(JSON.parse(input.read(first)));
    } catch {
      return false;
    }
  }
  if (input.json !== void 0) return isSummary(input.json) || Array.isArray(input.json) && isSummary(input.json[0]);
  if (!input.jsonError) return false;
  try {
    return isSummary(JSON.parse(firstLine(input.text)));
  } catch {
    return false;
  }
}
var iaiCallgrind = {
  id: "iai-callgrind",
  title: "iai-callgrind (Gungraun) benchmark summaries (instruction counts)",
  producedBy: "cargo bench -- --save-summary=json (then give target/iai), or cargo bench -- --output-format=json > iai.jsonl",
  detect: detect10,
  parse(input) {
    if (input.kind === "dir") return fromDirectory(input);
    const reader = new JsonReader(input.path, HINT13);
    if (input.json === void 0) {
      if (!input.jsonError && input.text.trim() !== "" && !input.text.trimStart().startsWith("{")) throw inputError(input.path, "is not JSON, so not an iai-callgrind summary", HINT13);
      return fromLines(input.path, input.text);
    }
    if (Array.isArray(input.json)) {
      const places = input.json.map((_, i) => keyPath("", i));
      return documentOf2(input.path, input.json.map((s, i) => entryOf9(reader, s, places[i])), places, reader);
    }
    return documentOf2(input.path, [entryOf9(reader, input.json, "")], [""], reader);
  }
};

// src/formats/jmh.ts
var MODE_DIRECTION = { thrpt: "higher", avgt: "lower", sample: "lower", ss: "lower" };
function isJmhEntry(value2) {
  return isObject2(value2) && typeof value2.benchmark === "string" && typeof value2.mode === "string" && isObject2(value2.primaryMetric);
}
function paramsLabel(r, params, place) {
  if (params === void 0 || params === null) return "";
  const obj = r.object(params, place);
  return Object.entries(obj).map(([k, v]) => {
    if (typeof v !== "string" && typeof v !== "number" && typeof v !== "boolean") throw r.error(`${place}.${k}`, "expected a parameter value (string)");
    return `${k}=${String(v)}`;
  }).join(", ");
}
function flattenRawData(r, raw, place) {
  if (raw === void 0 || raw === null) return void 0;
  return r.array(raw, place).flatMap((fork, f) => r.optionalNumbers(fork, `${place}[${f}]`) ?? []);
}
function histogramIterationMeans(r, histogram, place) {
  const means = [];
  r.array(histogram, place).forEach((fork, f) => {
    r.array(fork, `${place}[${f}]`).forEach((iteration, i) => {
      let sum = 0;
      let count2 = 0;
      r.array(iteration, `${place}[${f}][${i}]`).forEach((pair, p) => {
        const at = `${place}[${f}][${i}][${p}]`;
        const [value2, n] = r.array(pair, at);
        sum += r.number(value2, `${at}[0]`) * r.number(n, `${at}[1]`);
        count2 += r.number(n, `${at}[1]`);
      });
      if (count2 > 0) means.push(sum / count2);
    });
  });
  return means;
}
function secondaryMetrics(r, value2, place) {
  if (value2 === void 0 || value2 === null) return void 0;
  const out = {};
  for (const [name, metric] of Object.entries(r.object(value2, place))) {
    if (!isObject2(metric)) continue;
    if (typeof metric.score === "number" && Number.isFinite(metric.score)) {
      out[name] = { value: metric.score, unit: typeof metric.scoreUnit === "string" ? metric.scoreUnit : "" };
    }
  }
  return Object.keys(out).length > 0 ? out : void 0;
}
function toEntry4(r, item, place) {
  const benchmark = r.string(item.benchmark, `${place}.benchmark`);
  const mode = r.string(item.mode, `${place}.mode`);
  const params = paramsLabel(r, item.params, `${place}.params`);
  const name = `${benchmark}${params === "" ? "" : ` (${params})`} [${mode}]`;
  const pm = r.object(item.primaryMetric, `${place}.primaryMetric`);
  const unit = r.string(pm.scoreUnit, `${place}.primaryMetric.scoreUnit`);
  const direction = directionOfUnit(unit) ?? MODE_DIRECTION[mode];
  if (!direction) throw r.error(`${place}.primaryMetric.scoreUnit`, `cannot tell whether more or less "${unit}" is better in mode "${mode}"`, "Set the direction of this benchmark in the config");
  const value2 = r.gated(pm.score, `${place}.primaryMetric.score`);
  const samples = pm.rawDataHistogram !== void 0 && pm.rawData === void 0 ? histogramIterationMeans(r, pm.rawDataHistogram, `${place}.primaryMetric.rawDataHistogram`) : flattenRawData(r, pm.rawData, `${place}.primaryMetric.rawData`);
  const secondary = secondaryMetrics(r, item.secondaryMetrics, `${place}.secondaryMetrics`);
  return compact({
    name,
    value: value2,
    unit,
    direction,
    samples: samples && samples.length > 0 ? samples : void 0,
    mode,
    params: isObject2(item.params) && Object.keys(item.params).length > 0 ? item.params : void 0,
    // JMH writes "NaN" (a string) for an error it could not compute (one iteration).
    score_error: pm.scoreError === "NaN" ? void 0 : r.optionalNumber(pm.scoreError, `${place}.primaryMetric.scoreError`),
    threads: r.optionalNumber(item.threads, `${place}.threads`),
    forks: r.optionalNumber(item.forks, `${place}.forks`),
    secondary_metrics: secondary,
    ...metricsField(secondaryAsMetrics(secondary))
  });
}
var NOT_COMPARED = /^(?:gc\.(?!.*\.norm$)|class\.(?:load|unload)(?:\.norm)?$|compiler\.|safepoints\.|pauses(?:\.|$)|mempool\.)/;
var comparedValue = (name, value2) => name === "gc.alloc.rate.norm" ? Math.round(value2) : value2;
var EVENTS_PER_OP = "#/op";
var TOTAL = "#";
function secondaryAsMetrics(secondary) {
  const out = {};
  for (const [raw, m] of Object.entries(secondary ?? {})) {
    const name = raw.replace(/^·/, "");
    if (NOT_COMPARED.test(name) || m.unit === TOTAL) continue;
    if (m.unit === EVENTS_PER_OP) out[name] = metricOf(raw, m.value, "events/op", void 0, "lower");
    else out[name] = metricOf(raw, comparedValue(name, m.value), m.unit || raw);
  }
  return out;
}
function metadataOf4(r, first) {
  const jdk = r.optionalString(first.jdkVersion, "[0].jdkVersion");
  const vm = [r.optionalString(first.vmName, "[0].vmName"), r.optionalString(first.vmVersion, "[0].vmVersion")].filter(Boolean).join(" ");
  const runtime = jdk ? `JDK ${jdk}${vm ? ` (${vm})` : ""}` : vm || void 0;
  return compact({
    tool: compact({ name: "JMH", version: r.optionalString(first.jmhVersion, "[0].jmhVersion") }),
    environment: runtime ? { runtime } : void 0
  });
}
var jmh = {
  id: "jmh",
  title: "JMH JSON results",
  producedBy: "java -jar benchmarks.jar -rf json -rff jmh-result.json",
  detect(input) {
    if (input.kind !== "file" || !Array.isArray(input.json) || input.json.length === 0) return false;
    return isJmhEntry(input.json[0]);
  },
  parse(input) {
    const r = new JsonReader(input.path, "Give the file JMH wrote with -rf json");
    const list = r.array(r.document(input, "JMH JSON"), "");
    if (list.length === 0) throw noBenchmarks(input.path, "a JSON array of JMH results (java -jar benchmarks.jar -rf json)");
    const places = list.map((_, i) => `[${i}]`);
    const entries = list.map((item, i) => toEntry4(r, r.object(item, places[i]), places[i]));
    const benchmarks = uniqueNames(entries, (e) => e.name, repeatedAt(r, places));
    return { schema_version: 1, benchmarks, metadata: metadataOf4(r, list[0]) };
  }
};

// src/formats/julia-benchmarktools.ts
var HINT14 = "Give the file BenchmarkTools.save wrote";
function typed(f, value2, path) {
  const pair = f.array(value2, path);
  if (pair.length !== 2 || typeof pair[0] !== "string") f.fail(path, 'expected ["TypeName", {fields}], as BenchmarkTools.save writes values');
  return [pair[0], f.object(pair[1], keyPath(path, 1))];
}
function paramsOf(f, fields, path) {
  if (fields.params === void 0) return {};
  const [, params] = typed(f, fields.params, keyPath(path, "params"));
  const out = {};
  if (typeof params.evals === "number") out.evals = params.evals;
  if (typeof params.samples === "number") out.sample_limit = params.samples;
  return out;
}
function entryOf10(f, name, type, fields, path) {
  const metrics = {
    bytes: { value: f.numberAt(fields, path, "memory"), unit: "B", direction: "lower" },
    allocs: { value: f.numberAt(fields, path, "allocs"), unit: "allocs", direction: "lower" }
  };
  if (type === "TrialEstimate") {
    return { name, value: f.numberAt(fields, path, "time"), unit: "ns", direction: "lower", gc_time: f.optionalNumber(fields.gctime, keyPath(path, "gctime")) ?? 0, ...paramsOf(f, fields, path), metrics };
  }
  const times = f.numbers(fields.times, keyPath(path, "times"));
  if (times.length === 0) f.fail(keyPath(path, "times"), "is empty: the trial ran no samples");
  const gctimes = fields.gctimes === void 0 ? [] : f.numbers(fields.gctimes, keyPath(path, "gctimes"));
  return {
    name,
    value: median(times),
    unit: "ns",
    direction: "lower",
    ...times.length > 1 ? { samples: times } : {},
    ...gctimes.length > 0 ? { gc_time: median(gctimes) } : {},
    ...paramsOf(f, fields, path),
    metrics
  };
}
function walk2(f, value2, path, names, out) {
  const [type, fields] = typed(f, value2, path);
  if (type === "BenchmarkGroup") {
    const dataPath = keyPath(keyPath(path, 1), "data");
    const data = f.object(fields.data, dataPath);
    for (const [key, child] of Object.entries(data)) walk2(f, child, keyPath(dataPath, key), [...names, key], out);
    return;
  }
  if (type !== "Trial" && type !== "TrialEstimate") f.fail(path, `is a ${type}; expected a BenchmarkGroup, Trial or TrialEstimate`);
  if (names.length === 0) f.fail(path, "a result outside any BenchmarkGroup has no name");
  out.push(entryOf10(f, names.join("/"), type, fields, keyPath(path, 1)));
}
function detect11(input) {
  if (input.kind !== "file" || !Array.isArray(input.json) || input.json.length !== 2) return false;
  const [versions, values] = input.json;
  return isObject2(versions) && typeof versions.BenchmarkTools === "string" && Array.isArray(values);
}
var juliaBenchmarkTools = {
  id: "julia-benchmarktools",
  title: "Julia BenchmarkTools JSON (BenchmarkTools.save)",
  producedBy: `julia -e '... BenchmarkTools.save("results.json", run(suite))'`,
  detect: detect11,
  parse(input) {
    const f = new JsonReader(input.path, HINT14);
    const root = f.array(f.document(input, "a BenchmarkTools file"), "");
    if (root.length !== 2) f.fail("", "expected [versions, values], as BenchmarkTools.save writes");
    const versions = f.object(root[0], "[0]");
    const benchmarks = [];
    f.array(root[1], "[1]").forEach((value2, i) => walk2(f, value2, `[1][${i}]`, [], benchmarks));
    if (benchmarks.length === 0) f.fail("[1]", "no benchmarks found (no Trial or TrialEstimate in any group)");
    const seen = /* @__PURE__ */ new Set();
    for (const b of benchmarks) {
      if (seen.has(b.name)) f.fail("[1]", `the name "${b.name}" is used twice (saved values are named by their group keys)`);
      seen.add(b.name);
    }
    const julia = typeof versions.Julia === "string" ? versions.Julia : void 0;
    return {
      schema_version: 1,
      benchmarks,
      metadata: {
        tool: { name: "BenchmarkTools.jl", version: String(versions.BenchmarkTools) },
        ...julia ? { environment: { runtime: `Julia ${julia}` } } : {}
      }
    };
  }
};

// src/formats/k6.ts
var HINT15 = "Export it again with k6 run --summary-export (or JSON.stringify in handleSummary)";
var TRENDS = /^(http_req_duration|iteration_duration)(\{.*\})?$/;
var TREND_METRIC = { http_req_duration: "latency", iteration_duration: "iteration" };
var BUILT_IN = /^(checks|data_received|data_sent|dropped_iterations|group_duration|http_req_\w+|http_reqs|iteration_duration|iterations|vus|vus_max)(\{.*\})?$/;
var STAT_ORDER = ["avg", "min", "med", "max"];
var SUCCESSFUL = "http_req_duration{expected_response:true}";
var NOT_COMPARED2 = `not read: the successful requests' latency, which "latency" (every request) and "error rate" (the failed ones) already gate`;
function percentOf(stat) {
  return Number(/^p\((\d+(?:\.\d+)?)\)$/.exec(stat)?.[1] ?? Number.NaN);
}
function statOrder(a, b) {
  const ia = STAT_ORDER.indexOf(a);
  const ib = STAT_ORDER.indexOf(b);
  if (ia >= 0 || ib >= 0) return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  return percentOf(a) - percentOf(b);
}
function statMetricName(stat) {
  if (stat === "avg") return "mean";
  if (stat === "med") return "p50";
  const p = /^p\((\d+(?:\.\d+)?)\)$/.exec(stat);
  return p ? `p${p[1]}` : stat;
}
function trendOrder(a, b) {
  const rank = (n) => (n.startsWith("iteration") ? 2 : 0) + (n.includes("{") ? 1 : 0);
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}
function isHandleSummary(metrics) {
  return Object.values(metrics).some((m) => isObject2(m) && "type" in m && "values" in m);
}
function thresholdsOf(f, raw, path, handleSummary) {
  if (raw === void 0) return void 0;
  const map = f.object(raw, path);
  return Object.fromEntries(Object.entries(map).map(([expr, v]) => {
    const where = keyPath(path, expr);
    if (handleSummary) {
      const ok = f.object(v, where).ok;
      if (typeof ok !== "boolean") f.fail(keyPath(where, "ok"), "expected true (passed) or false (crossed)");
      return [expr, ok ? "passed" : "crossed"];
    }
    if (typeof v !== "boolean") f.fail(where, "expected true (crossed) or false (passed)");
    return [expr, v ? "crossed" : "passed"];
  }));
}
function k6Metric(f, metrics, name, handleSummary) {
  const path = keyPath("metrics", name);
  const m = f.object(metrics[name], path);
  const thresholds = thresholdsOf(f, m.thresholds, keyPath(path, "thresholds"), handleSummary);
  if (!handleSummary) return { stats: m, path, ...thresholds ? { thresholds } : {} };
  const valuesPath = keyPath(path, "values");
  return { stats: f.object(m.values, valuesPath), path: valuesPath, ...thresholds ? { thresholds } : {} };
}
function trendLatencies(f, name, m) {
  const [, base, tags] = TRENDS.exec(name);
  const stats2 = Object.keys(m.stats).filter((k) => STAT_ORDER.includes(k) || !Number.isNaN(percentOf(k))).sort(statOrder);
  const kept = stats2.includes("med") ? stats2.filter((s) => s !== "p(50)") : stats2;
  return kept.map((stat) => [`${TREND_METRIC[base]}${tags ?? ""} ${statMetricName(stat)}`, f.numberAt(m.stats, m.path, stat)]);
}
function rateOf(f, metrics, name, hs) {
  if (metrics[name] === void 0) return void 0;
  const m = k6Metric(f, metrics, name, hs);
  return { rate: f.numberAt(m.stats, m.path, "rate"), count: f.numberAt(m.stats, m.path, "count") };
}
function requestExtras(f, metrics, hs) {
  const extra = {};
  if (metrics.http_req_failed !== void 0) {
    const m = k6Metric(f, metrics, "http_req_failed", hs);
    const failed2 = f.numberAt(m.stats, m.path, "passes");
    extra.failed_requests = failed2;
    const key = hs ? "rate" : "value";
    const fails = f.optionalNumber(m.stats.fails, keyPath(m.path, "fails"));
    const rate = f.optionalNumber(m.stats[key], keyPath(m.path, key)) ?? (fails === void 0 || failed2 + fails === 0 ? void 0 : failed2 / (failed2 + fails));
    if (rate !== void 0 && !(rate >= 0 && rate <= 1)) f.fail(keyPath(m.path, key), `is ${rate}, not a share between 0 and 1`);
    if (rate !== void 0) extra.failed_rate = rate;
  }
  if (metrics.checks !== void 0) {
    const m = k6Metric(f, metrics, "checks", hs);
    extra.checks = { passes: f.numberAt(m.stats, m.path, "passes"), fails: f.numberAt(m.stats, m.path, "fails") };
  }
  for (const key of ["data_received", "data_sent"]) {
    const m = metrics[key];
    const stats2 = hs && isObject2(m) ? m.values : m;
    if (isObject2(stats2) && typeof stats2.count === "number") extra[`${key}_bytes`] = stats2.count;
  }
  return extra;
}
function detect12(input) {
  if (input.kind !== "file" || !isObject2(input.json)) return false;
  const { metrics, root_group: root } = input.json;
  if (!isObject2(metrics) || !isObject2(root) || "schema_version" in input.json) return false;
  const all = Object.values(metrics);
  return all.length > 0 && all.every((m) => isObject2(m)) && (all.every((m) => !("type" in m)) || all.every((m) => "type" in m && "values" in m));
}
var k6 = {
  id: "k6",
  title: "k6 summary JSON (--summary-export or handleSummary)",
  producedBy: "k6 run --summary-export summary.json script.js",
  detect: detect12,
  parse(input) {
    const f = new JsonReader(input.path, HINT15);
    const root = f.object(f.document(input, "a k6 summary"), "");
    const metrics = f.object(root.metrics, "metrics");
    const hs = isHandleSummary(metrics);
    const names = Object.keys(metrics).sort();
    const requests = rateOf(f, metrics, "http_reqs", hs);
    const iterations = rateOf(f, metrics, "iterations", hs);
    const primary = requests ?? iterations;
    if (primary === void 0) return f.fail("metrics", "no benchmark found: expected the http_reqs or iterations rate");
    const transfer = rateOf(f, metrics, "data_received", hs);
    const setAside = metrics.http_req_duration !== void 0 && metrics[SUCCESSFUL] !== void 0 ? Object.fromEntries(trendLatencies(f, SUCCESSFUL, k6Metric(f, metrics, SUCCESSFUL, hs)).map(([name]) => [name, NOT_COMPARED2])) : {};
    const { failed_requests: failed2, failed_rate: failedRate, ...extra } = requestExtras(f, metrics, hs);
    const benchmark = loadEntry("k6", primary.rate, {
      latency: names.filter((n) => TRENDS.test(n) && !(n === SUCCESSFUL && metrics.http_req_duration !== void 0)).sort(trendOrder).flatMap((n) => trendLatencies(f, n, k6Metric(f, metrics, n, hs))),
      ...transfer ? { transferPerSec: transfer.rate } : {},
      ...typeof failed2 === "number" && typeof failedRate === "number" ? { failures: { failed: failed2, pct: tidy(failedRate * 100) } } : {},
      more: requests && iterations ? { "iterations/s": metricOf("iterations/s", iterations.rate, "iterations/s", void 0, "higher") } : {}
    }, {
      ...requests ? { requests: requests.count } : {},
      ...iterations ? { iterations: iterations.count } : {},
      ...extra
    }, requests ? "req/s" : "iterations/s");
    if (Object.keys(setAside).length > 0) benchmark.unmeasured_metrics = { ...benchmark.unmeasured_metrics, ...setAside };
    const thresholds = Object.fromEntries(names.flatMap((n) => {
      const t = isObject2(metrics[n]) ? thresholdsOf(f, metrics[n].thresholds, keyPath(keyPath("metrics", n), "thresholds"), hs) : void 0;
      return t ? [[n, t]] : [];
    }));
    const crossed = Object.entries(thresholds).flatMap(([m, t]) => Object.entries(t).filter(([, v]) => v === "crossed").map(([e]) => `${m}: ${e}`));
    const custom = Object.fromEntries(names.filter((n) => !BUILT_IN.test(n)).map((n) => [n, metrics[n]]));
    return {
      schema_version: 1,
      benchmarks: [benchmark],
      metadata: {
        tool: { name: "k6" },
        ...Object.keys(thresholds).length > 0 ? { k6_thresholds: thresholds, k6_thresholds_crossed: crossed } : {},
        ...Object.keys(custom).length > 0 ? { k6_custom_metrics: custom } : {}
      }
    };
  }
};

// src/formats/libtest.ts
var NUMBER3 = String.raw`[\d,]+(?:\.\d+)?`;
var BENCH = new RegExp(String.raw`^test (\s*${SPACED_NAME})\s+\.\.\. bench:\s+(${NUMBER3}) (\S+) \(\+/- (${NUMBER3})\)(?: = (${NUMBER3}) MB/s)?$`);
var FAILED2 = new RegExp(String.raw`^test (\s*${SPACED_NAME})\s+\.\.\. FAILED$`);
var BENCH_DETECT = /^test \S.*? \.\.\. bench: +[\d,.]+ (?:\S+\/iter\b|\S+\/s \(\+\/- )/m;
var UNIT_HINT = "Give the unchanged `cargo bench` output";
function number(input, text, line) {
  const value2 = parseGroupedNumber(text);
  if (value2 === void 0) throw lineError(input, line, `"${text}" is not a number`, "Give the unchanged `cargo bench` output");
  return value2;
}
function unitOf2(input, printed, line, options) {
  const perIter = /^(.+)\/iter$/.exec(printed);
  if (!perIter && !/^[^/]+\/s$/.test(printed)) {
    throw lineError(input, line, `"${printed}" is neither a unit per iteration (ns/iter) nor a rate (MB/s)`, UNIT_HINT);
  }
  const unit = perIter ? perIter[1] === "µs" || perIter[1] === "μs" ? "us" : perIter[1] : printed;
  const direction = directionOfUnit(unit) ?? options.direction;
  if (!direction) {
    throw lineError(input, line, `the unit "${printed}" does not say whether higher or lower is better`, "Give --direction higher or --direction lower");
  }
  return { unit, direction };
}
function benchEntry(input, m, line, options) {
  const mbps = m[5] === void 0 ? void 0 : number(input, m[5], line);
  return {
    name: m[1],
    value: number(input, m[2], line),
    ...unitOf2(input, m[3], line, options),
    deviation: number(input, m[4], line),
    ...mbps === void 0 ? {} : { metrics: { "MB/s": { value: mbps, unit: "MB/s", direction: "higher" } } },
    success: true,
    error: null
  };
}
function summarise(lines2) {
  const kept = [];
  for (const l of lines2) {
    const t = l.trim();
    if (t === "stack backtrace:") break;
    if (t !== "" && !t.startsWith("note: ")) kept.push(t);
  }
  return kept.join(" ") || "benchmark failed";
}
function scan5(input, options) {
  const result = { found: [], failureText: /* @__PURE__ */ new Map() };
  let target = "";
  let block;
  const closeBlock = () => {
    if (block) result.failureText.set(JSON.stringify([target, block.name]), summarise(block.lines));
    block = void 0;
  };
  forEachLine(input.text, (raw, index) => {
    const line = index + 1;
    const text = raw.trimEnd();
    const header = /^---- (.+) stdout ----$/.exec(text);
    if (header) {
      closeBlock();
      block = { name: header[1], lines: [] };
      return;
    }
    if (block && !/^(failures:|test result:|running \d+ tests?)/.test(text)) {
      block.lines.push(text);
      return;
    }
    closeBlock();
    const running = /^\s*Running (?:unittests )?(\S+)/.exec(text);
    if (running) target = running[1].replace(/^.*\//, "").replace(/\.rs$/, "");
    const bench = BENCH.exec(text);
    if (bench) {
      result.found.push({ name: bench[1], target, line, entry: benchEntry(input, bench, line, options) });
      return;
    }
    if (text.startsWith("test ") && /\.\.\. bench:/.test(text)) {
      throw lineError(input, line, "bench line is not `test NAME ... bench: N UNIT/iter (+/- D)` or `... bench: N UNIT/s (+/- D)`", "Give the unchanged `cargo bench` output");
    }
    const failed2 = FAILED2.exec(text) ?? /^(\S+) --- FAILED$/.exec(text);
    if (failed2) result.found.push({ name: failed2[1], target, line, entry: { name: failed2[1], success: false, error: "benchmark failed" } });
  });
  closeBlock();
  return result;
}
function nameAll(input, { found, failureText: failureText2 }) {
  const targetsOf = /* @__PURE__ */ new Map();
  for (const f of found) targetsOf.set(f.name, (targetsOf.get(f.name) ?? /* @__PURE__ */ new Set()).add(f.target));
  const nameOf2 = (f) => targetsOf.get(f.name).size > 1 && f.target ? `${f.target}::${f.name}` : f.name;
  const unique = uniqueNames(found, nameOf2, ({ name, item, first }) => lineError(input, item.line, `benchmark "${name}" was already reported at line ${first.line}`, 'Give one `cargo bench` run per file, with cargo\'s "Running" lines (2>&1) when several bench targets share names'));
  return unique.map((f) => {
    const name = nameOf2(f);
    const error = f.entry.success === false ? { error: failureText2.get(JSON.stringify([f.target, f.name])) ?? f.entry.error } : {};
    return { ...f.entry, name, ...f.target ? { target: f.target } : {}, ...error };
  });
}
var libtest = {
  id: "libtest",
  title: "Rust libtest / bencher text",
  producedBy: "cargo bench > bench.txt   (#[bench] on nightly, or the bencher crate on stable)",
  detect(input) {
    return input.kind === "file" && input.json === void 0 && !input.jsonError && input.text.includes("bench:") && BENCH_DETECT.test(input.text);
  },
  parse(input, options) {
    if (input.kind !== "file") throw inputError(input.path, "is a directory, not `cargo bench` output", "Give the text file");
    const benchmarks = nameAll(input, scan5(input, options));
    if (benchmarks.length === 0) {
      throw inputError(input.path, 'no benchmarks found (expected lines like "test name ... bench:  1,234 ns/iter (+/- 56)")', "Run `cargo bench` and give its output");
    }
    return { schema_version: 1, benchmarks, metadata: { tool: { name: "libtest" } } };
  }
};

// src/formats/shared/latency-metrics.ts
var PERCENTILES2 = [
  ["p25", "p25"],
  ["p75", "p75"],
  ["p99", "p99"],
  ["p995", "p99.5"],
  ["p999", "p99.9"]
];
function hzMetric(value2, samples) {
  return { hz: metricOf("hz", value2, "ops/s", samples, "higher") };
}
function percentileMetrics(stats2, unit) {
  const out = {};
  for (const [key, name] of PERCENTILES2) out[name] = metricOf(name, stats2[key], unit, void 0, "lower");
  return out;
}

// src/core/iso-time.ts
function isoFromEpochMs(ms) {
  if (typeof ms !== "number" || !Number.isFinite(ms) || Math.abs(ms) > 864e13) return void 0;
  return new Date(ms).toISOString();
}

// src/formats/mitata.ts
function isV1(json) {
  return isObject2(json) && Array.isArray(json.layout) && Array.isArray(json.benchmarks) && isObject2(json.context);
}
function isV0(json) {
  if (!isObject2(json) || typeof json.cpu !== "string" || typeof json.runtime !== "string" || !Array.isArray(json.benchmarks)) return false;
  const first = json.benchmarks[0];
  return isObject2(first) && typeof first.name === "string" && "group" in first && ("stats" in first || "error" in first);
}
function errorText(error) {
  if (isObject2(error) && typeof error.message === "string" && error.message !== "") return error.message;
  return "the benchmark threw an error";
}
function statsEntry(r, name, stats2, place) {
  const s = r.object(stats2, place);
  const samples = r.optionalNumbers(s.samples, `${place}.samples`);
  return compact({
    name,
    value: r.gated(s.p50, `${place}.p50`),
    unit: "ns",
    direction: "lower",
    samples: samples && samples.length > 0 ? samples : void 0,
    avg: r.optionalNumber(s.avg, `${place}.avg`),
    min: r.optionalNumber(s.min, `${place}.min`),
    p99: r.optionalNumber(s.p99, `${place}.p99`),
    max: r.optionalNumber(s.max, `${place}.max`),
    ...metricsField({ ...percentileMetrics(s, "ns"), heap: heapMetric(r, s.heap, `${place}.heap`) })
  });
}
function heapMetric(r, heap, place) {
  if (!isObject2(heap)) return void 0;
  return metricOf("heap", r.optionalNumber(heap.avg, `${place}.avg`), "B", void 0, "lower");
}
function runEntry(r, name, run, place) {
  if (run.error !== void 0 && run.error !== null) return { name, unit: "ns", direction: "lower", success: false, error: errorText(run.error) };
  return statsEntry(r, name, run.stats, `${place}.stats`);
}
function argsLabel(args) {
  if (!isObject2(args)) return "";
  return Object.entries(args).map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`).join(", ");
}
function parseV1(r, doc, entries, places) {
  const layout = r.array(doc.layout, "layout");
  r.array(doc.benchmarks, "benchmarks").forEach((b, bi) => {
    const bp = `benchmarks[${bi}]`;
    const bench = r.object(b, bp);
    const group = typeof bench.group === "number" && isObject2(layout[bench.group]) ? layout[bench.group].name : void 0;
    const prefix = typeof group === "string" && group !== "" ? `${group} > ` : "";
    const runs = r.array(bench.runs, `${bp}.runs`).map((run, ri) => r.object(run, `${bp}.runs[${ri}]`));
    const runNames = runs.map((run, ri) => r.string(run.name, `${bp}.runs[${ri}].name`));
    const distinct = new Set(runNames).size === runNames.length;
    runs.forEach((run, ri) => {
      const args = distinct ? "" : argsLabel(run.args);
      const name = `${prefix}${runNames[ri]}${args === "" ? "" : ` (${args})`}`;
      entries.push(runEntry(r, name, run, `${bp}.runs[${ri}]`));
      places.push(`${bp}.runs[${ri}]`);
    });
  });
}
function parseV0(r, doc, entries, places) {
  r.array(doc.benchmarks, "benchmarks").forEach((b, bi) => {
    const bp = `benchmarks[${bi}]`;
    const bench = r.object(b, bp);
    const group = typeof bench.group === "string" && !bench.group.startsWith("$mitata_group") ? `${bench.group} > ` : "";
    const name = `${group}${r.string(bench.name, `${bp}.name`)}`;
    entries.push(runEntry(r, name, bench, bp));
    places.push(bp);
  });
}
function metadataOf5(r, doc, v1) {
  if (!v1) {
    const environment2 = compact({ cpu_model: r.optionalString(doc.cpu, "cpu"), runtime: r.optionalString(doc.runtime, "runtime") });
    return { tool: { name: "mitata" }, environment: environment2 };
  }
  const ctx = isObject2(doc.context) ? doc.context : {};
  const runtime = [r.optionalString(ctx.runtime, "context.runtime"), r.optionalString(ctx.version, "context.version")].filter(Boolean).join(" ");
  const environment = compact({
    cpu_model: isObject2(ctx.cpu) ? r.optionalString(ctx.cpu.name, "context.cpu.name") : void 0,
    arch: r.optionalString(ctx.arch, "context.arch"),
    runtime: runtime === "" ? void 0 : runtime
  });
  const now = r.optionalNumber(ctx.now, "context.now");
  return compact({
    tool: { name: "mitata" },
    timestamp: isoFromEpochMs(now),
    environment: Object.keys(environment).length > 0 ? environment : void 0
  });
}
var mitata = {
  id: "mitata",
  title: "mitata JSON",
  producedBy: "node bench.mjs  (await run({ format: 'json' }); mitata 0.1: run({ json: true }))",
  detect(input) {
    return input.kind === "file" && (isV1(input.json) || isV0(input.json));
  },
  parse(input) {
    const r = new JsonReader(input.path, "Give the output of mitata's run({ format: 'json' })");
    const doc = r.object(r.document(input, "mitata JSON"), "");
    const v1 = Array.isArray(doc.layout);
    const entries = [];
    const places = [];
    if (v1) parseV1(r, doc, entries, places);
    else parseV0(r, doc, entries, places);
    if (entries.length === 0) throw noBenchmarks(input.path, 'entries in "benchmarks" (mitata run({ format: "json" }))');
    const benchmarks = uniqueNames(entries, (e) => e.name, repeatedAt(r, places));
    return { schema_version: 1, benchmarks, metadata: metadataOf5(r, doc, v1) };
  }
};

// src/formats/oha.ts
var HINT16 = "Run oha again with --output-format json";
var DEADLINE = "aborted due to deadline";
function msAt(f, obj, parent, key) {
  const v = obj[key];
  return v === null ? Number.NaN : toMs(f.numberAt(obj, parent, key), "s");
}
function percentilesOf(f, root) {
  if (root.latencyPercentiles === void 0) return [];
  const map = f.object(root.latencyPercentiles, "latencyPercentiles");
  return Object.keys(map).map((key) => {
    const m = /^p(\d+(?:\.\d+)?)$/.exec(key);
    if (!m) f.fail(keyPath("latencyPercentiles", key), "is not a percentile key like p50 or p99.9");
    return [Number(m[1]), msAt(f, map, "latencyPercentiles", key)];
  }).sort((a, b) => a[0] - b[0]);
}
function counts(f, root, key) {
  if (root[key] === void 0) return {};
  const map = f.object(root[key], key);
  return Object.fromEntries(Object.keys(map).map((k) => [k, f.numberAt(map, key, k)]));
}
function entryOf11(f, root) {
  const summary = f.object(root.summary, "summary");
  const rps = f.numberAt(summary, "summary", "requestsPerSec");
  const successRate = summary.successRate === null ? 0 : f.numberAt(summary, "summary", "successRate");
  const errors = counts(f, root, "errorDistribution");
  const statusCodes = counts(f, root, "statusCodeDistribution");
  let requestErrors = 0;
  for (const [message, n] of Object.entries(errors)) if (message !== DEADLINE) requestErrors += n;
  const failed2 = failedResponses(statusCodes) + requestErrors;
  const responses = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  const transfer = f.optionalNumber(summary.sizePerSec, "summary.sizePerSec");
  const entry = loadEntry("oha", rps, {
    latency: [
      ["latency mean", msAt(f, summary, "summary", "average")],
      ["latency max", msAt(f, summary, "summary", "slowest")],
      ...percentilesOf(f, root).map(([p, ms]) => [`latency ${percentileLabel(p)}`, ms])
    ],
    ...transfer !== void 0 ? { transferPerSec: transfer } : {},
    failures: { failed: failed2, pct: errorRatePct(failed2, responses + requestErrors) },
    unmeasured: "no request succeeded, so oha measured no latency"
  }, {
    success_rate: successRate,
    total_s: f.optionalNumber(summary.total, "summary.total"),
    total_data_bytes: f.optionalNumber(summary.totalData, "summary.totalData"),
    latency_fastest_ms: msAt(f, summary, "summary", "fastest"),
    status_codes: statusCodes,
    ...Object.keys(errors).length > 0 ? { errors } : {}
  });
  if (!(successRate > 0)) failLoad(entry, `no request succeeded (${Object.keys(errors)[0] ?? "no error reported"})`);
  return JSON.parse(JSON.stringify(entry, (_k, v) => typeof v === "number" && Number.isNaN(v) ? null : v));
}
function detect13(input) {
  if (input.kind !== "file" || !isObject2(input.json)) return false;
  const { summary } = input.json;
  return isObject2(summary) && "successRate" in summary && "requestsPerSec" in summary && "slowest" in summary;
}
var oha = {
  id: "oha",
  title: "oha JSON output",
  producedBy: "oha -z 10s -c 50 --output-format json URL > oha.json (older oha: --json)",
  detect: detect13,
  parse(input) {
    const f = new JsonReader(input.path, HINT16);
    const root = f.object(f.document(input, "oha JSON output"), "");
    return { schema_version: 1, benchmarks: [entryOf11(f, root)], metadata: { tool: { name: "oha" } } };
  }
};

// src/formats/pyperf.ts
var HINT17 = "Write it again with pyperf (-o FILE)";
var UNITS4 = {
  second: { unit: "s", direction: "lower" },
  byte: { unit: "B", direction: "lower" },
  integer: { unit: "integer" }
};
var MEMORY_KEYS = ["mem_max_rss", "mem_peak_pagefile_usage", "command_max_rss"];
function valuesOf(f, bench, meta, path) {
  const runsPath = keyPath(path, "runs");
  const perRun = f.array(bench.runs, runsPath).map((run, i) => {
    const runPath = keyPath(runsPath, i);
    const r = f.object(run, runPath);
    const own = isObject2(r.metadata) ? r.metadata : {};
    return { values: r.values === void 0 ? [] : f.numbers(r.values, keyPath(runPath, "values")), metadata: { ...meta, ...own } };
  });
  const measured = perRun.filter((r) => r.values.length > 0);
  const memory = {};
  for (const key of MEMORY_KEYS) {
    const values = measured.map((r) => r.metadata[key]);
    if (measured.length > 0 && values.every((v) => typeof v === "number" && Number.isFinite(v) && v > 0)) memory[key] = values;
  }
  return { values: measured.flatMap((r) => r.values), perProcess: measured.map((r) => median(r.values)), memory };
}
function memoryMetrics2(memory) {
  return Object.fromEntries(Object.entries(memory).map(([key, values]) => [key, metricOf(key, median(values), "B", values, "lower")]));
}
function entryOf12(f, common, raw, index, options) {
  const path = keyPath("benchmarks", index);
  const bench = f.object(raw, path);
  const own = bench.metadata === void 0 ? {} : f.object(bench.metadata, keyPath(path, "metadata"));
  const meta = { ...common, ...own };
  const where = (key) => key in own ? keyPath(keyPath(path, "metadata"), key) : keyPath("metadata", key);
  if (meta.name === void 0) f.fail(keyPath(path, "metadata"), `has no "name" (nor has the file's metadata)`);
  const name = f.string(meta.name, where("name"));
  const unitName = meta.unit === void 0 ? "second" : f.string(meta.unit, where("unit"));
  const unit = UNITS4[unitName];
  if (!unit) f.fail(where("unit"), `is "${unitName}"; pyperf's units are second, byte and integer`);
  const { values, perProcess, memory } = valuesOf(f, bench, meta, path);
  if (values.length === 0) f.fail(keyPath(path, "runs"), "holds no values (only calibration or warmup runs)");
  const value2 = median(values);
  const direction = unit.direction ?? options.direction;
  const entry = { name, value: value2, unit: unit.unit, ...direction ? { direction } : {}, ...samplesField(perProcess) };
  entry.processes = perProcess.length;
  for (const key of ["loops", "inner_loops"]) {
    if (typeof meta[key] === "number") entry[key] = meta[key];
  }
  Object.assign(entry, metricsField(memoryMetrics2(memory)));
  if (!(value2 > 0)) return { ...entry, success: false, error: `the median is ${value2} ${unit.unit}: nothing to compare` };
  return entry;
}
function firstRunDate(root) {
  const bench = Array.isArray(root.benchmarks) ? root.benchmarks[0] : void 0;
  const runs = isObject2(bench) && Array.isArray(bench.runs) ? bench.runs : [];
  const run = runs.find((r) => isObject2(r) && isObject2(r.metadata) && typeof r.metadata.date === "string");
  return isObject2(run) && isObject2(run.metadata) ? run.metadata.date : void 0;
}
function metadataOf6(common, root) {
  const str = (key) => typeof common[key] === "string" && common[key] !== "" ? common[key] : void 0;
  const version = str("perf_version");
  const metadata = { tool: { name: "pyperf", ...version ? { version } : {} } };
  const date = firstRunDate(root);
  if (date) metadata.timestamp = date;
  const env = {};
  if (str("cpu_model_name")) env.cpu_model = str("cpu_model_name");
  if (typeof common.cpu_count === "number" && Number.isInteger(common.cpu_count) && common.cpu_count >= 1) env.cpu_count = common.cpu_count;
  const platform = str("platform");
  if (platform) Object.assign(env, { os: platform.split("-")[0], platform });
  const impl = str("python_implementation");
  const python = str("python_version");
  if (python) env.runtime = impl ? `${impl} ${python}` : python;
  if (Object.keys(env).length > 0) metadata.environment = env;
  return metadata;
}
function detect14(input) {
  if (input.kind !== "file" || !isObject2(input.json)) return false;
  const doc = input.json;
  if ("schema_version" in doc || typeof doc.version !== "string" || !Array.isArray(doc.benchmarks)) return false;
  const first = doc.benchmarks[0];
  return isObject2(first) && Array.isArray(first.runs);
}
var pyperf = {
  id: "pyperf",
  title: "pyperf JSON",
  producedBy: "python -m pyperf timeit -o pyperf.json STMT (or a pyperf.Runner script with -o / --append; .json.gz too)",
  detect: detect14,
  parse(input, options) {
    const f = new JsonReader(input.path, HINT17);
    const root = f.object(f.document(input, "a pyperf file"), "");
    const common = root.metadata === void 0 ? {} : f.object(root.metadata, "metadata");
    const list = f.array(root.benchmarks, "benchmarks");
    if (list.length === 0) f.fail("benchmarks", "no benchmarks found: the list is empty");
    const benchmarks = uniqueNames(list.map((b, i) => entryOf12(f, common, b, i, options)), (e) => e.name, ({ name, index, firstIndex }) => f.error(keyPath(keyPath("benchmarks", index), "metadata"), `the name "${name}" is also the name of benchmarks[${firstIndex}]; names must be unique`));
    return { schema_version: 1, benchmarks, metadata: metadataOf6(common, root) };
  }
};

// src/formats/pytest-benchmark.ts
var HINT18 = "Export it again with pytest --benchmark-json";
var STATS2 = ["mean", "stddev", "min", "max", "q1", "q3", "iqr", "ops", "rounds", "iterations", "outliers"];
function entryOf13(f, value2, index) {
  const path = keyPath("benchmarks", index);
  const b = f.object(value2, path);
  const name = typeof b.fullname === "string" && b.fullname !== "" ? b.fullname : f.stringAt(b, path, "name");
  const statsPath = keyPath(path, "stats");
  const stats2 = f.object(b.stats, statsPath);
  const median3 = f.numberAt(stats2, statsPath, "median");
  const entry = { name, value: median3, unit: "s", direction: "lower" };
  if (stats2.data !== void 0) entry.samples = f.numbers(stats2.data, keyPath(statsPath, "data"));
  for (const key of STATS2) {
    if (stats2[key] === void 0 || stats2[key] === null) continue;
    entry[key] = key === "outliers" ? f.string(stats2[key], keyPath(statsPath, key)) : f.number(stats2[key], keyPath(statsPath, key));
  }
  for (const key of ["group", "params", "extra_info"]) {
    const v = b[key];
    if (v !== void 0 && v !== null && !(isObject2(v) && Object.keys(v).length === 0)) entry[key] = v;
  }
  Object.assign(entry, metricsField({ ops: metricOf("ops", entry.ops, "ops/s", void 0, "higher") }));
  if (!(median3 > 0)) {
    return { ...entry, success: false, error: `the median is ${median3} s: too short for the timer to measure; add iterations` };
  }
  return entry;
}
function environmentOf2(f, info) {
  const env = {};
  const cpu = isObject2(info.cpu) ? info.cpu : {};
  const brand = cpu.brand_raw ?? cpu.brand;
  if (typeof brand === "string" && brand !== "") env.cpu_model = brand;
  if (typeof cpu.count === "number" && Number.isInteger(cpu.count) && cpu.count >= 1) env.cpu_count = cpu.count;
  const system = f.optionalString(info.system, "machine_info.system");
  const release = f.optionalString(info.release, "machine_info.release");
  if (system) env.os = system;
  if (release) env.os_release = release;
  const machine = f.optionalString(info.machine, "machine_info.machine");
  if (machine) env.arch = machine;
  const python = f.optionalString(info.python_version, "machine_info.python_version");
  if (python) env.runtime = `${typeof info.python_implementation === "string" ? info.python_implementation : "Python"} ${python}`;
  return Object.keys(env).length > 0 ? env : void 0;
}
function metadataOf7(f, root) {
  const version = f.optionalString(root.version, "version");
  const metadata = { tool: { name: "pytest-benchmark", ...version ? { version } : {} } };
  const timestamp = f.optionalString(root.datetime, "datetime");
  if (timestamp) metadata.timestamp = timestamp;
  if (isObject2(root.commit_info)) {
    const c = root.commit_info;
    if (typeof c.id === "string" && c.id !== "" && c.id !== "unversioned") metadata.commit = c.id;
    if (typeof c.branch === "string" && c.branch !== "" && c.branch !== "(unknown)") metadata.branch = c.branch;
    if (typeof c.dirty === "boolean") metadata.dirty = c.dirty;
  }
  const env = isObject2(root.machine_info) ? environmentOf2(f, root.machine_info) : void 0;
  if (env) metadata.environment = env;
  return metadata;
}
function detect15(input) {
  if (input.kind !== "file" || !isObject2(input.json)) return false;
  const doc = input.json;
  return !("schema_version" in doc) && isObject2(doc.machine_info) && Array.isArray(doc.benchmarks) && "commit_info" in doc;
}
var pytestBenchmark = {
  id: "pytest-benchmark",
  title: "pytest-benchmark --benchmark-json",
  producedBy: "pytest --benchmark-json benchmark.json",
  detect: detect15,
  parse(input) {
    const f = new JsonReader(input.path, HINT18);
    const root = f.object(f.document(input, "a pytest-benchmark export"), "");
    const list = f.array(root.benchmarks, "benchmarks");
    if (list.length === 0) f.fail("benchmarks", "no benchmarks found: the list is empty (were the benchmarks disabled or all skipped?)");
    const benchmarks = uniqueNames(list.map((b, i) => entryOf13(f, b, i)), (e) => e.name, ({ name, index, firstIndex }) => f.error(keyPath(keyPath("benchmarks", index), "fullname"), `"${name}" is also the name of benchmarks[${firstIndex}]; names must be unique`));
    return { schema_version: 1, benchmarks, metadata: metadataOf7(f, root) };
  }
};

// src/formats/tinybench.ts
function isResultsShape(json) {
  if (!Array.isArray(json) || json.length === 0) return false;
  const ok = json.every((t) => isObject2(t) && typeof t.name === "string" && (t.result === void 0 || isObject2(t.result)));
  return ok && json.some((t) => isObject2(t.result) && isTinybenchResult(t.result));
}
function isTinybenchResult(result) {
  return isObject2(result.latency) || typeof result.hz === "number" && "period" in result || typeof result.state === "string" || "error" in result;
}
function tableNameKey(row) {
  if (!isObject2(row)) return void 0;
  if (typeof row["Task name"] === "string") return "Task name";
  if (typeof row["Task Name"] === "string") return "Task Name";
  return void 0;
}
function isTableShape(json) {
  return Array.isArray(json) && json.length > 0 && json.every((row) => tableNameKey(row) !== void 0);
}
function errorMessage(error) {
  if (isObject2(error) && typeof error.message === "string" && error.message !== "") return error.message;
  if (typeof error === "string" && error !== "") return error;
  return "the task threw an error (its message was not saved)";
}
function medianLatency(r, value2, place, name) {
  if (value2 === 0) {
    throw r.error(
      place,
      `is zero (0): at least half the iterations of ${JSON.stringify(name)} took no measurable time (faster than the timer, or clamped to 0 by subtractTimerOverhead)`,
      "Give each iteration more work (a loop inside the task), or turn subtractTimerOverhead off"
    );
  }
  return r.gated(value2, place);
}
function failed(name, unit, error) {
  return { name, unit, direction: "lower", success: false, error };
}
function resultEntry(r, task, place) {
  const name = r.string(task.name, `${place}.name`);
  if (!isObject2(task.result)) return failed(name, "ms", "no result: the task did not run");
  const res = task.result;
  if (res.error !== void 0 || res.state === "errored") return failed(name, "ms", errorMessage(res.error));
  if (typeof res.state === "string" && res.state !== "completed") return failed(name, "ms", `the task did not complete (state "${res.state}")`);
  if (isObject2(res.latency)) {
    const lat = res.latency;
    const samples2 = r.optionalNumbers(lat.samples, `${place}.result.latency.samples`);
    return compact({
      name,
      value: medianLatency(r, lat.p50, `${place}.result.latency.p50`, name),
      unit: "ms",
      direction: "lower",
      samples: samples2 && samples2.length > 0 ? samples2 : void 0,
      mean: r.optionalNumber(lat.mean, `${place}.result.latency.mean`),
      hz: isObject2(res.throughput) ? r.optionalNumber(res.throughput.mean, `${place}.result.throughput.mean`) : void 0,
      rme_pct: r.optionalNumber(lat.rme, `${place}.result.latency.rme`),
      p99: r.optionalNumber(lat.p99, `${place}.result.latency.p99`),
      sample_count: r.optionalNumber(lat.samplesCount, `${place}.result.latency.samplesCount`) ?? samples2?.length,
      ...metricsField({
        ...isObject2(res.throughput) ? hzMetric(res.throughput.mean, r.optionalNumbers(res.throughput.samples, `${place}.result.throughput.samples`)) : {},
        ...percentileMetrics(lat, "ms")
      })
    });
  }
  const samples = r.optionalNumbers(res.samples, `${place}.result.samples`);
  return compact({
    name,
    value: r.gated(res.mean, `${place}.result.mean`),
    unit: "ms",
    direction: "lower",
    samples: samples && samples.length > 0 ? samples : void 0,
    hz: r.optionalNumber(res.hz, `${place}.result.hz`),
    rme_pct: r.optionalNumber(res.rme, `${place}.result.rme`),
    p99: r.optionalNumber(res.p99, `${place}.result.p99`),
    sample_count: samples?.length,
    ...metricsField({ ...hzMetric(res.hz), ...percentileMetrics(res, "ms") })
  });
}
function runtimeOf(tasks) {
  for (const t of tasks) {
    const res = isObject2(t) && isObject2(t.result) ? t.result : void 0;
    if (res && typeof res.runtime === "string") return typeof res.runtimeVersion === "string" ? `${res.runtime} ${res.runtimeVersion}` : res.runtime;
  }
  return void 0;
}
function parseCell(r, cell, place) {
  if (typeof cell === "number" && Number.isFinite(cell)) return { value: cell };
  const m = typeof cell === "string" ? /^([-+]?[\d,]*(?:\.\d+|(?<=\d))(?:e[-+]?\d+)?)(?:\s*[±\u00b1]\s*([\d.]+)%?)?$/i.exec(cell.trim()) : null;
  if (!m) throw r.error(place, `expected a number such as "218695 ± 1343.0", found ${JSON.stringify(cell)}`);
  return { value: Number(m[1].replaceAll(",", "")), spread: m[2] === void 0 ? void 0 : Number(m[2]) };
}
function opsPerSec(cell) {
  if (typeof cell === "number") return cell;
  const text = typeof cell === "string" ? cell.trim() : "";
  return /^\d{1,3}(?:[,.'\s\u00a0\u202f]\d{3})*$|^\d+$/.test(text) ? Number(text.replace(/\D/g, "")) : void 0;
}
function tableEntry(r, row, place) {
  const key = tableNameKey(row);
  if (key === void 0) throw r.error(place, 'expected a row of bench.table(), with a "Task name"', "Save all rows of one bench.table() call");
  const name = r.string(row[key], `${place}["${key}"]`);
  if (typeof row.Error === "string") return failed(name, "ns", row.Error || "the task threw an error");
  if (key === "Task Name") {
    if (row["Average Time (ns)"] === "NaN") return failed(name, "ns", "the task threw an error (tinybench 2 tables keep no message)");
    const value2 = r.gated(parseCell(r, row["Average Time (ns)"], `${place}["Average Time (ns)"]`).value, `${place}["Average Time (ns)"]`);
    const margin = typeof row.Margin === "string" ? /([\d.]+)%/.exec(row.Margin) : null;
    const hz = opsPerSec(row["ops/sec"]);
    return compact({
      name,
      value: value2,
      unit: "ns",
      direction: "lower",
      rme_pct: margin ? Number(margin[1]) : void 0,
      sample_count: r.optionalNumber(row.Samples, `${place}.Samples`),
      ...metricsField(hzMetric(hz))
    });
  }
  if (row["Latency med (ns)"] === "N/A") return failed(name, "ns", `the task did not complete (${typeof row.Remarks === "string" ? row.Remarks : "no statistics"})`);
  const med = parseCell(r, row["Latency med (ns)"], `${place}["Latency med (ns)"]`);
  const avg = row["Latency avg (ns)"] === void 0 ? void 0 : parseCell(r, row["Latency avg (ns)"], `${place}["Latency avg (ns)"]`);
  const thr = row["Throughput avg (ops/s)"] === void 0 ? void 0 : parseCell(r, row["Throughput avg (ops/s)"], `${place}["Throughput avg (ops/s)"]`);
  return compact({
    name,
    value: medianLatency(r, med.value, `${place}["Latency med (ns)"]`, name),
    unit: "ns",
    direction: "lower",
    mean: avg?.value,
    rme_pct: avg?.spread,
    hz: thr?.value,
    sample_count: r.optionalNumber(row.Samples, `${place}.Samples`),
    ...metricsField(hzMetric(thr?.value))
  });
}
var tinybench = {
  id: "tinybench",
  title: "tinybench results JSON",
  producedBy: "JSON.stringify(bench.tasks.map(({ name, result }) => ({ name, result })))  or  JSON.stringify(bench.table())",
  detect(input) {
    return input.kind === "file" && (isResultsShape(input.json) || isTableShape(input.json));
  },
  parse(input) {
    const r = new JsonReader(input.path, "Save JSON.stringify(bench.tasks.map(({ name, result }) => ({ name, result }))) or JSON.stringify(bench.table())");
    const list = r.array(r.document(input, "tinybench results JSON"), "");
    if (list.length === 0) throw noBenchmarks(input.path, "an array of {name, result} or the rows of bench.table()");
    const table2 = tableNameKey(list[0]) !== void 0;
    const places = list.map((_, i) => `[${i}]`);
    const entries = list.map((item, i) => {
      const obj = r.object(item, places[i]);
      return table2 ? tableEntry(r, obj, places[i]) : resultEntry(r, obj, places[i]);
    });
    const benchmarks = uniqueNames(entries, (e) => e.name, repeatedAt(r, places));
    const runtime = table2 ? void 0 : runtimeOf(list);
    const metadata = compact({ tool: { name: "tinybench" }, environment: runtime ? { runtime } : void 0 });
    return { schema_version: 1, benchmarks, metadata };
  }
};

// src/formats/vitest-bench.ts
function isV4(json) {
  if (!isObject2(json) || !Array.isArray(json.files) || json.files.length === 0) return false;
  const first = json.files[0];
  return isObject2(first) && typeof first.filepath === "string" && Array.isArray(first.groups);
}
function isV5(json) {
  if (!isObject2(json) || !Array.isArray(json.testResults) || typeof json.numTotalTests !== "number") return false;
  return json.testResults.some((file) => isObject2(file) && Array.isArray(file.assertionResults) && file.assertionResults.some((a) => isObject2(a) && Array.isArray(a.benchmarks)));
}
var V4_STATISTICS = ["median", "mean", "hz", "period", "sampleCount"];
function v4Entry(r, b, place, group) {
  const name = `${group} > ${r.string(b.name, `${place}.name`)}`;
  if (V4_STATISTICS.every((key) => b[key] === void 0)) {
    return { name, unit: "ms", direction: "lower", success: false, error: "the benchmark threw an error (vitest 4 records no statistics and no message for it)" };
  }
  const hasMedian = b.median !== void 0;
  const value2 = r.gated(hasMedian ? b.median : b.mean, `${place}.${hasMedian ? "median" : "mean"}`);
  const samples = r.optionalNumbers(b.samples, `${place}.samples`);
  return compact({
    name,
    value: value2,
    unit: "ms",
    direction: "lower",
    samples: samples && samples.length > 0 ? samples : void 0,
    mean: r.optionalNumber(b.mean, `${place}.mean`),
    hz: r.optionalNumber(b.hz, `${place}.hz`),
    rme_pct: r.optionalNumber(b.rme, `${place}.rme`),
    p99: r.optionalNumber(b.p99, `${place}.p99`),
    sample_count: r.optionalNumber(b.sampleCount, `${place}.sampleCount`),
    ...metricsField({ ...hzMetric(b.hz), ...percentileMetrics(b, "ms") })
  });
}
function parseV4(r, doc) {
  const out = { entries: [], places: [] };
  r.array(doc.files, "files").forEach((f, fi) => {
    const file = r.object(f, `files[${fi}]`);
    r.array(file.groups, `files[${fi}].groups`).forEach((g, gi) => {
      const gp = `files[${fi}].groups[${gi}]`;
      const group = r.object(g, gp);
      const fullName = r.string(group.fullName, `${gp}.fullName`);
      r.array(group.benchmarks, `${gp}.benchmarks`).forEach((b, bi) => {
        const place = `${gp}.benchmarks[${bi}]`;
        out.entries.push(v4Entry(r, r.object(b, place), place, fullName));
        out.places.push(place);
      });
    });
  });
  return out;
}
function shortFileNames(paths) {
  const distinct = [...new Set(paths.map((p) => p.replaceAll("\\", "/")))];
  const reversed = distinct.map((p) => p.split("/").reverse());
  const order = reversed.map((_, i) => i).sort((a, b) => compareParts(reversed[a], reversed[b]));
  const shared = (a, b) => a === void 0 || b === void 0 ? 0 : commonStart(reversed[a], reversed[b]);
  const names = /* @__PURE__ */ new Map();
  order.forEach((i, at) => {
    const keep = 1 + Math.max(shared(i, order[at - 1]), shared(i, order[at + 1]));
    names.set(distinct[i], reversed[i].slice(0, keep).reverse().join("/"));
  });
  return paths.map((p) => names.get(p.replaceAll("\\", "/")));
}
function compareParts(a, b) {
  const n = commonStart(a, b);
  if (n === a.length || n === b.length) return a.length - b.length;
  return a[n] < b[n] ? -1 : 1;
}
function commonStart(a, b) {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}
function v5Entry(r, t, place, prefix) {
  const name = `${prefix} > ${r.string(t.name, `${place}.name`)}`;
  const latency = r.object(t.latency, `${place}.latency`);
  const throughput = isObject2(t.throughput) ? t.throughput : {};
  const value2 = medianLatency(r, latency.p50, `${place}.latency.p50`, name);
  const samples = r.optionalNumbers(latency.samples, `${place}.latency.samples`);
  return compact({
    name,
    value: value2,
    unit: "ms",
    direction: "lower",
    samples: samples && samples.length > 0 ? samples : void 0,
    mean: r.optionalNumber(latency.mean, `${place}.latency.mean`),
    hz: r.optionalNumber(throughput.mean, `${place}.throughput.mean`),
    rme_pct: r.optionalNumber(latency.rme, `${place}.latency.rme`),
    p99: r.optionalNumber(latency.p99, `${place}.latency.p99`),
    sample_count: r.optionalNumber(latency.samplesCount, `${place}.latency.samplesCount`),
    ...metricsField({ ...hzMetric(throughput.mean, r.optionalNumbers(throughput.samples, `${place}.throughput.samples`)), ...percentileMetrics(latency, "ms") })
  });
}
function firstLine2(text) {
  const line = text.split("\n").find((l) => l.trim() !== "");
  return line === void 0 ? "" : line.trim();
}
function testPath(r, a, place) {
  const titles = a.ancestorTitles;
  if (Array.isArray(titles) && titles.every((t) => typeof t === "string") && typeof a.title === "string") return [...titles, a.title].join(" > ");
  return r.string(a.fullName, `${place}.fullName`);
}
function v5Assertion(r, a, place, file, out) {
  const benchmarks = Array.isArray(a.benchmarks) ? a.benchmarks : [];
  if (benchmarks.length === 0) {
    if (a.status === "failed") {
      const messages = Array.isArray(a.failureMessages) ? a.failureMessages : [];
      const error = typeof messages[0] === "string" ? firstLine2(messages[0]) : "the test failed";
      out.entries.push({ name: `${file} > ${testPath(r, a, place)}`, unit: "ms", direction: "lower", success: false, error });
      out.places.push(place);
    }
    return;
  }
  benchmarks.forEach((b, bi) => {
    const bp = `${place}.benchmarks[${bi}]`;
    const bench = r.object(b, bp);
    const prefix = `${file} > ${r.string(bench.name, `${bp}.name`)}`;
    r.array(bench.tasks, `${bp}.tasks`).forEach((t, ti) => {
      const tp = `${bp}.tasks[${ti}]`;
      const task = r.object(t, tp);
      if (task.fromStore === true) return;
      out.entries.push(v5Entry(r, task, tp, prefix));
      out.places.push(tp);
    });
  });
}
function parseV5(r, doc) {
  const out = { entries: [], places: [] };
  const files = r.array(doc.testResults, "testResults").map((f, fi) => r.object(f, `testResults[${fi}]`));
  const names = shortFileNames(files.map((f, fi) => r.string(f.name, `testResults[${fi}].name`)));
  files.forEach((file, fi) => {
    const fp = `testResults[${fi}].assertionResults`;
    r.array(file.assertionResults, fp).forEach((a, ai) => v5Assertion(r, r.object(a, `${fp}[${ai}]`), `${fp}[${ai}]`, names[fi], out));
  });
  return out;
}
function metadataOf8(doc) {
  const timestamp = isoFromEpochMs(doc.startTime);
  return compact({ tool: { name: "vitest" }, timestamp });
}
var vitestBench = {
  id: "vitest-bench",
  title: "vitest bench JSON",
  producedBy: "vitest bench --run --outputJson bench.json  (vitest 5: vitest bench --run --reporter=json --outputFile bench.json)",
  detect(input) {
    return input.kind === "file" && (isV4(input.json) || isV5(input.json));
  },
  parse(input) {
    const r = new JsonReader(input.path, "Give the file vitest wrote (vitest bench --outputJson, or --reporter=json in vitest 5)");
    const doc = r.object(r.document(input, "vitest bench JSON"), "");
    const v5 = Array.isArray(doc.testResults);
    if (!v5 && !Array.isArray(doc.files)) {
      throw r.error("", 'has neither "files" (vitest bench --outputJson) nor "testResults" (vitest 5 --reporter=json)', "Give the JSON file vitest wrote");
    }
    const { entries, places } = v5 ? parseV5(r, doc) : parseV4(r, doc);
    if (entries.length === 0) throw noBenchmarks(input.path, v5 ? "tests that ran bench() (vitest bench --reporter=json)" : "benchmarks in files[].groups[] (vitest bench --outputJson)");
    const benchmarks = uniqueNames(entries, (e) => e.name, repeatedAt(r, places));
    return { schema_version: 1, benchmarks, metadata: metadataOf8(doc) };
  }
};

// src/formats/wrk2.ts
var HINT19 = "Is the output truncated or edited? Save wrk2's whole output";
var RUNNING = /^Running (\S+) test @ (\S+)\s*$/;
var THREADS = /^\s*(\d+) threads? and (\d+) connections?\s*$/;
var LATENCY = /^\s+Latency\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s*$/;
var PERCENTILE3 = /^\s*(\d+(?:\.\d+)?)%\s+(\S+)\s*$/;
var DISTRIBUTION = /^\s+Latency Distribution \(HdrHistogram - (Recorded|Uncorrected) Latency/;
var SPECTRUM_MEAN = /^#\[Mean\s+=\s+(\S+), StdDeviation\s+=\s+(\S+)\]\s*$/;
var SPECTRUM_MAX = /^#\[Max\s+=\s+(\S+), Total count\s+=\s+(\d+)\]\s*$/;
var REQUESTS = /^\s*(\d+) requests in ([^,]+), (\S+) read\s*$/;
var RPS2 = /^Requests\/sec:\s*(\S+)\s*$/;
var TRANSFER = /^Transfer\/sec:\s*(\S+)\s*$/;
var SOCKET = /^\s*Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)\s*$/;
var NON_2XX = /^\s*Non-2xx or 3xx responses: (\d+)\s*$/;
var WRK2_MARK = /^[ \t]+(?:Latency Distribution \(HdrHistogram - |Detailed Percentile spectrum:|Thread calibration: mean lat\.:)/m;
function applyLine(file, run, line) {
  const t = line.text;
  let m;
  if (run.section !== "none" && (m = PERCENTILE3.exec(t))) {
    const label = percentileLabel(Number(m[1]));
    const ms = durationMsAt(file, line, m[2], `${m[1]}% latency`);
    if (run.section === "Uncorrected") run.uncorrected[label] = ms;
    else if (run.recorded.some(([l]) => l === label)) throw lineError(file, line.number, `the ${m[1]}% latency is printed twice in one run`, HINT19);
    else run.recorded.push([label, ms]);
    return;
  }
  run.section = "none";
  if (m = DISTRIBUTION.exec(t)) run.section = m[1];
  else if (m = THREADS.exec(t)) [run.threads, run.connections] = [Number(m[1]), Number(m[2])];
  else if (m = LATENCY.exec(t)) {
    run.avg = durationMsAt(file, line, m[1], "latency average");
    run.latency.stdev = durationMsAt(file, line, m[2], "latency stdev");
    run.max = durationMsAt(file, line, m[3], "latency max");
  } else if (m = SPECTRUM_MEAN.exec(t)) Object.assign(run.latency, { spectrum_mean: Number(m[1]), spectrum_stddev: Number(m[2]) });
  else if (m = SPECTRUM_MAX.exec(t)) run.latency.spectrum_count = Number(m[2]);
  else if (m = REQUESTS.exec(t)) {
    const elapsed = parseDuration(m[2], "s");
    const bytes = parseBytes(m[3]);
    if (elapsed === void 0 || bytes === void 0) throw lineError(file, line.number, `cannot read "${t.trim()}"`, HINT19);
    Object.assign(run.fields, { requests: Number(m[1]), elapsed_s: tidy(elapsed), bytes_read: Math.round(bytes) });
  } else if (m = RPS2.exec(t)) {
    const rps = parseCount(m[1]);
    if (rps === void 0) throw lineError(file, line.number, `Requests/sec "${m[1]}" is not a number`, HINT19);
    run.rps = rps;
  } else if (m = TRANSFER.exec(t)) {
    const rate = binaryRate(m[1]);
    if (rate === void 0) throw lineError(file, line.number, `Transfer/sec "${m[1]}" is not a size (like 731.52KB)`, HINT19);
    run.transfer = rate;
  } else if (m = SOCKET.exec(t)) {
    run.fields.socket_errors = { connect: Number(m[1]), read: Number(m[2]), write: Number(m[3]), timeout: Number(m[4]) };
    const n = Number(m[1]) + Number(m[2]) + Number(m[3]) + Number(m[4]);
    run.errors += n;
    run.socketErrors += n;
  } else if (m = NON_2XX.exec(t)) {
    run.fields.non_2xx_3xx_responses = Number(m[1]);
    run.errors += Number(m[1]);
  } else if (/^\s+Latency\s/.test(t)) throw lineError(file, line.number, `cannot read the latency line "${t.trim().slice(0, 60)}"`, HINT19);
}
function readRuns(file, text) {
  const runs = [];
  let run;
  for (const line of linesOf(text)) {
    const m = RUNNING.exec(line.text);
    if (m) {
      run = { start: line, url: m[2], section: "none", recorded: [], uncorrected: {}, fields: { test_duration: m[1] }, latency: {}, errors: 0, socketErrors: 0 };
      runs.push(run);
    } else if (run) applyLine(file, run, line);
  }
  return runs;
}
function entryOf14(file, run) {
  if (run.threads === void 0) throw lineError(file, run.start.number, 'this run has no "N threads and M connections" line', HINT19);
  if (run.rps === void 0 || run.avg === void 0 || run.max === void 0) throw lineError(file, run.start.number, "this run has no Latency or Requests/sec line (was it cut short?)", HINT19);
  const uncorrected = Object.keys(run.uncorrected).length > 0 ? { uncorrected: run.uncorrected } : {};
  const p100 = run.recorded.find(([l]) => l === "p100");
  const latencyFields = Object.fromEntries(Object.entries(run.latency).map(([k, v]) => [k === "spectrum_count" ? k : `latency_${k}_ms`, v]));
  return loadEntry(`wrk2 ${urlPath(run.url)} c=${run.connections} t=${run.threads}`, run.rps, {
    latency: [
      ["latency mean", run.avg],
      ["latency max", run.max],
      ...run.recorded.filter(([l]) => l !== "p100").map(([l, ms]) => [`latency ${l}`, ms])
    ],
    ...run.transfer !== void 0 ? { transferPerSec: run.transfer, transferUnit: "MiB/s" } : {},
    failures: { failed: run.errors, pct: typeof run.fields.requests === "number" ? errorRatePct(run.errors, run.fields.requests + run.socketErrors) : void 0 }
  }, { url: run.url, ...run.fields, ...latencyFields, ...p100 ? { latency_p100_ms: p100[1] } : {}, ...uncorrected });
}
function detect16(input) {
  if (input.kind !== "file" || input.json !== void 0 || input.jsonError) return false;
  return input.text.includes("test @") && /^Running \S+ test @ \S+\s*$/m.test(input.text) && WRK2_MARK.test(input.text);
}
function isWrk2Output(text) {
  return WRK2_MARK.test(text);
}
var wrk2 = {
  id: "wrk2",
  title: "wrk2 text output (--latency with HdrHistogram percentiles)",
  producedBy: "wrk -t2 -c100 -d30s -R2000 --latency URL > wrk2.txt   (wrk2)",
  detect: detect16,
  parse(input) {
    if (input.kind !== "file") throw inputError(input.path, "is a directory, not wrk2 output", "Give the file wrk2's output was saved to");
    const runs = readRuns(input.path, input.text);
    if (runs.length === 0) throw inputError(input.path, 'no wrk2 run found (expected a "Running 30s test @ URL" line)', "Save wrk2's standard output to the file");
    const benchmarks = runs.map((r) => entryOf14(input.path, r));
    checkUniqueRuns(input.path, "wrk2", runs, benchmarks);
    return { schema_version: 1, benchmarks, metadata: { tool: { name: "wrk2" } } };
  }
};

// src/formats/wrk.ts
var RUNNING2 = /^Running (\S+) test @ (\S+)\s*$/;
var THREADS2 = /^\s*(\d+) threads? and (\d+) connections?\s*$/;
var STATS3 = /^\s+(Latency|Req\/Sec)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s*$/;
var PERCENTILE4 = /^\s*(\d+(?:\.\d+)?)%\s+(\S+)\s*$/;
var REQUESTS2 = /^\s*(\d+) requests in ([^,]+), (\S+) read\s*$/;
var SOCKET2 = /^\s*Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)\s*$/;
var NON_2XX2 = /^\s*Non-2xx or 3xx responses: (\d+)\s*$/;
var RPS3 = /^Requests\/sec:\s*(\S+)\s*$/;
var TRANSFER2 = /^Transfer\/sec:\s*(\S+)\s*$/;
var countAt = (file, line, text, what) => {
  const n = parseCount(text);
  if (n === void 0) throw lineError(file, line.number, `${what} "${text}" is not a number (like 12.45k)`, "Is the output truncated or edited?");
  return tidy(n);
};
var bytesAt = (file, line, text, what) => {
  const n = parseBytes(text.endsWith("B") ? text : `${text}B`);
  if (n === void 0) throw lineError(file, line.number, `${what} "${text}" is not a size (like 0.87GB)`, "Is the output truncated or edited?");
  return Math.round(n);
};
function percentOrNull(text) {
  const m = /^(\d+(?:\.\d+)?)%$/.exec(text);
  return m ? Number(m[1]) : null;
}
function statsAt(file, line, m) {
  const parse = m[1] === "Latency" ? durationMsAt : countAt;
  const what = m[1] === "Latency" ? "latency" : "requests per second per thread";
  return {
    avg: parse(file, line, m[2], `${what} average`),
    stdev: parse(file, line, m[3], `${what} stdev`),
    max: parse(file, line, m[4], `${what} max`),
    within_stdev_pct: percentOrNull(m[5])
  };
}
function applyLine2(file, run, line) {
  const text = line.text;
  let m;
  if (run.inDistribution && (m = PERCENTILE4.exec(text))) {
    const label = percentileLabel(Number(m[1]));
    if (run.percentiles.some(([l]) => l === label)) throw lineError(file, line.number, `the ${m[1]}% latency is printed twice in one run`, "Is the output edited?");
    run.percentiles.push([label, durationMsAt(file, line, m[2], `${m[1]}% latency`)]);
    return true;
  }
  run.inDistribution = false;
  if (m = THREADS2.exec(text)) {
    run.threads = Number(m[1]);
    run.connections = Number(m[2]);
  } else if (m = STATS3.exec(text)) {
    if (m[1] === "Latency") run.latency = statsAt(file, line, m);
    else run.reqPerThread = statsAt(file, line, m);
  } else if (/^\s+Latency Distribution/.test(text)) {
    run.inDistribution = true;
    run.distributionLine = line.number;
  } else if (m = REQUESTS2.exec(text)) {
    const elapsed = parseDuration(m[2], "s");
    if (elapsed === void 0) throw lineError(file, line.number, `duration "${m[2]}" is not a duration (like 10.01s)`, "Is the output truncated or edited?");
    Object.assign(run.summary, { requests: Number(m[1]), elapsed_s: tidy(elapsed), bytes_read: bytesAt(file, line, m[3], "bytes read") });
  } else if (m = SOCKET2.exec(text)) {
    run.summary.socket_errors = { connect: Number(m[1]), read: Number(m[2]), write: Number(m[3]), timeout: Number(m[4]) };
  } else if (m = NON_2XX2.exec(text)) {
    run.summary.non_2xx_3xx_responses = Number(m[1]);
  } else if (m = RPS3.exec(text)) {
    const rps = Number(m[1]);
    if (!Number.isFinite(rps)) throw lineError(file, line.number, `Requests/sec "${m[1]}" is not a number`, "Is the output truncated or edited?");
    run.rps = rps;
  } else if (m = TRANSFER2.exec(text)) {
    const rate = binaryRate(m[1]);
    if (rate === void 0) throw lineError(file, line.number, `Transfer/sec "${m[1]}" is not a size (like 1.23MB)`, "Is the output truncated or edited?");
    run.summary.transfer_per_sec = rate;
    run.done = true;
  } else {
    return false;
  }
  return true;
}
function checkNotBroken(file, line) {
  const t = line.text.trim();
  if (/^(Requests\/sec|Transfer\/sec|Latency|Req\/Sec|Socket errors|Non-2xx)\b/.test(t) && !/^Latency Distribution/.test(t)) {
    throw lineError(file, line.number, `cannot read wrk's "${t.split(/\s+/)[0]}" line "${t.slice(0, 60)}"`, "Is the output truncated or edited?");
  }
}
function missing(file, run, what) {
  throw lineError(file, run.start.number, `the wrk run that starts here has no ${what}`, "Is the output truncated? Re-run wrk and keep its whole output");
}
function entryOf15(file, run) {
  if (run.threads === void 0 || run.connections === void 0) missing(file, run, '"N threads and M connections" line');
  if (!run.latency) missing(file, run, '"Latency" line');
  if (run.rps === void 0) missing(file, run, '"Requests/sec:" line');
  if (run.distributionLine !== void 0 && run.percentiles.length === 0) {
    throw lineError(file, run.distributionLine, 'the "Latency Distribution" has no percentile lines', "Is the output truncated?");
  }
  const { avg, stdev, max, within_stdev_pct } = run.latency;
  const { transfer_per_sec: transfer, ...summary } = run.summary;
  const extra = {
    url: run.url,
    test_duration: run.testDuration,
    threads: run.threads,
    connections: run.connections,
    ...summary,
    latency_stdev_ms: stdev,
    latency_within_stdev_pct: within_stdev_pct,
    ...run.reqPerThread ? { req_per_sec_per_thread: run.reqPerThread } : {}
  };
  const socket = run.summary.socket_errors;
  const non2xx = run.summary.non_2xx_3xx_responses ?? 0;
  let socketErrors = 0;
  for (const n of Object.values(socket ?? {})) socketErrors += n;
  const errors = non2xx + socketErrors;
  const requests = run.summary.requests;
  const entry = loadEntry(`wrk ${urlPath(run.url)} c=${run.connections} t=${run.threads}`, run.rps, {
    latency: [["latency mean", avg], ["latency max", max], ...run.percentiles.map(([label, ms]) => [`latency ${label}`, ms])],
    ...typeof transfer === "number" ? { transferPerSec: transfer, transferUnit: "MiB/s" } : {},
    failures: { failed: errors, pct: requests === void 0 ? void 0 : errorRatePct(errors, requests + socketErrors) }
  }, extra);
  if (!(run.rps > 0)) {
    const why = socket ? ` (socket errors: ${Object.entries(socket).map(([k, v]) => `${k} ${v}`).join(", ")})` : "";
    failLoad(entry, `no request completed in the wrk run at line ${run.start.number}${why}`);
  }
  return entry;
}
function readRuns2(file, text) {
  const runs = [];
  let run;
  for (const line of linesOf(text)) {
    const m = RUNNING2.exec(line.text);
    if (m) {
      run = { start: line, testDuration: m[1], url: m[2], inDistribution: false, percentiles: [], summary: {}, done: false };
      runs.push(run);
      continue;
    }
    if (run && !run.done && applyLine2(file, run, line)) continue;
    if (!run || run.done) {
      if (RPS3.test(line.text)) throw lineError(file, line.number, 'a "Requests/sec:" line outside any wrk run (no "Running ... test @ URL" line before it)', "Keep wrk's whole output");
      continue;
    }
    checkNotBroken(file, line);
  }
  return runs;
}
function detect17(input) {
  if (input.kind !== "file" || input.json !== void 0 || input.jsonError) return false;
  return input.text.includes("test @") && /^Running \S+ test @ \S+\s*$/m.test(input.text) && /^[ \t]*\d+ threads? and \d+ connections?\s*$/m.test(input.text) && !isWrk2Output(input.text);
}
var wrk = {
  id: "wrk",
  title: "wrk text output (one run or a log of several)",
  producedBy: "wrk -t2 -c100 -d10s --latency URL > wrk.txt (several runs may be appended to one log)",
  detect: detect17,
  parse(input) {
    if (input.kind !== "file") throw inputError(input.path, "is a directory, not wrk output", "Give the file wrk's output was saved to");
    const runs = readRuns2(input.path, input.text);
    if (runs.length === 0) {
      throw inputError(input.path, 'no wrk run found (expected a "Running 10s test @ URL" line)', "Save wrk's standard output to the file");
    }
    const entries = runs.map((run) => entryOf15(input.path, run));
    checkUniqueRuns(input.path, "wrk", runs, entries);
    return { schema_version: 1, benchmarks: entries, metadata: { tool: { name: "wrk" } } };
  }
};

// src/formats/adapters.ts
var ADAPTERS = [
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
  iaiCallgrind
];

// src/formats/adapters-loader.ts
function loadAdapters() {
  return ADAPTERS;
}

// src/formats/native.ts
var native = {
  id: "bench-gate",
  title: "bench-gate schema_version 1 JSON",
  producedBy: 'your benchmark, writing {"schema_version": 1, "benchmarks": [...]}',
  detect(input) {
    if (input.kind !== "file" || input.json === null || typeof input.json !== "object") return false;
    const doc = input.json;
    return "schema_version" in doc && Array.isArray(doc.benchmarks);
  },
  parse(input) {
    if (input.kind !== "file") throw inputError(input.path, "is a directory, not a schema_version 1 file", "Give the JSON file");
    if (input.jsonError) throw new InputError(input.jsonError);
    return validateDocument(input.json, input.path);
  }
};

// src/formats/index.ts
var registry;
function formats() {
  registry ??= [native, ...loadAdapters()];
  return registry;
}
function formatIds() {
  return formats().map((f) => f.id);
}
function findFormat(id, where = "--from") {
  const format = formats().find((f) => f.id === id);
  if (!format) throw inputError(where, `unknown format "${id}"`, `Use auto or one of: ${formatIds().join(", ")}`);
  return format;
}
function detectFormat(input, registry2 = formats) {
  if (native.detect(input)) return native;
  const matches = registry2().filter((f) => f.detect(input));
  if (matches.length === 1) return matches[0];
  if (matches.length === 0) {
    if (input.kind === "file" && input.jsonError) {
      if (startsAsJsonLines(input.text)) {
        const formats3 = registry2().map((f) => f.id).join(", ");
        throw inputError(input.path, "is JSON Lines (one JSON value per line) that no format reads", `Give the tool's text output or JSON report instead (of JSON Lines, bench-gate reads go test -json's), or name its format with ${FROM}; formats: ${formats3}`);
      }
      throw new InputError(input.jsonError);
    }
    if (input.kind === "file" && input.text.trim() === "") {
      throw inputError(input.path, input.text === "" ? "is empty" : "holds only whitespace", "Check that the benchmark step ran and wrote its results to this file");
    }
    const formats2 = registry2().map((f) => f.id).join(", ");
    if (input.kind === "dir") throw inputError(input.path, "is a folder that no format reads", `Give a results file, or the folder a format writes (criterion's target/criterion), or name the format with ${FROM}; formats: ${formats2}`);
    if (isJmhTextLog(input.text)) throw inputError(input.path, "is JMH's console output, which bench-gate does not read", JMH_JSON_HINT);
    throw inputError(input.path, "is in no format bench-gate recognises", `Name it with ${FROM}; formats: ${formats2}`);
  }
  throw inputError(input.path, `could be any of ${matches.map((f) => f.id).join(", ")}`, `Name the format with ${FROM}`);
}
var JMH_JSON_HINT = "Run JMH with -rf json -rff FILE (java -jar benchmarks.jar -rf json -rff jmh-result.json) and give that file";
var JMH_HEADER_LENGTH = 500;
function isJmhTextLog(text) {
  if (text.startsWith("# JMH version: ") || text.includes("\n# JMH version: ")) return true;
  const next = (from) => {
    const n = text.indexOf("\nBenchmark ", from);
    return n < 0 ? -1 : n + 1;
  };
  for (let at = text.startsWith("Benchmark ") ? 0 : next(0); at >= 0; at = next(at)) {
    const words = text.slice(at, at + JMH_HEADER_LENGTH).split("\n", 1)[0].trim().split(/\s+/);
    if (words.at(-1) === "Units" && words.includes("Mode") && words.includes("Score")) return true;
  }
  return false;
}
function startsAsJsonLines(text) {
  let start = 0;
  for (let n = 0; n < 2; n++) {
    const end = text.indexOf("\n", start);
    if (end < 0) return false;
    try {
      const value2 = JSON.parse(text.slice(start, end));
      if (typeof value2 !== "object" || value2 === null || Array.isArray(value2)) return false;
    } catch {
      return false;
    }
    start = end + 1;
  }
  return true;
}
var FROM = "--from (the Action's input `from`)";
function parseInput(input, from, options = {}) {
  const format = from === "auto" ? detectFormat(input) : findFormat(from);
  let document;
  try {
    document = format.parse(input, options);
  } catch (error) {
    throw from === "auto" || !(error instanceof InputError) ? error : misnamed(input, format, error) ?? error;
  }
  return format === native ? document : validateDocument(document, `${input.path} (as ${format.id})`);
}
function misnamed(input, named, error) {
  if (input.kind !== "file" || named.detect(input)) return void 0;
  let actual;
  if (native.detect(input)) actual = native;
  else if (input.json === void 0 && input.jsonError === void 0 && /\bJSON\b/.test(error.message.slice(input.path.length))) {
    const others = formats().filter((f) => f !== named && f.detect(input));
    if (others.length === 1) actual = others[0];
  }
  if (actual === void 0) return void 0;
  return inputError(input.path, `is ${actual.title} (${actual.id}), not ${named.id}, the format ${FROM} names`, `Name ${actual.id} there, or leave it out: each file's format is then detected`);
}

// src/io/read-input.ts
import { closeSync, fstatSync, openSync, readFileSync, readSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:buffer";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
function describeFsError(error) {
  const code = error.code;
  if (code === "ENOENT") return "no such file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EISDIR") return "is a directory";
  if (code === "ENOTDIR") return "a part of the path before the file name is a file, not a directory";
  if (code === "ELOOP") return "its symbolic links form a loop";
  if (code === "ENAMETOOLONG") return "the name is too long";
  return error.message.split("\n")[0];
}
function missingFile(path, hint = "Check the path") {
  if (/[*?[]/.test(path)) {
    return inputError(path, "no file matches this pattern (a shell passes on a pattern that matches nothing as it is)", "Check the pattern and the folder it names: did the benchmark step write its files there?");
  }
  if (path === "%") return inputError(path, "cannot be read: no such file, and it looks like the % of a percentage", "Write a percentage as one word: --threshold 8 or --threshold 8%, not --threshold 8 %");
  if (path === "-") return inputError(path, "cannot be read: no such file (bench-diff does not read - as stdin)", "Give /dev/stdin to read a pipe, e.g. go test -run '^$' -bench . | bench-diff baseline.json /dev/stdin");
  if (/^--?[A-Za-z]/.test(path)) return inputError(path, "cannot be read: no such file, and it looks like an option", "Options go before --: every word after -- is a file");
  if (process.platform !== "win32" && /^[A-Za-z]:[\\/]/.test(path)) {
    return inputError(path, "cannot be read: no such file (a Windows path, on a system that has no drive letters)", "Give the path of the file on this machine, written with /");
  }
  if (process.platform !== "win32" && path.includes("\\")) {
    return inputError(path, "cannot be read: no such file", `Paths here are written with /, as in ${path.replaceAll("\\", "/")}: a \\ is part of a file name`);
  }
  return inputError(path, "cannot be read: no such file", hint);
}
function unreadable(path, error, missingHint) {
  if (error.code === "ENOENT") return missingFile(path, missingHint);
  return inputError(path, `cannot be read: ${describeFsError(error)}`, "Check the path");
}
function looksLikeJson(text) {
  const first = /\S/.exec(text);
  return first !== null && (first[0] === "{" || first[0] === "[");
}
var MAX_INPUT_BYTES = 512 * 1024 * 1024;
function isGzip(bytes) {
  return bytes.length >= 2 && bytes[0] === 31 && bytes[1] === 139;
}
function gunzip(path, bytes, limit) {
  try {
    return gunzipSync(bytes, { maxOutputLength: Math.min(limit?.maxBytes ?? MAX_INPUT_BYTES, MAX_INPUT_BYTES) });
  } catch (error) {
    const tooLarge = error.code === "ERR_BUFFER_TOO_LARGE";
    if (tooLarge && limit !== void 0 && limit.maxBytes <= MAX_INPUT_BYTES) throw limit.tooLarge();
    const why = tooLarge ? "decompresses to more than 512 MiB" : error.message.split("\n")[0];
    throw inputError(path, `is gzip-compressed but cannot be decompressed: ${why}`, "Give the file the tool wrote, whole");
  }
}
function isUtf16(bytes) {
  if (bytes.length >= 2 && (bytes[0] === 255 && bytes[1] === 254 || bytes[0] === 254 && bytes[1] === 255)) return true;
  const n = Math.min(bytes.length, 64) & ~1;
  if (n < 4) return false;
  let little = true;
  let big = true;
  for (let i = 0; i < n; i += 2) {
    little &&= bytes[i] !== 0 && bytes[i + 1] === 0;
    big &&= bytes[i] === 0 && bytes[i + 1] !== 0;
  }
  return little || big;
}
function refuseUtf16(path, bytes) {
  if (isUtf16(bytes)) throw inputError(path, "is UTF-16 text", "Save it as UTF-8 (Windows PowerShell 5 writes UTF-16 with `>`: pipe to `Out-File -Encoding utf8` instead, or use PowerShell 7)");
}
function readFileText(path, limit) {
  const content = readFileContent(path, limit);
  if (typeof content === "string") return content;
  const bytes = isGzip(content) ? gunzip(path, content, limit) : content;
  refuseUtf16(path, bytes);
  return bytes.toString("utf8");
}
function readFileContent(path, limit) {
  let fd;
  try {
    fd = openSync(path, "r");
    if (limit !== void 0) {
      const stat = fstatSync(fd);
      if (stat.isFile() && stat.size > limit.maxBytes) throw limit.tooLarge();
    }
    return readFromStart(fd, path) ?? readWhole(fd, path, limit);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw unreadable(path, error);
  } finally {
    if (fd !== void 0) closeSync(fd);
  }
}
function readWhole(fd, path, limit) {
  if (fstatSync(fd).isFile()) return readFileSync(fd);
  const max = Math.min(limit?.maxBytes ?? MAX_INPUT_BYTES, MAX_INPUT_BYTES);
  const pieces = [];
  let total = 0;
  for (; ; ) {
    const piece = Buffer.allocUnsafe(PIECE_BYTES);
    const read2 = readSync(fd, piece, 0, Math.min(PIECE_BYTES, max + 1 - total), null);
    if (read2 === 0) return Buffer.concat(pieces, total);
    total += read2;
    if (total > max) {
      if (limit !== void 0 && limit.maxBytes <= MAX_INPUT_BYTES) throw limit.tooLarge();
      throw inputError(path, `is not a file, and goes on past ${MAX_INPUT_BYTES / 1024 / 1024} MiB`, "Give a file, or a pipe from a command that ends");
    }
    pieces.push(read2 === PIECE_BYTES ? piece : piece.subarray(0, read2));
  }
}
var PIECE_BYTES = 1024 * 1024;
var pieceBuffer;
function readFromStart(fd, path) {
  const buffer = pieceBuffer ??= Buffer.allocUnsafeSlow(PIECE_BYTES);
  let filled = 0;
  try {
    for (let read2 = -1; read2 !== 0 && filled < PIECE_BYTES; filled += read2) read2 = readSync(fd, buffer, filled, PIECE_BYTES - filled, filled);
  } catch (error) {
    if (error.code === "ESPIPE") return void 0;
    throw error;
  }
  refuseUtf16(path, buffer.subarray(0, filled));
  if (filled === PIECE_BYTES) return readLargeText(fd, buffer);
  const bytes = buffer.subarray(0, filled);
  return isGzip(bytes) ? Buffer.from(bytes) : bytes.toString("utf8");
}
function readLargeText(fd, buffer) {
  if (isGzip(buffer) || looksLikeJson(buffer.toString("utf8", 0, 64).replace(/^\uFEFF/, ""))) return void 0;
  const stat = fstatSync(fd);
  if (!stat.isFile() || stat.size > constants.MAX_STRING_LENGTH) return void 0;
  const pieces = [];
  let position = PIECE_BYTES;
  let end = PIECE_BYTES;
  for (; ; ) {
    let cut = end;
    while (cut > 0 && buffer[cut - 1] >= 128) cut--;
    if (cut === 0) return void 0;
    pieces.push(buffer.toString("utf8", 0, cut));
    const carried = buffer.copy(buffer, 0, cut, end);
    const read2 = readSync(fd, buffer, carried, PIECE_BYTES - carried, position);
    position += read2;
    end = carried + read2;
    if (read2 === 0) {
      if (carried > 0) pieces.push(buffer.toString("utf8", 0, carried));
      return pieces.join("");
    }
  }
}
function fileInputFromText(path, raw) {
  const text = raw.replace(/^\uFEFF/, "");
  if (!looksLikeJson(text)) return { kind: "file", path, text, json: void 0 };
  try {
    return { kind: "file", path, text, json: parseJsonText(text, path) };
  } catch (error) {
    return { kind: "file", path, text, json: void 0, jsonError: error.message };
  }
}
function fileInput(path) {
  return fileInputFromText(path, readFileText(path));
}
function directoryInput(path, warn) {
  let listing;
  return {
    kind: "dir",
    path,
    list() {
      listing ??= readdirSync(path, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => join(d.parentPath ?? d.path, d.name).slice(path.length).replace(/^[\\/]+/, "").replaceAll("\\", "/")).sort();
      return listing;
    },
    read(relativePath) {
      return readFileText(join(path, relativePath));
    },
    modified(relativePath) {
      try {
        return statSync(join(path, relativePath)).mtimeMs;
      } catch {
        return void 0;
      }
    },
    ...warn ? { warn } : {}
  };
}
function readInput(path, missingHint, warn) {
  let isDirectory = false;
  try {
    isDirectory = statSync(path).isDirectory();
  } catch (error) {
    throw unreadable(path, error, missingHint);
  }
  return isDirectory ? directoryInput(path, warn) : fileInput(path);
}
function loadDocument(path, from = "auto", options = {}) {
  return load(path, () => from, options);
}
function load(path, formatOf, options, missingHint) {
  const warnings = [];
  const input = readInput(path, missingHint, (message) => warnings.push(message));
  const document = parseInput(input, formatOf(input), options);
  forgetLastMatch();
  return warnings.length > 0 ? { source: path, document, warnings } : { source: path, document };
}
function forgetLastMatch() {
  /^/.exec("");
}

// src/report/json.ts
function renderJson(report) {
  return `${printableJson(JSON.stringify(report, null, 2))}
`;
}

// src/report/history-baseline.ts
function describeHistoryBaseline(info) {
  const short = (c) => /^[0-9a-f]{40}$/i.test(c) ? c.slice(0, 12) : c;
  const range2 = info.from_commit === info.to_commit ? short(info.to_commit) : `${short(info.from_commit)}..${short(info.to_commit)}`;
  return `history of ${info.branch}, ${info.commits} commit${info.commits === 1 ? "" : "s"} ${range2}`;
}

// src/report/humanize.ts
function significant(value2, digits = 4) {
  if (!Number.isFinite(value2)) return String(value2);
  const abs = Math.abs(value2);
  if (abs >= LARGE) return exponentText(value2, digits);
  if (abs >= 10 ** digits) return grouped(Math.sign(value2) * Math.round(abs));
  const text = halfAway(value2, digits).toPrecision(digits);
  if (text.includes("e")) return String(Number(text));
  if (!text.includes(".")) return text;
  let end = text.length;
  while (text.charCodeAt(end - 1) === 48) end--;
  if (text.charCodeAt(end - 1) === 46) end--;
  return text.slice(0, end);
}
function halfAway(value2, digits) {
  if (digits >= 15) return value2;
  const abs = Math.abs(value2);
  const scaled = abs * 10 ** (digits - 1 - Math.floor(Math.log10(abs)));
  if (!(Math.abs(scaled - Math.floor(scaled) - 0.5) <= scaled * 1e-13 + 1e-9)) return value2;
  const text = abs.toExponential(14);
  const e = text.indexOf("e");
  const next = text.charCodeAt(digits + 1);
  if (next < 53) return value2;
  const kept = Number(text.charAt(0) + text.slice(2, digits + 1)) + 1;
  const rounded = Number(`${kept}e${Number(text.slice(e + 1)) - digits + 1}`);
  return value2 < 0 ? -rounded : rounded;
}
function grouped(integer) {
  const digits = String(Math.abs(integer));
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return integer < 0 ? `-${out}` : out;
}
var SI = [
  { factor: 1e12, prefix: "T" },
  { factor: 1e9, prefix: "G" },
  { factor: 1e6, prefix: "M" },
  { factor: 1e3, prefix: "k" }
];
function beyondPrefixes(value2, largest) {
  return Math.abs(value2) / largest >= LARGE;
}
function withSiPrefix(value2, unit, digits) {
  const abs = Math.abs(value2);
  if (beyondPrefixes(value2, SI[0].factor)) return `${significant(value2, digits)} ${unit}`.trimEnd();
  for (const { factor, prefix } of SI) {
    if (abs >= factor) return `${significant(value2 / factor, digits)}${prefix} ${unit}`.trimEnd();
  }
  return `${significant(value2, digits)} ${unit}`.trimEnd();
}
var TIME_LADDER = [
  [timeConverter("s", "s"), "s"],
  [timeConverter("s", "ms"), "ms"],
  [timeConverter("s", "us"), "µs"]
];
var secondsToNs = timeConverter("s", "ns");
var toSeconds = /* @__PURE__ */ new Map();
function humanTime(value2, unit, digits) {
  let convert = toSeconds.get(unit);
  if (!convert) toSeconds.set(unit, convert = timeConverter(unit, "s"));
  const seconds = convert(value2);
  for (let i = 0; i < TIME_LADDER.length; i++) {
    const scaled = TIME_LADDER[i][0](seconds);
    if (Math.abs(scaled) >= 1) return `${significant(scaled, digits)} ${TIME_LADDER[i][1]}`;
  }
  return `${significant(secondsToNs(seconds), digits)} ns`;
}
var BINARY = [
  { factor: 1024 ** 4, label: "TiB" },
  { factor: 1024 ** 3, label: "GiB" },
  { factor: 1024 ** 2, label: "MiB" },
  { factor: 1024, label: "KiB" }
];
function humanOnLadder(value2, ladder, base, digits) {
  if (beyondPrefixes(value2, ladder[0].factor)) return `${significant(value2, digits)} ${base}`;
  for (const { factor, label } of ladder) {
    if (Math.abs(value2) >= factor) return `${significant(value2 / factor, digits)} ${label}`;
  }
  return `${significant(value2, digits)} ${base}`;
}
function humanBytes(value2, digits) {
  return humanOnLadder(value2, BINARY, "B", digits);
}
function bytesPer(unit) {
  for (const { factor, label } of BINARY) if (label === unit) return factor;
  return void 0;
}
var BYTE_UNIT = /^([kKMGT]?)(i?)B(\/s|\/sec)?$/;
var byteUnits = /* @__PURE__ */ new Map();
function byteUnit(unit) {
  if (byteUnits.has(unit)) return byteUnits.get(unit);
  const m = BYTE_UNIT.exec(unit);
  let found;
  if (m && !(m[2] === "i" && (m[1] === "" || m[1] === "k")) && !(m[3] === void 0 && (m[1] === "" || m[2] === "i"))) {
    const [, prefix = "", i, per = ""] = m;
    const binary = i === "i";
    const step = binary ? 1024 : 1e3;
    const k = binary ? "Ki" : prefix === "K" ? "K" : "k";
    const prefixes = ["T", "G", "M", k].map((p) => binary && p !== "Ki" ? `${p}i` : p);
    const ladder = prefixes.map((p, n) => ({ factor: step ** (4 - n), label: `${p}B${per}` }));
    const power = prefix === "" ? 0 : "kMGT".indexOf(prefix === "K" ? "k" : prefix) + 1;
    found = { factor: step ** power, ladder, base: `B${per}` };
  }
  if (byteUnits.size < 256) byteUnits.set(unit, found);
  return found;
}
function humanValue(value2, unit, digits = 4) {
  if (value2 === null) return "—";
  if (isTimeUnit(unit)) return humanTime(value2, unit, digits);
  if (unit === "B" || unit === "bytes") return humanBytes(value2, digits);
  const binary = bytesPer(unit);
  if (binary !== void 0) {
    const bytes2 = value2 * binary;
    return Number.isFinite(bytes2) ? humanBytes(bytes2, digits) : `${significant(value2, digits)} ${unit}`;
  }
  const bytes = byteUnit(unit);
  if (bytes !== void 0) {
    const base = value2 * bytes.factor;
    return Number.isFinite(base) ? humanOnLadder(base, bytes.ladder, bytes.base, digits) : `${significant(value2, digits)} ${unit}`;
  }
  const slash = unit.indexOf("/");
  if (slash > 0 && isTimeUnit(unit.slice(0, slash))) return `${humanTime(value2, unit.slice(0, slash), digits)}${unit.slice(slash)}`;
  return withSiPrefix(value2, unit, digits);
}
var MAX_DIGITS = 15;
function humanValuesOfDecided(baseline, current, unit) {
  let digits = 4;
  let b = humanValue(baseline, unit, digits);
  let c = humanValue(current, unit, digits);
  while (b === c && baseline !== current && digits < MAX_DIGITS) {
    digits += 1;
    b = humanValue(baseline, unit, digits);
    c = humanValue(current, unit, digits);
  }
  return [b, c];
}
function rowValues(r, shown) {
  if (shown[0] !== shown[1] || r.baseline === null || r.current === null || !isDecided(r.status)) return shown;
  return humanValuesOfDecided(r.baseline, r.current, r.unit);
}
function isDecided(status) {
  return status === "regressed" || status === "improved";
}
var NO_CHANGE = "±0.0%";
function humanChange(pct2, minus = "-", decided = false, limit, direction) {
  if (pct2 === null) return "—";
  const rounded = roundedPct(pct2);
  const beside = limit === void 0 || rounded === 0 ? void 0 : pctDigitsBeside(pct2, limit, direction);
  if (rounded === 0 && !(decided && pct2 !== 0)) return NO_CHANGE;
  const text = rounded === 0 ? significant(Math.abs(pct2), 2) : beside ?? pctDigits(rounded);
  return pct2 > 0 ? `+${text}%` : `${minus}${text}%`;
}
function humanFactor(ratio, unit, changeShown = false) {
  if (ratio === null) return "";
  const worse = ratio < 1;
  const factor = worse ? 1 / ratio : ratio;
  let text = factor < 10 ? factor.toFixed(2) : significant(factor, 3);
  if (text === "1.00") {
    if (!changeShown || ratio === 1) return "same";
    let decimals = 3;
    text = factor.toFixed(decimals);
    while (/^1\.0+$/.test(text) && decimals < MAX_DIGITS) text = factor.toFixed(++decimals);
  }
  const speed = isSpeedUnit(unit);
  return `${text}× ${worse ? speed ? "slower" : "worse" : speed ? "faster" : "better"}`;
}
function humanValueChange(r, minus = "-") {
  if (r.ratio === null || r.value_change_pct === null) return "—";
  const decided = r.status !== void 0 && isDecided(r.status);
  const change = humanChange(r.value_change_pct, minus, decided, r.threshold_pct, r.direction);
  return `${change} (${humanFactor(r.ratio, r.unit, change !== NO_CHANGE)})`;
}
function humanPct(pct2) {
  return `${significant(pct2, LIMIT_DIGITS)}%`;
}
var LIMIT_DIGITS = 6;
function plural(count2, word, pluralWord = `${word}s`) {
  return `${count2} ${count2 === 1 ? word : pluralWord}`;
}

// src/report/markdown-escape.ts
var NEEDS_ESCAPING = new RegExp(`${INVISIBLE_SOURCE}|[&<>"\`|\\\\*_~[\\]#@!:]|www\\.`, "i");
function escapeText(text) {
  if (!NEEDS_ESCAPING.test(text)) return text;
  return printable(text).replace(/[&<>"`|\\*_~[\]#@!]/g, (c) => `&#${c.charCodeAt(0)};`).replace(/&#(64|35);/g, "&#$1;&#8288;").replace(/:(?=\/\/)/g, "&#58;").replace(/:(?=(?:[A-Za-z0-9+-]|&#95;)+(?::|&#58;))/g, ":&#8288;").replace(/(www)\./gi, "$1&#46;");
}
function escapeLineStart(text) {
  return escapeText(text).replace(
    /^(\s*)(?:([-+=])|(\d{1,9})([.)]))/,
    (_, space, mark, digits, end) => mark !== void 0 ? `${space}&#${mark.charCodeAt(0)};` : `${space}${digits}&#${end.charCodeAt(0)};`
  );
}
function codeSpan(text) {
  if (text === "") return "*(empty)*";
  const flat = printable(text).replace(/\\(?=\|)/g, "\\​").replace(/\|/g, "\\|");
  const longestRun = maxOf((flat.match(/`+/g) ?? []).map((run) => run.length), 0);
  const fence = "`".repeat(longestRun + 1);
  const pad = /^ +$/.test(flat) ? "" : flat.startsWith("`") || flat.endsWith("`") || flat.startsWith(" ") ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}
function md(literals, ...values) {
  let out = literals[0];
  for (let i = 0; i < values.length; i++) out += values[i] + literals[i + 1];
  return out;
}
function joinMarkdown(lines2, separator = "\n") {
  return lines2.join(separator);
}
var BLANK = md``;

// src/report/metric-rows.ts
function rowName(r) {
  return r.metric ? `${r.name} · ${r.metric}` : r.name;
}
function sameBenchmarkAbove(r, above) {
  return r.metric != null && above !== void 0 && above.name === r.name;
}
function textName(name) {
  return name.trim() === "" ? JSON.stringify(name) : name;
}
function textRowLabel(r, above) {
  if (r.metric == null) return textName(r.name);
  return sameBenchmarkAbove(r, above) ? `  ${textName(r.metric)}` : `${textName(r.name)} · ${textName(r.metric)}`;
}
function zeroChange(r) {
  if (r.ratio !== null || r.metric == null || r.baseline === null || r.current === null) return void 0;
  return r.from_zero ? "from 0" : r.current === 0 ? "to 0" : void 0;
}
function exactNoise(r) {
  return r.exact ? "exact" : void 0;
}
function notGated(r) {
  return r.gated === false ? " (reported only)" : "";
}
function reportedOnlyStatus(r) {
  if (r.gated !== false) return void 0;
  if (r.status === "regressed") return "worse (reported only)";
  if (r.status === "improved") return "better (reported only)";
  return void 0;
}
function groupMetricRows(ordered) {
  if (!ordered.some((r) => r.metric != null)) return [...ordered];
  const groups = /* @__PURE__ */ new Map();
  for (const r of ordered) {
    let g = groups.get(r.name);
    if (!g) groups.set(r.name, g = { metrics: [] });
    if (r.metric == null) g.primary = r;
    else g.metrics.push(r);
  }
  const out = [];
  for (const g of groups.values()) {
    if (g.primary) out.push(g.primary);
    for (const m of g.metrics) out.push(m);
  }
  return out;
}
function noMetricGeomeanReason(report, name) {
  const withRatio = report.benchmarks.filter((r) => r.metric === name && r.ratio !== null && r.baseline !== 0 && r.current !== 0);
  if (withRatio.length === 0) return "no nonzero values on both sides";
  if (withRatio.every((r) => r.status === "protected")) return "every benchmark with it is protected, and protected benchmarks are left out of it";
  return "its rule leaves it out: geomean false";
}
var SMALL_GEOMEAN = "not gated (a geomean of one benchmark is that benchmark, held to its own limit)";
function metricGeomeanLine(report, name, g) {
  if (g.change_pct === null) return `geomean ${name}: not computed (${noMetricGeomeanReason(report, name)})`;
  if (isSmallGeomean(g)) return `geomean ${name} ${changeInWords(g.change_pct)} over ${plural(g.count, "benchmark")}: ${SMALL_GEOMEAN}`;
  if (g.gated === false) return `geomean ${name} ${changeInWords(g.change_pct)} over ${plural(g.count, "benchmark")}: reported only`;
  const verdict = g.status;
  const limit = g.threshold_pct ?? report.thresholds.geomean_pct;
  return `geomean ${name} ${changeInWords(g.change_pct, limit)} (limit ${humanPct(limit)}) over ${plural(g.count, "benchmark")}: ${verdict}`;
}
function ownAggregates(report) {
  if (report.runs < 2) return [];
  const out = /* @__PURE__ */ new Map();
  for (const r of report.benchmarks) {
    if (r.metric == null || r.aggregate === void 0) continue;
    let metrics = out.get(r.aggregate);
    if (!metrics) out.set(r.aggregate, metrics = /* @__PURE__ */ new Set());
    metrics.add(r.metric);
  }
  return [...out].map(([aggregate2, metrics]) => [aggregate2, [...metrics]]);
}
function metricGeomeanLines(report) {
  return Object.entries(report.metric_geomeans ?? {}).filter(([, g]) => g.change_pct === null || geomeanGates(g.count)).map(([name, g]) => metricGeomeanLine(report, name, g));
}

// src/report/noise.ts
function noiseCell(r, minus = "-", paired = false) {
  if (r.stats?.test === "signed-rank") return r.stats.ci_pct ? valueInterval(r.stats.ci_pct, r, minus) : "—";
  if (paired) return "—";
  const pct2 = noisePct(r.dispersion);
  if (pct2 === void 0) return "—";
  const side = r.dispersion?.current?.cv_pct === pct2 ? "current" : "baseline";
  return `±${pctDigitsBeside(pct2, r.threshold_pct)}% ${side}`;
}
function valueInterval(ci, r, minus) {
  const [low, high] = valueChangeInterval(ci, r.direction);
  return `${humanChange(low, minus)}…${humanChange(high, minus)}`;
}
function hasNoise(report) {
  return report.benchmarks.some((r) => r.dispersion !== void 0 || r.exact === true);
}
var INTERVAL = "interval";
function noiseHeader(report) {
  if (report.method === "paired") return INTERVAL;
  return hasNoise(report) ? "noise" : void 0;
}
function range(d, unit, limit) {
  const count2 = `${d.n} ${d.of === "runs" ? "runs" : "samples"}`;
  return `${humanValue(d.min, unit)}–${humanValue(d.max, unit)} (±${pctDigitsBeside(d.cv_pct, limit)}%, ${count2})`;
}
function rangePhrase(r) {
  const d = r.dispersion;
  if (!d) return void 0;
  const parts = [];
  if (d.current) parts.push(`current ${range(d.current, r.unit, r.threshold_pct)}`);
  if (d.baseline) parts.push(`baseline ${range(d.baseline, r.unit, r.threshold_pct)}`);
  return parts.join("; ");
}
function pText(p) {
  return p < 1e-3 ? p.toExponential(1) : String(Number(p.toFixed(3)));
}
function statsPhrase(r, minus = "-") {
  const s = r.stats;
  if (!s) return void 0;
  if (s.test === "none") return s.fallback;
  const parts = [];
  if (s.ci_pct && s.confidence !== void 0) {
    parts.push(`${Math.round(s.confidence * 100)}% CI ${valueInterval(s.ci_pct, r, minus)}`);
  }
  if (s.p_value !== void 0) parts.push(`p = ${pText(s.p_value)}${s.p_holm !== void 0 ? ` (Holm ${pText(s.p_holm)})` : ""}`);
  parts.push(s.test === "signed-rank" ? plural(s.current_n, "round") : `${s.baseline_n} vs ${s.current_n} observations`);
  return parts.join(", ");
}
function noteInNoiseNotes(r) {
  return !r.exact && r.note !== void 0 && (r.status === "inconclusive" || r.stats !== void 0 && r.status !== "protected");
}
function noiseNotes(rows, minus = "-") {
  const out = [];
  for (const r of rows) {
    const explain = r.status === "regressed" || r.status === "inconclusive" || r.status === "improved" || r.status === "protected" && r.over_threshold || r.status === "unchanged" && noteInNoiseNotes(r);
    if (!explain || r.exact) continue;
    const pieces = [noteInNoiseNotes(r) ? r.note : void 0, statsPhrase(r, minus), rangePhrase(r)].filter((p) => p !== void 0);
    if (pieces.length > 0) out.push({ name: rowName(r), text: pieces.join("; ") });
  }
  return out;
}

// src/core/report.ts
var STATUSES = ["regressed", "failed", "missing", "inconclusive", "improved", "protected", "new", "unchanged"];

// src/report/phrasing.ts
var RANK = new Map(STATUSES.map((s, i) => [s, i]));
function orderedResults(report) {
  const results = report.benchmarks;
  const rank = new Uint8Array(results.length);
  const change = new Float64Array(results.length);
  let metrics = false;
  for (let i = 0; i < results.length; i++) {
    const r = results[i];
    rank[i] = RANK.get(r.status) + (r.gated === false ? STATUSES.length : 0);
    change[i] = r.change_pct ?? 0;
    if (r.metric != null) metrics = true;
  }
  const before = (a, b) => rank[a] - rank[b] || change[a] - change[b] || a - b;
  if (metrics) {
    const grouped2 = groupedOrder(results, before);
    if (grouped2) return grouped2;
  }
  const order = new Array(results.length);
  for (let i = 0; i < results.length; i++) order[i] = i;
  order.sort(before);
  const sorted = order.map((i) => results[i]);
  return metrics ? groupMetricRows(sorted) : sorted;
}
function groupedOrder(results, before) {
  const groupOf = /* @__PURE__ */ new Map();
  const group = new Int32Array(results.length);
  const first = [];
  const primary = [];
  const metricCount = [];
  for (let i = 0; i < results.length; i++) {
    const r = results[i];
    let g = groupOf.get(r.name);
    if (g === void 0) {
      groupOf.set(r.name, g = first.length);
      first.push(i);
      primary.push(-1);
      metricCount.push(0);
    } else if (before(i, first[g]) < 0) {
      first[g] = i;
    }
    group[i] = g;
    if (r.metric != null) metricCount[g] += 1;
    else if (primary[g] >= 0) return void 0;
    else primary[g] = i;
  }
  const start = new Int32Array(first.length + 1);
  for (let g = 0; g < first.length; g++) start[g + 1] = start[g] + metricCount[g];
  const next = start.slice(0, first.length);
  const metricRows = new Int32Array(start[first.length]);
  for (let i = 0; i < results.length; i++) if (results[i].metric != null) metricRows[next[group[i]]++] = i;
  const benchmarks = first.map((_, g) => g).sort((a, b) => before(first[a], first[b]));
  const out = [];
  for (const g of benchmarks) {
    if (primary[g] >= 0) out.push(results[primary[g]]);
    const rows = metricRows.subarray(start[g], start[g + 1]);
    if (rows.length > 1) rows.sort(before);
    for (const i of rows) out.push(results[i]);
  }
  return out;
}
function failureCounts(report) {
  const s = failingCounts(report.summary, report.allow_missing);
  const parts = [];
  if (s.regressed) parts.push(plural(s.regressed, "regression"));
  if (s.failed) parts.push(`${s.failed} failed`);
  if (s.missing) parts.push(`${s.missing} missing`);
  const metricGeomeans = Object.values(report.metric_geomeans ?? {}).filter(metricGeomeanFails).length;
  if (metricGeomeans) parts.push(`${plural(metricGeomeans, "metric geomean")} over ${metricGeomeans === 1 ? "its limit" : "their limit"}`);
  return parts.length > 0 ? parts.join(", ") : void 0;
}
function geomeanInterval(report) {
  const ci = report.geomean.ci_pct;
  if (!ci || report.alpha === void 0) return "";
  const confidence = report.geomean.confidence ?? 1 - report.alpha;
  return ` [${Math.round(confidence * 100)}% CI ${changeInWords(ci[0])}…${changeInWords(ci[1])}]`;
}
function noGeomeanReason(report) {
  const primary = report.benchmarks.filter((r) => r.metric == null);
  if (primary.some((r) => r.ratio !== null)) return "every compared benchmark is protected, and protected benchmarks are left out of it";
  if (primary.some((r) => r.status === "failed" && r.baseline !== null)) return "every benchmark the baseline and the runs have in common failed";
  return "no benchmark is in both the baseline and the runs";
}
function geomeanPhrase(report, significance = true) {
  const g = report.geomean;
  if (g.change_pct === null) return `geomean not computed (${noGeomeanReason(report)})`;
  if (isSmallGeomean(g)) return `geomean ${changeInWords(g.change_pct)}${geomeanInterval(report)} (${plural(g.count, "benchmark")}, not gated)`;
  const limit = report.thresholds.geomean_pct;
  return `geomean ${changeInWords(g.change_pct, limit)} (limit ${humanPct(limit)})${geomeanInterval(report)}${significance ? geomeanNotSignificant(report) + geomeanInconclusive(report) : ""}`;
}
function smallGeomeanLine(report) {
  const g = report.geomean;
  return `geomean ${changeInWords(g.change_pct)}${geomeanInterval(report)} over ${plural(g.count, "benchmark")}: ${SMALL_GEOMEAN}`;
}
function geomeanNotSignificant(report) {
  const g = report.geomean;
  return g.change_pct !== null && g.significant === false && g.status === "pass" && worseThan(g.change_pct, report.thresholds.geomean_pct) ? ", not significant" : "";
}
function geomeanInconclusive(report) {
  return report.geomean.status === "inconclusive" ? ", inconclusive" : "";
}
function verdictPhrase(report, separator = " · ") {
  const failures = failureCounts(report);
  const improved = report.summary.improved > 0 ? plural(report.summary.improved, "improvement") : void 0;
  const inconclusive = report.summary.inconclusive ? `, ${report.summary.inconclusive} inconclusive` : "";
  const none = report.verdict === "fail" ? "no benchmark regressed" : "no regressions";
  const lead = (failures ?? (improved ? `${none}, ${improved}` : none)) + inconclusive;
  return `${lead}${separator}${geomeanPhrase(report)}`;
}
function suggestsPromotion(report) {
  return report.summary.improved > 0 && report.verdict === "pass" && report.method !== "paired";
}
function acceptedNote(acceptedBy) {
  return `Regressions accepted by ${acceptedBy}: they are reported, but the check passes. To gate them again, remove ${acceptedBy}.`;
}

// node_modules/ansi-regex/index.js
var ST = String.raw`(?:\u001B\u005C|\u009C)`;
var stringControls = String.raw`\u0018\u001A\u001B\u0080-\u009F`;
var osc = String.raw`(?:\u001B\]|\u009D)[^\u0007${stringControls}]*(?:\u0007|${ST})`;
var controlString = String.raw`(?:\u001B[PX^_k]|[\u0090\u0098\u009E\u009F])[^${stringControls}]*${ST}`;
var linuxPalette = String.raw`\u001B\](?:P[\dA-Fa-f]{7}|R)(?:\u0007|${ST})?`;
var csi = String.raw`(?:\u001B\[|\u009B)[\u0030-\u003F]*[\u0020-\u002F]*[\u0040-\u007E]`;
var escape = String.raw`\u001B(?:[\u0020-\u002F]+[\u0030-\u007E]|[\dA-PR-TZcf-oq-uy=><~|}])`;
var pattern = `${linuxPalette}|${osc}|${controlString}|${csi}|${escape}`;
function ansiRegex({ onlyFirst = false } = {}) {
  return new RegExp(pattern, onlyFirst ? void 0 : "g");
}

// node_modules/strip-ansi/index.js
var regex = ansiRegex();
function stripAnsi(string) {
  if (typeof string !== "string") {
    throw new TypeError(`Expected a \`string\`, got \`${typeof string}\``);
  }
  if (!string.includes("\x1B") && !string.includes("")) {
    return string;
  }
  return string.replace(regex, "");
}

// node_modules/get-east-asian-width/lookup-data.js
var ambiguousMinimalCodePoint = 161;
var ambiguousMaximumCodePoint = 1114109;
var ambiguousRanges = [161, 161, 164, 164, 167, 168, 170, 170, 173, 174, 176, 180, 182, 186, 188, 191, 198, 198, 208, 208, 215, 216, 222, 225, 230, 230, 232, 234, 236, 237, 240, 240, 242, 243, 247, 250, 252, 252, 254, 254, 257, 257, 273, 273, 275, 275, 283, 283, 294, 295, 299, 299, 305, 307, 312, 312, 319, 322, 324, 324, 328, 331, 333, 333, 338, 339, 358, 359, 363, 363, 462, 462, 464, 464, 466, 466, 468, 468, 470, 470, 472, 472, 474, 474, 476, 476, 593, 593, 609, 609, 708, 708, 711, 711, 713, 715, 717, 717, 720, 720, 728, 731, 733, 733, 735, 735, 768, 879, 913, 929, 931, 937, 945, 961, 963, 969, 1025, 1025, 1040, 1103, 1105, 1105, 8208, 8208, 8211, 8214, 8216, 8217, 8220, 8221, 8224, 8226, 8228, 8231, 8240, 8240, 8242, 8243, 8245, 8245, 8251, 8251, 8254, 8254, 8308, 8308, 8319, 8319, 8321, 8324, 8364, 8364, 8451, 8451, 8453, 8453, 8457, 8457, 8467, 8467, 8470, 8470, 8481, 8482, 8486, 8486, 8491, 8491, 8531, 8532, 8539, 8542, 8544, 8555, 8560, 8569, 8585, 8585, 8592, 8601, 8632, 8633, 8658, 8658, 8660, 8660, 8679, 8679, 8704, 8704, 8706, 8707, 8711, 8712, 8715, 8715, 8719, 8719, 8721, 8721, 8725, 8725, 8730, 8730, 8733, 8736, 8739, 8739, 8741, 8741, 8743, 8748, 8750, 8750, 8756, 8759, 8764, 8765, 8776, 8776, 8780, 8780, 8786, 8786, 8800, 8801, 8804, 8807, 8810, 8811, 8814, 8815, 8834, 8835, 8838, 8839, 8853, 8853, 8857, 8857, 8869, 8869, 8895, 8895, 8978, 8978, 9312, 9449, 9451, 9547, 9552, 9587, 9600, 9615, 9618, 9621, 9632, 9633, 9635, 9641, 9650, 9651, 9654, 9655, 9660, 9661, 9664, 9665, 9670, 9672, 9675, 9675, 9678, 9681, 9698, 9701, 9711, 9711, 9733, 9734, 9737, 9737, 9742, 9743, 9756, 9756, 9758, 9758, 9792, 9792, 9794, 9794, 9824, 9825, 9827, 9829, 9831, 9834, 9836, 9837, 9839, 9839, 9886, 9887, 9919, 9919, 9926, 9933, 9935, 9939, 9941, 9953, 9955, 9955, 9960, 9961, 9963, 9969, 9972, 9972, 9974, 9977, 9979, 9980, 9982, 9983, 10045, 10045, 10102, 10111, 11094, 11097, 12872, 12879, 57344, 63743, 65024, 65039, 65533, 65533, 127232, 127242, 127248, 127277, 127280, 127337, 127344, 127373, 127375, 127376, 127387, 127404, 917760, 917999, 983040, 1048573, 1048576, 1114109];
var fullwidthMinimalCodePoint = 12288;
var fullwidthMaximumCodePoint = 65510;
var fullwidthRanges = [12288, 12288, 65281, 65376, 65504, 65510];
var wideMinimalCodePoint = 4352;
var wideMaximumCodePoint = 262141;
var wideRanges = [4352, 4447, 8986, 8987, 9001, 9002, 9193, 9196, 9200, 9200, 9203, 9203, 9725, 9726, 9748, 9749, 9776, 9783, 9800, 9811, 9855, 9855, 9866, 9871, 9875, 9875, 9889, 9889, 9898, 9899, 9917, 9918, 9924, 9925, 9934, 9934, 9940, 9940, 9962, 9962, 9970, 9971, 9973, 9973, 9978, 9978, 9981, 9981, 9989, 9989, 9994, 9995, 10024, 10024, 10060, 10060, 10062, 10062, 10067, 10069, 10071, 10071, 10133, 10135, 10160, 10160, 10175, 10175, 11035, 11036, 11088, 11088, 11093, 11093, 11904, 11929, 11931, 12019, 12032, 12245, 12272, 12287, 12289, 12350, 12353, 12438, 12441, 12543, 12549, 12591, 12593, 12686, 12688, 12773, 12783, 12830, 12832, 12871, 12880, 42124, 42128, 42182, 43360, 43388, 44032, 55203, 63744, 64255, 65040, 65049, 65072, 65106, 65108, 65126, 65128, 65131, 94176, 94180, 94192, 94198, 94208, 101594, 101631, 101664, 101760, 101874, 101888, 102801, 102816, 102866, 110576, 110579, 110581, 110587, 110589, 110590, 110592, 110888, 110898, 110898, 110928, 110930, 110933, 110933, 110948, 110952, 110960, 111355, 119552, 119638, 119648, 119670, 126980, 126980, 127183, 127183, 127374, 127374, 127377, 127386, 127406, 127406, 127488, 127490, 127504, 127547, 127552, 127560, 127568, 127569, 127584, 127589, 127744, 127776, 127789, 127797, 127799, 127868, 127870, 127891, 127904, 127946, 127951, 127955, 127968, 127984, 127988, 127988, 127992, 128062, 128064, 128064, 128066, 128252, 128255, 128317, 128331, 128334, 128336, 128359, 128378, 128378, 128405, 128406, 128420, 128420, 128507, 128591, 128640, 128709, 128716, 128716, 128720, 128722, 128725, 128729, 128732, 128735, 128747, 128748, 128756, 128764, 128986, 128986, 128992, 129003, 129008, 129008, 129292, 129338, 129340, 129349, 129351, 129535, 129648, 129660, 129664, 129734, 129736, 129736, 129740, 129757, 129759, 129771, 129775, 129786, 131072, 196605, 196608, 262141];

// node_modules/get-east-asian-width/utilities.js
var isInRange = (ranges, codePoint) => {
  let low = 0;
  let high = Math.floor(ranges.length / 2) - 1;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const i = mid * 2;
    if (codePoint < ranges[i]) {
      high = mid - 1;
    } else if (codePoint > ranges[i + 1]) {
      low = mid + 1;
    } else {
      return true;
    }
  }
  return false;
};

// node_modules/get-east-asian-width/lookup.js
var commonCjkCodePoint = 19968;
var [wideFastPathStart, wideFastPathEnd] = /* @__PURE__ */ findWideFastPathRange(wideRanges);
function findWideFastPathRange(ranges) {
  let fastPathStart = ranges[0];
  let fastPathEnd = ranges[1];
  for (let index = 0; index < ranges.length; index += 2) {
    const start = ranges[index];
    const end = ranges[index + 1];
    if (commonCjkCodePoint >= start && commonCjkCodePoint <= end) {
      return [start, end];
    }
    if (end - start > fastPathEnd - fastPathStart) {
      fastPathStart = start;
      fastPathEnd = end;
    }
  }
  return [fastPathStart, fastPathEnd];
}
var isAmbiguous = (codePoint) => {
  if (codePoint < ambiguousMinimalCodePoint || codePoint > ambiguousMaximumCodePoint) {
    return false;
  }
  return isInRange(ambiguousRanges, codePoint);
};
var isFullwidth = (codePoint) => {
  if (codePoint < fullwidthMinimalCodePoint || codePoint > fullwidthMaximumCodePoint) {
    return false;
  }
  return isInRange(fullwidthRanges, codePoint);
};
var isWide = (codePoint) => {
  if (codePoint >= wideFastPathStart && codePoint <= wideFastPathEnd) {
    return true;
  }
  if (codePoint < wideMinimalCodePoint || codePoint > wideMaximumCodePoint) {
    return false;
  }
  return isInRange(wideRanges, codePoint);
};

// node_modules/get-east-asian-width/index.js
function validate(codePoint) {
  if (!Number.isSafeInteger(codePoint)) {
    throw new TypeError(`Expected a code point, got \`${typeof codePoint}\`.`);
  }
}
function eastAsianWidth(codePoint, { ambiguousAsWide = false } = {}) {
  validate(codePoint);
  if (isFullwidth(codePoint) || isWide(codePoint) || ambiguousAsWide && isAmbiguous(codePoint)) {
    return 2;
  }
  return 1;
}

// node_modules/string-width/index.js
var segmenter = new Intl.Segmenter();
var visibleCharacterRegex = new RegExp("[^\\p{Default_Ignorable_Code_Point}\\p{Control}\\p{Format}\\p{Nonspacing_Mark}\\p{Enclosing_Mark}\\p{Surrogate}]", "v");
var spacingMarkRegex = new RegExp("\\p{Spacing_Mark}", "v");
var rgiEmojiRegex = new RegExp("^\\p{RGI_Emoji}$", "v");
var unqualifiedKeycapRegex = /^[\d#*]\u20E3$/;
var extendedPictographicRegex = new RegExp("\\p{Extended_Pictographic}", "gu");
function isDoubleWidthNonRgiEmojiSequence(segment) {
  if (segment.length > 50) {
    return false;
  }
  if (unqualifiedKeycapRegex.test(segment)) {
    return true;
  }
  if (segment.includes("‍")) {
    const pictographics = segment.match(extendedPictographicRegex);
    return pictographics !== null && pictographics.length >= 2;
  }
  return false;
}
function baseVisible(segment) {
  const index = segment.search(visibleCharacterRegex);
  return index === -1 ? void 0 : segment.slice(index);
}
function isHangulLeadingJamo(codePoint) {
  return codePoint >= 4352 && codePoint <= 4447 || codePoint >= 43360 && codePoint <= 43388;
}
function isHangulVowelJamo(codePoint) {
  return codePoint >= 4448 && codePoint <= 4519 || codePoint >= 55216 && codePoint <= 55238;
}
function isHangulTrailingJamo(codePoint) {
  return codePoint >= 4520 && codePoint <= 4607 || codePoint >= 55243 && codePoint <= 55291;
}
function isHangulJamo(codePoint) {
  return isHangulLeadingJamo(codePoint) || isHangulVowelJamo(codePoint) || isHangulTrailingJamo(codePoint);
}
function hangulClusterWidth(visibleSegment, eastAsianWidthOptions) {
  const codePoints = [];
  for (const character of visibleSegment) {
    if (!visibleCharacterRegex.test(character)) {
      continue;
    }
    codePoints.push(character.codePointAt(0));
  }
  if (codePoints.length === 0) {
    return void 0;
  }
  let width = 0;
  for (let index = 0; index < codePoints.length; index++) {
    const codePoint = codePoints[index];
    if (!isHangulJamo(codePoint)) {
      if (width === 0) {
        return void 0;
      }
      for (let remaining = index; remaining < codePoints.length; remaining++) {
        width += eastAsianWidth(codePoints[remaining], eastAsianWidthOptions);
      }
      return width;
    }
    if (isHangulLeadingJamo(codePoint) && isHangulVowelJamo(codePoints[index + 1])) {
      width += 2;
      index += isHangulTrailingJamo(codePoints[index + 2]) ? 2 : 1;
      continue;
    }
    width += eastAsianWidth(codePoint, eastAsianWidthOptions);
  }
  return width;
}
function trailingWidth(visibleSegment, eastAsianWidthOptions) {
  let extra = 0;
  let first = true;
  for (const character of visibleSegment) {
    if (first) {
      first = false;
      continue;
    }
    if (spacingMarkRegex.test(character) || character >= "＀" && character <= "￯") {
      extra += eastAsianWidth(character.codePointAt(0), eastAsianWidthOptions);
    }
  }
  return extra;
}
function stringWidth(input, options = {}) {
  if (typeof input !== "string" || input.length === 0) {
    return 0;
  }
  const {
    ambiguousIsNarrow = true,
    countAnsiEscapeCodes = false
  } = options;
  let string = input;
  if (!countAnsiEscapeCodes && (string.includes("\x1B") || string.includes(""))) {
    string = stripAnsi(string);
  }
  if (string.length === 0) {
    return 0;
  }
  if (/^[\u0020-\u007E]*$/.test(string)) {
    return string.length;
  }
  let width = 0;
  const eastAsianWidthOptions = { ambiguousAsWide: !ambiguousIsNarrow };
  for (const { segment } of segmenter.segment(string)) {
    const visibleSegment = baseVisible(segment);
    if (visibleSegment === void 0) {
      continue;
    }
    if (rgiEmojiRegex.test(segment) || isDoubleWidthNonRgiEmojiSequence(segment)) {
      width += 2;
      continue;
    }
    const hangulWidth = hangulClusterWidth(visibleSegment, eastAsianWidthOptions);
    if (hangulWidth !== void 0) {
      width += hangulWidth;
      continue;
    }
    const codePoint = visibleSegment.codePointAt(0);
    width += eastAsianWidth(codePoint, eastAsianWidthOptions);
    width += trailingWidth(visibleSegment, eastAsianWidthOptions);
  }
  return width;
}

// src/report/string-width-loader.ts
function loadStringWidth() {
  return stringWidth;
}

// src/report/display-width.ts
var PLAIN = /^[\x20-\x7e±×…—–−µ·]*$/;
function displayWidth(text) {
  return PLAIN.test(text) ? text.length : loadStringWidth()(text);
}
var MAX_COLUMN_WIDTH = 120;

// src/report/paired.ts
function pairedMethodText(report) {
  const rounds = report.paired ? `${plural(report.paired.rounds, "interleaved round")} (order seed ${report.paired.seed})` : "interleaved rounds";
  return `paired: ${rounds}, change = Hodges–Lehmann estimate of the per-round ratios, Wilcoxon signed-rank with Holm at α = ${report.alpha}`;
}

// src/report/markdown.ts
var MINUS = "−";
var STATUS_ICON = {
  regressed: md`❌`,
  failed: md`💥`,
  missing: md`❓`,
  inconclusive: md`🌫️`,
  improved: md`🚀`,
  protected: md`🛡️`,
  new: md`🆕`,
  unchanged: md`⚪`
};
var CHANGED_STATUSES = ["regressed", "failed", "inconclusive", "improved"];
var VERDICT_ICON = { pass: md`✅`, accepted: md`⚠️`, fail: md`❌` };
var DEFAULT_DETAILS_IN = "the job summary";
var value = (v, unit) => escapeText(humanValue(v, unit));
var pct = (p) => escapeText(humanPct(p));
var count = (n, word) => escapeText(plural(n, word));
function rowsInWords(rows, what) {
  let metrics = 0;
  for (const r of rows) if (r.metric != null) metrics += 1;
  const benchmarks = rows.length - metrics;
  if (metrics === 0) return count(benchmarks, `${what} benchmark`);
  if (benchmarks === 0) return count(metrics, `${what} metric`);
  return md`${count(benchmarks, `${what} benchmark`)} and ${count(metrics, "metric")}`;
}
function verdictLine(report) {
  const accepted = report.verdict === "accepted" ? md`accepted, ` : BLANK;
  return md`### ${VERDICT_ICON[report.verdict]} bench-gate: ${accepted}${escapeText(verdictPhrase(report))}`;
}
function alerts(report) {
  const lines2 = [];
  if (report.verdict === "accepted" && report.accepted_by) lines2.push(md`> [!CAUTION]`, md`> ${escapeLineStart(acceptedNote(report.accepted_by))}`, BLANK);
  for (const w of report.warnings) lines2.push(md`> [!WARNING]`, md`> ${escapeLineStart(w)}`, BLANK);
  return lines2;
}
function rowIcon(r) {
  return r.status === "regressed" && r.gated === false ? md`⚠️` : STATUS_ICON[r.status];
}
function valueRow(r, extra, above) {
  const [baseline, current] = rowValues(r, [humanValue(r.baseline, r.unit), humanValue(r.current, r.unit)]);
  const cells = [rowIcon(r), nameCell(r, above), escapeText(baseline), escapeText(current), metricChange(r) ?? escapeText(humanValueChange(r, MINUS)), ...extra];
  return md`| ${joinMarkdown(cells, md` | `)} |`;
}
function nameCell(r, above) {
  if (r.metric == null) return codeSpan(r.name);
  return sameBenchmarkAbove(r, above) ? md`↳ ${codeSpan(r.metric)}` : md`${codeSpan(r.name)} · ${codeSpan(r.metric)}`;
}
function metricChange(r) {
  const text = zeroChange(r);
  return text === void 0 ? void 0 : escapeText(text);
}
function table(rows, extraHeader, extra) {
  const header = [BLANK, md`Benchmark`, md`Baseline`, md`Current`, md`Change`, ...extraHeader];
  const align = [md`---`, md`---`, md`--:`, md`--:`, md`--:`, ...extraHeader.map(() => md`---`)];
  const lines2 = [md`| ${joinMarkdown(header, md` | `)} |`, md`|${joinMarkdown(align, md`|`)}|`];
  rows.forEach((r, i) => lines2.push(valueRow(r, extra(r), rows[i - 1])));
  return lines2;
}
function limitCell(r) {
  if (r.status === "failed") return escapeText(r.error ?? "failed");
  const reportedOnly = reportedOnlyStatus(r);
  if (reportedOnly !== void 0) return escapeText(reportedOnly);
  if (r.gated === false) return escapeText(`${r.status}${notGated(r)}`);
  if (r.status === "improved") return md`improved${escapeText(notGated(r))}`;
  return md`${escapeText(r.status)} (limit ${pct(r.threshold_pct)})${escapeText(notGated(r))}`;
}
function geomeanLine(report) {
  const g = report.geomean;
  if (g.ratio === null || g.change_pct === null) return md`**Geomean:** not computed (${escapeText(noGeomeanReason(report))}).`;
  if (isSmallGeomean(g)) return md`**Geomean** over ${count(g.count, "benchmark")}: ${escapeText(changeInWords(g.change_pct) + geomeanInterval(report))}, ${escapeText(SMALL_GEOMEAN)}`;
  const icon = g.status === "fail" ? md`❌` : g.status === "inconclusive" ? STATUS_ICON.inconclusive : md`✅`;
  return md`**Geomean** over ${count(g.count, "benchmark")}: ${escapeText(changeInWords(g.change_pct, report.thresholds.geomean_pct))} (limit ${pct(report.thresholds.geomean_pct)})${escapeText(geomeanInterval(report) + geomeanNotSignificant(report) + geomeanInconclusive(report))} ${icon}`;
}
function section(title, body) {
  return body.length === 0 ? [] : [BLANK, md`#### ${title}`, BLANK, ...body];
}
function withNoise(noise, header, extra) {
  if (noise === void 0) return [header, extra];
  const title = escapeText(noise.charAt(0).toUpperCase() + noise.slice(1));
  return [[title, ...header], (r) => [escapeText(exactNoise(r) ?? noiseCell(r, MINUS, noise === INTERVAL)), ...extra(r)]];
}
function protectedNote(r) {
  const notes2 = [
    r.over_threshold ? md`over ${pct(r.threshold_pct)}` : BLANK,
    r.protection_stale ? md`stale since ${escapeText(r.protected_until ?? "its date")}` : BLANK,
    r.protected_reason ? escapeText(r.protected_reason) : BLANK
  ].filter((n) => n !== "");
  return notes2.length > 0 ? joinMarkdown(notes2, md`: `) : md`—`;
}
function protectedSection(rows, compact2, detailsIn, noise) {
  if (rows.length === 0) return [];
  if (compact2) return [BLANK, md`🛡️ ${rowsInWords(rows, "protected")} (details in ${detailsIn}).`];
  return section(md`🛡️ Protected (${escapeText(String(rows.length))})`, table(rows, ...withNoise(noise, [md`Note`], (r) => [protectedNote(r)])));
}
function listSection(title, rows, describe2, compact2, detailsIn) {
  if (rows.length === 0) return [];
  const n = escapeText(String(rows.length));
  if (compact2) return [BLANK, md`${title}: ${n} (details in ${detailsIn}).`];
  return section(md`${title} (${n})`, rows.map((r) => md`- ${codeSpan(r.name)}: ${describe2(r)}`));
}
function unchangedSection(rows, mode, detailsIn = DEFAULT_DETAILS_IN, noise) {
  if (rows.length === 0) return [];
  const what = rowsInWords(rows, "unchanged");
  if (mode === "omitted") return [BLANK, md`${what} not shown (see ${escapeText(detailsIn)}).`];
  return [BLANK, md`<details><summary>${what}</summary>`, BLANK, ...table(rows, ...withNoise(noise, [], () => [])), ...noiseSection(rows), BLANK, md`</details>`];
}
function noiseSection(rows) {
  const notes2 = noiseNotes(rows, MINUS);
  return notes2.length === 0 ? [] : [BLANK, ...notes2.map((n) => md`- ${codeSpan(n.name)}: ${escapeText(n.text)}`)];
}
function footer(report) {
  const own = ownAggregates(report).map(([aggregate2, metrics]) => md`, ${escapeText(aggregate2)} for ${joinMarkdown(metrics.map(codeSpan), md`, `)}`);
  const combined = report.runs === 1 ? md`1 run` : md`${escapeText(report.aggregate)} of ${escapeText(String(report.runs))} runs${joinMarkdown(own, BLANK)}`;
  const runs = report.method === "paired" ? escapeText(pairedMethodText(report)) : report.method === "stats" ? md`stats: medians, Mann–Whitney U with Holm at α = ${escapeText(String(report.alpha))} (else ${combined})` : combined;
  const history = report.baseline.history ? md` · baseline: ${escapeText(describeHistoryBaseline(report.baseline.history))}` : BLANK;
  return md`<sub>${runs} · limits: ${pct(report.thresholds.benchmark_pct)} per benchmark, ${pct(report.thresholds.geomean_pct)} geomean${history}</sub>`;
}
function renderMarkdown(report, options = {}) {
  const rows = orderedResults(report);
  const by = (...statuses) => rows.filter((r) => statuses.includes(r.status));
  const changed = by(...CHANGED_STATUSES);
  const compact2 = options.compact ?? false;
  const detailsIn = escapeText(options.detailsIn ?? DEFAULT_DETAILS_IN);
  const noise = noiseHeader(report);
  const lines2 = [verdictLine(report), BLANK];
  const add = (more) => {
    for (const line of more) lines2.push(line);
  };
  add(alerts(report));
  const shown = options.maxChangedRows === void 0 ? changed : changed.slice(0, Math.max(0, options.maxChangedRows));
  if (shown.length > 0) {
    add(table(shown, ...withNoise(noise, [md`Status`], (r) => [limitCell(r)])));
    add(noiseSection(rows.filter((r) => r.status !== "unchanged")));
    lines2.push(BLANK);
  }
  if (shown.length < changed.length) {
    const left = changed.slice(shown.length);
    const what = shown.length > 0 ? md`… and ${rowsInWords(left, "more changed")}` : rowsInWords(left, "changed");
    lines2.push(md`${what} not shown, to stay within the size limit (see ${detailsIn}).`, BLANK);
  }
  lines2.push(geomeanLine(report));
  for (const line of metricGeomeanLines(report)) lines2.push(BLANK, md`**Geomean** ${escapeText(line.replace(/^geomean /, ""))}`);
  add(listSection(md`❓ Missing`, by("missing"), (r) => escapeText(r.note ?? "not in the runs"), compact2, detailsIn));
  add(protectedSection(by("protected"), compact2, detailsIn, noise));
  add(listSection(md`🆕 New`, by("new"), (r) => md`${value(r.current, r.unit)}${r.note ? md` (${escapeText(r.note)})` : BLANK}`, compact2, detailsIn));
  if (suggestsPromotion(report)) {
    lines2.push(BLANK, md`🚀 Improvements beyond the threshold: consider promoting these runs as the new baseline.`);
  }
  add(unchangedSection(by("unchanged"), options.unchanged ?? "collapsed", options.detailsIn ?? DEFAULT_DETAILS_IN, noise));
  lines2.push(BLANK, footer(report));
  return md`${joinMarkdown(lines2)}\n`;
}

// src/report/text.ts
var CODES = { red: 31, green: 32, yellow: 33, dim: 2, bold: 1 };
var STATUS_STYLE = {
  regressed: "red",
  failed: "red",
  missing: "red",
  improved: "green",
  protected: "yellow",
  inconclusive: "yellow",
  new: void 0,
  unchanged: "dim"
};
function statusText(r, report) {
  switch (r.status) {
    case "regressed":
      return `regressed (limit ${humanPct(r.threshold_pct)})`;
    case "protected": {
      const notes2 = [r.over_threshold ? `over ${humanPct(r.threshold_pct)}` : "", r.protection_stale ? `stale since ${r.protected_until}` : ""].filter(Boolean);
      return notes2.length > 0 ? `protected (${notes2.join(", ")})` : "protected";
    }
    case "missing":
      return report.allow_missing ? "missing (allowed)" : "missing";
    default:
      return r.status;
  }
}
function valueText(unit, value2, name) {
  if (value2 === null) return humanValue(value2, name);
  if (value2 !== unit.lastValue) {
    unit.lastValue = value2;
    unit.lastText = humanValue(value2, name);
  }
  return unit.lastText;
}
function tableCells(rows, report, noise, widths) {
  const columns = widths.length;
  const cells = widths.map(() => new Array(rows.length));
  const cellWidths = widths.map(() => new Uint32Array(rows.length));
  const units = /* @__PURE__ */ new Map();
  const metricLabels = /* @__PURE__ */ new Map();
  const set = (column, row, text, width) => {
    cells[column][row] = text;
    cellWidths[column][row] = width;
    if (width > widths[column] && width <= MAX_COLUMN_WIDTH) widths[column] = width;
  };
  const setUntrusted = (column, row, text) => {
    const shown = printable(text);
    set(column, row, shown, displayWidth(shown));
  };
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (sameBenchmarkAbove(r, rows[i - 1])) {
      let label = metricLabels.get(r.metric);
      if (!label) {
        const text = printable(textRowLabel(r, rows[i - 1]));
        label = { text, width: displayWidth(text) };
        if (metricLabels.size < MEMO_LIMIT) metricLabels.set(r.metric, label);
      }
      set(0, i, label.text, label.width);
    } else {
      setUntrusted(0, i, textRowLabel(r, rows[i - 1]));
    }
    let unit = units.get(r.unit);
    if (!unit) {
      unit = { safe: PLAIN_UNIT.test(r.unit), lastValue: Number.NaN, lastText: "" };
      if (units.size < MEMO_LIMIT) units.set(r.unit, unit);
    }
    const [baseline, current] = rowValues(r, [valueText(unit, r.baseline, r.unit), valueText(unit, r.current, r.unit)]);
    if (unit.safe) {
      set(1, i, baseline, baseline.length);
      set(2, i, current, current.length);
    } else {
      setUntrusted(1, i, baseline);
      setUntrusted(2, i, current);
    }
    const change = zeroChange(r) ?? humanValueChange(r);
    set(3, i, change, change.length);
    if (noise) {
      const cell = exactNoise(r) ?? noiseCell(r, "-", report.method === "paired");
      set(4, i, cell, cell.length);
    }
    const status = reportedOnlyStatus(r) ?? statusText(r, report) + notGated(r);
    if (r.status === "protected" || !Object.hasOwn(STATUS_STYLE, r.status)) setUntrusted(columns - 1, i, status);
    else set(columns - 1, i, status, status.length);
  }
  return { cells, cellWidths };
}
var MEMO_LIMIT = 256;
var PLAIN_UNIT = /^[\x20-\x7eµ]*$/;
function renderText(report, options) {
  let text = "";
  for (const piece of renderTextChunks(report, options)) text += piece;
  return text;
}
var ROWS_PER_PIECE = 1e3;
function* renderTextChunks(report, options, rowsPerPiece = ROWS_PER_PIECE) {
  const paint = (style, text) => options.color && style ? `\x1B[${CODES[style]}m${text}\x1B[0m` : text;
  const noise = noiseHeader(report);
  const ordered = orderedResults(report);
  const header = ["benchmark", "baseline", "current", "change", ...noise ? [noise] : [], "status"];
  const widths = header.map((h) => h.length);
  const { cells, cellWidths } = tableCells(ordered, report, noise !== void 0, widths);
  const last = header.length - 1;
  const gaps = [];
  const gap = (n) => gaps[n] ?? (gaps[n] = " ".repeat(n));
  const pad = (row) => {
    let line = "";
    for (let i = 0; i <= last; i++) {
      const cell = row < 0 ? header[i] : cells[i][row];
      const space = gap(Math.max(0, widths[i] - (row < 0 ? cell.length : cellWidths[i][row])));
      if (i > 0) line += "  ";
      line += i === 0 || i === last ? cell + space : space + cell;
    }
    return line.trimEnd();
  };
  const verdict = report.verdict === "pass" ? paint("green", "PASS") : report.verdict === "accepted" ? paint("yellow", "ACCEPTED") : paint("red", "FAIL");
  let lines2 = [`bench-gate ${verdict}: ${verdictPhrase(report, "; ")}`];
  if (report.verdict === "accepted" && report.accepted_by) lines2.push(paint("yellow", printable(acceptedNote(report.accepted_by))));
  for (const w of report.warnings) lines2.push(paint("yellow", `warning: ${printable(w)}`));
  if (report.baseline.history) lines2.push(paint("dim", `baseline: ${printable(describeHistoryBaseline(report.baseline.history))}`));
  lines2.push("");
  lines2.push(paint("bold", pad(-1)));
  yield `${lines2.join("\n")}
`;
  for (let start = 0; start < ordered.length; start += rowsPerPiece) {
    const end = Math.min(start + rowsPerPiece, ordered.length);
    let piece = "";
    for (let row = start; row < end; row++) piece += `${paint(STATUS_STYLE[ordered[row].status], pad(row))}
`;
    yield piece;
  }
  lines2 = [""];
  const g = report.geomean;
  const geomeanStyle = g.status === "fail" ? "red" : g.status === "inconclusive" ? "yellow" : "dim";
  lines2.push(paint(geomeanStyle, g.change_pct === null ? geomeanPhrase(report) : isSmallGeomean(g) ? smallGeomeanLine(report) : `${geomeanPhrase(report, false)} over ${g.count} benchmark${g.count === 1 ? "" : "s"}: ${g.status}${geomeanNotSignificant(report)}`));
  for (const line of metricGeomeanLines(report)) lines2.push(paint(line.endsWith(": fail") ? "red" : "dim", printable(line)));
  const own = ownAggregates(report);
  if (own.length > 0) lines2.push(paint("dim", printable(`${report.aggregate} of ${report.runs} runs, ${own.map(([aggregate2, metrics]) => `${aggregate2} for ${metrics.map(textName).join(", ")}`).join(", ")}`)));
  for (const n of notes(report, ordered)) lines2.push(`  ${printable(n)}`);
  if (report.method === "paired") lines2.push("", paint("dim", printable(pairedMethodText(report))));
  yield `${lines2.join("\n")}
`;
}
function notes(report, ordered) {
  const out = [];
  for (const r of ordered) {
    if (r.metric != null) {
      if (r.note && r.status !== "protected" && !noteInNoiseNotes(r)) out.push(`${textRowLabel(r, void 0)}: ${r.note}`);
      continue;
    }
    const name = textName(r.name);
    if (r.status === "failed") out.push(`${name} failed: ${r.error ?? "no error given"}`);
    else if (r.status === "missing") out.push(`${name}: ${r.note ?? "missing"}`);
    else if (r.status === "protected" && r.protected_reason) out.push(`${name} is protected: ${r.protected_reason}`);
    else if (r.status === "new" && r.note) out.push(`${name}: ${r.note}`);
  }
  for (const n of noiseNotes(ordered)) out.push(`${textName(n.name)}: ${n.text}`);
  if (suggestsPromotion(report)) {
    out.push("Improvements beyond the threshold: consider promoting the runs as the new baseline.");
  }
  return out;
}
export {
  DEFAULT_GATE_OPTIONS,
  InputError,
  detectFormat,
  failingResults,
  formatIds,
  gateOptions,
  loadDocument,
  parseConfig,
  parseInput,
  passes,
  readInput,
  renderJson,
  renderMarkdown,
  renderText,
  runGate,
  validateDocument
};
