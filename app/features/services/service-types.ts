import { hrefOf, type Language, localizedPaths } from "../../i18n/paths.ts";

/** The four services of the home page, in its order; the task platform uses the same names. */
export const serviceTypes = ["web", "app", "custom", "ai"] as const;
export type ServiceType = (typeof serviceTypes)[number];

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === "string" && (serviceTypes as readonly string[]).includes(value);
}

/** A service's page: `/leistungen/web`, `/services/web`. */
export function servicePath(type: ServiceType, language: Language): string {
  return `${localizedPaths.services[language]}/${type}`;
}

/** "Start a task" on a service page: the task platform's new task with this service preselected. */
export function startTaskHref(type: ServiceType, language: Language): string {
  return hrefOf("newTask", language, { service: type });
}
