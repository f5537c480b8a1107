/**
 * Structural checks on GitHub Markdown that we generate: code fences closed, and <details>/<summary>
 * tags balanced and nested outside code (a benchmark named "<details>" inside a code span is text).
 */

/** The text with inline code spans removed (CommonMark: a run of n backticks closes at the next run of exactly n). */
export function stripCodeSpans(line: string): string {
  let out = '';
  let i = 0;
  while (i < line.length) {
    if (line[i] !== '`') {
      out += line[i++];
      continue;
    }
    let n = 0;
    while (line[i + n] === '`') n++;
    const fence = '`'.repeat(n);
    let j = i + n;
    let close = -1;
    while (j < line.length) {
      const k = line.indexOf(fence, j);
      if (k === -1) break;
      let m = 0;
      while (line[k + m] === '`') m++;
      if (m === n) {
        close = k;
        break;
      }
      j = k + m;
    }
    if (close === -1) {
      out += fence;
      i += n;
    } else {
      i = close + n;
    }
  }
  return out;
}

export function balanceProblems(markdown: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((line, index) => {
    const fenceMatch = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence !== undefined) {
      if (fenceMatch && fenceMatch[1]![0] === fence[0] && fenceMatch[1]!.length >= fence.length && line.trim() === fenceMatch[1]) fence = undefined;
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      return;
    }
    for (const tag of stripCodeSpans(line).matchAll(/<(\/?)(details|summary)\b[^>]*>/gi)) {
      const name = tag[2]!.toLowerCase();
      if (tag[1] === '') stack.push(name);
      else if (stack.pop() !== name) problems.push(`line ${index + 1}: </${name}> closes nothing open`);
    }
  });
  if (fence !== undefined) problems.push(`code fence ${fence} left open`);
  if (stack.length > 0) problems.push(`left open: ${stack.join(', ')}`);
  return problems;
}
