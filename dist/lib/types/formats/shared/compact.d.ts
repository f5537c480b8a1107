/** Drops undefined fields so that golden outputs only show what the input said. */
export declare function compact<T extends object>(value: T): T;
