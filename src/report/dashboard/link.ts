/**
 * A link to one benchmark of the dashboard: `index.html#b=NAME`, NAME the name the page shows (its
 * invisible and bidi characters already escapes, model.ts) percent-encoded. Pure: the page makes its
 * cards' links and reads the address with it, and the tests check it without a browser.
 *
 * In the fragment, so it works from file:// and GitHub Pages alike (nothing goes to a server), and
 * only with characters a URL keeps as they are: encodeURIComponent's, and `!'()*~` encoded too, and a
 * `.` or `_` at the end, which GitHub's Markdown leaves out of a link it finds in a comment (`(` and
 * `)` would be cut when unbalanced). A name with a lone surrogate (which no URL can hold) has it as its
 * escape, `\ud800`, as printable() writes the invisible ones.
 */

import { printable } from '../../core/printable.js';

/** What the fragment starts with. */
export const LINK_PREFIX = '#b=';

/** A lone surrogate: a high one not followed by a low one, or a low one not after a high one. */
function hasLoneSurrogate(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c <= 0xdbff && i + 1 < name.length && (name.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    else return true;
  }
  return false;
}

/** The name as a link holds it: the same, but a lone surrogate written as its escape. */
export function linkKey(name: string): string {
  if (!hasLoneSurrogate(name)) return name;
  let out = '';
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < name.length && (name.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      out += name[i]! + name[i + 1]!;
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) out += `\\u${c.toString(16).padStart(4, '0')}`;
    else out += name[i]!;
  }
  return out;
}

const percent = (c: string): string => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** `#b=...`: the fragment of the link to the benchmark of that (shown) name. */
export function benchmarkFragment(name: string): string {
  const encoded = encodeURIComponent(linkKey(name)).replace(/[!'()*~]/g, percent);
  return LINK_PREFIX + encoded.replace(/[._]$/, percent);
}

/**
 * The name a fragment links to (location.hash, with its `#` or not); undefined when it is no link to
 * a benchmark. A fragment typed or pasted by hand may hold raw characters (the browser encodes some
 * of them) or a `%` that starts no escape: then it is taken as it is.
 */
export function fragmentName(hash: string): string | undefined {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!text.startsWith('b=')) return undefined;
  const encoded = text.slice(2);
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}

/**
 * The place in `benchmarks` of the one a link names (the first, if two names are shown alike), or -1.
 * A link made from the name as the store holds it (a raw zero-width space) finds the name as the page
 * shows it.
 */
export function findBenchmark(benchmarks: ReadonlyArray<{ name: string }>, name: string): number {
  const exact = benchmarks.findIndex((b) => b.name === name);
  if (exact >= 0) return exact;
  const shown = printable(name);
  return benchmarks.findIndex((b) => b.name === shown || linkKey(b.name) === name || linkKey(b.name) === shown);
}
