// Issue #30, finding 1: a customer's session (registered and confirmed by the site's own forms) must
// not become an admin's session, whichever way the account becomes an admin (`npm run user:admin`,
// ADMIN_EMAIL at start), and an admin's session counts only when its sign-in passed the second factor
// (decisions 039, 050), at every admin route of app/routes.ts. Against the real site over HTTP, the
// command run as a process of its own, the restart a real one.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testEngines, type TestDatabase } from "../../../tests/support/test-databases.ts";
import { routesInside } from "../../../tests/support/route-table.ts";
import { insertAdmin } from "../../../tests/support/shop-fixtures.ts";
import { type LiveSite, liveSiteSessionSecret, loadSiteModules, type SiteModules, startLiveSite } from "../../../tests/support/live-site.ts";
import { sessionCookieName, startSession } from "./session.server.ts";
import { openTotpSecret, totpEncryptionKey } from "./totp.server.ts";

const projectRoot = fileURLToPath(new URL("../../..", import.meta.url));
const appDir = new URL("../../", import.meta.url);
const run = promisify(execFile);
const password = "Marillenknödel mit Butterbröseln";

function exportsHandler(file: string, name: "loader" | "action"): boolean {
  return new RegExp(`export (async )?function ${name}\\b|export const ${name}\\b`).test(readFileSync(new URL(file, appDir), "utf8"));
}

const adminLayout = routesInside().find((entry) => entry.id === "admin.layout");
/** A route's path as a URL path (localised routes are written with the leading slash, others without). */
const urlPathOf = (routePath: string) => `/${routePath.replace(/^\//, "")}`;
/** Every route of app/routes.ts that answers for the admin area: the admin layout's, and any path below an admin prefix. */
const adminRoutes = routesInside().filter(
  (entry) =>
    entry.path !== undefined &&
    (routesInside(adminLayout?.children ?? []).includes(entry) || /^\/(admin|home\/admin|dashboard-admin)(\/|$)/.test(urlPathOf(entry.path))),
);

/** Every admin path (parameters filled in), with the methods its module answers. */
const adminTargets = adminRoutes.flatMap((entry) => {
  const path = urlPathOf(entry.path ?? "").replace(/:\w+/g, "1");
  return [
    ...(exportsHandler(entry.file, "loader") ? [{ method: "GET", path }] : []),
    ...(exportsHandler(entry.file, "action") ? [{ method: "POST", path }] : []),
  ];
});

/** The `name=value` pairs of an answer's Set-Cookie headers. */
function cookiesSet(response: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = ""] = header.split(";");
    const separator = pair.indexOf("=");
    cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
  }
  return cookies;
}

const cookieHeader = (cookies: Map<string, string>) => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");

describe.each(testEngines)("an admin's session needs the second factor, on %s", (engine) => {
  let modules: SiteModules;
  let database: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  let site: LiveSite;

  const request = (method: string, pathAndQuery: string, cookies: string, form?: Record<string, string>) =>
    fetch(`${site.origin}${pathAndQuery}`, {
      method,
      redirect: "manual",
      headers: { Cookie: cookies, Origin: site.origin, "Accept-Language": "en" },
      body: form ? new URLSearchParams(form) : method === "POST" ? new URLSearchParams({ intent: "probe" }) : undefined,
    });

  /** Whether the answer sends the visitor to the login page, coming back to `path` afterwards. */
  const isLoginRedirect = (response: Response, path: string) =>
    [302, 303].includes(response.status) &&
    [`/anmelden?returnTo=${encodeURIComponent(path)}`, `/login?returnTo=${encodeURIComponent(path)}`].includes(response.headers.get("location") ?? "");

  /** The admin routes (of the given methods) that answer the cookie's holder other than with the login page, with their status. */
  async function openedFor(cookies: string, methods = ["GET", "POST"]): Promise<string[]> {
    const opened: string[] = [];
    for (const { method, path } of adminTargets.filter((target) => methods.includes(target.method))) {
      const response = await request(method, path, cookies);
      if (!isLoginRedirect(response, path)) opened.push(`${method} ${path} → ${response.status} ${response.headers.get("location") ?? ""}`);
    }
    return opened;
  }

  /** A customer as the finding made one: registered by the form, then signed in by confirming the mailed link; answers that session's cookie. */
  async function registerAndVerify(email: string): Promise<string> {
    const username = email.split("@")[0] ?? email;
    const registered = await request("POST", "/register", "", {
      username,
      email,
      firstName: "Anna",
      lastName: "Berger",
      password,
      passwordConfirmation: password,
      accept: "yes",
    });
    expect(registered.status).toBe(200);
    const mail = await site.site.db.selectFrom("outbox_emails").select("text_body").where("to_address", "=", email).executeTakeFirstOrThrow();
    const token = /\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(mail.text_body)?.[1];
    if (!token) throw new Error("the confirmation mail has no link");
    const confirmed = await request("POST", "/verify-email", "", { token });
    expect(confirmed.status).toBe(302);
    const sid = cookiesSet(confirmed).get(sessionCookieName);
    if (!sid) throw new Error("confirming the address set no session cookie");
    const session = `${sessionCookieName}=${sid}`;
    const me = await request("GET", "/api/auth/user", session);
    expect(await me.json()).toMatchObject({ email, role: "customer" });
    return session;
  }

  /** Password, then the authenticator app set up at this first admin sign-in; answers the new session's cookie. */
  async function signInWithSecondFactor(email: string): Promise<string> {
    const loggedIn = await request("POST", "/login?returnTo=%2Fadmin", "", { identifier: email, password });
    expect(loggedIn.status).toBe(302);
    expect(loggedIn.headers.get("location")).toMatch(/^\/login\/two-factor/);
    expect(cookiesSet(loggedIn).has(sessionCookieName)).toBe(false);
    const challenge = cookieHeader(cookiesSet(loggedIn));

    expect((await request("GET", "/login/two-factor?returnTo=%2Fadmin", challenge)).status).toBe(200);
    const { totp_secret } = await site.site.db.selectFrom("users").select("totp_secret").where("email", "=", email).executeTakeFirstOrThrow();
    const secret = openTotpSecret(totp_secret ?? "", totpEncryptionKey(liveSiteSessionSecret));
    const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
    const enrolled = await request("POST", "/login/two-factor?returnTo=%2Fadmin", challenge, { code });
    expect(enrolled.status).toBe(200);
    // The page shows the ten recovery codes, and nothing of the sign-in's proof (the password hash).
    const page = await enrolled.text();
    expect(new Set(page.match(/\b[2-9a-z]{4}(?:-[2-9a-z]{4}){3}\b/g)).size).toBe(10);
    expect(page).not.toContain("$argon2id");
    const sid = cookiesSet(enrolled).get(sessionCookieName);
    if (!sid) throw new Error("the second factor set no session cookie");
    return `${sessionCookieName}=${sid}`;
  }

  /** The account's sessions left in the database: a role change ends them all, not only their way into the admin area. */
  const sessionsLeft = async (email: string) =>
    (
      await site.site.db
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.user_id")
        .select("sessions.id_hash")
        .where("users.email", "=", email)
        .execute()
    ).length;

  async function expectSignedInAsAdmin(cookies: string) {
    const me = await request("GET", "/api/auth/user", cookies);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ role: "admin" });
    expect((await request("GET", "/admin/customers", cookies)).status).toBe(200);
    const opened = await openedFor(cookies, ["GET"]);
    expect(opened).toHaveLength(adminTargets.filter((target) => target.method === "GET").length);
    expect(opened.filter((answer) => / → 5\d\d/.test(answer))).toEqual([]);
  }

  beforeAll(async () => {
    modules = await loadSiteModules();
    database = await createTestDatabase(engine);
    dataDir = mkdtempSync(path.join(tmpdir(), "admin-second-factor-"));
    env = { DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "warn" };
    if (database.target.kind === "postgres") env.DATABASE_URL = database.target.url;
    site = await startLiveSite(modules, env);
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    await modules?.close();
  });

  it("derives the admin routes from the route table, every route module that requires an admin among them", () => {
    expect(adminTargets.length).toBeGreaterThan(20);
    const guardedModules = routesInside()
      .filter((entry) => entry.path !== undefined && /\brequireAdmin\(/.test(readFileSync(new URL(entry.file, appDir), "utf8")))
      .map((entry) => entry.file);
    expect(guardedModules.filter((file) => !adminRoutes.some((entry) => entry.file === file))).toEqual([]);
    expect(adminTargets).toContainEqual({ method: "GET", path: "/admin/customers" });
    expect(adminTargets).toContainEqual({ method: "POST", path: "/admin/plugins/1" });
    // Localised admin paths are in the table with a leading slash; they count as well.
    expect(adminTargets).toContainEqual({ method: "GET", path: "/admin/lizenzen" });
  });

  it(
    "a customer made an admin by `npm run user:admin` loses its session; only a sign-in with the second factor opens the admin area",
    { timeout: 120_000 },
    async () => {
      const customerSession = await registerAndVerify("promoted-by-command@example.com");
      expect(await openedFor(customerSession, ["GET"])).toHaveLength(adminTargets.filter((target) => target.method === "GET").length);

      const { stdout } = await run(process.execPath, ["scripts/user-admin.ts", "promoted-by-command@example.com"], {
        cwd: projectRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: env.DATABASE_URL ?? "", LOG_LEVEL: "silent", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" },
      });
      expect(stdout).toContain("is now an admin");
      expect(await sessionsLeft("promoted-by-command@example.com")).toBe(0);

      expect(await openedFor(customerSession)).toEqual([]);
      expect((await request("GET", "/api/auth/user", customerSession)).status).toBe(401);
      await expectSignedInAsAdmin(await signInWithSecondFactor("promoted-by-command@example.com"));
    },
  );

  it(
    "a customer made an admin by ADMIN_EMAIL at a restart loses its session; only a sign-in with the second factor opens the admin area",
    { timeout: 120_000 },
    async () => {
      const customerSession = await registerAndVerify("promoted-at-start@example.com");

      await site.close();
      site = await startLiveSite(modules, { ...env, ADMIN_EMAIL: "promoted-at-start@example.com", ADMIN_PASSWORD: "an ADMIN_PASSWORD that is not used" });
      expect((await site.site.db.selectFrom("users").select("role").where("email", "=", "promoted-at-start@example.com").executeTakeFirstOrThrow()).role).toBe(
        "admin",
      );
      expect(await sessionsLeft("promoted-at-start@example.com")).toBe(0);

      expect(await openedFor(customerSession)).toEqual([]);
      expect((await request("GET", "/api/auth/user", customerSession)).status).toBe(401);
      await expectSignedInAsAdmin(await signInWithSecondFactor("promoted-at-start@example.com"));
    },
  );

  it(
    "an admin's session without the mark (as from before migration 022) is refused everywhere, and the login page lets its holder sign in again",
    { timeout: 120_000 },
    async () => {
      const admin = await insertAdmin(site.site.db, "admin-before-the-mark@example.com");
      const unmarked = (await startSession(site.site.db, admin.id, false)).split(";")[0] ?? "";
      expect(await openedFor(unmarked)).toEqual([]);
      expect((await request("GET", "/api/auth/user", unmarked)).status).toBe(401);
      // No loop between the admin area and the login page: the form is shown.
      expect((await request("GET", "/login?returnTo=%2Fadmin", unmarked)).status).toBe(200);

      const marked = (await startSession(site.site.db, admin.id, false, new Date(), new Date().toISOString())).split(";")[0] ?? "";
      await expectSignedInAsAdmin(marked);
    },
  );
});
