/** Finding and reading bench-gate.json for either front end. */
import { existsSync } from 'node:fs';
import { DEFAULT_CONFIG_PATH, parseConfig, type Config } from '../core/config.js';
import { InputError } from '../core/errors.js';
import { fileInputFromText, readFileText } from './read-input.js';

/**
 * The config at `path`, or at bench-gate.json when no path is given and that file exists, or an empty
 * config. A path that was asked for explicitly must exist.
 */
export function loadConfig(path: string | undefined): { config: Config; source?: string } {
  const source = path ?? DEFAULT_CONFIG_PATH;
  if (path === undefined && !existsSync(source)) return { config: {} };
  const input = fileInputFromText(source, readFileText(source));
  if (input.jsonError) throw new InputError(input.jsonError);
  return { config: parseConfig(input.json, source), source };
}
