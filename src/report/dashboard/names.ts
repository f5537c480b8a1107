/** What the dashboard's files and its page agree on: the globals the data scripts set, and where the points are. */

/** The global data.js sets and the page reads. */
export const DASHBOARD_DATA_GLOBAL = 'BENCH_GATE_DASHBOARD';
/** The global object values/N.js add their chunk to, at key N. */
export const DASHBOARD_VALUES_GLOBAL = 'BENCH_GATE_DASHBOARD_VALUES';

/** Where the page finds chunk N of the points, relative to index.html. */
export function valuesScriptPath(chunk: number): string {
  return `values/${chunk}.js`;
}
