/** Catch2 XML: values, entities, names, failures, v3 root, XML errors; console output left to catch2-console. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputError } from '../../src/core/errors.js';
import { catch2 } from '../../src/formats/catch2.js';
import { formats, parseInput } from '../../src/formats/index.js';
import { decodeEntities, readXml } from '../../src/formats/shared/xml-reader.js';
import { fileInputFromText, readInput } from '../../src/io/read-input.js';
import { FORMAT_FIXTURES } from '../helpers/fixtures.js';
import { inputErrorOf, parsesOrInputError } from '../helpers/input-error.js';
import { convertText } from './hostile-input.js';
import { expectRunsOfOneDeclaration, runLikeCatch2, runValue, sectionTree } from '../helpers/catch2-sections.js';

function result(name: string, mean = '609', more = '') {
  return `<BenchmarkResults name="${name}" samples="100" resamples="100000" iterations="31" clockResolution="21.5" estimatedDuration="2.24719e+06">
        <!--All values in nano seconds-->
        <mean value="${mean}" lowerBound="603.997" upperBound="633" ci="0.95"/>
        <standardDeviation value="14.4074" lowerBound="0.348163" upperBound="23.8551" ci="0.95"/>
        <outliers variance="0.09" lowMild="0" lowSevere="0" highMild="1" highSevere="1"/>${more}
      </BenchmarkResults>`;
}
function v2(body: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Catch name="tests" filters="[!benchmark]">\n  <Group name="tests">\n${body}\n  </Group>\n</Catch>\n`;
}
function testCase(name: string, body: string) {
  return `    <TestCase name="${name}" tags="[!benchmark]" filename="t.cpp" line="3">\n      ${body}\n      <OverallResult success="true"/>\n    </TestCase>`;
}
function convert(text: string) {
  return parseInput(fileInputFromText('bench.xml', text), 'catch2');
}
const errorOf = (text: string): string => inputErrorOf(() => convert(text));

describe('catch2', () => {
  it('gates the mean in ns and keeps its interval, the standard deviation and outliers', () => {
    const b = convert(v2(testCase('fib', result('fib 15')))).benchmarks[0]!;
    expect(b).toEqual({
      name: 'fib 15', value: 609, unit: 'ns', direction: 'lower',
      sample_count: 100, resamples: 100000, iterations: 31, clock_resolution: 21.5, estimated_duration: 2247190,
      confidence_interval: { lower: 603.997, upper: 633, level: 0.95 },
      stddev: 14.4074, stddev_confidence_interval: { lower: 0.348163, upper: 23.8551 },
      outliers: { variance: 0.09, low_mild: 0, low_severe: 0, high_mild: 1, high_severe: 1 },
      success: true, error: null, test_case: 'fib',
    });
  });

  it('decodes XML entities in names', () => {
    const doc = convert(v2(testCase('a &amp; b', result('fib &lt;20> &amp; &quot;friends&quot; &#x41;&#66;&apos;'))));
    expect(doc.benchmarks[0]).toMatchObject({ name: 'fib <20> & "friends" AB\'', test_case: 'a & b' });
  });

  it('qualifies a name used in several places with test case and sections, and numbers repeats', () => {
    const body = testCase('strings', `<Section name="small" filename="t.cpp" line="4">${result('copy', '15')}</Section><Section name="large" filename="t.cpp" line="7">${result('copy', '62')}${result('copy', '63')}</Section>`)
      + testCase('other', result('unique', '5'));
    expect(convert(v2(body)).benchmarks.map((b) => [b.name, b.value])).toEqual([
      ['strings / small / copy', 15], ['strings / large / copy', 62], ['strings / large / copy #2', 63], ['unique', 5],
    ]);
  });

  it('reads a benchmark that Catch2 re-ran once per leaf section as one benchmark (real output)', () => {
    // fixtures/generate/catch2.sh: "setup" and "teardown" outside the sections of a test case with
    // three leaves, "copy" in a section with two; "outside" re-run by two sections without
    // benchmarks; "fib n" once per value of a GENERATE, which are two benchmarks.
    const doc = parseInput(readInput(join(FORMAT_FIXTURES, 'catch2/sections.xml')), 'catch2');
    expect(doc.benchmarks.map((b) => [b.name, (b.rerun_means as number[] | undefined)?.length ?? 0])).toEqual([
      ['setup', 2], ['sections / small / copy', 0], ['teardown', 2], ['sections / large / copy', 1], ['append', 0], ['find', 0],
      ['outside', 1], ['generate / fib n', 0], ['generate / fib n #2', 0],
    ]);
  });

  it('keeps the first run of a re-run benchmark, the later means in rerun_means, and numbers same-named ones per pass', () => {
    const section = (name: string, body: string) => `<Section name="${name}" filename="t.cpp" line="4">${body}</Section>`;
    const pass = (leaf: string, n: number) => result('x', `${n}1`) + result('x', `${n}2`) + section(leaf, result(leaf, `${n}3`)) + result('after', `${n}4`);
    const doc = convert(v2(testCase('t', pass('a', 1) + pass('b', 2))));
    expect(doc.benchmarks.map((b) => [b.name, b.value, b.rerun_means])).toEqual([
      ['t / x', 11, [21]], ['t / x #2', 12, [22]], ['a', 13, undefined], ['after', 14, [24]], ['b', 23, undefined],
    ]);
  });

  it('reports a re-run benchmark failed when one of its runs failed', () => {
    const failed = '<BenchmarkResults name="x">\n<failed message="out of memory"/>\n</BenchmarkResults>';
    const body = result('x', '5') + '<Section name="a"/>' + failed + '<Section name="b"/>';
    expect(convert(v2(testCase('t', body))).benchmarks).toEqual([{ name: 'x', success: false, error: 'out of memory', test_case: 't' }]);
  });

  it('reads every benchmark of any tree of sections once, with its first run, however often Catch2 re-ran it', () => {
    // runLikeCatch2 (tests/helpers/catch2-sections.ts) prints each run's benchmarks in their sections;
    // a value says which declaration and which run printed it.
    fc.assert(fc.property(sectionTree, (items) => {
      let xml = '';
      const declared = runLikeCatch2(items, {
        enter: (section) => (xml += `<Section name="${section}">`),
        leave: () => (xml += '</Section>'),
        bench: (name, declaration, pass) => (xml += result(name, String(runValue(declaration, pass)))),
      });
      expectRunsOfOneDeclaration(convert(v2(testCase('t', xml))).benchmarks, declared, true);
    }), { numRuns: 500 });
  });

  it('turns <failed> into a failed entry with its message', () => {
    const body = testCase('failing', '<BenchmarkResults name="needs a database">\n        <failed message="no database at &lt;localhost>"/>\n      </BenchmarkResults>');
    expect(convert(v2(body + testCase('ok', result('fine')))).benchmarks[0]).toEqual({ name: 'needs a database', success: false, error: 'no database at <localhost>', test_case: 'failing' });
  });

  it('reads Catch2 v3 (Catch2TestRun, with its version)', () => {
    const text = `<?xml version="1.0" encoding="UTF-8"?>\n<Catch2TestRun name="tests" rng-seed="42" xml-format-version="3" catch2-version="3.4.0" filters="&quot;[!benchmark]&quot;">\n${testCase('fib', result('fib 15'))}\n  <OverallResults successes="0" failures="0" expectedFailures="0" skips="0"/>\n</Catch2TestRun>\n`;
    const doc = convert(text);
    expect(doc.metadata).toEqual({ tool: { name: 'Catch2', version: '3.4.0' }, executable: 'tests' });
    expect(doc.benchmarks[0]!.value).toBe(609);
  });

  it('tolerates a statistic Catch2 could not compute, but not a broken mean', () => {
    const inf = result('x').replace('upperBound="23.8551"', 'upperBound="inf"');
    expect(convert(v2(testCase('t', inf))).benchmarks[0]!.stddev_confidence_interval).toEqual({ lower: 0.348163, upper: undefined });
    expect(errorOf(v2(testCase('t', result('x', 'nan'))))).toMatch(/^bench\.xml: line 7: value="nan" of <mean> is not a finite number/);
  });

  it('names the line of malformed XML, an unknown entity, or a result without a mean', () => {
    expect(errorOf(v2(testCase('t', result('x')).replace('</TestCase>', '')))).toMatch(/^bench\.xml: line \d+: malformed XML: <\/Group> closes <TestCase> \(opened at line 4\)/);
    expect(errorOf(v2(testCase('t', result('a &nbsp; b'))))).toMatch(/^bench\.xml: line 5: malformed XML: unknown entity "&nbsp;"/);
    const whole = v2(testCase('t', result('x')));
    expect(errorOf(whole.slice(0, whole.indexOf('</BenchmarkResults>')))).toMatch(/^bench\.xml: line 5: malformed XML: <BenchmarkResults> is never closed \(is the file cut short\?\)/);
    expect(errorOf(whole.slice(0, whole.indexOf('ci="0.95"/>')))).toMatch(/^bench\.xml: line 7: malformed XML: tag <mean> is not terminated/);
    expect(errorOf(v2(testCase('t', '<BenchmarkResults name="x" samples="10">\n</BenchmarkResults>')))).toMatch(/^bench\.xml: line 5: <BenchmarkResults name="x"> has no <mean>/);
  });

  it('says what it expected when the XML holds no benchmarks', () => {
    expect(errorOf(v2(testCase('plain test', '<Expression success="true" type="REQUIRE"/>')))).toMatch(/^bench\.xml: no benchmarks found \(expected <BenchmarkResults> elements\)/);
  });

  it('leaves Catch2\'s console output to catch2-console, and claims no JUnit XML or other XML', () => {
    const console = readFileSync(join(FORMAT_FIXTURES, 'catch2/.console-reporter.txt'), 'utf8');
    const claims = (text: string) => formats().filter((f) => f.detect(fileInputFromText('x.txt', text))).map((f) => f.id);
    expect(console).toContain('benchmark name');
    expect(claims(console)).toEqual(['catch2-console']);
    expect(claims('<?xml version="1.0"?>\n<testsuites><testsuite name="t"/></testsuites>\n')).toEqual([]);
    expect(catch2.detect(fileInputFromText('x.xml', v2(testCase('t', result('x')))))).toBe(true);
  });
});

describe('catch2 detection in linear time', () => {
  it('passes over a prolog of many processing instructions or comments at once (no exponential backtracking)', () => {
    // Each `<?a?>` could also be read as the start of a longer one: a regular expression tried every
    // way to split 40 of them (2^40) before it said no.
    for (const prolog of ['<?a?>'.repeat(40), '<!--a-->'.repeat(40)]) {
      expect(convertText(`${prolog}x`)).toMatchObject({ code: 2, stderr: expect.stringContaining('hostile.txt: is in no format') as unknown });
      expect(catch2.detect(fileInputFromText('x.xml', `${prolog}\n${v2(testCase('t', result('x')))}`))).toBe(true);
    }
  });

  it('still reads only whole processing instructions and comments before the root', () => {
    const claims = (text: string) => catch2.detect(fileInputFromText('x.xml', text));
    expect(claims('<?xml version="1.0"?>\n<!-- a -- b -->\n  <Catch name="x"></Catch>')).toBe(true);
    expect(claims('<?xml version="1.0"\n<Catch name="x"></Catch>')).toBe(false);
    expect(claims('<!-- open <Catch name="x"></Catch>')).toBe(false);
    expect(claims('<?xml?><Other/><Catch name="x"></Catch>')).toBe(false);
    expect(claims('<Catchy/>')).toBe(false);
  });
});

describe('xml-reader', () => {
  const fail = (line: number, what: string) => inputError(`f.xml: line ${line}`, what);

  it('decodes named and numeric entities and rejects a bare &', () => {
    expect(decodeEntities('&lt;&gt;&amp;&quot;&apos;&#65;&#x1F600;', 1, fail)).toBe('<>&"\'A😀');
    expect(() => decodeEntities('a & b', 3, fail)).toThrow(/^f\.xml: line 3: "&" not followed by an entity/);
    expect(() => decodeEntities('&#xD800;', 1, fail)).toThrow(/unknown entity/);
  });

  it('skips comments, processing instructions, CDATA and DOCTYPE, and reports lines', () => {
    const events = readXml('<?xml version="1.0"?>\n<!DOCTYPE x>\n<!-- <fake/> -->\n<a k=\'v\'>\n<![CDATA[<b>]]>\n<c x="1"/>\n</a>', fail);
    expect(events.map((e) => [e.kind, e.name, e.line])).toEqual([['open', 'a', 4], ['open', 'c', 6], ['close', 'a', 7]]);
  });

  it('rejects duplicate attributes, stray < and unterminated markup', () => {
    expect(() => readXml('<a x="1" x="2"/>', fail)).toThrow(/attribute "x" appears twice/);
    expect(() => readXml('<a>\n< b</a>', fail)).toThrow(/^f\.xml: line 2: a "<" that starts no element name/);
    expect(() => readXml('<a>\n<!-- open', fail)).toThrow(/^f\.xml: line 2: unterminated comment/);
    expect(() => readXml('<a x=1/>', fail)).toThrow(/not terminated by ">" or has a malformed attribute/);
  });
});

describe('catch2 never crashes', () => {
  const part = fc.oneof(
    fc.constantFrom('<TestCase name="t">', '</TestCase>', '<Section name="s">', '</Section>', '<BenchmarkResults name="b" samples="3">', '</BenchmarkResults>',
      '<mean value="5"/>', '<mean value="x"/>', '<failed message="m"/>', '<failed/>', '<outliers variance="1"/>', '<BenchmarkResults/>',
      '<standardDeviation value="1" lowerBound="inf"/>', '&amp;', '&bogus;', '<!-- c -->', '<![CDATA[x', '<a b=\'1\'>'),
    fc.string({ maxLength: 5 }),
  );
  it('on sequences of Catch2 elements and junk', () => {
    fc.assert(fc.property(fc.array(part, { maxLength: 14 }), (parts) => {
      const text = `<?xml version="1.0"?>\n<Catch name="x">${parts.join('\n')}</Catch>`;
      parsesOrInputError(() => catch2.parse(fileInputFromText('bench.xml', text), {}), 'bench.xml');
    }), { numRuns: 500 });
  });
});
