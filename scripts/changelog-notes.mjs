#!/usr/bin/env node
// Prints the release notes of one version: its section of CHANGELOG.md (Keep a Changelog), without
// the heading, for the GitHub release the release workflow creates.
//   node scripts/changelog-notes.mjs v1.2.3 [CHANGELOG.md]
// Fails (exit 1, one line on stderr) when the version has no section or an empty one, so that a tag
// pushed before its changelog entry stops the release before anything is published.
import { readFileSync } from 'node:fs';

const [tag, file = 'CHANGELOG.md'] = process.argv.slice(2);
if (!tag) {
  console.error('usage: node scripts/changelog-notes.mjs vX.Y.Z [CHANGELOG.md]');
  process.exit(2);
}
const version = tag.replace(/^v/, '');
const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// "## [1.2.3] - 2026-11-23", "## [1.2.3]", "## 1.2.3 - ..." or "## v1.2.3".
const heading = new RegExp(`^## \\[?v?${escaped}\\]?(?:\\s|$)`);

const lines = readFileSync(file, 'utf8').replace(/\r\n/g, '\n').split('\n');
const start = lines.findIndex((line) => heading.test(line));
if (start === -1) {
  console.error(`${file}: no section "## [${version}]": add the release's entry before tagging it`);
  process.exit(1);
}
let end = lines.findIndex((line, i) => i > start && /^## /.test(line));
if (end === -1) end = lines.length;
// The link definitions at the end of the file ("[1.2.3]: https://...") belong to no section.
const body = lines.slice(start + 1, end).filter((line) => !/^\[[^\]]+\]:\s/.test(line));
const notes = body.join('\n').trim();
if (notes === '') {
  console.error(`${file}: the section "## [${version}]" is empty: say what changed before tagging it`);
  process.exit(1);
}
process.stdout.write(`${notes}\n`);
