/**
 * The reports read back from a job that ran a pull request's code (mode comment's artifact, input
 * `report`) are parsed only up to MAX_REPORT_FILE_BYTES (report-checks.ts). The files are read as every
 * input is, a gzip-compressed one decompressed: the bound is on the text, not on the bytes on disk,
 * which a few hundred kilobytes of gzip turn into hundreds of megabytes.
 */
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readPrReport } from '../../src/action/artifact.js';
import { readGateReport } from '../../src/action/gate-report.js';
import { MAX_REPORT_FILE_BYTES } from '../../src/action/report-checks.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { opsRun } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';
import { inputErrorOf } from '../helpers/input-error.js';

const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';

function report() {
  return runGate(opsRun('baseline.json', { fast: 1000 }), [opsRun('run.json', { fast: 990 })], DEFAULT_GATE_OPTIONS);
}

function prReport() {
  return { schema_version: 1, kind: 'bench-gate-pr-report', pull_request: { number: 2, head_sha: HEAD, head_repo: 'forker/Hello-World' }, verdict: 'pass', report: report() };
}

/**
 * The JSON text of `value` padded with white space past the bound, gzip-compressed (a few hundred
 * kilobytes); `cut`: that many bytes of the end are missing (4 MiB more padding, so that what is left
 * still goes on past the bound).
 */
function paddedGzip(value: unknown, cut = 0): string {
  const path = join(workspace({}), 'report.json');
  const json = JSON.stringify(value);
  const padding = MAX_REPORT_FILE_BYTES + (cut > 0 ? 4 * 1024 * 1024 : 0);
  const gz = gzipSync(Buffer.concat([Buffer.from(json.slice(0, -1)), Buffer.alloc(padding, ' '), Buffer.from('}')]), { level: 1 });
  writeFileSync(path, gz.subarray(0, gz.length - cut));
  return path;
}


describe('a report read back from a pull request\'s job', () => {
  it('is refused past the bound when it is gzip-compressed: mode comment\'s artifact', () => {
    const path = paddedGzip(prReport());
    expect(inputErrorOf(() => readPrReport(path))).toMatch(/^input `report-file` \(.*report\.json\): it is larger than 64 MiB; it comes from the pull request's run and is not trusted, so nothing was posted\./);
  });

  it('is refused past the bound when it is gzip-compressed: input report', () => {
    const path = paddedGzip(report());
    expect(inputErrorOf(() => readGateReport(path))).toMatch(/^input `report` \(.*report\.json\): it is larger than 64 MiB\./);
  });

  it('is decompressed no further than the bound: one that goes on past it, then is cut short, is refused as too large', () => {
    // Decompressed whole (up to 512 MiB) before the bound applied, it was refused for its cut end,
    // after all of it had been held in memory.
    const cutShort = paddedGzip(prReport(), 100);
    expect(inputErrorOf(() => readPrReport(cutShort))).toMatch(/^input `report-file` \(.*report\.json\): it is larger than 64 MiB; /);
    expect(inputErrorOf(() => readGateReport(paddedGzip(report(), 100)))).toMatch(/^input `report` \(.*report\.json\): it is larger than 64 MiB\./);
  });

  it('is refused when it is a symbolic link (a zip unpacked by another tool than actions/download-artifact)', () => {
    // The link could point at any file of the runner that mode comment's job can read.
    const elsewhere = join(workspace({ 'report.json': prReport() }), 'report.json');
    const dir = workspace({});
    symlinkSync(elsewhere, join(dir, 'bench-gate-pr-report.json'));
    expect(inputErrorOf(() => readPrReport(join(dir, 'bench-gate-pr-report.json')))).toMatch(
      /^input `report-file` \(.*bench-gate-pr-report\.json\): it is a symbolic link, which a pull request's artifact can point at any file of this runner; it comes from the pull request's run and is not trusted, so nothing was posted\./,
    );
    expect(readPrReport(elsewhere).verdict).toBe('pass');
  });

  it('is read when it is within the bound, compressed or not', () => {
    const dir = workspace({});
    writeFileSync(join(dir, 'pr.json.gz'), gzipSync(JSON.stringify(prReport())));
    writeFileSync(join(dir, 'ab.json'), JSON.stringify(report()));
    expect(readPrReport(join(dir, 'pr.json.gz')).verdict).toBe('pass');
    expect(readGateReport(join(dir, 'ab.json')).verdict).toBe('pass');
  });
});
