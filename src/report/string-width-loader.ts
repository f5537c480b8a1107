/**
 * Where string-width comes from. Its module builds an emoji regex and an Intl.Segmenter when it is
 * loaded (about 70 ms), which the CLI must not pay on every start for reports that are plain ASCII.
 * In the sources it is imported as usual; the CLI's build replaces this module with a require() of
 * dist/string-width.cjs, made on the first cell that is not printable ASCII (scripts/build.mjs).
 */
import stringWidth from 'string-width';

export function loadStringWidth(): (text: string) => number {
  return stringWidth;
}
