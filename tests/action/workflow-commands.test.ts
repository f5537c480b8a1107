/**
 * The runner's side of a step, written by src/action/workflow-commands.ts: what it writes reads back,
 * through the runner's own parsing (runner-log.ts, parseOutputFile), as exactly what was given.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendOutputs, commandLine, getInput } from '../../src/action/workflow-commands.js';
import { stoppedBlock, uniqueToken } from '../../src/action/log-text.js';
import { parseOutputFile } from '../helpers/action-runner.js';
import { runnerCommands } from '../helpers/runner-log.js';
import { tempDir } from '../helpers/cli.js';

describe('workflow commands', () => {
  it('a command\'s data and title read back as given, whatever they hold', () => {
    // (The runner trims the properties, so a title's white space at either end is not kept; as before.)
    const title = fc.string({ minLength: 1 }).filter((t) => t.trim() === t);
    fc.assert(
      fc.property(fc.string(), title, (data, title) => {
        const [command, ...rest] = runnerCommands(commandLine('warning', { title }, data));
        expect(rest).toEqual([]);
        expect(command).toMatchObject({ name: 'warning', data, properties: { title } });
      }),
    );
  });

  it('leaves out empty properties', () => {
    expect(commandLine('error', { title: '' }, 'x')).toBe('::error::x');
    expect(commandLine('endgroup', {}, '')).toBe('::endgroup::');
  });

  it('reads an input as the runner passes it: INPUT_ and the name upper-cased, spaces as underscores, trimmed', () => {
    expect(getInput('github-token', { 'INPUT_GITHUB-TOKEN': '  t  ' })).toBe('t');
    expect(getInput('fail on regression', { INPUT_FAIL_ON_REGRESSION: 'false' })).toBe('false');
    expect(getInput('absent', {})).toBe('');
  });

  it('outputs read back as given, even a value that holds what looks like a delimiter', () => {
    const file = join(tempDir(), 'output');
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('ghadelimiter_', 'name<<EOF', '\nother=x\n', ''), (value, extra) => {
        writeFileSync(file, '');
        const text = `${extra}${value}`;
        // Two appends, as two steps' writes would land one after the other.
        appendOutputs(file, [['verdict', text]]);
        appendOutputs(file, [['next', 'pass']]);
        expect(parseOutputFile(readFileSync(file, 'utf8'))).toEqual({ verdict: text, next: 'pass' });
      }),
      { numRuns: 200 },
    );
  });

  it('several outputs appended in one write read back as given, each with its own delimiter, after what the file held', () => {
    const file = join(tempDir(), 'output');
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.stringMatching(/^[a-z][a-z-]{0,11}$/), fc.string()), { selector: ([name]) => name, maxLength: 8 }), (outputs) => {
        writeFileSync(file, '');
        appendOutputs(file, [['before', 'kept']]);
        appendOutputs(file, outputs);
        expect(parseOutputFile(readFileSync(file, 'utf8'))).toEqual({ before: 'kept', ...Object.fromEntries(outputs) });
      }),
      { numRuns: 200 },
    );
  });
});

describe('tokens', () => {
  it('are 32 hex digits, none of the texts holds one, and two are not the same', () => {
    const token = uniqueToken(['abc']);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(uniqueToken([])).not.toBe(token);
  });

  it('are drawn again while a text holds one', () => {
    const random = Math.random;
    let calls = 0;
    // The first draw gives the token the text holds; the second another.
    Math.random = () => (calls++ < 4 ? 0 : 0.5);
    try {
      expect(uniqueToken(['x'.repeat(3) + '0'.repeat(32)])).toBe('80000000'.repeat(4));
    } finally {
      Math.random = random;
    }
  });

  it('fence a block the runner does not act on', () => {
    const lines = stoppedBlock('::warning::hi\nplain');
    const commands = runnerCommands(lines.join('\n'));
    expect(commands.map((c) => c.name)).toEqual(['stop-commands', lines[0]!.slice('::stop-commands::'.length)]);
  });
});
