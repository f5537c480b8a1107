/**
 * The no-baseline message's commands (report/no-baseline.ts), copied into a shell as they are: bash
 * parses them, and what bench-diff promote's own option parser and git add then receive are exactly the
 * paths of the message, as files, never as options, whatever the paths hold.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPARE_OPTIONS } from '../../src/cli/compare.js';
import { renderNoBaseline, type NoBaselineInfo } from '../../src/report/no-baseline.js';

/** The lines of the message's sh block. */
function commands(body: string): string[] {
  const lines = body.split('\n');
  const start = lines.findIndex((l) => /^`{3,}sh$/.test(l));
  const fence = lines[start]!.slice(0, -2);
  const end = lines.indexOf(fence, start + 1);
  return lines.slice(start + 1, end);
}

/** Each command's arguments as bash passes them: the lines run with npx and git as functions that print them. */
function argumentsOf(lines: readonly string[]): string[][] {
  const script = [`npx() { printf '%s\\0' "$#" "$@"; }`, `git() { printf '%s\\0' "$#" "$@"; }`, ...lines].join('\n');
  const out = execFileSync('bash', ['--norc', '--noprofile', '-c', script], { encoding: 'utf8' }).split('\0');
  const calls: string[][] = [];
  for (let i = 0; i < out.length - 1; ) {
    const count = Number(out[i]);
    calls.push(out.slice(i + 1, i + 1 + count));
    i += 1 + count;
  }
  return calls;
}

/** A file name: any characters but NUL (no file name has one) and lone surrogates, often starting as an option does. */
const name = fc
  .tuple(fc.constantFrom('', '', '-', '--', '=', '~', '-o', '--baseline='), fc.string({ unit: 'binary', maxLength: 10 }))
  .map(([start, rest]) => start + rest)
  .filter((n) => n !== '' && !n.includes('\0') && !/[\ud800-\udfff]/.test(n));

describe('the no-baseline message\'s commands', () => {
  it('hand promote and git add exactly its paths, as files, whatever they hold', () => {
    fc.assert(
      fc.property(name, fc.array(name, { minLength: 1, maxLength: 3 }), fc.option(fc.constantFrom('hyperfine', 'go-test', '-x', "it's"), { nil: undefined }), (baseline, runs, from) => {
        const info: NoBaselineInfo = { baseline, runs, ...(from === undefined ? {} : { from }) };
        const [promote, add, commit] = argumentsOf(commands(renderNoBaseline(info)));
        expect(promote!.slice(0, 4)).toEqual(['-p', 'bench-gate', 'bench-diff', 'promote']);
        // As bench-diff promote parses its arguments (strict: an unknown option is an error).
        const { values, positionals } = parseArgs({ args: promote!.slice(4), options: COMPARE_OPTIONS, allowPositionals: true, strict: true });
        expect(positionals.map((p) => resolve(p))).toEqual(runs.map((r) => resolve(r)));
        expect(resolve(values.baseline!)).toBe(resolve(baseline));
        expect(values.from).toBe(from);
        expect(Object.keys(values).sort()).toEqual(from === undefined ? ['baseline'] : ['baseline', 'from']);
        // git add takes every word starting with - as an option.
        expect(add).toHaveLength(2);
        expect(add![0]).toBe('add');
        expect(add![1]!.startsWith('-')).toBe(false);
        expect(resolve(add![1]!)).toBe(resolve(baseline));
        expect(commit).toEqual(['commit', '-m', 'Add the benchmark baseline']);
      }),
      { numRuns: 150 },
    );
  });

  it('names a file with a C1 control or a bidi override by its UTF-8 bytes, the same file in any locale', () => {
    // $'\x80' is the byte 0x80, not U+0080, whose file name is the bytes C2 80 (found by the property above).
    const info = { baseline: 'b\u0080.json', runs: ['r\u202e.json'] };
    const lines = commands(renderNoBaseline(info));
    expect(lines[0]).toBe("npx -p bench-gate bench-diff promote $'r\\xe2\\x80\\xae.json' --baseline $'b\\xc2\\x80.json'");
    const [promote, add] = argumentsOf(lines);
    expect(promote!.slice(4)).toEqual(['r\u202e.json', '--baseline', 'b\u0080.json']);
    expect(add).toEqual(['add', 'b\u0080.json']);
  });

  it('writes a path that starts with - as ./ and the path, and quotes a leading = (zsh expands =name)', () => {
    const lines = commands(renderNoBaseline({ baseline: '--baseline=x.json', runs: ['-o', '=run.json'] }));
    expect(lines[0]).toBe("npx -p bench-gate bench-diff promote ./-o '=run.json' --baseline ./--baseline=x.json");
    expect(lines[1]).toBe('git add ./--baseline=x.json');
    // Ordinary paths are shown as they are.
    expect(commands(renderNoBaseline({ baseline: 'bench/baseline.json', runs: ['results/run-1.json'], from: 'go-test' }))).toEqual([
      'npx -p bench-gate bench-diff promote --from go-test results/run-1.json --baseline bench/baseline.json',
      'git add bench/baseline.json',
      "git commit -m 'Add the benchmark baseline'",
    ]);
  });
});
