/**
 * .github/dependabot.yml keeps the pinned actions of the workflows (their SHAs and the release in the
 * comment) and the npm dev dependencies up to date, with pull requests that go through CI.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/fixtures.js';

interface Update { 'package-ecosystem': string; directory?: string; directories?: string[]; schedule: { interval: string } }

const file = join(ROOT, '.github/dependabot.yml');

it('updates the GitHub Actions of the workflows and the npm packages, on a schedule', () => {
  expect(existsSync(file), '.github/dependabot.yml').toBe(true);
  const config = yaml.load(readFileSync(file, 'utf8')) as { version: number; updates: Update[] };
  expect(config.version).toBe(2);
  const byEcosystem = new Map(config.updates.map((u) => [u['package-ecosystem'], u]));
  for (const ecosystem of ['github-actions', 'npm']) {
    const update = byEcosystem.get(ecosystem);
    expect(update, ecosystem).toBeDefined();
    // "/" for the workflows means .github/workflows; for npm, the package.json at the root.
    expect(update!.directory ?? update!.directories?.[0], ecosystem).toBe('/');
    expect(['daily', 'weekly', 'monthly'], ecosystem).toContain(update!.schedule.interval);
  }
});
