/**
 * Turns the first JSON Schema error into one line a person can act on: the file, the place in it
 * (with the benchmark's name where there is one) and what is wrong.
 */
import { UNIT_PATTERN } from './units.js';

/** The subset of an Ajv error object that we read. */
interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** A standalone validator generated from one of the schemas (scripts/gen-validators.mjs). */
export interface GeneratedValidator {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}

/** `/benchmarks/3/name` -> `benchmarks[3] ("fib").name`, naming the benchmark when it has a name. */
/** The keys and indexes a JSON pointer (`/protected/0/name`, `~1` for "/" and `~0` for "~") names, in order. */
export function pointerParts(pointer: string): string[] {
  return pointer.split('/').slice(1).map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'));
}

export function describePath(instancePath: string, document: unknown): string {
  const parts = pointerParts(instancePath);
  let out = '';
  let node: unknown = document;
  for (const part of parts) {
    const isIndex = Array.isArray(node) && /^\d+$/.test(part);
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    if (isIndex) {
      const name = node !== null && typeof node === 'object' ? (node as Record<string, unknown>).name : undefined;
      out += typeof name === 'string' && name !== '' ? `[${part}] ("${name}")` : `[${part}]`;
    } else {
      out += out === '' ? part : `.${part}`;
    }
  }
  return out === '' ? 'top level' : out;
}

/** The value a JSON pointer names in a document; undefined where the path leaves it. */
export function valueAt(instancePath: string, document: unknown): unknown {
  let node = document;
  for (const part of pointerParts(instancePath)) {
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

const UNIT_RULE = 'a unit is letters, digits, spaces and % / . _ ( ) ^ · * + - (at most 64 characters)';

/**
 * A string the schema's pattern refuses, by the first character it cannot have, rather than by the
 * regular expression: `unit: "req#/op" cannot have "#"; a unit is letters, digits, spaces and ...`.
 */
function describePatternError(where: string, pattern: string, value: unknown, isUnit: boolean): string {
  if (typeof value !== 'string') return `${where}: must match ${pattern}`;
  let one: RegExp;
  try {
    one = new RegExp(pattern, 'u');
  } catch {
    return `${where}: ${JSON.stringify(value)} must match ${pattern}`;
  }
  const refused = Array.from(value).find((c) => !one.test(c));
  const what = refused === undefined ? `${JSON.stringify(value)} must match ${pattern}` : `${JSON.stringify(value)} cannot have ${JSON.stringify(refused)}`;
  return isUnit ? `${where}: ${what}; ${UNIT_RULE}` : `${where}: ${what}`;
}

/** Why `unit` is not a unit the schema takes (isSchemaUnit said no), in the words a run file's error uses. */
export function describeUnitError(where: string, unit: string): string {
  if (unit.length > 64) return `${where}: ${JSON.stringify(unit)} is ${unit.length} characters long; ${UNIT_RULE}`;
  return describePatternError(where, UNIT_PATTERN.source, unit, true);
}

export function describeSchemaError(error: SchemaError, document: unknown): string {
  const where = describePath(error.instancePath, document);
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `${where}: missing required key "${String(p.missingProperty)}"`;
    case 'additionalProperties':
      return `${where}: unknown key "${String(p.additionalProperty)}"`;
    case 'type': {
      // JSON numbers too large for a double (1e999) parse to Infinity, which fails `type: number`.
      const value = valueAt(error.instancePath, document);
      if (typeof value === 'number' && !Number.isFinite(value)) return `${where}: is not a finite number`;
      return `${where}: must be ${String(p.type)}`;
    }
    case 'enum':
      return `${where}: must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `${where}: must be ${JSON.stringify(p.allowedValue)}`;
    case 'pattern':
      return describePatternError(where, String(p.pattern), valueAt(error.instancePath, document), error.instancePath.endsWith('/unit'));
    default:
      return `${where}: ${error.message ?? 'is not valid'}`;
  }
}
