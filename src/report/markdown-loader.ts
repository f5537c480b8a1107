/**
 * Where the CLI's Markdown rendering (--format markdown) comes from. In the sources it is imported as
 * usual; the CLI's build replaces this module with a require() of dist/markdown.cjs
 * (scripts/build.mjs), so that a comparison printed as text does not parse it. The Action, which
 * always writes Markdown, imports markdown.ts directly.
 */
import { renderMarkdown } from './markdown.js';

export function loadMarkdown(): typeof renderMarkdown {
  return renderMarkdown;
}
