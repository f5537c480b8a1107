import { InputError } from '../core/errors.js';
import type { SourcedDocument } from '../core/model.js';
import type { DirectoryInput, FileInput, FormatInput, ParseOptions } from '../formats/types.js';
/** Whether a regular file's first non-blank character opens JSON, from its first bytes; true when it cannot be read (reading it reports that). */
export declare function startsLikeJson(path: string): boolean;
/**
 * A caller's bound on a file's bytes, both its size and, when gzip, what it decompresses to (at most
 * MAX_INPUT_BYTES counts): past it the reading stops, so that no more than `maxBytes` is ever held
 * (the file unread when larger on disk), and `tooLarge` is thrown. A report read
 * back from a pull request's job is bounded to 64 MiB, and a few hundred kilobytes of gzip decompress
 * to hundreds of megabytes before a bound on the text could apply.
 */
export interface ByteLimit {
    maxBytes: number;
    tooLarge: () => InputError;
}
/**
 * A file's text, decompressed first when it is gzip; `limit`: the caller's bound on its bytes, which the
 * file (read from a pipe, or decompressed) is read no further than.
 */
export declare function readFileText(path: string, limit?: ByteLimit): string;
/** The size of a piece of a large file read at a time, and of the one buffer it is read into (and print-file.ts's). */
export declare const PIECE_BYTES: number;
/** A file's content, parsed as JSON when it looks like JSON; a syntax error is kept, not thrown. */
export declare function fileInputFromText(path: string, raw: string): FileInput;
/** A folder as a DirectoryInput; `warn`: where the format's warnings go (none: they are dropped). */
export declare function directoryInput(path: string, warn?: (message: string) => void): DirectoryInput;
/**
 * `missingHint`: what the error says to do when the path names no file (loadBaseline's); `warn`:
 * where a folder format's warnings go.
 */
export declare function readInput(path: string, missingHint?: string, warn?: (message: string) => void): FormatInput;
/** Reads and converts one run or baseline file (any supported format) into schema v1. */
export declare function loadDocument(path: string, from?: string, options?: ParseOptions): SourcedDocument;
/** Reads a baseline: in bench-gate's own format when it is in it, else as `from` (the runs' format) says (baselineFrom). */
export declare function loadBaseline(path: string, from?: string, options?: ParseOptions): SourcedDocument;
