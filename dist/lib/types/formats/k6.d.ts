import type { FormatAdapter } from './types.js';
export declare const k6: FormatAdapter;
