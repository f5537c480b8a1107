/**
 * Where the Octokit stack comes from. In the sources (tests) it is imported as usual; the Action's build
 * replaces this module with a require() of dist/github.cjs (scripts/build.mjs), made on the first API
 * call, so that a step that calls no API does not parse @actions/github and undici.
 */
import { createOctokit } from './octokit.js';

export function loadOctokit(): typeof createOctokit {
  return createOctokit;
}
