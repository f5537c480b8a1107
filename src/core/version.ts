/** The package version, set by the bundler; "dev" when run from source (tests). */
declare const __BENCH_GATE_VERSION__: string | undefined;
export const VERSION = typeof __BENCH_GATE_VERSION__ === 'string' ? __BENCH_GATE_VERSION__ : 'dev';
