/**
 * action.yml's metadata as GitHub's Marketplace reads it: a listing is refused when the description
 * is longer than 125 characters, and branding takes one of a fixed set of colours. Every output is
 * described (the inputs are checked with their defaults in tests/action/action-yml.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/fixtures.js';

interface Metadata {
  name: string;
  description: string;
  author?: string;
  branding: { icon: string; color: string };
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string };
}

const action = yaml.load(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as Metadata;

it('has a name and a description the Marketplace accepts (at most 125 characters)', () => {
  expect(action.name.trim()).not.toBe('');
  expect(action.description.trim()).not.toBe('');
  expect(action.description.length, action.description).toBeLessThanOrEqual(125);
  expect(action.description).not.toMatch(/\n/);
});

it('has branding with an icon and one of the colours GitHub offers', () => {
  expect(action.branding.icon).toMatch(/^[a-z0-9-]+$/);
  expect(['white', 'black', 'yellow', 'blue', 'green', 'orange', 'red', 'purple', 'gray-dark']).toContain(action.branding.color);
});

it('describes every output', () => {
  for (const [name, spec] of Object.entries(action.outputs)) expect(spec.description?.trim().length ?? 0, name).toBeGreaterThan(10);
});

it('runs on node24', () => {
  expect(action.runs.using).toBe('node24');
});
