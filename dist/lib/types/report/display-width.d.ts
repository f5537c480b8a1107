export declare function displayWidth(text: string): number;
export declare function padEndColumns(text: string, columns: number): string;
export declare function padStartColumns(text: string, columns: number): string;
