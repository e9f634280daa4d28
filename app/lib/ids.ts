import { data } from "react-router";

/** The largest id an `integer` column holds on both database engines. */
export const maxRecordId = 2_147_483_647;

/** A record id as a URL or a form carries it: a whole number from 1 that fits an `integer` column, written without leading zeros; null for anything else. */
export function recordIdOf(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= maxRecordId ? id : null;
}

/** The record id of a route parameter; a page that cannot exist answers 404. */
export function requireRecordId(value: string | undefined): number {
  const id = recordIdOf(value);
  if (id === null) throw data(null, { status: 404 });
  return id;
}
