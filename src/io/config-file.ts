/** Finding and reading bench-gate.json for either front end. */
import { existsSync } from 'node:fs';
import { DEFAULT_CONFIG_PATH, parseConfigText, type Config } from '../core/config.js';
import { inputError } from '../core/errors.js';
import { readFileText } from './read-input.js';

/**
 * The config at `path`, or at bench-gate.json when no path is given and that file exists, or an empty
 * config. A path that was asked for explicitly must exist.
 */
export function loadConfig(path: string | undefined): { config: Config; source?: string } {
  // An empty path (`--config ""`, an unset variable) would be named as a file called "".
  if (path?.trim() === '') throw inputError('--config', 'is empty', `Name the config file, or leave --config out to use ${DEFAULT_CONFIG_PATH} when present`);
  const source = path ?? DEFAULT_CONFIG_PATH;
  if (path === undefined && !existsSync(source)) return { config: {} };
  return { config: parseConfigText(readFileText(source), source), source };
}
