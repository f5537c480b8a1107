/**
 * Numbers as people read them: 16.77M ops/s, 2.98 ms, 25 µs, +46.9%. Shared by every rendering.
 */
import { exponentText, LARGE } from '../core/number-text.js';
import { pctDigits, pctDigitsBeside, roundedPct } from '../core/ratio.js';
import type { Direction } from '../core/model.js';
import { isSpeedUnit, isTimeUnit, timeConverter } from '../core/units.js';

/** Four significant digits without trailing zeros: 2.980 -> 2.98, 2000 -> 2000. */
export function significant(value: number, digits = 4): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  if (abs >= LARGE) return exponentText(value, digits);
  if (abs >= 10 ** digits) return grouped(Math.sign(value) * Math.round(abs));
  const text = halfAway(value, digits).toPrecision(digits);
  if (text.includes('e')) return String(Number(text));
  // Trailing zeros of the fraction go, then a bare point (a character loop: this runs for every cell).
  if (!text.includes('.')) return text;
  let end = text.length;
  while (text.charCodeAt(end - 1) === 48) end--;
  if (text.charCodeAt(end - 1) === 46) end--;
  return text.slice(0, end);
}

/**
 * `value` rounded to `digits` significant digits as its decimal reads, a tie away from zero (as
 * benchstat shows 1428.5 ns: 1.429µ). toPrecision rounds the binary value, and a scaled value that is
 * a tie in decimal is often just below it in binary (1428.5 ns in µs is 1.42849999999999...), so its
 * last digit came out one low. The value is first read at 15 significant digits (all that a double
 * holds for sure: below the error of the scaling), then rounded on those digits.
 */
function halfAway(value: number, digits: number): number {
  if (digits >= 15) return value;
  // Only a value next to a tie (its digits scaled to an integer part of `digits` digits end in .5)
  // can round the wrong way: the others, nearly all, leave here by arithmetic, without text.
  const abs = Math.abs(value);
  const scaled = abs * 10 ** (digits - 1 - Math.floor(Math.log10(abs)));
  if (!(Math.abs(scaled - Math.floor(scaled) - 0.5) <= scaled * 1e-13 + 1e-9)) return value;
  const text = abs.toExponential(14);
  const e = text.indexOf('e');
  // "d.dddddddddddddd": the digit after the kept ones, skipping the point after the first.
  const next = text.charCodeAt(digits + 1);
  if (next < 53 /* '5' */) return value;
  const kept = Number(text.charAt(0) + text.slice(2, digits + 1)) + 1;
  const rounded = Number(`${kept}e${Number(text.slice(e + 1)) - digits + 1}`);
  return value < 0 ? -rounded : rounded;
}

/** An integer with thousands separators, as en-US writes it (1,234,567), without Intl's cost per call. */
function grouped(integer: number): string {
  const digits = String(Math.abs(integer)); // below LARGE: never in exponent notation
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return integer < 0 ? `-${out}` : out;
}

const SI = [
  { factor: 1e12, prefix: 'T' },
  { factor: 1e9, prefix: 'G' },
  { factor: 1e6, prefix: 'M' },
  { factor: 1e3, prefix: 'k' },
];

/**
 * A value that would be LARGE even in its largest prefix or binary unit: written with an exponent and
 * its own unit, never "1e+288T ops/s" or "9.095e+287 TiB", which a reader has to multiply out twice.
 */
function beyondPrefixes(value: number, largest: number): boolean {
  return Math.abs(value) / largest >= LARGE;
}

function withSiPrefix(value: number, unit: string, digits: number): string {
  const abs = Math.abs(value);
  if (beyondPrefixes(value, SI[0]!.factor)) return `${significant(value, digits)} ${unit}`.trimEnd();
  for (const { factor, prefix } of SI) {
    if (abs >= factor) return `${significant(value / factor, digits)}${prefix} ${unit}`.trimEnd();
  }
  return `${significant(value, digits)} ${unit}`.trimEnd();
}

/** Largest first; nanoseconds when none of these is at least 1. Each a converter from seconds. */
const TIME_LADDER: ReadonlyArray<readonly [convert: (seconds: number) => number, label: string]> = [
  [timeConverter('s', 's'), 's'],
  [timeConverter('s', 'ms'), 'ms'],
  [timeConverter('s', 'us'), 'µs'],
];
const secondsToNs = timeConverter('s', 'ns');
/** Each time unit's converter to seconds, made on first use: a report has a unit or two, on every row. */
const toSeconds = new Map<string, (value: number) => number>();

function humanTime(value: number, unit: string, digits: number): string {
  let convert = toSeconds.get(unit);
  if (!convert) toSeconds.set(unit, (convert = timeConverter(unit, 's')));
  const seconds = convert(value);
  // The largest unit in which the value is at least 1, converted once (this runs for every cell).
  for (let i = 0; i < TIME_LADDER.length; i++) {
    const scaled = TIME_LADDER[i]![0](seconds);
    if (Math.abs(scaled) >= 1) return `${significant(scaled, digits)} ${TIME_LADDER[i]![1]}`;
  }
  return `${significant(secondsToNs(seconds), digits)} ns`;
}

/** A ladder of units, largest first, each with how many of the base unit (B, B/s) it is. */
type Ladder = ReadonlyArray<{ factor: number; label: string }>;

const BINARY: Ladder = [
  { factor: 1024 ** 4, label: 'TiB' },
  { factor: 1024 ** 3, label: 'GiB' },
  { factor: 1024 ** 2, label: 'MiB' },
  { factor: 1024, label: 'KiB' },
];

/** A value in the base unit (`base`: B, B/s) in the largest unit of the ladder it is at least 1 of. */
function humanOnLadder(value: number, ladder: Ladder, base: string, digits: number): string {
  if (beyondPrefixes(value, ladder[0]!.factor)) return `${significant(value, digits)} ${base}`;
  for (const { factor, label } of ladder) {
    if (Math.abs(value) >= factor) return `${significant(value / factor, digits)} ${label}`;
  }
  return `${significant(value, digits)} ${base}`;
}

function humanBytes(value: number, digits: number): string {
  return humanOnLadder(value, BINARY, 'B', digits);
}

/** A size in one of the binary units (KiB, MiB, GiB, TiB): how many bytes one is, else undefined. */
function bytesPer(unit: string): number | undefined {
  for (const { factor, label } of BINARY) if (label === unit) return factor;
  return undefined;
}

/**
 * Sizes with a decimal prefix and byte rates: kB (or KB), MB, GB, TB, and B/s, kB/s, MB/s, GB/s,
 * TB/s, KiB/s to TiB/s (also per "sec"). The binary sizes without a rate are bytesPer's.
 */
const BYTE_UNIT = /^([kKMGT]?)(i?)B(\/s|\/sec)?$/;

interface ByteUnit {
  /** How many of the base unit (B or B/s) one of it is. */
  factor: number;
  ladder: Ladder;
  base: string;
}

/** Byte units worked out once each: a report has a unit or two, on every row. */
const byteUnits = new Map<string, ByteUnit | undefined>();

/** A size or byte rate with a prefix in its name, or a byte rate: its ladder, else undefined. */
function byteUnit(unit: string): ByteUnit | undefined {
  if (byteUnits.has(unit)) return byteUnits.get(unit);
  const m = BYTE_UNIT.exec(unit);
  let found: ByteUnit | undefined;
  // "iB" and "kiB" are no unit; plain "B" (binary) and KiB to TiB are humanValue's own cases.
  if (m && !(m[2] === 'i' && (m[1] === '' || m[1] === 'k')) && !(m[3] === undefined && (m[1] === '' || m[2] === 'i'))) {
    const [, prefix = '', i, per = ''] = m;
    const binary = i === 'i';
    const step = binary ? 1024 : 1000;
    const k = binary ? 'Ki' : prefix === 'K' ? 'K' : 'k';
    const prefixes = ['T', 'G', 'M', k].map((p) => (binary && p !== 'Ki' ? `${p}i` : p));
    const ladder = prefixes.map((p, n) => ({ factor: step ** (4 - n), label: `${p}B${per}` }));
    const power = prefix === '' ? 0 : 'kMGT'.indexOf(prefix === 'K' ? 'k' : prefix) + 1;
    found = { factor: step ** power, ladder, base: `B${per}` };
  }
  if (byteUnits.size < 256) byteUnits.set(unit, found);
  return found;
}

/** A value with its unit, scaled to a readable magnitude, with `digits` significant digits (4 unless asked). */
export function humanValue(value: number | null, unit: string, digits = 4): string {
  if (value === null) return '—';
  if (isTimeUnit(unit)) return humanTime(value, unit, digits);
  if (unit === 'B' || unit === 'bytes') return humanBytes(value, digits);
  // A size in KiB or MiB is scaled as the bytes it is: 1536 KiB is 1.5 MiB, not "1.536k KiB".
  const binary = bytesPer(unit);
  if (binary !== undefined) {
    const bytes = value * binary;
    // Past the largest double in bytes (1e308 TiB): as it is, in its own unit.
    return Number.isFinite(bytes) ? humanBytes(bytes, digits) : `${significant(value, digits)} ${unit}`;
  }
  // So is a size with a decimal prefix, by 1000 (1575 MB is 1.575 GB), and a byte rate, by 1000 or,
  // for KiB/s to TiB/s, by 1024: 1575 MB/s is 1.575 GB/s, never "1.575k MB/s".
  const bytes = byteUnit(unit);
  if (bytes !== undefined) {
    const base = value * bytes.factor;
    return Number.isFinite(base) ? humanOnLadder(base, bytes.ladder, bytes.base, digits) : `${significant(value, digits)} ${unit}`;
  }
  // A time per item (JMH's s/op, us/op) scales as the time it is: 5.361e-9 s/op is 5.361 ns/op.
  const slash = unit.indexOf('/');
  if (slash > 0 && isTimeUnit(unit.slice(0, slash))) return `${humanTime(value, unit.slice(0, slash), digits)}${unit.slice(slash)}`;
  return withSiPrefix(value, unit, digits);
}

/**
 * A unit as the values shown in it spell it, for a header or an axis beside them: a time in
 * microseconds recorded as `us` (or with the Greek mu, `μs`) is `µs`, as humanValue writes it, also
 * before a slash (`us/op` is `µs/op`). Any other unit as it is.
 */
export function shownUnit(unit: string): string {
  return unit.replace(/^(?:us|\u03bcs)(?=\/|$)/, '\u00b5s');
}

/** The most significant digits a value is shown with. */
const MAX_DIGITS = 15;

/**
 * A row's two values when the row was decided on their difference (regressed or improved): with as
 * many digits as it takes for two different values not to read the same. An exact count fails at
 * 0%, and 100,000,000 against 100,040,000 instructions read "100M" and "100M".
 */
export function humanValuesOfDecided(baseline: number, current: number, unit: string): [string, string] {
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

/** A row's two values as shown: `shown` (its four-digit texts) unless the row was decided and they read the same (rare: then rendered again, widened). */
export function rowValues(r: { baseline: number | null; current: number | null; unit: string; status: string }, shown: [string, string]): [string, string] {
  if (shown[0] !== shown[1] || r.baseline === null || r.current === null || !isDecided(r.status)) return shown;
  return humanValuesOfDecided(r.baseline, r.current, r.unit);
}

/** Whether a row was decided on its change: its values and change are then never shown as the same. */
export function isDecided(status: string): boolean {
  return status === 'regressed' || status === 'improved';
}

/** A change that reads as none: "±0.0%", the only change a factor of "same" goes with. */
const NO_CHANGE = '±0.0%';

/**
 * A change in percent with its sign and one decimal. `minus` lets Markdown use the typographic
 * minus sign (U+2212) while terminals keep the ASCII one that people grep for. With the `limit` it
 * is compared with, it is never rounded onto or across it: 8.004% over an 8% limit is "+8.004%".
 * With the row's `direction`, `pct` is the value's own change and the limit its normalised change's
 * (pctDigitsBeside): a time 8.00001% longer is within 8% and reads "+8.0%".
 */
export function humanChange(pct: number | null, minus = '-', decided = false, limit?: number, direction?: Direction): string {
  if (pct === null) return '—';
  const rounded = roundedPct(pct);
  const beside = limit === undefined || rounded === 0 ? undefined : pctDigitsBeside(pct, limit, direction);
  if (rounded === 0 && !(decided && pct !== 0)) return NO_CHANGE;
  // A decided change below 0.05% (an exact count at 0%) keeps two significant digits: +0.04%.
  const text = rounded === 0 ? significant(Math.abs(pct), 2) : (beside ?? pctDigits(rounded));
  return pct > 0 ? `+${text}%` : `${minus}${text}%`;
}

/**
 * The normalised ratio (> 1 better) as a factor in plain words: "6.10× slower", "2.00× slower" (ops/s
 * halved), "1.25× faster"; "worse"/"better" for units that are not speeds (bytes, allocations).
 * "same" only beside a change that reads as none (`changeShown` false): a factor that rounds to 1.00
 * beside one that does not gets the decimals it takes, "+0.3% (1.003× faster)", never "+0.3% (same)".
 */
export function humanFactor(ratio: number | null, unit: string, changeShown = false): string {
  if (ratio === null) return '';
  const worse = ratio < 1;
  const factor = worse ? 1 / ratio : ratio;
  let text = factor < 10 ? factor.toFixed(2) : significant(factor, 3);
  if (text === '1.00') {
    if (!changeShown || ratio === 1) return 'same';
    // 1.0004× slower: as many decimals as it takes not to read 1.
    let decimals = 3;
    text = factor.toFixed(decimals);
    while (/^1\.0+$/.test(text) && decimals < MAX_DIGITS) text = factor.toFixed(++decimals);
  }
  const speed = isSpeedUnit(unit);
  return `${text}× ${worse ? (speed ? 'slower' : 'worse') : speed ? 'faster' : 'better'}`;
}

/**
 * "+510.0% (6.10× slower)": the change of the measured value, then which way that is; never rounded
 * onto or across the row's limit (`threshold_pct`), so that a row that regressed never reads as
 * exactly at its limit, which passes. The factor says "same" only when the change reads "±0.0%".
 */
export function humanValueChange(r: { ratio: number | null; value_change_pct: number | null; unit: string; direction?: Direction; status?: string; threshold_pct?: number }, minus = '-'): string {
  if (r.ratio === null || r.value_change_pct === null) return '—';
  const decided = r.status !== undefined && isDecided(r.status);
  const change = humanChange(r.value_change_pct, minus, decided, r.threshold_pct, r.direction);
  return `${change} (${humanFactor(r.ratio, r.unit, change !== NO_CHANGE)})`;
}

/**
 * A threshold in percent as it was written: 8 -> "8%", 2.5 -> "2.5%", 12.25 -> "12.25%". Not rounded
 * to three digits: a 12.25% limit read "12.3%", the very figure a row 12.26% worse is shown with
 * ("-12.3% regressed (limit 12.3%)"), which says it sat at its limit, which passes.
 */
export function humanPct(pct: number): string {
  return `${significant(pct, LIMIT_DIGITS)}%`;
}

/** The significant digits a limit is shown with: every digit anyone writes in one. */
const LIMIT_DIGITS = 6;

/** A measured percentage (a spread) to three significant digits: 3.14159 -> "3.14%". */
export function measuredPct(pct: number): string {
  return `${significant(pct, 3)}%`;
}

export function plural(count: number, word: string, pluralWord = `${word}s`): string {
  return `${count} ${count === 1 ? word : pluralWord}`;
}
