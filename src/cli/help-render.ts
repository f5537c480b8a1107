/**
 * `bench-diff --help` and `bench-diff COMMAND --help`, rendered from the table in help.ts: the
 * global help lists the commands, the comparison's options and the format ids --from accepts (from
 * the format registry); a command's help has its usage, its options and its examples.
 */
import { COMMANDS_HELP, type CommandHelp, type OptionHelp } from './help.js';

const WIDTH = 100;
/** Where an option's text starts. */
const TEXT_COLUMN = 31;

/** `text` in lines of at most `width` characters (a longer word keeps its own line), each after `indent` spaces. */
export function wrap(text: string, indent: number, width = WIDTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    if (line !== '' && indent + line.length + 1 + word.length > width) {
      lines.push(line);
      line = '';
    }
    line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines.map((l) => `${' '.repeat(indent)}${l}`);
}

/** How the flag is written: `-o, --output FILE`, `--protected-in-geomean=false`. */
export function flagText(o: OptionHelp): string {
  const value = o.value === undefined ? '' : o.value.startsWith('=') ? o.value : ` ${o.value}`;
  return `${o.short === undefined ? '' : `-${o.short}, `}--${o.name}${value}`;
}

/**
 * A usage line of at most `width` characters, each after `indent` spaces: a longer one is cut between
 * its parts, never inside an optional `[--flag VALUE]` or a quoted `'BASE COMMAND'`, and goes on four
 * spaces further in (history chart's usage is 150 characters on one line).
 */
export function usageLines(usage: string, indent: number, width = WIDTH): string[] {
  const parts = usage.match(/\[(?:[^[\]]|\[[^\]]*\])*\]|'[^']*'|\S+/g) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const part of parts) {
    const at = lines.length === 0 ? indent : indent + 4;
    if (line !== '' && at + line.length + 1 + part.length > width) {
      lines.push(`${' '.repeat(at)}${line}`);
      line = '';
    }
    line = line === '' ? part : `${line} ${part}`;
  }
  if (line !== '') lines.push(`${' '.repeat(lines.length === 0 ? indent : indent + 4)}${line}`);
  return lines;
}

function optionLines(o: OptionHelp): string[] {
  const flag = `  ${flagText(o)}`;
  // A flag too long for its column gets its text on the next lines.
  if (flag.length > TEXT_COLUMN - 2) return [flag, ...wrap(o.text, TEXT_COLUMN)];
  const [first = '', ...rest] = wrap(o.text, TEXT_COLUMN);
  return [`${flag.padEnd(TEXT_COLUMN)}${first.trimStart()}`, ...rest];
}

function paragraph(text: string): string[] {
  return wrap(text, 0);
}

export function findCommandHelp(name: string): CommandHelp | undefined {
  return COMMANDS_HELP.find((c) => c.name === name);
}

/** The lines of a paragraph, or of each option of each section, each block after an empty line. */
function blocks(parts: ReadonlyArray<readonly string[]>): string[] {
  return parts.flatMap((lines) => ['', ...lines]);
}

function sectionBlocks(help: CommandHelp): string[][] {
  return help.sections.map((section) => [`${section.title}:`, ...section.options.flatMap(optionLines)]);
}

function exampleBlock(help: CommandHelp): string[] {
  return ['Examples:', ...help.examples.flatMap((e) => [`  ${e.command}`, ...wrap(`# ${e.says}`, 6)])];
}

/** `bench-diff run --help`. `formatIds` for the commands whose help lists them (convert). */
export function renderCommandHelp(help: CommandHelp, formatIds: readonly string[]): string {
  const subcommands = COMMANDS_HELP.filter((c) => c.name.startsWith(`${help.name} `));
  const lines = [
    ...wrap(`bench-diff ${help.name}: ${help.summary}`, 0),
    '',
    'Usage:',
    ...help.usage.flatMap((u) => usageLines(`bench-diff ${u}`, 2)),
    ...blocks([
      ...(help.about ?? []).map(paragraph),
      ...sectionBlocks(help),
      ...(subcommands.length > 0 ? [['Commands (each has its own --help):', ...subcommands.flatMap(commandListLines)]] : []),
      ...(help.name === 'convert' ? [formatLines(formatIds)] : []),
      ...(help.notes ?? []).map(paragraph),
      exampleBlock(help),
    ]),
  ];
  return `${lines.join('\n')}\n`;
}

function commandListLines(c: CommandHelp): string[] {
  const usage = `  bench-diff ${c.usage[0]!}`;
  const column = TEXT_COLUMN + 14;
  if (usage.length > column - 2) return [...usageLines(usage.trimStart(), 2), ...wrap(c.summary, column)];
  const [first = '', ...rest] = wrap(c.summary, column);
  return [`${usage.padEnd(column)}${first.trimStart()}`, ...rest];
}

function formatLines(formatIds: readonly string[]): string[] {
  return ['Formats (--from FORMAT; auto, the default, detects the format from the content):', ...wrap(formatIds.join(', '), 2)];
}

/**
 * `bench-diff --help`: the commands (history's one by one), then the comparison's own help (its
 * options, exit codes and examples), with the format ids --from accepts.
 */
export function renderGlobalHelp(formatIds: readonly string[]): string {
  const compare = findCommandHelp('compare')!;
  const lines = [
    'bench-diff: a regression gate for benchmark results',
    '',
    'Usage:',
    ...COMMANDS_HELP.filter((c) => c.name !== 'history').flatMap(commandListLines),
    '  bench-diff --version',
    ...blocks([...(compare.about ?? []).map(paragraph), ...sectionBlocks(compare), formatLines(formatIds), ...(compare.notes ?? []).map(paragraph), exampleBlock(compare)]),
  ];
  return `${lines.join('\n')}\n`;
}

/** Every long flag a command's help lists, and the short ones as `-o`. */
export function documentedFlags(help: CommandHelp): string[] {
  return help.sections.flatMap((s) => s.options.flatMap((o) => [`--${o.name}`, ...(o.short === undefined ? [] : [`-${o.short}`])]));
}
