/**
 * Expanding the Action's `current` input: paths or globs, one per line, `!` to exclude. Small on
 * purpose (Node 20 has no fs.glob): `*`, `?`, `[abc]` within a path segment, `**` for any number of
 * directories, `{a,b}` alternatives. Hidden files and folders match only a pattern segment that starts
 * with a dot. Matches are sorted, so the order of the runs does not depend on the file system.
 */
import { readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { inputError } from '../core/errors.js';
import { appendAll } from '../core/extent.js';

const MAGIC = /[*?[{]/;

function hasMagic(pattern: string): boolean {
  return MAGIC.test(pattern);
}

/** `a{b,c}d` -> [abd, acd]; nested braces work; a brace without a comma is literal. */
export function expandBraces(pattern: string): string[] {
  let depth = 0;
  let start = -1;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '{') {
      if (depth === 0) start = i;
      depth++;
    } else if (c === '}' && depth > 0) {
      depth--;
      if (depth === 0) {
        const inner = pattern.slice(start + 1, i);
        const options: string[] = [];
        let level = 0;
        let from = 0;
        for (let j = 0; j < inner.length; j++) {
          if (inner[j] === '{') level++;
          else if (inner[j] === '}') level--;
          else if (inner[j] === ',' && level === 0) {
            options.push(inner.slice(from, j));
            from = j + 1;
          }
        }
        options.push(inner.slice(from));
        if (options.length < 2) continue;
        const before = pattern.slice(0, start);
        const after = pattern.slice(i + 1);
        return options.flatMap((o) => expandBraces(`${before}${o}${after}`));
      }
    }
  }
  return [pattern];
}

/** One path segment's pattern as a regular expression. */
function segmentRegExp(segment: string): RegExp {
  let source = '';
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i]!;
    if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else if (c === '[') {
      const end = segment.indexOf(']', i + 2);
      if (end === -1) {
        source += '\\[';
        continue;
      }
      let body = segment.slice(i + 1, end);
      const negate = body.startsWith('!') || body.startsWith('^');
      if (negate) body = body.slice(1);
      source += `[${negate ? '^' : ''}${body.replace(/[\\\]]/g, '\\$&')}]`;
      i = end;
    } else source += c.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

function entries(dir: string): Dirent[] {
  try {
    return readdirSync(dir === '' ? '.' : dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

function matchSegments(base: string, segments: readonly string[], out: Set<string>): void {
  if (segments.length === 0) {
    if (base !== '') out.add(base);
    return;
  }
  const [segment, ...rest] = segments as [string, ...string[]];
  if (segment === '**') {
    matchSegments(base, rest, out);
    for (const entry of entries(base)) {
      if (entry.isDirectory() && !entry.name.startsWith('.')) matchSegments(join(base, entry.name), segments, out);
    }
    return;
  }
  if (!hasMagic(segment)) {
    const next = base === '' ? segment : join(base, segment);
    if (rest.length === 0) {
      if (entries(base).some((e) => e.name === segment)) out.add(next);
    } else {
      matchSegments(next, rest, out);
    }
    return;
  }
  const re = segmentRegExp(segment);
  const dotOk = segment.startsWith('.');
  for (const entry of entries(base)) {
    if (entry.name.startsWith('.') && !dotOk) continue;
    if (!re.test(entry.name)) continue;
    const next = base === '' ? entry.name : join(base, entry.name);
    if (rest.length === 0) out.add(next);
    else if (entry.isDirectory()) matchSegments(next, rest, out);
  }
}

/** The paths that one glob matches, relative to the working directory as written, sorted. */
export function glob(pattern: string): string[] {
  const out = new Set<string>();
  for (const expanded of expandBraces(pattern)) {
    const absolute = expanded.startsWith('/');
    const segments = expanded.split('/').filter((s, i) => s !== '' && !(s === '.' && i === 0));
    matchSegments(absolute ? '/' : '', segments, out);
  }
  return [...out].sort();
}

/**
 * The files that the lines name: literal paths as they are (a missing one is reported when it is
 * read), globs expanded; a glob that matches nothing is an error naming it.
 */
export function expandPaths(patterns: readonly string[], inputName: string): string[] {
  const include: string[] = [];
  const exclude: RegExp[] = [];
  for (const pattern of patterns) {
    if (pattern.startsWith('!')) {
      appendAll(exclude, expandBraces(pattern.slice(1)).map(wholePathRegExp));
      continue;
    }
    if (!hasMagic(pattern)) {
      include.push(pattern);
      continue;
    }
    const matches = glob(pattern);
    if (matches.length === 0) {
      throw inputError(`input \`${inputName}\``, `"${pattern}" matches no file`, 'Check that the benchmarks ran and wrote their results there (paths are relative to the workspace)');
    }
    appendAll(include, matches);
  }
  const seen = new Set<string>();
  const kept = include.filter((path) => {
    const normal = path.replace(/^\.\//, '');
    if (seen.has(normal) || exclude.some((re) => re.test(normal))) return false;
    seen.add(normal);
    return true;
  });
  // Every file the patterns named was excluded by a `!` pattern: say so here, where the input is known.
  if (kept.length === 0 && include.length > 0) {
    throw inputError(`input \`${inputName}\``, `the "!" patterns exclude every file the others match (${include.length})`, 'Check the exclusions: at least one file must remain');
  }
  return kept;
}

/** A whole-path pattern (for exclusions) as one regular expression; `**` spans directories. */
function wholePathRegExp(pattern: string): RegExp {
  const parts = pattern.replace(/^\.\//, '').split('/');
  const source = parts
    .map((part) => (part === '**' ? '(?:.*/)?' : `${segmentRegExp(part).source.slice(1, -1)}/`))
    .join('')
    .replace(/\/$/, '')
    .replace(/\(\?:\.\*\/\)\?$/, '.*');
  return new RegExp(`^${source}$`);
}
