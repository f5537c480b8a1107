/** bench-gate's own schema_version 1 JSON: passed through validation unchanged. */
import { InputError, inputError } from '../core/errors.js';
import { validateDocument } from '../core/validate.js';
import type { FormatAdapter } from './types.js';

export const native: FormatAdapter = {
  id: 'bench-gate',
  title: 'bench-gate schema_version 1 JSON',
  producedBy: 'your benchmark, writing {"schema_version": 1, "benchmarks": [...]}',
  detect(input) {
    if (input.kind !== 'file' || input.json === null || typeof input.json !== 'object') return false;
    const doc = input.json as Record<string, unknown>;
    return 'schema_version' in doc && Array.isArray(doc.benchmarks);
  },
  parse(input) {
    if (input.kind !== 'file') throw inputError(input.path, 'is a directory, not a schema_version 1 file', 'Give the JSON file');
    if (input.jsonError) throw new InputError(input.jsonError);
    return validateDocument(input.json, input.path);
  },
};
