/** Finding and reading bench-gate.json for either front end. */
import { existsSync } from 'node:fs';
import { DEFAULT_CONFIG_PATH, parseConfigText, type Config } from '../core/config.js';
import { readFileText } from './read-input.js';

/**
 * The config at `path`, or at bench-gate.json when no path is given and that file exists, or an empty
 * config. A path that was asked for explicitly must exist.
 */
export function loadConfig(path: string | undefined): { config: Config; source?: string } {
  const source = path ?? DEFAULT_CONFIG_PATH;
  if (path === undefined && !existsSync(source)) return { config: {} };
  return { config: parseConfigText(readFileText(source), source), source };
}
