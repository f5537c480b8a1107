/**
 * How a benchmark is named when a run holds benchmarks of more than one package: `<package>.<name>`,
 * as Go names functions in stack traces (`example.com/m/pkg.BenchmarkFoo`). The go test reader names
 * every benchmark so when its output spans several packages, and merge when its shards do: shards of
 * a CI matrix, one package each, then merge into the names one `go test ./...` gives.
 */
export declare function packageQualified(pkg: string, name: string): string;
