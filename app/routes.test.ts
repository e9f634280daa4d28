import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
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
