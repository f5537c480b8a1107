/**
 * A hand-written check of the common benchmark file that says "valid" only where the generated
 * validator of schemas/benchmark-v1.schema.json would too, at a fraction of its cost on 100,000
 * entries (the generated code builds a path string and an options object per entry, and counts the
 * code points of every name and unit). Anything it does not say "valid" to goes to the generated
 * validator, which gives the verdict and the error: so the fast path can only be too strict, never
 * too lenient (tests/core/schema-fast-path.test.ts holds it to that, and to the schema's keys).
 */
import type { GeneratedValidator } from './schema-errors.js';
/** True only when the generated validator would accept `e` as an entry of `benchmarks`. */
export declare function entryValid(e: unknown): e is Record<string, unknown> & {
    name: string;
};
/**
 * The metadata keys of the schema with their rules; other keys are free. Checked here rather than by
 * the generated validator, whose code for a whole file is the largest function a comparison would
 * otherwise compile at start-up (bench/: the CLI's start-up time).
 */
export declare function metadataValid(m: unknown): boolean;
/**
 * True only when `validate` would accept `json` too. `metadata` (one per file) that the check above
 * does not call valid is left to `validate` itself, on a one-entry file that carries it.
 */
export declare function surelyValid(json: unknown, validate: GeneratedValidator): boolean;
/** True only when `validate` would accept `metadata` as a file's (absent is valid). */
export declare function metadataSurelyValid(metadata: unknown, validate: GeneratedValidator): boolean;
