import { expect, it } from 'vitest';
import { COMMAND_NAMES } from '../../src/cli/command-names.js';
import { findCommandHelp, renderGlobalHelp } from '../../src/cli/help-render.js';

it('every subcommand has its own help and is listed in --help', () => {
  const global = renderGlobalHelp([]);
  for (const name of COMMAND_NAMES) {
    expect(findCommandHelp(name), name).toBeDefined();
    expect(global).toContain(`bench-diff ${name}`);
  }
});
