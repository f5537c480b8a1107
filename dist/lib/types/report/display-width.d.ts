export declare function displayWidth(text: string): number;
/**
 * The widest a column of a text table grows, in terminal columns. Real names are well within it (a
 * parametrised test's id, a C++ template's name); one of 100,000 characters padded every row of the
 * table to that width, 200 MB of spaces for 2,000 benchmarks. A wider cell is shown whole and pushes
 * the rest of its row right.
 */
export declare const MAX_COLUMN_WIDTH = 120;
/** A column's width: its header's, or its widest cell's within MAX_COLUMN_WIDTH. */
export declare function columnWidth(header: string, cells: readonly string[]): number;
export declare function padEndColumns(text: string, columns: number): string;
export declare function padStartColumns(text: string, columns: number): string;
