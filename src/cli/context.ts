/** What a command may touch of the process, passed in so that commands stay testable. */
export interface CliContext {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Colour on: see colorWanted (src/cli/color.ts) for FORCE_COLOR, NO_COLOR and the terminal. */
  color: boolean;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  /**
   * Where a terminal's progress line goes: each call replaces the line shown before ('' clears it).
   * Absent when stderr is not a terminal, and then no progress is shown (src/cli/progress.ts).
   */
  progress?: (line: string) => void;
  /**
   * The name the command's lines start with, its errors' too (src/cli/main.ts): `bench-diff history
   * add`, set by the command that runs a subcommand (src/cli/history.ts). Absent: `bench-diff`.
   */
  name?: string;
}

/** The name a command's lines start with: `bench-diff`, or the subcommand's, `bench-diff history add`. */
export function commandName(ctx: CliContext): string {
  return ctx.name ?? 'bench-diff';
}

/** One line of the command's own on stderr, after its name: `bench-diff history add: recorded ...`. */
export function say(ctx: CliContext, text: string): void {
  ctx.stderr(`${commandName(ctx)}: ${text}\n`);
}

/** A warning line of the command's own: `bench-diff history add: warning: ...`. */
export function warn(ctx: CliContext, text: string): void {
  say(ctx, `warning: ${text}`);
}
