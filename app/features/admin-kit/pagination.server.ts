import type { SelectQueryBuilder } from "kysely";
import type { Database } from "../../../db/schema.ts";

/** Rows per page of every admin list. */
export const adminPageSize = 25;

export interface PageOf<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/**
 * `?page=` of a list URL (or the parameter a page with several lists gives each, e.g. `?orders=2`);
 * anything but a whole number from 1 counts as the first page.
 */
export function requestedPage(url: URL, param = "page"): number {
  const value = url.searchParams.get(param);
  return value && /^[1-9]\d{0,6}$/.test(value) ? Number(value) : 1;
}

/**
 * One page of a filtered, ordered query, counted in the database. A page past the end shows the
 * last page, so a list that shrank under an old link is not empty.
 */
export async function paginate<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
  page: number,
  size = adminPageSize,
): Promise<PageOf<O>> {
  const counted = await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
    .executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / size));
  const shown = Math.min(page, pageCount);
  const items = await query
    .limit(size)
    .offset((shown - 1) * size)
    .execute();
  return { items, page: shown, pageCount, total };
}
