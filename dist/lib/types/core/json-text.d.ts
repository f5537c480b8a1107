/**
 * How deep objects and arrays may nest. Unknown fields are kept and written out again (convert,
 * promote, --format json, the Action's report files), and JSON.stringify recurses: 100,000 levels
 * overflow its stack. No benchmark tool's output comes near 64.
 */
export declare const MAX_JSON_DEPTH = 64;
export declare function parseJsonText(text: string, path: string): unknown;
/** Whether objects and arrays nest deeper than `limit` in a parsed JSON value. Recurses at most `limit` + 1 levels. */
export declare function deeperThan(value: unknown, limit: number): boolean;
/** Where the two occurrences of a duplicate key are: "lines 3 and 4", or "both on line 1". */
export declare function duplicateLines(text: string, duplicate: {
    first: number;
    second: number;
}): string;
/**
 * The first key given twice in one object of `text`, which JSON.parse has accepted (JSON.parse keeps
 * the last silently): its place as a JSON pointer to the object, and the offsets of both occurrences.
 */
export declare function duplicateKey(text: string): {
    path: string;
    key: string;
    first: number;
    second: number;
} | undefined;
