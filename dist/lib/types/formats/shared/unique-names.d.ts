/**
 * Benchmark names are unique within a run: two results under one name could not be told apart, and
 * the gate would compare one of them at random. Every adapter checks it here; each says the repeat
 * in its own terms (a key path, a line, a wrk run), so the error points where the user must look.
 */
import type { JsonReader } from './json-reader.js';
/** A repeated name: the item that repeats it and the earlier one that had it first. */
export interface Repeat<T> {
    name: string;
    item: T;
    index: number;
    first: T;
    firstIndex: number;
}
/**
 * The items, in order, after checking that no two share a name; throws what `repeated` builds for
 * the first repeat. Items are read one by one, so a generator's own errors keep their order.
 */
export declare function uniqueNames<T>(items: Iterable<T>, nameOf: (item: T) => string, repeated: (repeat: Repeat<T>) => Error): T[];
/** The JSON adapters' error for a repeated name, where entry i was read at `places[i]`. */
export declare function repeatedAt(reader: JsonReader, places: readonly string[], hint?: string): ({ name, index, firstIndex }: Repeat<unknown>) => Error;
