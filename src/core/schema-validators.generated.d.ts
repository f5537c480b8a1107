// Types for the generated standalone validators (see scripts/gen-validators.mjs).
import type { SchemaError } from './schema-errors.js';

export interface GeneratedValidator {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

export declare const validateBenchmarkFile: GeneratedValidator;
export declare const validateReport: GeneratedValidator;
export declare const validateConfig: GeneratedValidator;
