import type { FormatAdapter } from './types.js';
export declare const iaiCallgrind: FormatAdapter;
