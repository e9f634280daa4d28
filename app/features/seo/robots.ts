import { type LocalizedPage, localizedPaths, type Page, type SharedPage, sharedPaths } from "../../i18n/paths.ts";
import { absoluteUrl } from "./page-urls.ts";
import { isPrivateRouteId } from "./private-pages.ts";

/**
 * Private paths of the route table that paths.ts does not name: the customer's admin dashboard
 * aliases, the admin's second login step, the sandbox payment page, licence downloads, invoices and
 * the task workrooms with their files and event streams, the credit statement's download and the task invoices.
 */
const unnamedPrivatePaths = [
  "/home/admin",
  "/dashboard-admin",
  "/login/two-factor",
  "/payment/",
  "/my-licenses/",
  "/invoices/",
  "/aufgaben/",
  "/tasks/",
  "/credits/",
  "/task-invoices/",
];

function pathsOf(page: Page): string[] {
  return page in localizedPaths ? Object.values(localizedPaths[page as LocalizedPage]) : [sharedPaths[page as SharedPage]];
}

/**
 * Disallow rules for the API, the admin area and every account or checkout page. A single-segment
 * page is blocked exactly (`$`), because the blog's catch-all serves other single segments and a
 * post such as `/login-probleme-loesen` must stay crawlable.
 */
export function disallowedPaths(): string[] {
  const pages = [...Object.keys(localizedPaths), ...Object.keys(sharedPaths)] as Page[];
  const privatePaths = pages.filter(isPrivateRouteId).flatMap(pathsOf);
  const rules = new Set<string>(["/api/", "/admin/"]);
  for (const path of [...privatePaths, ...unnamedPrivatePaths]) {
    if (path.startsWith("/admin/")) continue;
    rules.add(path.split("/").length === 2 ? `${path}$` : path);
  }
  return [...rules];
}

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(publicUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
