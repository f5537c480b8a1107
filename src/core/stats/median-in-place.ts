/**
 * The median of a scratch array's first n entries, reordering them: for resampling loops that draw
 * into one buffer again and again and must not allocate per draw.
 */

/** Sorts the first `n` entries in place; insertion sort, since resampled groups are small and this is the hot loop. */
export function sortPrefix(a: Float64Array, n: number): void {
  if (n > 64) {
    a.subarray(0, n).sort();
    return;
  }
  for (let i = 1; i < n; i++) {
    const v = a[i]!;
    let j = i - 1;
    while (j >= 0 && a[j]! > v) {
      a[j + 1] = a[j]!;
      j--;
    }
    a[j + 1] = v;
  }
}

/** Median of the first `n` entries of a scratch array (reordered in place). */
export function medianInPlace(scratch: Float64Array, n: number): number {
  sortPrefix(scratch, n);
  const mid = n >> 1;
  return n % 2 === 1 ? scratch[mid]! : (scratch[mid - 1]! + scratch[mid]!) / 2;
}
