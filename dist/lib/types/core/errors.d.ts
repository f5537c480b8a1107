declare const BRAND: unique symbol;
export declare class InputError extends Error {
    readonly name = "InputError";
    readonly [BRAND] = true;
    /** The message quotes input (names, values, lines of a file): one line, nothing a terminal acts on. */
    constructor(message: string, options?: ErrorOptions);
    /**
     * By brand, not by prototype: the CLI's lazily loaded bundles (dist/formats.js, dist/commands.js)
     * each carry their own copy of this class, and an error from one must still be an InputError.
     */
    static [Symbol.hasInstance](value: unknown): boolean;
}
/**
 * Where in the input something is: the text itself, or a function that builds it only when an error
 * or a warning needs it (checks run for every entry of a million-benchmark file, errors almost never).
 */
export type Place = string | (() => string);
export declare function placeText(place: Place): string;
/** Builds the one-line message: where, what went wrong, what to do. */
export declare function inputError(where: Place, what: string, hint?: string): InputError;
/** `benchmarks[3] ("name")`: a place in a document that a person can find. */
export declare function benchmarkPlace(index: number, name?: unknown): string;
/** `file.json: benchmarks[3] ("name")`, built when asked for. */
export declare function entryPlace(source: string, index: number, name?: unknown): () => string;
export {};
