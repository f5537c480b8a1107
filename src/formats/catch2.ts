/**
 * Catch2's XML reporter output of benchmarks (`./tests "[!benchmark]" -r xml`), Catch2 v2 (`<Catch>`)
 * and v3 (`<Catch2TestRun>`). Each `<BenchmarkResults>` is one benchmark; times are in ns.
 *
 * Value: the mean (Catch2's headline estimate; the XML has no median and no raw samples), lower is
 * better; its bootstrap confidence interval, the standard deviation and the outlier counts are kept.
 * Name: the BENCHMARK name. When one name occurs in several places, those benchmarks are named
 * `<test case> / <section>... / <name>` (and `#2`, `#3` for repeats within one place).
 *
 * Catch2 runs a test case once per leaf section, so a benchmark outside the sections (or in a section
 * with sections of its own) is printed once per leaf below it: one benchmark, measured again. The
 * XML prints every section each run enters (even one without benchmarks) around the results of that
 * run, so the runs can be told apart (shared/catch2-names.ts): a result of a run that entered other
 * sections than an earlier one is a re-run, read as the same benchmark (its first run is the value,
 * the later means are kept in `rerun_means`); two of one name in one run of a place are two
 * benchmarks (`#2`), and so are the runs of a place that entered the same sections, which GENERATE
 * makes (one per value). Not told apart: a benchmark outside a section that a GENERATE inside it
 * re-runs (read as one per value), and sections inside an `if` (a section between two results of
 * a name then makes them re-runs).
 */
import { inputError } from '../core/errors.js';
import type { BenchmarkEntry } from '../core/model.js';
import { lineError } from './shared/input-errors.js';
import type { FileInput, FormatAdapter } from './types.js';
import { readXml, type XmlElementEvent } from './shared/xml-reader.js';
import { assignRuns, catch2Names, placeIds, type Catch2Benchmark, type PlaceRuns } from './shared/catch2-names.js';

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

/** One <Section> element: one visit of its place, and the sections opened inside it. */
interface SectionVisit {
  id: string;
  /** Its own index in the list of sections opened, and one past the last opened inside it. */
  at: number;
  end?: number;
}

/** An open <TestCase> or <Section>: its place's number, and for a test case its own results and sections. */
type Frame = { place: number; section: SectionVisit } | { place: number; testCase: { results: PlaceRuns['results']; sections: SectionVisit[] } };

function walk(input: FileInput): Walk {
  const events = readXml(input.text, (line, what) => lineError(input, line, `malformed XML: ${what}`, HINT));
  const result: Walk = { found: [], root: undefined };
  const path: Array<string | undefined> = [];
  const named = () => path.filter((p): p is string => p !== undefined);
  // The elements open around the current one (TestCase and Section, as `path`), every section opened
  // so far (as its place's number), the results in sections, and the test cases, in order.
  const placeOf = placeIds();
  const frames: Frame[] = [];
  const opened: number[] = [];
  const inSections: Array<{ found: Found; visit: SectionVisit }> = [];
  const testCases: Array<Extract<Frame, { testCase: unknown }>['testCase']> = [];
  const lastOpened = (s: SectionVisit) => String(opened[(s.end ?? opened.length) - 1]);
  let bench: { event: XmlElementEvent; parts: Parts } | undefined;
  const finish = () => {
    if (!bench) return;
    const frame = frames[frames.length - 1];
    const found: Found = { name: bench.event.attributes.get('name') ?? '', path: named(), line: bench.event.line, entry: entryOf(input, bench.event, bench.parts), place: frame?.place ?? 0, visit: '', below: '' };
    result.found.push(found);
    if (frame && 'section' in frame) {
      found.visit = frame.section.id;
      inSections.push({ found, visit: frame.section });
    } else if (frame) frame.testCase.results.push({ found, sectionsBefore: frame.testCase.sections.length });
    bench = undefined;
  };
  for (const e of events) {
    if (e.kind === 'close') {
      if (e.name === 'BenchmarkResults') finish();
      else if (e.name === 'TestCase' || e.name === 'Section') {
        path.pop();
        const frame = frames.pop();
        if (frame && 'section' in frame) frame.section.end = opened.length;
      }
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
    } else if (e.name === 'Section' || (e.name === 'TestCase' && !e.selfClosing)) {
      const parent = frames[frames.length - 1];
      const name = e.attributes.get('name');
      const place = name === undefined ? (parent?.place ?? 0) : placeOf(parent?.place ?? 0, name);
      if (e.name === 'TestCase') {
        const testCase = { results: [], sections: [] };
        testCases.push(testCase);
        path.push(name);
        frames.push({ place, testCase });
        continue;
      }
      const visit: SectionVisit = { id: `s${opened.length}`, at: opened.length };
      opened.push(place);
      if (parent && 'testCase' in parent) parent.testCase.sections.push(visit);
      if (e.selfClosing) visit.end = opened.length;
      else {
        path.push(name);
        frames.push({ place, section: visit });
      }
    }
  }
  // Each <Section> is one visit of its place; below its own results is the deepest section that visit
  // entered (Catch2 enters one section at each level, so the last one opened). A test case's own
  // results are told apart by run, below each the section its run entered.
  for (const { found, visit } of inSections) found.below = (visit.end ?? opened.length) - 1 > visit.at ? lastOpened(visit) : '';
  testCases.forEach((t, i) => assignRuns(i, { results: t.results, sections: t.sections.map(lastOpened) }));
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
