import { describe, expect, it } from 'vitest';
import { HELP } from '../../src/cli/help.js';
import { cli, tempDir } from '../helpers/cli.js';

describe('--help', () => {
  it('describes the lifecycle commands and their flags', () => {
    for (const text of ['bench-diff run', 'bench-diff promote', 'bench-diff merge', '--runs N', '--out-dir DIR', '--accept', '--allow-missing', 'metadata.promoted', 'bench-diff history add', 'bench-diff history detect', 'bench-diff history prune', 'bench-diff history import', '--min-change PCT']) {
      expect(HELP).toContain(text);
    }
  });

  it('is printed by the CLI, also for a subcommand', () => {
    const result = cli(['promote', '--help'], tempDir());
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(HELP);
  });
});
