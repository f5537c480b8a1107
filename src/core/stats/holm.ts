/**
 * Holm's step-down correction: with k tests, the smallest p-value is compared with alpha/k, the next
 * with alpha/(k-1), and so on. It keeps the chance of any false alarm in the suite at most alpha,
 * and is never less powerful than Bonferroni.
 */

/** Holm-adjusted p-values, in the order given: test i is significant at level alpha when adjusted[i] <= alpha. */
export function holmAdjust(pValues: readonly number[]): number[] {
  const k = pValues.length;
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p || a.i - b.i);
  const adjusted = new Array<number>(k);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (k - rank) * p));
    adjusted[i] = running;
  });
  return adjusted;
}
