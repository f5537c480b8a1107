/**
 * How `go test` names a benchmark, which the go test reader, merge and the gate's name warnings
 * share (core cannot import a format).
 */
/**
 * A benchmark's name when a run holds benchmarks of more than one package: `<package>.<name>`, as Go
 * names functions in stack traces (`example.com/m/pkg.BenchmarkFoo`). The go test reader names every
 * benchmark so when its output spans several packages, and merge when its shards do: shards of a CI
 * matrix, one package each, then merge into the names one `go test ./...` gives.
 */
export declare function packageQualified(pkg: string, name: string): string;
/**
 * `BenchmarkFoo-8` -> `BenchmarkFoo` and 8: the GOMAXPROCS suffix go test prints (1 when there is none).
 * A sub-benchmark named `-64` (`b.Run("-64", ...)`) run at GOMAXPROCS 1 prints `BenchmarkFoo/-64`,
 * which reads the same way; but Go never prints an empty sub-benchmark name (`b.Run("")` is `#00`),
 * so a suffix whose removal would leave a name ending in `/` belongs to the name.
 */
export declare function splitProcs(name: string): {
    base: string;
    procs: number;
};
/**
 * `ns/op` -> `ns`: the unit the go test reader gives a time per op (so the go test reader and the
 * import of github-action-benchmark's Go history agree); undefined for any other unit.
 */
export declare function goTimeUnit(unit: string): string | undefined;
