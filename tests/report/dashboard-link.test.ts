/**
 * The dashboard's link to one benchmark (src/report/dashboard/link.ts), index.html#b=NAME: pure,
 * tested here for any name; the page that uses it is tested in Chromium (dashboard.browser.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printable } from '../../src/core/printable.js';
import { benchmarkFragment, findBenchmark, fragmentName, linkKey } from '../../src/report/dashboard/link.js';

/** Any UTF-16 text, lone surrogates included (a store's JSON can hold "\ud800"). */
const anyUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 20 });
const anyName = fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), anyUnits, fc.constantFrom('</script><img src=x onerror=alert(1)>', '"#b=x', '\u202etxt.exe', 'a b/c%d#e?f&g=h+i', '100%', 'fib(10)', 'v1.', 'x_', "it's *ok*~!"));

const HOSTILE = ['</script><img src=x onerror=alert(1)>', '"#b=x', '\u202etxt.exe', '%', '%E0%A4%A', 'b=', '#b=x'];

describe('a link to one benchmark', () => {
  it('round-trips every name, through the address a browser makes of it, from file:// and from GitHub Pages', () => {
    fc.assert(
      fc.property(anyName, (name) => {
        const fragment = benchmarkFragment(name);
        // Only characters an address keeps as they are: the URL parser changes nothing.
        expect(fragment).toMatch(/^#b=[A-Za-z0-9%_.-]*$/);
        for (const base of ['file:///home/me/site/index.html', 'https://owner.github.io/repo/index.html']) expect(new URL(base + fragment).hash).toBe(fragment);
        expect(fragmentName(new URL(`file:///site/index.html${fragment}`).hash)).toBe(linkKey(name));
        // A lone surrogate (\p{Cs} matches only those with the u flag) is the one thing written otherwise.
        if (!/\p{Cs}/u.test(name)) expect(fragmentName(fragment)).toBe(name);
      }),
      { numRuns: 2000 },
    );
  });

  it('finds the benchmark it names among others, whatever the names', () => {
    fc.assert(
      fc.property(fc.uniqueArray(anyName, { minLength: 1, maxLength: 8, selector: linkKey }), fc.nat(), (names, pick) => {
        const benchmarks = names.map((name) => ({ name }));
        const at = pick % names.length;
        expect(findBenchmark(benchmarks, fragmentName(benchmarkFragment(names[at]!))!)).toBe(at);
      }),
    );
  });

  it('hostile names stay one inert fragment and come back whole', () => {
    for (const name of HOSTILE) {
      const fragment = benchmarkFragment(name);
      expect(fragment.slice(1), name).not.toMatch(/[<>"'#\s\u202e]/);
      expect(fragmentName(fragment)).toBe(name);
    }
    expect(benchmarkFragment('</script><img src=x onerror=alert(1)>')).toBe('#b=%3C%2Fscript%3E%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E');
    expect(benchmarkFragment('"#b=x')).toBe('#b=%22%23b%3Dx');
    expect(benchmarkFragment('\u202etxt.exe')).toBe('#b=%E2%80%AEtxt.exe');
  });

  it('ends in no character that GitHub leaves out of a link it finds in a comment', () => {
    expect(benchmarkFragment('v1.')).toBe('#b=v1%2E');
    expect(benchmarkFragment('x_')).toBe('#b=x%5F');
    expect(benchmarkFragment('fib(10)!')).toBe('#b=fib%2810%29%21');
    expect(benchmarkFragment('a.b_c')).toBe('#b=a.b_c');
  });

  it('reads what a person typed or pasted: raw characters, a stray %, and nothing else as a link', () => {
    expect(fragmentName('#b=a b')).toBe('a b');
    expect(fragmentName('b=%E2%80%8B')).toBe('\u200b');
    expect(fragmentName('#b=100%')).toBe('100%');
    expect(fragmentName('#b=%E0%A4%A')).toBe('%E0%A4%A');
    expect(fragmentName('#b=')).toBe('');
    for (const other of ['', '#', '#top', '#B=x', '#bx=1', 'xb=1']) expect(fragmentName(other), other).toBeUndefined();
  });

  it('a link made from the name as the store holds it finds the name as the page shows it', () => {
    const benchmarks = [{ name: 'parse' }, { name: printable('pa\u200brse') }, { name: printable('\u202etxt.exe') }];
    expect(findBenchmark(benchmarks, 'pa\u200brse')).toBe(1);
    expect(findBenchmark(benchmarks, 'pa\\u200brse')).toBe(1);
    expect(findBenchmark(benchmarks, '\u202etxt.exe')).toBe(2);
    expect(findBenchmark(benchmarks, 'parse')).toBe(0);
    expect(findBenchmark(benchmarks, 'pars')).toBe(-1);
    // A lone surrogate, raw or as the link writes it.
    expect(findBenchmark([{ name: 'a' }, { name: 'x\ud800' }], 'x\\ud800')).toBe(1);
    expect(findBenchmark([{ name: 'a' }, { name: 'x\ud800' }], 'x\ud800')).toBe(1);
  });
});
