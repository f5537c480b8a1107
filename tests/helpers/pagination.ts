/**
 * GitHub's pagination as the fake server answers it: the page of `all` that `page` and `perPage`
 * name, and the Link header (next/last, first/prev) whose addresses are `base` with those two set.
 */
export function paginate<T>(all: readonly T[], base: URL, page: number, perPage: number): { items: T[]; headers: Record<string, string> } {
  const last = Math.max(1, Math.ceil(all.length / perPage));
  const link = (p: number) => {
    const u = new URL(base);
    u.searchParams.set('page', String(p));
    u.searchParams.set('per_page', String(perPage));
    return u.toString();
  };
  const links: string[] = [];
  if (page < last) links.push(`<${link(page + 1)}>; rel="next"`, `<${link(last)}>; rel="last"`);
  if (page > 1) links.push(`<${link(1)}>; rel="first"`, `<${link(page - 1)}>; rel="prev"`);
  return { items: all.slice((page - 1) * perPage, page * perPage), headers: links.length ? { link: links.join(', ') } : {} };
}
