/**
 * Argument errors of every command: one line in bench-diff's words (what is wrong, what was meant),
 * "did you mean" from the command's own flags, never Node's parser text, never a doubled prefix.
 */
import { describe, expect, it } from 'vitest';
import type { CliContext } from '../../src/cli/context.js';
import { COMMANDS_HELP } from '../../src/cli/help.js';
import { main } from '../../src/cli/main.js';
import { tempDir } from '../helpers/cli.js';

async function stderrOf(args: string[]): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const ctx: CliContext = { stdout: () => undefined, stderr: (t) => (stderr += t), color: false, env: { PATH: process.env.PATH }, cwd: tempDir() };
  const code = await main(args, ctx);
  return { code, stderr };
}

const words = (name: string): string[] => (name === 'compare' ? [] : name.split(' '));
const tail = (name: string): string[] => (name === 'run' || name === 'ab' ? ['--', 'true'] : []);

describe('argument errors', () => {
  it('suggest the near flag of the command at hand', async () => {
    expect(await stderrOf(['run', '--out-dri', 'x', '--', 'true'])).toEqual({ code: 2, stderr: 'bench-diff: error: unknown option --out-dri. Did you mean --out-dir?\n' });
    expect((await stderrOf(['history', 'prune', '--kep', '5'])).stderr).toBe('bench-diff history prune: error: unknown option --kep. Did you mean --keep?\n');
    expect((await stderrOf(['calibrate', '--write-conf', 'x'])).stderr).toBe('bench-diff: error: unknown option --write-conf. Did you mean --write-config?\n');
  });

  it('name a flag that belongs to other commands as such', async () => {
    expect((await stderrOf(['promote', '--runs', '5', 'a.json'])).stderr).toBe(
      'bench-diff: error: --runs is not an option of bench-diff promote, only of bench-diff run, bench-diff ab and bench-diff calibrate. See bench-diff promote --help\n',
    );
    expect((await stderrOf(['a.json', 'b.json', '--store', 'x'])).stderr).toMatch(/^bench-diff: error: --store is not an option of the comparison, only of bench-diff history add, .*\. See bench-diff --help\n$/);
  });

  it('say what value a flag needs, from its help', async () => {
    expect((await stderrOf(['history', 'detect', '--store'])).stderr).toBe('bench-diff history detect: error: --store needs a value: --store PATH\n');
    expect((await stderrOf(['merge', 'a.json', '-o'])).stderr).toBe('bench-diff: error: -o needs a value: -o, --output OUT\n');
    expect((await stderrOf(['a.json', 'b.json', '--allow-missing=yes'])).stderr).toBe('bench-diff: error: --allow-missing takes no value. Write --allow-missing alone\n');
    // A number of 0 or more: what follows is the next option, and "write it with =" would only lead to another error.
    const numeric = 'bench-diff: error: --threshold needs a value: --threshold PCT (the word after it starts with "-": another option, or a negative number, which --threshold does not take)\n';
    expect((await stderrOf(['a.json', 'b.json', '--threshold', '-5'])).stderr).toBe(numeric);
    expect((await stderrOf(['--threshold', '--accept', 'a.json', 'b.json'])).stderr).toBe(numeric);
    expect((await stderrOf(['run', '--runs', '--out-dir', 'x', '--', 'true'])).stderr).toBe('bench-diff: error: --runs needs a value: --runs N (the word after it starts with "-": another option, or a negative number, which --runs does not take)\n');
    // A name may start with "-".
    expect((await stderrOf(['a.json', 'b.json', '--protect', '-x'])).stderr).toBe('bench-diff: error: --protect got a value that starts with "-". Write it with =, e.g. --protect=-5, if that is what you meant\n');
    expect((await stderrOf(['a.json', 'b.json', '--threshold=-5'])).stderr).toBe('bench-diff: error: --threshold: "-5" is negative: a percentage here is 0 or more. Give a number of percent, e.g. --threshold 5\n');
  });

  it.each(COMMANDS_HELP.filter((c) => c.name !== 'history' && c.name !== 'help').map((c) => [c.name]))('%s: every kind of bad argument is one line without Node\'s words or a doubled prefix', async (name) => {
    const bad = [['--no-such-flag'], ['--thresholdd', '5'], ['-x'], ['--format'], ['--from', '-5'], ['--allow-missing=1']];
    for (const args of bad) {
      const { code, stderr } = await stderrOf([...words(name), ...args, ...tail(name)]);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toMatch(/^bench-diff(?: [a-z]+){0,2}: error: [^\n]+\n$/);
      expect(stderr).not.toMatch(/error: bench-diff|Option '|positional argument|To specify|ERR_PARSE_ARGS/);
    }
  });

  it('a command\'s own message reads "bench-diff COMMAND: error: ...", once', async () => {
    expect((await stderrOf(['promote', '--baseline', 'b.json'])).stderr).toMatch(/^bench-diff promote: error: needs at least one run\. Usage: bench-diff promote /);
    expect((await stderrOf(['history', 'add', '--store', 'x'])).stderr).toMatch(/^bench-diff history add: error: needs at least one run\./);
    expect((await stderrOf([])).stderr).toMatch(/^bench-diff: error: needs a baseline and at least one run\./);
  });
});
