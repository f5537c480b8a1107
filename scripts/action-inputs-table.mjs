// Generates the Action's documentation from its sources, so that the docs cannot drift:
//   - the inputs and outputs tables from action.yml, between <!-- action-inputs:start --> and
//     <!-- action-inputs:end --> in README.md and docs/action.md (only the text between the markers
//     is touched; a file without the markers is left alone);
//   - the example workflows in README.md and docs/action.md, each a ```yaml block after <!-- example: PATH -->,
//     copied verbatim from examples/workflows/ (the files the tests run).
// `node scripts/action-inputs-table.mjs` writes; with --check it only reports what is out of date
// (exit code 1), for CI.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import yaml from 'js-yaml';

const START = '<!-- action-inputs:start -->';
const END = '<!-- action-inputs:end -->';
const TARGETS = ['README.md', 'docs/action.md'];

function cell(text) {
  return String(text).replace(/\s+/g, ' ').trim().replaceAll('|', '\\|');
}

function defaultCell(value) {
  if (value === undefined || value === '') return '*(empty)*';
  return `\`${String(value)}\``;
}

export function inputsTable(action) {
  const lines = ['| Input | Description | Default |', '|---|---|---|'];
  for (const [name, spec] of Object.entries(action.inputs)) lines.push(`| \`${name}\` | ${cell(spec.description)} | ${defaultCell(spec.default)} |`);
  lines.push('', '| Output | Description |', '|---|---|');
  for (const [name, spec] of Object.entries(action.outputs)) lines.push(`| \`${name}\` | ${cell(spec.description)} |`);
  return lines.join('\n');
}

function withTable(text, table) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end === -1 || end < start) return text;
  return `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`;
}

function withExamples(text) {
  return text.replace(/<!-- example: (\S+) -->\n```yaml\n[\s\S]*?```/g, (_, path) => `<!-- example: ${path} -->\n\`\`\`yaml\n${readFileSync(path, 'utf8')}\`\`\``);
}

const check = process.argv.includes('--check');
const table = inputsTable(yaml.load(readFileSync('action.yml', 'utf8')));
const stale = [];
for (const file of TARGETS) {
  if (!existsSync(file)) continue;
  const old = readFileSync(file, 'utf8');
  let text = withTable(old, table);
  text = withExamples(text);
  if (text === old) continue;
  if (check) stale.push(file);
  else writeFileSync(file, text);
}
if (stale.length > 0) {
  console.error(`out of date (run node scripts/action-inputs-table.mjs): ${stale.join(', ')}`);
  process.exitCode = 1;
}
