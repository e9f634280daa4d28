import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { openInIsolatedDocument } from "./features/seo/isolated-documents.ts";
import { isPrivateRouteId } from "./features/seo/private-pages.ts";
import routes from "./routes.ts";

function filesOf(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...filesOf(entry.children ?? [])]);
}

describe("route modules", () => {
  // React Router's build replaces every export of a `.client` module with undefined on the server
  // and refuses a `.server` module in the browser: a route file named so renders nothing (issue #20).
  it("are neither .client nor .server modules", () => {
    expect(filesOf(routes).filter((file) => /\.(client|server)(\.|$)/.test(file))).toEqual([]);
  });
});

/** Every page route (a module with a component) with the modules of the layouts around it. */
function pagesOf(entries: RouteConfigEntry[], layouts: string[] = []): { id: string; files: string[] }[] {
  return entries.flatMap((entry) =>
    entry.children
      ? pagesOf(entry.children, [...layouts, entry.file])
      : entry.file.endsWith(".tsx")
        ? [{ id: entry.id ?? entry.file, files: [...layouts, entry.file] }]
        : [],
  );
}

describe("private pages", () => {
  // Their documents carry the isolation headers; a client-side navigation from a public page's
  // document would show them without (decision 038).
  it("open from a public page's document as a document of their own, and public pages do not", async () => {
    const isolating: Record<string, boolean> = {};
    for (const page of pagesOf(routes)) {
      const modules = await Promise.all(page.files.map((file) => import(/* @vite-ignore */ `./${file}`) as Promise<{ clientMiddleware?: unknown[] }>));
      isolating[page.id] = modules.some((module) => module.clientMiddleware?.includes(openInIsolatedDocument) ?? false);
    }
    const expected = Object.fromEntries(Object.keys(isolating).map((id) => [id, isPrivateRouteId(id)]));
    expect(isolating).toEqual(expected);
    expect(Object.values(expected).filter(Boolean).length).toBeGreaterThan(20);
  }, 60_000);
});
