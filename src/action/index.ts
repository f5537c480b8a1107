/**
 * The Action's entry point (dist/index.js, built by scripts/build.mjs): runs the step. Everything else
 * is in main.ts, which tests import and run in-process.
 */
// First: it checks the event file before @actions/github (loaded by the modes) parses it.
import './preflight.js';
import { run } from './main.js';

// Not a top-level await: the bundle is CommonJS (see scripts/build.mjs).
void run();
