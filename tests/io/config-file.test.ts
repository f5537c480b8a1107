import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { loadConfig } from '../../src/io/config-file.js';
import { tempDir } from '../helpers/cli.js';

/** loadConfig's error for a config file holding `text`, or for the path `make` returns. */
function errorOf(make: (dir: string) => string): string {
  const path = make(tempDir());
  try {
    loadConfig(path);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected an error');
}

const file = (text: string) => (dir: string) => {
  const path = join(dir, 'bench-gate.json');
  writeFileSync(path, text);
  return path;
};

describe('loadConfig', () => {
  it('reads a config with a BOM', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'c.json'), '\uFEFF{"threshold": 5}');
    expect(loadConfig(join(dir, 'c.json')).config).toEqual({ threshold: 5 });
  });

  it('says that an empty file is empty, not that it "must be object"', () => {
    for (const text of ['', '  \n', '\uFEFF']) {
      const message = errorOf(file(text));
      expect(message).toMatch(/bench-gate\.json: is empty\. Write \{\} for the default rules/);
      expect(message).not.toMatch(/must be object/);
    }
  });

  it('says that text which is not JSON is not JSON, with the line and column', () => {
    expect(errorOf(file('// the rules\n{"threshold": 5}'))).toMatch(/bench-gate\.json: line 1, column 1: invalid JSON/);
    expect(errorOf(file('threshold: 5\n'))).toMatch(/bench-gate\.json: line 1, column 2: invalid JSON/);
    expect(errorOf(file('{"threshold": 5,}'))).toMatch(/bench-gate\.json: line 1, column 17: invalid JSON/);
  });

  it('refuses an empty path, which it would name as a file called ""', () => {
    expect(() => loadConfig('')).toThrow(/^--config: is empty\. Name the config file, or leave --config out/);
  });

  it('names a directory given as the config', () => {
    expect(errorOf((dir) => (mkdirSync(join(dir, 'conf')), join(dir, 'conf')))).toMatch(/conf: cannot be read: is a directory/);
  });
});
