export declare function unitMemo<T>(answer: (unit: string) => T): (unit: string) => T;
