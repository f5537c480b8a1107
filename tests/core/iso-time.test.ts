import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoFromEpochMs } from '../../src/core/iso-time.js';
import { parseInput } from '../../src/formats/index.js';
import { fileInputFromText } from '../../src/io/read-input.js';

describe('isoFromEpochMs', () => {
  it('gives the ISO time of every time a Date holds, and nothing for the rest (never throws)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.constantFrom(8.64e15, -8.64e15, 8.64e15 + 1, -8.64e15 - 1), fc.anything()), (ms) => {
        const iso = isoFromEpochMs(ms);
        const valid = typeof ms === 'number' && Number.isFinite(ms) && !Number.isNaN(new Date(ms).getTime());
        expect(iso).toBe(valid ? new Date(ms as number).toISOString() : undefined);
      }),
    );
  });

  it('leaves out a vitest start time past the last date a Date holds instead of crashing', () => {
    const vitest = { numTotalTests: 1, startTime: 8640000000000001, success: true, testResults: [{ name: '/r/a.bench.ts', status: 'passed', assertionResults: [{ fullName: 'x', status: 'passed', failureMessages: [], benchmarks: [{ name: 'g > x', tasks: [{ name: 'x', latency: { mean: 1, p50: 1, p99: 1, rme: 1, samplesCount: 2 }, throughput: { mean: 1000, p50: 1000, p99: 1000, rme: 1, samplesCount: 2 }, period: 1, totalTime: 2, rank: 1 }] }] }] }],
    };
    const doc = parseInput(fileInputFromText('bench.json', JSON.stringify(vitest)), 'vitest-bench');
    expect(doc.benchmarks).toHaveLength(1);
    expect(doc.metadata?.timestamp).toBeUndefined();
  });
});
