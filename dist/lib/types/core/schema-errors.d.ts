/**
 * Turns the first JSON Schema error into one line a person can act on: the file, the place in it
 * (with the benchmark's name where there is one) and what is wrong.
 */
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
export declare function describePath(instancePath: string, document: unknown): string;
export declare function describeSchemaError(error: SchemaError, document: unknown): string;
export {};
