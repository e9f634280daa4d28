import type { MessageKey } from "../../../i18n/catalogues.ts";
import type { CaseStudyMark } from "../services.server.ts";
import { isServiceType, serviceTypes } from "../service-types.ts";

/** The case-study fields of the blog editor as they stand (stored, or as submitted). */
export interface CaseStudyFormValues {
  marked: boolean;
  services: string[];
  /** A plugin id as the drop-down's value; "" for none. */
  plugin: string;
}

export const caseStudyFieldNames = { marked: "caseStudy", services: "caseStudyServices", plugin: "caseStudyPlugin" } as const;

export type CaseStudyFormResult =
  | { ok: true; mark: CaseStudyMark | null }
  /** Errors by field name (`caseStudyServices`, `caseStudyPlugin`). */
  | { ok: false; errors: Record<string, MessageKey> };

export function caseStudyFormValuesOf(form: FormData): CaseStudyFormValues {
  const plugin = form.get(caseStudyFieldNames.plugin);
  return {
    marked: form.get(caseStudyFieldNames.marked) === "on",
    services: form.getAll(caseStudyFieldNames.services).filter((value): value is string => typeof value === "string"),
    plugin: typeof plugin === "string" ? plugin : "",
  };
}

export function caseStudyFormValuesOfMark(mark: CaseStudyMark | null): CaseStudyFormValues {
  return { marked: mark !== null, services: mark?.services ?? [], plugin: mark?.pluginId ? String(mark.pluginId) : "" };
}

/**
 * The mark the editor asks for: none unless "case study" is ticked; then at least one known
 * service, and the plugin (if any) one of `pluginIds`.
 */
export function parseCaseStudyForm(form: FormData, pluginIds: readonly number[]): CaseStudyFormResult {
  const values = caseStudyFormValuesOf(form);
  if (!values.marked) return { ok: true, mark: null };
  const errors: Record<string, MessageKey> = {};
  const services = serviceTypes.filter((type) => values.services.includes(type));
  if (!services.length || values.services.some((service) => !isServiceType(service))) errors.caseStudyServices = "admin.caseStudy.error.services";
  const pluginId = values.plugin === "" ? null : Number(values.plugin);
  if (pluginId !== null && !(/^[1-9]\d{0,9}$/.test(values.plugin) && pluginIds.includes(pluginId))) errors.caseStudyPlugin = "admin.caseStudy.error.plugin";
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, mark: { services, pluginId } };
}
