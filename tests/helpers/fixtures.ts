/** Locating the fixtures: the format fixtures and the real baselines (fixtures/real/). */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const FORMAT_FIXTURES = join(ROOT, 'fixtures/formats');
/** A real project's baselines (fixtures/real/zigttp/README.md). */
export const ZIGTTP = join(ROOT, 'fixtures/real/zigttp');

export function zigttp(commit: string): string {
  return join(ZIGTTP, `perf-baseline.${commit}.json`);
}

/** Files that are not inputs in a format fixture folder. */
function isInput(name: string): boolean {
  return !name.endsWith('.expected.json') && name !== 'README.md' && !name.startsWith('.');
}

/** Every fixture input: [format id, path], from fixtures/formats/<id>/<input>. */
export function formatFixtures(): Array<{ format: string; name: string; path: string }> {
  if (!existsSync(FORMAT_FIXTURES)) return [];
  return readdirSync(FORMAT_FIXTURES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(FORMAT_FIXTURES, d.name))
        .filter(isInput)
        .map((name) => ({ format: d.name, name, path: join(FORMAT_FIXTURES, d.name, name) })),
    );
}
