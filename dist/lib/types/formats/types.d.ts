/**
 * The contract every input format implements. An adapter is pure: it gets the input's content
 * (read by src/io/), never touches the file system or the process, and returns schema v1.
 */
import type { BenchmarkDocument, Direction } from '../core/model.js';
/**
 * A single file's content. `json` is the parsed value when the text is valid JSON, else undefined;
 * `jsonError` then holds the one-line syntax error (with line and column) when the text looked like
 * JSON, for adapters of formats that must be JSON to report.
 */
export interface FileInput {
    kind: 'file';
    path: string;
    text: string;
    json: unknown;
    jsonError?: string;
}
/** A directory (criterion's target/criterion): lazy, so detection does not read the whole tree. */
export interface DirectoryInput {
    kind: 'dir';
    path: string;
    /** Paths of all files below the directory, relative to it, with '/' separators. */
    list(): string[];
    /** The text of one file, by a path that list() returned. */
    read(relativePath: string): string;
    /**
     * When a file was last written, in ms since the epoch, by a path that list() returned; undefined
     * when that is not known (an input built in memory). Formats whose folder keeps the results of
     * earlier runs beside the last one's (criterion's) ask it to tell them apart.
     */
    modified?(relativePath: string): number | undefined;
    /** Tells the person reading about something in the folder that is read as it is but may mislead (one line, no "warning:"); the io layer shows it. */
    warn?(message: string): void;
}
export type FormatInput = FileInput | DirectoryInput;
export interface ParseOptions {
    /** A direction for formats that carry none (Bencher Metric Format): from --direction or the config. */
    direction?: Direction;
}
export interface FormatAdapter {
    /** The value of --from: lower-case, dashes, e.g. 'go-test', 'google-benchmark'. */
    id: string;
    /** What a person calls it, for error messages and the README table. */
    title: string;
    /** The command that produces this input, for the README table. */
    producedBy: string;
    /** True when the input is, without doubt, this format. Must be cheap and must never throw. */
    detect(input: FormatInput): boolean;
    /** Converts to schema v1. Throws InputError naming the file and the place (line, key) on bad input. */
    parse(input: FormatInput, options: ParseOptions): BenchmarkDocument;
}
