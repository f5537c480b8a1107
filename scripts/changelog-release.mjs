#!/usr/bin/env node
// Turns CHANGELOG.md's "## [Unreleased]" section into the release's (Keep a Changelog), the step of
// RELEASING.md between the version bump and the release commit:
//   node scripts/changelog-release.mjs 1.2.0 [--date YYYY-MM-DD] [CHANGELOG.md]
// The section's heading becomes "## [1.2.0] - DATE" under a new empty "## [Unreleased]"; at the bottom,
// "[Unreleased]" compares from v1.2.0 and "[1.2.0]" from the previous version (or links the release
// tag when there is none). Fails (exit 1, one line on stderr, the file untouched) when [Unreleased] is
// missing or empty, or when the version has a section already.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const dateAt = args.indexOf('--date');
const date = dateAt === -1 ? new Date().toISOString().slice(0, 10) : args.splice(dateAt, 2)[1];
const [version, file = 'CHANGELOG.md'] = args;
if (!version || !/^\d+\.\d+\.\d+$/.test(version) || !/^\d{4}-\d{2}-\d{2}$/.test(date ?? '')) {
  console.error('usage: node scripts/changelog-release.mjs X.Y.Z [--date YYYY-MM-DD] [CHANGELOG.md]');
  process.exit(2);
}
const fail = (message) => {
  console.error(`${file}: ${message}`);
  process.exit(1);
};

const text = readFileSync(file, 'utf8');
const eol = text.includes('\r\n') ? '\r\n' : '\n';
const lines = text.split(/\r?\n/);
const escaped = version.replaceAll('.', '\\.');
if (lines.some((line) => new RegExp(`^## \\[?v?${escaped}\\]?(?:\\s|$)`).test(line))) fail(`there is a section for ${version} already`);
const start = lines.findIndex((line) => /^## \[Unreleased\]\s*$/i.test(line));
if (start === -1) fail('no "## [Unreleased]" section: write the release\'s changes under one');
let end = lines.findIndex((line, i) => i > start && /^## /.test(line));
if (end === -1) end = lines.length;
const isLink = (line) => /^\[[^\]]+\]:\s/.test(line);
if (lines.slice(start + 1, end).every((line) => line.trim() === '' || isLink(line))) fail('the "## [Unreleased]" section is empty: say what changed first');

lines.splice(start, 1, '## [Unreleased]', '', `## [${version}] - ${date}`);

// The link definitions: [Unreleased] compares from this version, and this version from the previous.
const unreleasedLink = lines.findIndex((line) => /^\[Unreleased\]:\s/i.test(line));
if (unreleasedLink !== -1) {
  const url = lines[unreleasedLink].replace(/^\[Unreleased\]:\s*/i, '').trim();
  const compare = /^(.*)\/compare\/(v?[^/]+?)\.\.\.HEAD$/.exec(url);
  const repo = compare ? compare[1] : url.replace(/\/(compare|releases|commits|tree)\/.*$/, '');
  const link = compare ? `${repo}/compare/${compare[2]}...v${version}` : `${repo}/releases/tag/v${version}`;
  lines.splice(unreleasedLink, 1, `[Unreleased]: ${repo}/compare/v${version}...HEAD`, `[${version}]: ${link}`);
}

// Written beside the file and renamed over it: never half-written.
writeFileSync(`${file}.tmp`, lines.join(eol));
renameSync(`${file}.tmp`, file);
console.log(`${file}: [Unreleased] is now [${version}] - ${date}`);
