/** What a command may touch of the process, passed in so that commands stay testable. */
export interface CliContext {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Colour on: stdout is a TTY and NO_COLOR is not set. */
  color: boolean;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
}
