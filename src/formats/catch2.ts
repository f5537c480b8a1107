/**
 * Catch2's XML reporter output of benchmarks (`./tests "[!benchmark]" -r xml`), Catch2 v2 (`<Catch>`)
 * and v3 (`<Catch2TestRun>`). Each `<BenchmarkResults>` is one benchmark; times are in ns.
 *
 * Value: the mean (Catch2's headline estimate; the XML has no median and no raw samples), lower is
 * better; its bootstrap confidence interval, the standard deviation and the outlier counts are kept.
 * Name: the BENCHMARK name. When one name occurs in several places, those benchmarks are named
 * `<test case> / <section>... / <name>` (and `#2`, `#3` for repeats within one place).
 */
import { inputError } from '../core/errors.js';
import type { BenchmarkEntry } from '../core/model.js';
import { lineError } from './shared/input-errors.js';
import type { FileInput, FormatAdapter } from './types.js';
import { readXml, type XmlElementEvent } from './shared/xml-reader.js';
import { catch2Names, type Catch2Benchmark } from './shared/catch2-names.js';

type Found = Catch2Benchmark;

const ROOT = /<(?:Catch|Catch2TestRun)[\s>/]/y;

/**
 * Whether the document's root element is Catch2's: after blanks, processing instructions and
 * comments, `<Catch` (v2) or `<Catch2TestRun` (v3). Each of those is passed over by its end marker
 * (not by a regular expression, where a comment that may run into the next one backtracks
 * exponentially on a file of `<?a?>` repeated), so this is linear in the prolog's length.
 */
function hasCatch2Root(text: string): boolean {
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at++;
    const [open, close] = text.startsWith('<?', at) ? ['<?', '?>'] : text.startsWith('<!--', at) ? ['<!--', '-->'] : [];
    if (open === undefined || close === undefined) break;
    const end = text.indexOf(close, at + open.length);
    if (end < 0) return false;
    at = end + close.length;
  }
  ROOT.lastIndex = at;
  return ROOT.test(text);
}
const HINT = 'Give the unchanged output of the tests run with -r xml';

/** A numeric attribute. Catch2 prints doubles with iostreams: `609`, `2.24719e+06`, `inf`, `nan`. */
function numberAttribute(input: FileInput, e: XmlElementEvent, key: string, required: boolean): number | undefined {
  const text = e.attributes.get(key)?.trim();
  if (text === undefined) {
    if (required) throw lineError(input, e.line, `<${e.name}> has no ${key} attribute`, HINT);
    return undefined;
  }
  if (/^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(text)) return Number(text);
  // A statistic Catch2 could not compute is not worth rejecting the run over; the gated mean is.
  if (!required && /^[-+]?(?:inf|nan)/i.test(text)) return undefined;
  throw lineError(input, e.line, `${key}="${text}" of <${e.name}> is not a finite number`, HINT);
}

/** What the children of one <BenchmarkResults> said. */
interface Parts {
  mean?: XmlElementEvent;
  standardDeviation?: XmlElementEvent;
  outliers?: XmlElementEvent;
  failed?: string;
}

function entryOf(input: FileInput, bench: XmlElementEvent, parts: Parts): BenchmarkEntry {
  const name = bench.attributes.get('name') ?? '';
  if (parts.failed !== undefined) return { name, success: false, error: parts.failed || 'benchmark failed' };
  if (!parts.mean) throw lineError(input, bench.line, `<BenchmarkResults name="${name}"> has no <mean> (was the run cut short?)`, HINT);
  const n = (e: XmlElementEvent | undefined, key: string) => (e ? numberAttribute(input, e, key, false) : undefined);
  const { mean, standardDeviation: sd, outliers } = parts;
  const lower = n(mean, 'lowerBound');
  const upper = n(mean, 'upperBound');
  const level = n(mean, 'ci');
  const extra: Record<string, unknown> = {
    sample_count: n(bench, 'samples'),
    resamples: n(bench, 'resamples'),
    iterations: n(bench, 'iterations'),
    clock_resolution: n(bench, 'clockResolution'),
    estimated_duration: n(bench, 'estimatedDuration'),
    confidence_interval: lower !== undefined && upper !== undefined ? { lower, upper, ...(level !== undefined ? { level } : {}) } : undefined,
    stddev: n(sd, 'value'),
    stddev_confidence_interval: sd && n(sd, 'lowerBound') !== undefined ? { lower: n(sd, 'lowerBound'), upper: n(sd, 'upperBound') } : undefined,
    outliers: outliers
      ? { variance: n(outliers, 'variance'), low_mild: n(outliers, 'lowMild'), low_severe: n(outliers, 'lowSevere'), high_mild: n(outliers, 'highMild'), high_severe: n(outliers, 'highSevere') }
      : undefined,
  };
  return {
    name,
    value: numberAttribute(input, mean, 'value', true)!,
    unit: 'ns',
    direction: 'lower',
    ...Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== undefined)),
    success: true,
    error: null,
  };
}

interface Walk {
  found: Found[];
  root: XmlElementEvent | undefined;
}

function walk(input: FileInput): Walk {
  const events = readXml(input.text, (line, what) => lineError(input, line, `malformed XML: ${what}`, HINT));
  const result: Walk = { found: [], root: undefined };
  const path: Array<string | undefined> = [];
  let bench: { event: XmlElementEvent; parts: Parts } | undefined;
  const finish = () => {
    if (!bench) return;
    const where = path.filter((p): p is string => p !== undefined);
    result.found.push({ name: bench.event.attributes.get('name') ?? '', path: where, line: bench.event.line, entry: entryOf(input, bench.event, bench.parts) });
    bench = undefined;
  };
  for (const e of events) {
    if (e.kind === 'close') {
      if (e.name === 'BenchmarkResults') finish();
      else if (e.name === 'TestCase' || e.name === 'Section') path.pop();
      continue;
    }
    result.root ??= e;
    if (e.name === 'BenchmarkResults') {
      if (!e.attributes.get('name')) throw lineError(input, e.line, '<BenchmarkResults> has no name', HINT);
      bench = { event: e, parts: {} };
      if (e.selfClosing) finish();
    } else if (bench && (e.name === 'mean' || e.name === 'standardDeviation' || e.name === 'outliers')) {
      bench.parts[e.name] = e;
    } else if (bench && e.name === 'failed') {
      bench.parts.failed = e.attributes.get('message') ?? '';
    } else if ((e.name === 'TestCase' || e.name === 'Section') && !e.selfClosing) {
      path.push(e.attributes.get('name'));
    }
  }
  return result;
}

export const catch2: FormatAdapter = {
  id: 'catch2',
  title: 'Catch2 XML reporter (benchmarks)',
  producedBy: './tests "[!benchmark]" -r xml > bench.xml',
  detect(input) {
    return input.kind === 'file' && input.json === undefined && !input.jsonError && hasCatch2Root(input.text);
  },
  parse(input) {
    if (input.kind !== 'file') throw inputError(input.path, 'is a directory, not Catch2 XML', 'Give the XML file');
    const { found, root } = walk(input);
    if (found.length === 0) {
      throw inputError(input.path, 'no benchmarks found (expected <BenchmarkResults> elements)', 'Run the benchmarks with their tag, e.g. ./tests "[!benchmark]" -r xml');
    }
    const version = root?.attributes.get('catch2-version');
    const executable = root?.attributes.get('name');
    return {
      schema_version: 1,
      benchmarks: catch2Names(found),
      metadata: {
        tool: { name: 'Catch2', ...(version ? { version } : {}) },
        ...(executable ? { executable } : {}),
      },
    };
  },
};
