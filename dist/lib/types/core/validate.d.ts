import type { BenchmarkDocument } from './model.js';
export declare function validateDocument(json: unknown, source: string): BenchmarkDocument;
