import type { FormatAdapter } from './types.js';
export declare function loadAdapters(): readonly FormatAdapter[];
