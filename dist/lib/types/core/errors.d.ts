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
/** Builds the one-line message: where, what went wrong, what to do. */
export declare function inputError(where: string, what: string, hint?: string): InputError;
/** `benchmarks[3] ("name")`: a place in a document that a person can find. */
export declare function benchmarkPlace(index: number, name?: unknown): string;
export {};
