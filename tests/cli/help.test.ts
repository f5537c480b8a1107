/**
 * bench-diff's help: per command (usage, its own options, examples), the global help with the format
 * ids of the registry, and the table behind both held to what each command's parser accepts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CliContext } from '../../src/cli/context.js';
import { COMMANDS_HELP } from '../../src/cli/help.js';
import { documentedFlags, flagText, usageLines } from '../../src/cli/help-render.js';
import { main } from '../../src/cli/main.js';
import { formatIds } from '../../src/formats/index.js';
import { cli, tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

/** main() in-process: its exit code, stdout and stderr. */
async function bench(args: string[], cwd = tempDir()): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const ctx: CliContext = { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), color: false, env: { PATH: process.env.PATH }, cwd };
  const code = await main(args, ctx);
  return { code, stdout, stderr };
}

/** The words that name a command: [] for the comparison, ['history', 'add'] for `history add`. */
const words = (name: string): string[] => (name === 'compare' ? [] : name.split(' '));

describe('help per command', () => {
  it.each(COMMANDS_HELP.map((c) => [c.name, c] as const))('bench-diff %s --help: its usage, its options and an example', async (name, help) => {
    // The comparison has no command name: `bench-diff compare --help` (bench-diff --help is the global help).
    const topic = name === 'compare' ? ['compare'] : words(name);
    const r = await bench([...topic, '--help']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(new RegExp(`^bench-diff ${name}: `));
    // The usage as written in the table, once its lines (a long one is wrapped) are joined again.
    const usage = r.stdout.slice(r.stdout.indexOf('Usage:\n') + 7).split('\n\n')[0]!;
    expect(usage.replace(/\s+/g, ' ').trim()).toContain(`bench-diff ${help.usage[0]}`);
    for (const option of help.sections.flatMap((s) => s.options)) expect(r.stdout).toContain(`  ${flagText(option)}`);
    const examples = r.stdout.slice(r.stdout.indexOf('\nExamples:\n'));
    expect(examples.length).toBeGreaterThan(12);
    // Examples are command lines of this command, each with what it does.
    expect(examples).toMatch(new RegExp(`\\n  bench-diff ${words(name).join(' ')}.*\\n      # \\S`));
    // -h and `bench-diff help NAME` say the same.
    expect((await bench([...topic, '-h'])).stdout).toBe(r.stdout);
    expect((await bench(['help', ...topic])).stdout).toBe(r.stdout);
  });

  it('documents --name of convert and run: usage, option and an example with hey', async () => {
    for (const [command, usage] of [['convert', 'bench-diff convert [--from FORMAT] [--name NAME] INPUT [-o OUT]'], ['run', 'bench-diff run [--runs N] [--name NAME]']] as const) {
      const help = (await bench([command, '--help'])).stdout;
      expect(help.replace(/\s+/g, ' ')).toContain(usage);
      expect(help).toMatch(/\n {2}--name NAME +the name of the /);
      expect(help).toMatch(new RegExp(`\\n  bench-diff ${command} .*--name "GET /users"`));
    }
  });

  it('fits in 100 columns, usage lines and examples included (history chart\'s usage was one line of 148)', async () => {
    const topics = [[], ...COMMANDS_HELP.filter((c) => c.name !== 'compare').map((c) => words(c.name))];
    for (const topic of topics) {
      const help = (await bench([...topic, '--help'])).stdout;
      // Examples too (run's pytest example was 107): a command line to copy cannot be wrapped.
      const long = help.split('\n').filter((line) => line.length > 100);
      expect(long, `bench-diff ${topic.join(' ')} --help`).toEqual([]);
    }
  });

  it('cuts a long usage between its parts, never inside a [--flag VALUE] or a quoted command', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('[--runs N]', "'BASE COMMAND'", '--store PATH', 'X', '[--metrics NAME[,NAME...]]'), { maxLength: 30 }), fc.integer({ min: 0, max: 8 }), (parts, indent) => {
        const usage = ['bench-diff', ...parts].join(' ');
        const lines = usageLines(usage, indent, 60);
        expect(lines.map((l) => l.trim()).join(' ')).toBe(usage);
        lines.forEach((l, i) => expect(l.startsWith(' '.repeat(i === 0 ? indent : indent + 4))).toBe(true));
        // Each line holds whole parts: its brackets balance and its quotes pair up.
        for (const l of lines) {
          expect(l.split('[').length, l).toBe(l.split(']').length);
          expect((l.match(/'/g) ?? []).length % 2, l).toBe(0);
        }
        // Every part here fits in a line of 60 with its indentation, so every line does.
        for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(60);
      }),
    );
  });

  it('differs from command to command, and from the global help', async () => {
    const texts = await Promise.all([[], ...COMMANDS_HELP.filter((c) => c.name !== 'compare').map((c) => words(c.name))].map(async (w) => (await bench([...w, '--help'])).stdout));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('run --help lists run\'s flags and not those of other commands', async () => {
    const run = (await bench(['run', '--help'])).stdout;
    for (const flag of ['--runs N', '--results PATH', '--out-dir DIR', '--threshold PCT', '-o, --output FILE']) expect(run).toContain(flag);
    for (const flag of ['--store', '--warmup', '--history STORE', '--max-runs']) expect(run).not.toContain(flag);
  });

  it('bench-diff help NAME for no command is an error that lists the commands', async () => {
    const r = await bench(['help', 'rnu']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`bench-diff help: error: no command "rnu". Commands: ${COMMANDS_HELP.map((c) => c.name).join(', ')}\n`);
  });
});

describe('the global help', () => {
  it('lists every command, the comparison\'s options and every format id of the registry', async () => {
    const r = await bench(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage:\n {2}bench-diff BASELINE CURRENT/m);
    // A long usage is wrapped: compared with its lines joined again.
    const joined = r.stdout.replace(/\n {6}(?=\S)/g, ' ');
    for (const c of COMMANDS_HELP) if (c.name !== 'history') expect(joined).toContain(`  bench-diff ${c.usage[0]}`);
    for (const flag of documentedFlags(COMMANDS_HELP.find((c) => c.name === 'compare')!)) expect(r.stdout).toContain(flag);
    const formats = r.stdout.slice(r.stdout.indexOf('Formats (--from FORMAT'));
    const listed = formats.slice(formats.indexOf('\n') + 1, formats.indexOf('\n\n')).split(/,\s*/).map((id) => id.trim());
    expect(listed).toEqual(formatIds());
    expect(listed).toContain('pytest-benchmark');
    // A path before --help is a baseline, not a command: the global help.
    expect((await bench(['base.json', '--help'])).stdout).toBe(r.stdout);
    expect((await bench(['help'])).stdout).toBe(r.stdout);
  });

  it('is what the built CLI prints, and what the Action\'s `from` input points to', () => {
    const r = cli(['--help'], tempDir());
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`Formats (--from FORMAT; auto, the default, detects the format from the content):\n  ${formatIds().slice(0, 3).join(', ')}`);
    expect(readFileSync(join(ROOT, 'action.yml'), 'utf8')).toMatch(/from:\n\s+description: '[^']*a format id \(see bench-diff --help\)/);
    expect(cli(['history', 'prune', '--help'], tempDir()).stdout).toMatch(/^bench-diff history prune: /);
  });
});

/** Every flag any command's parser defines, read from the option tables of src/cli/. */
function flagsInSources(): string[] {
  const dir = join(ROOT, 'src/cli');
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/['"]?([a-z][a-z-]*)['"]?: \{ type: '(?:string|boolean)'/g)) names.add(`--${m[1]!}`);
  }
  return [...names].sort();
}

/**
 * Whether the command's parser accepts `flag`: an unknown probe flag after it is reached only when
 * the flag itself passed (a boolean given a value is refused as such: it exists too). The probe stops
 * every command in its parser, before it reads or runs anything.
 */
async function accepts(name: string, flag: string): Promise<boolean> {
  const probe = '--zz-probe-zz';
  const args = [...words(name), `${flag}=x`, probe, ...(name === 'run' || name === 'ab' ? ['--', 'true'] : [])];
  const { stderr } = await bench(args);
  return stderr.includes(probe) || stderr.includes(`${flag} takes no value`);
}

describe('the help table and the parsers agree', () => {
  const all = flagsInSources();

  it('finds the flags in the sources', () => {
    for (const flag of ['--threshold', '--runs', '--store', '--repo-url', '--write-config']) expect(all).toContain(flag);
  });

  it.each(COMMANDS_HELP.filter((c) => c.name !== 'history' && c.name !== 'help').map((c) => [c.name, c] as const))('%s: documents every flag it accepts, and accepts every flag it documents', async (name, help) => {
    const documented = new Set(documentedFlags(help).filter((f) => f.startsWith('--')));
    const refused = new Set((help.refuses ?? []).map((f) => `--${f}`));
    const accepted: string[] = [];
    for (const flag of new Set([...all, ...documented])) if (await accepts(name, flag)) accepted.push(flag);
    expect(accepted.filter((f) => !documented.has(f) && !refused.has(f)), 'accepted but not in the help').toEqual([]);
    expect([...documented].filter((f) => !accepted.includes(f)), 'in the help but not accepted').toEqual([]);
  });

  it('-o is documented exactly where it is accepted', async () => {
    for (const help of COMMANDS_HELP.filter((c) => c.name !== 'history' && c.name !== 'help')) {
      const { stderr } = await bench([...words(help.name), '-o', 'x', '--zz-probe-zz', ...(help.name === 'run' || help.name === 'ab' ? ['--', 'true'] : [])]);
      expect(stderr.includes('--zz-probe-zz'), help.name).toBe(documentedFlags(help).includes('-o'));
    }
  });
});
