/** What a command may touch of the process, passed in so that commands stay testable. */
export interface CliContext {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Colour on: see colorWanted (src/cli/color.ts) for FORCE_COLOR, NO_COLOR and the terminal. */
  color: boolean;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
}
