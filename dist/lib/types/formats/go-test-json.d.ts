import type { FileInput, FormatAdapter } from './types.js';
/** The go test text of the stream, and the JSON line of each of its lines. */
export declare function reassemble(input: FileInput): {
    text: string;
    origins: number[];
};
export declare const goTestJson: FormatAdapter;
