/**
 * Whether stdout gets colour, by the convention Node documents for FORCE_COLOR (and supports-color/chalk
 * follow): FORCE_COLOR set to 1, 2, 3, true or empty turns colour on even without a terminal (CI logs) and
 * then wins over NO_COLOR; FORCE_COLOR set to anything else (0, false) turns it off. Without FORCE_COLOR:
 * colour only on a terminal, never with NO_COLOR set.
 */
export function colorWanted(env: Readonly<Record<string, string | undefined>>, isTTY: boolean): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return ['', '1', '2', '3', 'true'].includes(force.trim().toLowerCase());
  return isTTY && !env.NO_COLOR;
}
