/**
 * A function of a unit, its answers kept: a suite has a handful of units asked about once per entry,
 * and a file with a unit per benchmark (hostile or not) must not grow the map without end, so past
 * MAX_UNITS the rest are answered without being kept.
 */
const MAX_UNITS = 256;

export function unitMemo<T>(answer: (unit: string) => T): (unit: string) => T {
  const kept = new Map<string, T>();
  return (unit) => {
    if (kept.has(unit)) return kept.get(unit) as T;
    const value = answer(unit);
    if (kept.size < MAX_UNITS) kept.set(unit, value);
    return value;
  };
}
