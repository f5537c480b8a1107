import type { FormatAdapter } from './types.js';
export declare const juliaBenchmarkTools: FormatAdapter;
