import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../../db/client.ts";
import { createLogger } from "../../lib/logger.ts";
import { testRequestContext } from "../../../tests/support/testing-context.ts";
import type { CurrentUser } from "./current-user.ts";
import { requireAdmin, requireUser } from "./guards.server.ts";

const dir = mkdtempSync(path.join(tmpdir(), "guards-test-"));
// The guards only read the services' user and logger; the database stays unopened.
const db = createDatabase({ kind: "sqlite", file: path.join(dir, "site.sqlite") });
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const customer: CurrentUser = {
  id: 7,
  displayName: null,
  firstName: "Anna",
  lastName: "Berger",
  username: "anna",
  email: "anna@example.com",
  role: "customer",
};
const admin: CurrentUser = { ...customer, id: 1, username: "admin", role: "admin" };

/** The services of a request whose session passed the second factor at `secondFactorAt` (the default: an admin's did, a customer's did not). */
function contextFor(user: CurrentUser | null, logLines: string[] = [], secondFactorAt?: string | null) {
  const logger = createLogger("debug", (line) => logLines.push(line));
  return testRequestContext({ db, dataDir: dir, user, logger, ...(secondFactorAt === undefined ? {} : { secondFactorAt }) });
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("expected the guard to throw");
}

describe("requireUser", () => {
  it("answers the signed-in user", () => {
    expect(requireUser(new Request("http://localhost/meine-lizenzen"), contextFor(customer))).toBe(customer);
  });

  it("sends an anonymous visitor to the login page of the request's language, with the path to return to", () => {
    const german = thrownBy(() => requireUser(new Request("http://localhost/admin/lizenzen"), contextFor(null)));
    expect(german).toBeInstanceOf(Response);
    expect((german as Response).status).toBe(302);
    expect((german as Response).headers.get("Location")).toBe("/anmelden?returnTo=%2Fadmin%2Flizenzen");

    const english = thrownBy(() => requireUser(new Request("http://localhost/admin/users?lang=en"), contextFor(null))) as Response;
    expect(english.headers.get("Location")).toBe("/login?returnTo=%2Fadmin%2Fusers%3Flang%3Den");

    const byCookie = thrownBy(() => requireUser(new Request("http://localhost/admin", { headers: { cookie: "lang=en" } }), contextFor(null))) as Response;
    expect(byCookie.headers.get("Location")).toBe("/login?returnTo=%2Fadmin");
  });

  it("drops a query too long to come back to, so the redirect stays small", () => {
    const query = Array.from({ length: 3000 }, (_, index) => `p${index}=${index}`).join("&");
    const thrown = thrownBy(() => requireUser(new Request(`http://localhost/meine-lizenzen?${query}`), contextFor(null))) as Response;
    expect(thrown.headers.get("Location")).toBe("/anmelden?returnTo=%2Fmeine-lizenzen");
    const longPath = thrownBy(() => requireUser(new Request(`http://localhost/admin/${"a".repeat(5000)}`), contextFor(null))) as Response;
    expect(longPath.headers.get("Location")).toBe("/anmelden");
  });
});

describe("requireAdmin", () => {
  it("lets an admin through", () => {
    expect(requireAdmin(new Request("http://localhost/admin"), contextFor(admin))).toBe(admin);
  });

  it("refuses a customer with 403 and the refusal in the request's language, and logs it without secrets", () => {
    const lines: string[] = [];
    const english = thrownBy(() =>
      requireAdmin(new Request("http://localhost/admin/licenses", { headers: { cookie: "sid=secret-session" } }), contextFor(customer, lines)),
    );
    expect(english).toMatchObject({ init: { status: 403 }, data: { reason: "forbidden", message: "You do not have permission to access this page." } });

    const german = thrownBy(() => requireAdmin(new Request("http://localhost/admin"), contextFor(customer)));
    expect(german).toMatchObject({ init: { status: 403 }, data: { message: "Sie haben keine Berechtigung, diese Seite aufzurufen." } });

    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ level: "warn", message: "permission refused", userId: 7, path: "/admin/licenses" });
    expect(lines[0]).not.toContain("secret-session");
  });

  it("sends an admin whose session did not pass the second factor to the login page, and logs it (decision 050)", () => {
    const lines: string[] = [];
    const thrown = thrownBy(() =>
      requireAdmin(new Request("http://localhost/admin/accounting/export?lang=en", { method: "POST" }), contextFor(admin, lines, null)),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/login?returnTo=%2Fadmin%2Faccounting%2Fexport%3Flang%3Den");
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: "warn",
        message: "admin session without second factor refused",
        userId: 1,
        path: "/admin/accounting/export",
        method: "POST",
      }),
    ]);

    expect(requireAdmin(new Request("http://localhost/admin"), contextFor(admin, [], "2026-11-28T19:00:00.000Z"))).toBe(admin);
  });

  it("sends an anonymous visitor to login before any role check", () => {
    const thrown = thrownBy(() => requireAdmin(new Request("http://localhost/dashboard-admin"), contextFor(null))) as Response;
    expect(thrown.headers.get("Location")).toBe("/anmelden?returnTo=%2Fdashboard-admin");
  });
});
