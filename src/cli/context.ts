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
}
