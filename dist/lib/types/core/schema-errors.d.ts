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
export declare function pointerParts(pointer: string): string[];
export declare function describePath(instancePath: string, document: unknown): string;
/** The value a JSON pointer names in a document; undefined where the path leaves it. */
export declare function valueAt(instancePath: string, document: unknown): unknown;
/** Why `unit` is not a unit the schema takes (isSchemaUnit said no), in the words a run file's error uses. */
export declare function describeUnitError(where: string, unit: string): string;
export declare function describeSchemaError(error: SchemaError, document: unknown): string;
export {};
