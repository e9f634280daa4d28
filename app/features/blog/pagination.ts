/** A page number to link, or a gap standing for the numbers left out. */
export type PageItem = number | "gap";

/**
 * The page numbers the pagination shows: all of them for a short list; else the first, the last
 * and the current page with its neighbours, with gaps between. A gap never hides a single page.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((number) => number >= 1 && number <= pageCount));
  const numbers = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [index, number] of numbers.entries()) {
    const previous = numbers[index - 1];
    if (previous !== undefined && number - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && number - previous > 2) items.push("gap");
    items.push(number);
  }
  return items;
}

/** The blog list's only query parameter; the page cache keys the list by it (decision 040). */
export const blogPageParameter = "page";

/** The list page a URL asks for: 1 without `?page=`, undefined for anything but a whole number from 1. */
export function requestedBlogPage(url: URL): number | undefined {
  const value = url.searchParams.get(blogPageParameter);
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : undefined;
}
