import type { FormatAdapter } from './types.js';
/** True when wrk output carries wrk2's marks (the wrk format leaves such output to this one). */
export declare function isWrk2Output(text: string): boolean;
export declare const wrk2: FormatAdapter;
