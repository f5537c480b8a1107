/**
 * The library entry (`import { runGate } from 'bench-gate'`): the gate, the input formats and the
 * renderings, for people who want the verdict in their own scripts. Only re-exports: the CLI and the
 * Action are built from their own entries and never load this file (scripts/build.mjs builds it into
 * dist/lib/, with its declarations).
 */
export { runGate } from './core/gate.js';
export { DEFAULT_GATE_OPTIONS } from './core/gate-options.js';
export type { BenchmarkOverride, GateOptions, ProtectedBenchmark } from './core/gate-options.js';
export { parseConfig } from './core/config.js';
export type { Config } from './core/config.js';
export { gateOptions } from './core/settings.js';
export type { GateFlags } from './core/settings.js';
export { InputError } from './core/errors.js';
export type { BenchmarkDocument, BenchmarkEntry, Direction, Environment, Metadata, SourcedDocument, ToolInfo } from './core/model.js';
export { failingResults, passes } from './core/verdict.js';
export type { BenchmarkResult, GeomeanResult, GeomeanStatus, Method, Report, Status, Verdict } from './core/report.js';
export { validateDocument } from './core/validate.js';
export { detectFormat, formatIds, parseInput } from './formats/index.js';
export type { DirectoryInput, FileInput, FormatInput, ParseOptions } from './formats/types.js';
export { loadDocument, readInput } from './io/read-input.js';
export { renderJson } from './report/json.js';
export { renderMarkdown } from './report/markdown.js';
export type { MarkdownOptions } from './report/markdown.js';
export { renderText } from './report/text.js';
export type { TextOptions } from './report/text.js';
