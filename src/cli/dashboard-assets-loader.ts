/**
 * Where the dashboard's prebuilt page assets are (dashboard.js with uPlot bundled, dashboard.css):
 * next to the CLI in dist/. scripts/build.mjs builds them and replaces this module in the bundle by
 * the bundle's own folder; run from the sources (the tests), they are the repository's dist/.
 */
import { fileURLToPath } from 'node:url';

export function dashboardAssetDir(): string {
  return fileURLToPath(new URL('../../dist/', import.meta.url));
}
