import { expect, it } from 'vitest';
import { COMMAND_NAMES } from '../../src/cli/command-names.js';
import { HELP } from '../../src/cli/help.js';

it('every subcommand is documented in --help', () => {
  for (const name of COMMAND_NAMES) expect(HELP).toContain(`bench-diff ${name}`);
});
