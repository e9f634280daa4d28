import type { MessageKey } from "../../../i18n/catalogues.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";

/** Who did it, as the audit log records it. */
export type Actor = Pick<CurrentUser, "id" | "email">;

/**
 * What a change of the plugins section answers: done (with the notice the page shows), or
 * refused with field errors (`form` for the whole form) and the HTTP status to answer with.
 */
export type Outcome<T extends object = object> =
  ({ ok: true; notice: MessageKey } & T) | { ok: false; status: 400 | 404 | 409 | 413; errors: Record<string, MessageKey> };

/**
 * What every action of the plugins section answers: the intent it handled (and the option it
 * concerned), so the page shows the notice or the errors beside the right form.
 */
export interface PluginActionData {
  intent: string;
  /** The pricing option the action concerned. */
  target?: number;
  /** The screenshot the action concerned (apart from `target`: ids of both tables overlap). */
  screenshot?: number;
  notice?: MessageKey;
  /** Accepted, but worth the admin's attention (a release zip without our licence client). */
  warnings?: MessageKey[];
  errors?: Record<string, MessageKey>;
}

export function refused(status: 400 | 404 | 409 | 413, field: string, error: MessageKey): Outcome<never> {
  return { ok: false, status, errors: { [field]: error } };
}

export const missing = refused(404, "form", "admin.error.notFound");

/** The fields of `after` whose values differ from `before`, as the audit log's before/after pair. */
export function changesOf<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } | undefined {
  const changedBefore: Partial<T> = {};
  const changedAfter: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (before[key] === after[key]) continue;
    changedBefore[key] = before[key];
    changedAfter[key] = after[key];
  }
  return Object.keys(changedAfter).length ? { before: changedBefore, after: changedAfter } : undefined;
}

/** A plugin as the audit log names it; its screenshots' changes are entries of the plugin too. */
export function pluginRecord(plugin: { id: number; slug: string }) {
  return { type: "plugin", id: plugin.id, label: plugin.slug };
}

export type Direction = "up" | "down";

/**
 * The ids in their new order after moving one a place up or down, or undefined when it cannot
 * move that way (first, last or unknown).
 */
export function movedOrder(ids: number[], id: number, direction: Direction): number[] | undefined {
  const index = ids.indexOf(id);
  const target = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= ids.length) return undefined;
  const order = [...ids];
  [order[index], order[target]] = [order[target] as number, order[index] as number];
  return order;
}
