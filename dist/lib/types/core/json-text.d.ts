/**
 * How deep objects and arrays may nest. Unknown fields are kept and written out again (convert,
 * promote, --format json, the Action's report files), and JSON.stringify recurses: 100,000 levels
 * overflow its stack. No benchmark tool's output comes near 64.
 */
export declare const MAX_JSON_DEPTH = 64;
/** Throws when objects or arrays nest deeper than MAX_JSON_DEPTH; iterative, so any depth is safe to check. */
export declare function checkJsonDepth(value: unknown, path: string): void;
export declare function parseJsonText(text: string, path: string): unknown;
