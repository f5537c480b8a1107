/** action.yml, the docs generated from it, and the boundary between the CLI and the GitHub code. */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionYml } from '../helpers/action-runner.js';
import { ROOT } from '../helpers/fixtures.js';

describe('action.yml', () => {
  const action = actionYml();

  it('runs dist/index.js on node24, with branding', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect((action as unknown as { branding: Record<string, string> }).branding).toEqual({ icon: 'activity', color: 'orange' });
  });

  it('has the issue\'s inputs and outputs, kebab-case, each documented with its default', () => {
    expect(Object.keys(action.inputs)).toEqual(['baseline', 'current', 'from', 'config', 'threshold', 'geomean-threshold', 'protected', 'aggregate', 'method', 'alpha', 'allow-missing', 'mode', 'comment', 'comment-key', 'fail-on-regression', 'accept-label', 'summary', 'github-token', 'report-file', 'promote', 'promote-branch', 'promote-when', 'history', 'history-branch', 'history-window', 'report']);
    expect(Object.keys(action.outputs)).toEqual(['verdict', 'regressions', 'improvements', 'geomean-ratio', 'report-json', 'report-markdown', 'comment-id', 'comment-url', 'comment-status', 'baseline-path', 'promote-status', 'promote-pr-number', 'promote-pr-url', 'promote-commit-sha', 'record-status', 'record-commit', 'record-branch', 'record-benchmarks', 'record-entries', 'record-data-commit', 'record-file', 'record-change-points', 'record-change-points-worse', 'record-change-points-json']);
    for (const [name, spec] of Object.entries(action.inputs)) {
      expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(spec.description.length, name).toBeGreaterThan(20);
      expect(spec, name).toHaveProperty('default');
      expect(spec.required, name).toBe(false);
    }
    expect(action.inputs['github-token']!.default).toBe('${{ github.token }}');
  });

  it('is what the docs\' tables and examples say (scripts/action-inputs-table.mjs --check)', () => {
    expect(() => execFileSync(process.execPath, ['scripts/action-inputs-table.mjs', '--check'], { cwd: ROOT, stdio: 'pipe' })).not.toThrow();
    expect(readFileSync(join(ROOT, 'docs/action.md'), 'utf8')).toContain('| `comment-key` | Tells several gates on one pull request apart');
  });
});

describe('the CLI never loads GitHub code', () => {
  const sources = (dir: string): string[] => readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => join(ROOT, dir, f));

  it('imports nothing from src/github, src/action or @actions / @octokit', () => {
    for (const file of [...sources('src/cli'), ...sources('src/core'), ...sources('src/report'), ...sources('src/io'), ...sources('src/formats')]) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from '(\.\.\/)+(github|action)\/|from '@(actions|octokit)\//);
    }
    expect(readFileSync(join(ROOT, 'dist/cli.js'), 'utf8')).not.toMatch(/octokit|@actions/i);
  });

  it('keeps the GitHub code out of everything but src/action', () => {
    for (const file of sources('src/github')) expect(readFileSync(file, 'utf8'), file).not.toMatch(/from '\.\.\/action\//);
  });
});
