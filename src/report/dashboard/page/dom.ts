/**
 * Building the page's elements. Text from the store goes in as textContent only, never as HTML, and
 * comes already printable (model.ts escapes its invisible and bidi characters for every place at once).
 */

export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className !== undefined) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A link to the commit when the dashboard knows the repository, else the commit as text. */
export function commitNode(sha: string, url: string | undefined, label: string): HTMLElement {
  if (url === undefined) return element('code', undefined, label);
  const link = element('a', 'commit', label);
  link.href = url;
  link.title = sha;
  return link;
}
