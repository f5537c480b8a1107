/**
 * How a list of benchmark or metric names is written in one flag or one line (`--protect a,b`, the
 * Action's `protected` input): names separated by commas. A comma inside brackets belongs to the
 * name, because that is where names have them: C++ templates (`BM_Copy<int, 8>`), calls
 * (`fib(10, 20)`), parameter lists (`test_sum[1,2]`).
 */
const OPENERS = '<([{';
const CLOSERS = '>)]}';

export function splitNameList(text: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (OPENERS.includes(c)) depth += 1;
    // Never below 0: a stray closer (`a>b`) does not make the commas after it part of a name.
    else if (CLOSERS.includes(c)) depth = Math.max(0, depth - 1);
    else if (c === ',' && depth === 0) {
      names.push(text.slice(start, i));
      start = i + 1;
    }
  }
  names.push(text.slice(start));
  return names.map((name) => name.trim()).filter((name) => name !== '');
}
