import { describe, expect, it } from "vitest";
import { pageRoutes } from "../../../tests/support/route-table.ts";
import { isPrivateRouteId } from "./private-pages.ts";
import { disallowedPaths, robotsTxt } from "./robots.ts";
import { staticPageEntries } from "../sitemap/sitemap.server.ts";

/** How Google and Bing read a rule: a path prefix, or an exact path when it ends in `$`. */
function isBlocked(path: string): boolean {
  return disallowedPaths().some((rule) => (rule.endsWith("$") ? path === rule.slice(0, -1) : path.startsWith(rule)));
}

/** A sample path of each route, with parameters filled in. */
const routePaths = pageRoutes()
  .filter((route) => route.id)
  .map((route) => ({ id: route.id ?? "", path: route.index ? "/" : `/${(route.path ?? "").replace(/^\//, "").replace(/:\w+/g, "x")}` }));

describe("robotsTxt", () => {
  const text = robotsTxt("https://example.at");

  it("allows everything else and names the sitemap by absolute URL", () => {
    expect(text.startsWith("User-agent: *\nAllow: /\n")).toBe(true);
    expect(text).toContain("\nSitemap: https://example.at/sitemap.xml\n");
    expect(text).toContain("\nDisallow: /api/\n");
    expect(text).toContain("\nDisallow: /admin$\n");
    expect(text).toContain("\nDisallow: /admin/\n");
  });

  it("blocks the API and every private route of the route table", () => {
    expect(isBlocked("/api/auth/user")).toBe(true);
    const privatePaths = routePaths.filter((route) => isPrivateRouteId(route.id)).map((route) => route.path);
    expect(privatePaths).toContain("/meine-lizenzen");
    expect(privatePaths.filter((path) => !isBlocked(path))).toEqual([]);
  });

  it("leaves public pages and blog posts that merely start like a private path crawlable", () => {
    const publicPaths = staticPageEntries().flatMap((entry) => [entry.paths.de, entry.paths.en]);
    expect(publicPaths.filter(isBlocked)).toEqual([]);
    expect(isBlocked("/login-probleme-loesen")).toBe(false);
    expect(isBlocked("/administration-tipps")).toBe(false);
  });
});
