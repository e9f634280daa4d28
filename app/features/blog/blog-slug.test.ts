import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../../routes.ts";
import { blogSlugProblem, routeFirstSegments, serverFirstSegments } from "./blog-slug.ts";

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

function firstSegmentsOf(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((entry) => {
    const first = entry.path?.replace(/^\/+/, "").split("/")[0];
    const own = first && !first.startsWith(":") && first !== "*" ? [first] : [];
    return [...own, ...firstSegmentsOf(entry.children ?? [])];
  });
}

describe("reserved first segments", () => {
  it("are exactly the static first segments of app/routes.ts", () => {
    const fromRoutes = [...new Set(firstSegmentsOf(routes))].sort();
    expect([...routeFirstSegments].sort()).toEqual(fromRoutes);
  });

  it("cover every folder of public/, which Express serves before the router", () => {
    const folders = readdirSync(path.resolve(import.meta.dirname, "../../../public"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(serverFirstSegments).toEqual(expect.arrayContaining(folders));
  });
});

describe("blogSlugProblem", () => {
  it("accepts lowercase words joined by single hyphens", () => {
    for (const slug of ["wordpress-6-8", "a", "seo-fuer-plugins", "2026"]) expect(blogSlugProblem(slug)).toBeUndefined();
  });

  it("refuses capitals, umlauts, spaces, dots, slashes and stray hyphens", () => {
    for (const slug of ["", "WordPress", "über-uns", "two words", "file.xml", "a/b", "-a", "a-", "a--b", "a_b"]) {
      expect(blogSlugProblem(slug)).toMatch(/lowercase letters and digits/);
    }
  });

  it("refuses the first segment of any route or static folder, in both languages", () => {
    for (const slug of ["blog", "plugins", "docs", "admin", "kontakt", "contact", "impressum", "login", "anmelden", "api", "images", "healthz"]) {
      expect(blogSlugProblem(slug)).toMatch(/taken by a route/);
    }
  });

  it("refuses slugs longer than the column", () => {
    expect(blogSlugProblem("a".repeat(121))).toMatch(/longer than 120/);
    expect(blogSlugProblem("a".repeat(120))).toBeUndefined();
  });
});
