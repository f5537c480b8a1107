import type { FormatAdapter } from './types.js';
export declare const ADAPTERS: readonly FormatAdapter[];
