/**
 * A contributor's `npm ci` on the Node versions the README promises prints no EBADENGINE warning:
 * every package in the lock file accepts the lowest version of each promised line.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/fixtures.js';

// semver is what npm checks engines with; it is in the install (a dependency of the dev tools).
const semver = createRequire(import.meta.url)('semver') as { satisfies(version: string, range: string): boolean };

it('every locked package accepts the lowest Node of each line the README promises', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const promise = /On a fresh clone \(Node\.js ([\d.+, or]+)\)/.exec(readme);
  expect(promise, 'the README says which Node versions a fresh clone needs').not.toBeNull();
  const lowest = [...promise![1]!.matchAll(/(\d+(?:\.\d+)?)\+/g)].map((m) => `${m[1]}${m[1]!.includes('.') ? '.0' : '.0.0'}`);
  expect(lowest).toEqual(['20.19.0', '22.13.0', '24.0.0']);
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { engines?: { node?: string }; optional?: boolean }> };
  const refusing = Object.entries(lock.packages)
    .filter(([, p]) => p.engines?.node && !p.optional)
    .flatMap(([path, p]) => lowest.filter((v) => !semver.satisfies(v, p.engines!.node!)).map((v) => `${path || 'bench-gate'} (${p.engines!.node}) refuses ${v}`));
  expect(refusing).toEqual([]);
});
