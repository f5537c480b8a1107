/**
 * invocationOf (src/cli/command-names.ts): what a command line asks for. The entry point keys its code
 * cache by it and main() dispatches on it, so the two cannot disagree about a `--help` or a `--version`.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { COMMAND_NAMES, invocationOf } from '../../src/cli/command-names.js';

it('names the help flag, the version, each subcommand and the comparison', () => {
  expect(invocationOf(['base.json', 'run.json'])).toBe('compare');
  expect(invocationOf([])).toBe('compare');
  expect(invocationOf(['base.json', 'run.json', '--help'])).toBe('help-flag');
  expect(invocationOf(['history', 'add', '-h'])).toBe('help-flag');
  expect(invocationOf(['--version'])).toBe('version');
  expect(invocationOf(['-V'])).toBe('version');
  expect(invocationOf(['-v'])).toBe('version');
  // The version only as the first word; the help flag wins over it.
  expect(invocationOf(['base.json', '--version'])).toBe('compare');
  expect(invocationOf(['--version', '--help'])).toBe('help-flag');
  for (const name of COMMAND_NAMES) expect(invocationOf([name, 'x'])).toBe(name);
  // After `--` come a benchmark command's own words.
  expect(invocationOf(['run', '--runs', '3', '--', './bench', '--help'])).toBe('run');
});

it('never depends on the words after `--`', () => {
  const word = fc.oneof(fc.constantFrom('--help', '-h', '--version', '-V', '-v', 'run', 'help', 'promote', '--'), fc.string({ maxLength: 6 }));
  fc.assert(
    fc.property(fc.array(word.filter((w) => w !== '--'), { maxLength: 5 }), fc.array(word, { maxLength: 5 }), fc.array(word, { maxLength: 5 }), (before, a, b) => {
      // Something before `--`, or the version (asked for by the first word only) would be `--` itself.
      fc.pre(before.length > 0);
      expect(invocationOf([...before, '--', ...a])).toBe(invocationOf([...before, '--', ...b]));
    }),
  );
});
