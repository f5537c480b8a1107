/** Luau's benchmark runner output: values, the table's minimum, drivers, errors. */
import { describe, expect, it } from 'vitest';
import { formats, parseInput } from '../../src/formats/index.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';
import { convertText, mega } from './hostile-input.js';

const line = (name: string, ms: string, driver = 'luau') => `SUCCESS: ${name.padEnd(40)}:   ${ms}ms +/-  0.500% on ${driver}`;
const convert = (lines: string[]) => parseInput(fileInputFromText('bench.txt', `${lines.join('\n')}\n`), 'benchmark-luau');

describe('benchmark-luau', () => {
  it('reads the average in ms, its relative deviation and the minimum of the results table', () => {
    const [b] = convert([line('life', '85.089'), '', 'Test  | Min  | Average  | StdDev%  | Driver', 'life   |   84.696ms  |   85.089ms  |    0.187%  | luau   ']).benchmarks;
    expect(b).toEqual({ name: 'life', value: 85.089, unit: 'ms', direction: 'lower', stddev_percent: 0.5, driver: 'luau', min: 84.696 });
  });

  it('qualifies names with the driver when several drivers ran', () => {
    expect(convert([line('life', '85.1'), line('life', '120.4', 'lua')]).benchmarks.map((b) => b.name)).toEqual(['life (luau)', 'life (lua)']);
  });

  it('errors name the line', () => {
    expect(inputErrorOf(() => convert([line('a', '1.0'), 'SUCCESS: b : fast']))).toMatch(/^bench\.txt: line 2: result line is not/);
    expect(inputErrorOf(() => convert([line('a', '1.0'), line('a', '2.0')]))).toMatch(/^bench\.txt: line 2: benchmark "a" was already reported at line 1/);
    expect(inputErrorOf(() => convert(['SUCCESS: a : 1.0kg +/- 1% on luau']))).toMatch(/^bench\.txt: line 1: "kg" is not a unit of time/);
  });

  it('is claimed alone', () => {
    expect(formats().filter((f) => f.detect(fileInputFromText('x.txt', line('a', '1.0')))).map((f) => f.id)).toEqual(['benchmark-luau']);
  });

  it('keeps names with spaces and colons, in the results and in the table', () => {
    const [b] = convert([line('json : decode big', '2.5'), 'Test  | Min  | Average  | StdDev%  | Driver', 'json : decode big   |   2.4ms  |   2.5ms  |    0.1%  | luau']).benchmarks;
    expect(b).toMatchObject({ name: 'json : decode big', value: 2.5, min: 2.4 });
  });

  it('gives up at once on a line of blanks that is not a result or a row (no quadratic backtracking)', () => {
    const result = `SUCCESS: a${mega(' ')}x\n`;
    expect(convertText(result)).toMatchObject({ code: 2, stderr: expect.stringContaining('hostile.txt: is in no format') as unknown });
    expect(convertText(result, 'benchmark-luau')).toMatchObject({ code: 2, stderr: expect.stringContaining('hostile.txt: line 1: result line is not') as unknown });
    const row = `${line('a', '1.0')}\na${mega(' ')}|\n`;
    expect(JSON.parse(convertText(row, 'benchmark-luau').stdout)).toMatchObject({ benchmarks: [{ name: 'a', value: 1 }] });
  });
});
