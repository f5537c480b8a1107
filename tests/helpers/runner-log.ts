/**
 * The step's stdout read the way the GitHub Actions runner reads it (actions/runner's
 * ActionCommandManager and ActionCommand): lines end at LF, CR or CRLF; a line is a command when,
 * after leading white space, it is `::name props::data` (v2), or when it holds `##[name props]data`
 * anywhere (the older form, tried second); names are matched without regard to case;
 * `::stop-commands::TOKEN` makes the runner ignore every command until one named TOKEN.
 */

/** The commands the runner knows (a name it does not know is not a command). */
const REGISTERED = ['add-mask', 'add-matcher', 'add-path', 'debug', 'echo', 'endgroup', 'error', 'group', 'notice', 'remove-matcher', 'save-state', 'set-env', 'set-output', 'stop-commands', 'warning'];

export interface RunnerCommand {
  name: string;
  form: 'v2' | 'v1';
  properties: Record<string, string>;
  data: string;
  line: string;
}

function unescape(text: string, extra: Array<[string, string]>): string {
  let out = text;
  for (const [escaped, raw] of [['%0D', '\r'], ['%0A', '\n'], ...extra, ['%25', '%']] as Array<[string, string]>) out = out.split(escaped).join(raw);
  return out;
}

function parseV2(line: string, registered: Set<string>): RunnerCommand | undefined {
  const message = line.trimStart();
  if (!message.startsWith('::')) return undefined;
  const end = message.indexOf('::', 2);
  if (end < 0) return undefined;
  const info = message.slice(2, end);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!registered.has(name.toLowerCase())) return undefined;
  const properties: Record<string, string> = {};
  if (space > 0) {
    for (const pair of info.slice(space + 1).trim().split(',').filter(Boolean)) {
      const eq = pair.indexOf('=');
      if (eq > 0 && eq < pair.length - 1) properties[pair.slice(0, eq)] = unescape(pair.slice(eq + 1), [['%3A', ':'], ['%2C', ',']]);
    }
  }
  return { name: name.toLowerCase(), form: 'v2', properties, data: unescape(message.slice(end + 2), []), line };
}

function parseV1(line: string, registered: Set<string>): RunnerCommand | undefined {
  const start = line.indexOf('##[');
  if (start < 0) return undefined;
  const close = line.indexOf(']', start);
  if (close < 0) return undefined;
  const info = line.slice(start + 3, close);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!registered.has(name.toLowerCase())) return undefined;
  return { name: name.toLowerCase(), form: 'v1', properties: {}, data: line.slice(close + 1), line };
}

/** Every command the runner acts on, in order (the stop and resume commands included). */
export function runnerCommands(stdout: string): RunnerCommand[] {
  const registered = new Set(REGISTERED);
  const commands: RunnerCommand[] = [];
  let stopToken: string | undefined;
  for (const line of stdout.split(/\r\n|\r|\n/)) {
    if (line === '') continue;
    const command = parseV2(line, registered) ?? parseV1(line, registered);
    if (!command) continue;
    if (stopToken !== undefined) {
      if (command.name === stopToken.toLowerCase()) {
        registered.delete(stopToken.toLowerCase());
        stopToken = undefined;
        commands.push(command);
      }
      continue;
    }
    if (command.name === 'stop-commands') {
      stopToken = command.data;
      registered.add(stopToken.toLowerCase());
    }
    commands.push(command);
  }
  return commands;
}

/**
 * The problems with a step's stdout as bench-gate writes it: a command in the old `##[` form (bench-gate
 * writes none), a command bench-gate never issues (add-mask, set-output, ...), an unterminated stop.
 */
export function foreignCommands(stdout: string): string[] {
  const own = new Set(['debug', 'endgroup', 'error', 'group', 'notice', 'stop-commands', 'warning']);
  const problems: string[] = [];
  const commands = runnerCommands(stdout);
  const stops = commands.filter((c) => c.name === 'stop-commands').map((c) => c.data);
  for (const command of commands) {
    if (command.form === 'v1') problems.push(`old-form command: ${JSON.stringify(command.line)}`);
    else if (!own.has(command.name) && !stops.some((t) => t.toLowerCase() === command.name)) problems.push(`foreign command ${command.name}: ${JSON.stringify(command.line)}`);
  }
  return problems;
}
