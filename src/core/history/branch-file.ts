/**
 * A branch name as a file name and back. Branch names hold `/` (feature/x) and may hold characters
 * some file systems refuse, so every byte outside [A-Za-z0-9_-] (and a leading dot) is written as %XX
 * of its UTF-8 encoding: `feature/x` -> `feature%2Fx.jsonl`. Reversible, so the store lists branches.
 */
const EXTENSION = '.jsonl';

export function branchFileName(branch: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(branch)) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9_-]/.test(c) || (c === '.' && out !== '') ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return `${out}${EXTENSION}`;
}

/** The longest file name most file systems take (ext4, APFS, NTFS: 255 bytes or characters). */
export const MAX_FILE_NAME_BYTES = 255;

/**
 * Why a branch cannot have a file of its own (its escaped name is too long for a file system),
 * or undefined when it can. A branch name of 40 Cyrillic or CJK characters is 240 bytes escaped.
 */
export function branchFileNameProblem(branch: string): string | undefined {
  const length = branchFileName(branch).length;
  return length > MAX_FILE_NAME_BYTES ? `is too long to name a branch file: ${length} characters escaped, and file systems take ${MAX_FILE_NAME_BYTES}` : undefined;
}

/** The branch a file holds, or undefined for a file that is not a branch file. */
export function branchOfFileName(file: string): string | undefined {
  if (!file.endsWith(EXTENSION) || file.startsWith('.')) return undefined;
  try {
    const branch = decodeURIComponent(file.slice(0, -EXTENSION.length));
    return branch !== '' && branchFileName(branch) === file ? branch : undefined;
  } catch {
    return undefined;
  }
}
