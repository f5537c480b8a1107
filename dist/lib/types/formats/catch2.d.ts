import type { FormatAdapter } from './types.js';
export declare const catch2: FormatAdapter;
