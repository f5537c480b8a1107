/**
 * Joining shards into one run: a CI matrix where each job ran part of the suite. A benchmark in two
 * shards is an error, not a choice between values: the matrix is misconfigured.
 */
import { environmentMismatch } from './environment.js';
import { inputError } from './errors.js';
import type { BenchmarkDocument, BenchmarkEntry, SourcedDocument } from './model.js';
import { packageQualified } from './go-names.js';
import { hasMetrics } from './metric-gate.js';
import { baselineSamplesOf, metricSamplesOf, type BaselineSamples } from './stats/observations.js';

interface MergeResult {
  document: BenchmarkDocument;
  /** Shards measured on different machines than the first: worth knowing before gating. */
  warnings: string[];
}

/**
 * Shards of more than one package (`go test ./a`, `go test ./b` in a matrix): each benchmark named
 * with its package, as one `go test ./...` over both names them (go-names.ts), so that the
 * merged run meets a baseline of the whole module and two packages' `BenchmarkParse` are two
 * benchmarks. A name that already has its package (a shard of several), and a package's own failure
 * entry (named after the package), stay as they are.
 */
function nameByPackage(shards: readonly SourcedDocument[]): (entry: BenchmarkEntry) => BenchmarkEntry {
  // `package` is go test's field (an extra of schema v1): a string, or absent.
  const packageOf = (entry: BenchmarkEntry): string | undefined => (typeof entry.package === 'string' && entry.package !== '' ? entry.package : undefined);
  const packages = new Set<string>();
  for (const shard of shards) {
    for (const entry of shard.document.benchmarks) {
      const pkg = packageOf(entry);
      if (pkg !== undefined && entry.name !== pkg) packages.add(pkg);
    }
  }
  if (packages.size < 2) return (entry) => entry;
  return (entry) => {
    const pkg = packageOf(entry);
    if (pkg === undefined || entry.name === pkg || entry.name.startsWith(`${pkg}.`)) return entry;
    return { ...entry, name: packageQualified(pkg, entry.name) };
  };
}

/** Whether the entry is the one benchmark of its file, named after the tool that wrote it (`hey`, `oha`, `k6`). */
function toolNamed(shard: SourcedDocument, entry: BenchmarkEntry): boolean {
  const tool = shard.document.metadata?.tool;
  return shard.document.benchmarks.length === 1 && typeof tool === 'object' && tool !== null && (tool as { name?: unknown }).name === entry.name;
}

const SAMPLES_IN_WORDS: Record<Exclude<BaselineSamples, 'unknown'>, string> = {
  runs: 'the values of several runs (a promoted, history or A/B baseline)',
  iterations: "one run's iterations (a tool's own output)",
};

/**
 * The one kind of samples the shards have, or the first shard that says otherwise: the merged file
 * keeps the first shard's top-level fields and metadata, which say for all its benchmarks whether
 * their samples are run values or one run's iterations (stats/observations.ts), and the gate reads
 * them by that. A shard that says nothing (a file written by hand) goes with either.
 */
function checkSamplesKind(shards: readonly SourcedDocument[]): Exclude<BaselineSamples, 'unknown'> | undefined {
  let first: { source: string; kind: Exclude<BaselineSamples, 'unknown'> } | undefined;
  for (const shard of shards) {
    const kind = baselineSamplesOf(shard.document);
    if (kind === 'unknown') continue;
    if (first === undefined) first = { source: shard.source, kind };
    else if (kind !== first.kind) {
      throw inputError(
        shard.source,
        `its samples are ${SAMPLES_IN_WORDS[kind]}, those of ${first.source} ${SAMPLES_IN_WORDS[first.kind]}: one merged file cannot say both`,
        'Merge shards of one kind: the runs of a matrix with each other, or baselines promoted per shard with each other',
      );
    }
  }
  return first?.kind;
}

/**
 * Refuses a shard whose metrics' samples are not of the kind the merged file says for all of them
 * (metricSamplesOf of `merged`, which has the first shard's top-level fields and metadata): a baseline
 * promoted by an earlier bench-diff kept one run's iterations as a metric's samples, one promoted now
 * keeps the runs' values and says so (`samples_of`). Merged, whichever came first decided how the
 * other's metrics were read: iterations tested as run values (inconclusive for their spread), or run
 * values set aside. A shard with no metrics, or that says nothing, goes with either.
 */
function checkMetricSamplesKind(shards: readonly SourcedDocument[], merged: BenchmarkDocument): void {
  const said = metricSamplesOf(merged);
  if (said === 'unknown') return;
  for (const shard of shards) {
    const kind = metricSamplesOf(shard.document);
    if (kind === 'unknown' || kind === said || !hasMetrics(shard.document.benchmarks)) continue;
    const olderShard = kind === 'iterations' ? shard.source : shards[0]!.source;
    throw inputError(
      shard.source,
      `its metrics' samples are ${kind === 'iterations' ? "one run's iterations" : "the runs' values"}, those of the merged file (which takes ${shards[0]!.source}'s marker) ${said === 'iterations' ? "one run's iterations" : "the runs' values"}: one merged file cannot say both`,
      `Promote ${olderShard} again from its runs with this bench-diff (a baseline promoted by an earlier one kept one run's iterations as its metrics' samples), then merge`,
    );
  }
}

/**
 * The shards' benchmarks in order, with the first shard's metadata and top-level fields, plus
 * `metadata.shards`: each shard's file and how many benchmarks it gave.
 */
export function mergeShards(shards: readonly SourcedDocument[]): MergeResult {
  const first = shards[0];
  if (!first) throw inputError('bench-diff merge', 'needs at least one file', 'Usage: bench-diff merge FILES... -o OUT');
  const kind = checkSamplesKind(shards);
  const owner = new Map<string, { source: string; toolNamed: boolean }>();
  const benchmarks: BenchmarkEntry[] = [];
  const warnings: string[] = [];
  const named = nameByPackage(shards);
  for (const shard of shards) {
    for (const entry of shard.document.benchmarks.map(named)) {
      const other = owner.get(entry.name);
      if (other !== undefined) {
        throw inputError(
          `${shard.source}: benchmark "${entry.name}"`,
          `is also in ${other.source}: shards must not overlap`,
          other.toolNamed && toolNamed(shard, entry)
            ? // hey, oha and k6 name the one benchmark of every file after themselves: one file per endpoint collides.
              `If each file measured another thing (an endpoint), name each one's benchmark: bench-diff convert --name NAME FILE -o OUT (or bench-diff run --name NAME); to combine N runs of one thing, pass them all to compare or promote instead`
            : 'Give each benchmark to one shard; to combine N runs of the whole suite, pass them all to compare or promote instead',
        );
      }
      owner.set(entry.name, { source: shard.source, toolNamed: toolNamed(shard, entry) });
      benchmarks.push(entry);
    }
    const mismatch = environmentMismatch(first.document.metadata?.environment, shard.document.metadata?.environment);
    if (mismatch) warnings.push(`${shard.source} was measured on a different machine than ${first.source} (${mismatch.fields.join(', ')} differ)`);
  }
  const metadata = {
    ...first.document.metadata,
    shards: shards.map((s) => ({ source: s.source, benchmarks: s.document.benchmarks.length })),
  };
  // A first shard that says nothing (written by hand) would make the merged file say nothing, and a
  // later shard's kind (a tool's iterations, known by its metadata.tool) would be lost: said outright.
  const said = kind !== undefined && baselineSamplesOf(first.document) === 'unknown' ? { samples_of: kind } : {};
  const document: BenchmarkDocument = { ...first.document, schema_version: 1, benchmarks, metadata, ...said };
  checkMetricSamplesKind(shards, document);
  return { document, warnings };
}
