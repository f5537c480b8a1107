/** Cachegrind and Callgrind profiles: totals, self costs per function, detection, errors. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formats, parseInput } from '../../src/formats/index.js';
import { fileInputFromText, readInput } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

const convert = (text: string, from = 'auto') => parseInput(fileInputFromText('prof.out', text), from);
const claimedBy = (text: string) => formats().filter((f) => f.detect(fileInputFromText('prof.out', text))).map((f) => f.id);
const lastNumber = (text: string, key: string) => Number([...text.matchAll(new RegExp(`^${key}: (\\d+)`, 'gm'))].at(-1)![1]);

const callgrindFile = (body: string[], header = ['# callgrind format', 'version: 1', 'creator: callgrind-3.19.0', 'cmd:  ./x  --n 3', 'positions: line', 'events: Ir Dr']) =>
  `${[...header, '', ...body].join('\n')}\n`;

describe('cachegrind', () => {
  it('reads the real profile: the summary as the value and the metric Ir, its largest functions as metrics', () => {
    const path = 'fixtures/formats/cachegrind/cachegrind.out';
    const [b] = parseInput(readInput(path), 'cachegrind').benchmarks;
    const summary = lastNumber(readFileSync(path, 'utf8'), 'summary');
    expect(b).toMatchObject({ name: './fixture 20', value: summary, unit: 'instructions', direction: 'lower' });
    expect(b!.metrics!.Ir).toEqual({ value: summary, unit: 'instructions', direction: 'lower' });
    // fib(20) is where the program spends its instructions.
    const functions = Object.entries(b!.metrics!).filter(([name]) => name.startsWith('Ir ')) as Array<[string, { value: number }]>;
    expect(functions[0]![0]).toBe('Ir fib');
    expect(functions.length).toBeLessThanOrEqual(10);
    for (const [, m] of functions) expect(m.value).toBeGreaterThanOrEqual(summary * 0.01);
    expect(functions.map(([, m]) => m.value)).toEqual(functions.map(([, m]) => m.value).sort((x, y) => y - x));
  });

  it('sums a function over the files it appears in and finds Ir in any column; left-out trailing counts are 0', () => {
    const text = ['cmd: ./x', 'events: Dr Ir', 'fl=a.c', 'fn=f', '1 5 100', '2 7', 'fl=b.h', 'fn=f', '3 1 50', 'fn=g', '4 0 850', 'summary: 13 1000', ''].join('\n');
    const [b] = convert(text).benchmarks;
    expect(b!.value).toBe(1000);
    expect(b!.metrics).toEqual({
      Ir: { value: 1000, unit: 'instructions', direction: 'lower' },
      'Ir g': { value: 850, unit: 'instructions', direction: 'lower' },
      'Ir f': { value: 150, unit: 'instructions', direction: 'lower' },
    });
  });

  it('keeps at most ten functions, each at least 1% of the total', () => {
    const lines = ['cmd: ./x', 'events: Ir'];
    for (let i = 0; i < 30; i++) lines.push(`fn=f${i}`, `1 ${i < 12 ? 90 : 1}`);
    lines.push(`summary: ${12 * 90 + 18}`);
    const names = Object.keys(convert(lines.join('\n')).benchmarks[0]!.metrics!);
    expect(names).toEqual(['Ir', ...['f0', 'f1', 'f10', 'f11', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7'].map((f) => `Ir ${f}`)]);
  });

  it('errors name the line and what to do', () => {
    expect(inputErrorOf(() => convert('cmd: ./x\nevents: Dr Dw\nfn=f\n1 2 3\nsummary: 2 3\n'))).toMatch(/^prof\.out: line 2: the profile records no Ir \(instructions\) event, only "Dr Dw"\. Run cachegrind/);
    expect(inputErrorOf(() => convert('cmd: ./x\nevents: Ir\nfn=f\n1 2x\nsummary: 2\n'))).toMatch(/^prof\.out: line 4: "2x" is not an event count/);
    expect(inputErrorOf(() => convert('cmd: ./x\nevents: Ir\n1 2\nsummary: 2\n'))).toMatch(/^prof\.out: line 3: counts come before any "fn=" line/);
    expect(inputErrorOf(() => convert('cmd: ./x\nevents: Ir\nfn=f\n1 2\nhello\n'))).toMatch(/^prof\.out: line 5: "hello" is not a line of a Cachegrind profile/);
    expect(inputErrorOf(() => convert('cmd: ./x\nevents: Ir\nfn=f\n1 2\n'))).toMatch(/^prof\.out: line 1: has no "summary:" line with the total\. The file was cut short/);
    // A copy cut off in the middle of a line (a partial upload, a full disk) says so, not that "fn" is not a line.
    const real = readFileSync('fixtures/formats/cachegrind/cachegrind.out', 'utf8');
    const cut = real.slice(0, real.indexOf('\nfn=', 2000) + 3);
    expect(inputErrorOf(() => convert(cut))).toMatch(new RegExp(`^prof\\.out: line ${cut.split('\n').length}: ends in the middle of a line \\("fn"\\): the file was cut short\\. Give the whole file cachegrind wrote when the program ended$`));
    expect(inputErrorOf(() => convert('cmd: ./x\nevents: Ir\nfn=f\n1 0\nsummary: 0\n'))).toMatch(/its total Ir is 0/);
    expect(inputErrorOf(() => convert('desc: x\nevents: Ir\nfn=f\n1 2\nsummary: 2\n', 'cachegrind'))).toMatch(/has no "cmd:" line/);
    expect(inputErrorOf(() => convert('cmd: ./x\nevents: Ir\nfn=f\n1 2\nsummary: 99999999999999999999\n'))).toMatch(/line 5: "99999999999999999999" is not an event count/);
  });

  it('is claimed alone, and a text that merely starts with cmd: is not', () => {
    expect(claimedBy('desc: I1 cache: 1\ncmd: ./x\nevents: Ir\nfl=a\nfn=f\n1 2\nsummary: 2\n')).toEqual(['cachegrind']);
    expect(claimedBy('cmd: ./x\nevents: Ir\n')).toEqual(['cachegrind']);
    expect(claimedBy('cmd: make\nother: 1\nevents: Ir\n')).toEqual([]);
    expect(claimedBy('events: Ir\ncmd: ./x\n')).toEqual([]);
  });
});

describe('callgrind', () => {
  it('reads the real profiles: the total, recursion levels as one function', () => {
    for (const file of ['callgrind.out', 'dump-instr.out']) {
      const path = `fixtures/formats/callgrind/${file}`;
      const text = readFileSync(path, 'utf8');
      const [b] = parseInput(readInput(path), 'callgrind').benchmarks;
      expect(b!.value).toBe(lastNumber(text, 'totals'));
      expect(b!.value).toBe(lastNumber(text, 'summary'));
      expect(b!.name).toMatch(/^\.\/fixture \d+$/);
      expect(text).toContain("fib'2");
      expect(Object.keys(b!.metrics!)).toContain('Ir fib');
      expect(Object.keys(b!.metrics!).some((n) => n.includes("'"))).toBe(false);
    }
  });

  it('counts a function its own cost only: the line after calls= is the callee\'s inclusive cost', () => {
    const text = callgrindFile(['summary: 1000', 'fl=(1) a.c', 'fn=(1) main', '1 100 5', 'cfn=(2) work', 'calls=1 10', '2 900 40', 'fn=(2)', '10 900 40', 'totals: 1000 45']);
    const [b] = convert(text).benchmarks;
    expect(b).toMatchObject({ name: './x --n 3', value: 1000 });
    expect(b!.metrics).toEqual({
      Ir: { value: 1000, unit: 'instructions', direction: 'lower' },
      'Ir work': { value: 900, unit: 'instructions', direction: 'lower' },
      'Ir main': { value: 100, unit: 'instructions', direction: 'lower' },
    });
  });

  it('reads instruction and line positions with relative values, and sums the parts of a file', () => {
    const header = ['version: 1', 'creator: callgrind-3.22.0', 'cmd: ./x', 'positions: instr line', 'events: Ir'];
    const body = ['part: 1', 'fn=(1) f', '0x10 3 40', '+4 * 20', '-2 +1 40', 'totals: 100', 'part: 2', 'fn=(1)', '0x10 3 50', 'totals: 50'];
    const document = convert(callgrindFile(body, header));
    expect(claimedBy(callgrindFile(body, header))).toEqual(['callgrind']);
    expect(document.benchmarks[0]!.value).toBe(150);
    expect(document.benchmarks[0]!.metrics!['Ir f']!).toMatchObject({ value: 150 });
    expect(document.metadata?.tool).toEqual({ name: 'callgrind', version: '3.22.0' });
  });

  it('errors name the line and what to do', () => {
    expect(inputErrorOf(() => convert(callgrindFile(['fn=(3)', '1 5', 'totals: 5'])))).toMatch(/^prof\.out: line 8: function \(3\) is used before its name is given/);
    expect(inputErrorOf(() => convert(callgrindFile(['fn=f', 'x1 5', 'totals: 5'])))).toMatch(/^prof\.out: line 9: "x1 5" is not a line of a Callgrind profile/);
    expect(inputErrorOf(() => convert(callgrindFile(['fn=f', '1 5 -3', 'totals: 5'])))).toMatch(/^prof\.out: line 9: "-3" is not an event count/);
    expect(inputErrorOf(() => convert(callgrindFile(['fn=f', '1 5'])))).toMatch(/has no "summary:" line/);
    const real = readFileSync('fixtures/formats/callgrind/callgrind.out', 'utf8');
    for (const marker of ['\ncalls=', '\ncfn=']) {
      const cut = real.slice(0, real.indexOf(marker, 2000) + 3);
      expect(inputErrorOf(() => convert(cut))).toMatch(new RegExp(`^prof\\.out: line ${cut.split('\n').length}: ends in the middle of a line \\("${marker.slice(1, 3)}"\\): the file was cut short\\. Give the whole file callgrind wrote`));
    }
    expect(inputErrorOf(() => convert(callgrindFile(['fn=f', '1 5', 'totals: 5']).slice(0, -4)))).toMatch(/ends in the middle of a line \("totals"\)/);
    expect(inputErrorOf(() => convert(callgrindFile(['fn=f', '1 5', 'totals: 5'], ['# callgrind format', 'cmd: ./x', 'events: Dr'])))).toMatch(/^prof\.out: line 3: the profile records no Ir/);
    expect(inputErrorOf(() => convert(callgrindFile(['1 5', 'totals: 5'])))).toMatch(/line 8: counts come before any "fn=" line/);
  });

  it('is claimed alone, with or without the format line', () => {
    expect(claimedBy(callgrindFile(['fn=f', '1 5', 'totals: 5']))).toEqual(['callgrind']);
    expect(claimedBy('version: 1\ncreator: callgrind-3.10.0\ncmd: ./x\nevents: Ir\nfn=f\n1 5\ntotals: 5\n')).toEqual(['callgrind']);
    expect(claimedBy('version: 1\ncreator: someone\n')).toEqual([]);
  });
});
