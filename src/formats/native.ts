/** bench-gate's own schema_version 1 JSON: passed through validation unchanged. */
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
    if (input.kind !== 'file') throw new TypeError('bench-gate format reads files');
    return validateDocument(input.json, input.path);
  },
};
