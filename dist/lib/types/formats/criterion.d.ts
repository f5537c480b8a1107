import type { FormatAdapter } from './types.js';
export declare const criterion: FormatAdapter;
