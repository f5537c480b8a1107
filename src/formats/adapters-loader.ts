/**
 * Where the adapters come from. In the sources (tests, the Action's bundle) they are imported as
 * usual; the CLI's build replaces this module with a require() of dist/formats.js, so that the
 * adapters are parsed only when an input needs them (scripts/build.mjs).
 */
import { ADAPTERS } from './adapters.js';
import type { FormatAdapter } from './types.js';

export function loadAdapters(): readonly FormatAdapter[] {
  return ADAPTERS;
}
