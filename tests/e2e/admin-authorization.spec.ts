import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { sessionCookieName } from "../../app/features/accounts/session.server.ts";
import { type AdminRecords, adminTargets, createAdminRecords, languageOfRequestPath, pathOf } from "./support/admin-routes.ts";
import { createSignedInUser } from "./support/session.ts";

// The authorisation matrix of the admin area: every page and endpoint of app/routes.ts's admin
// layout, requested as anonymous visitor, as signed-in customer and as admin.

const loginPaths = { de: "/anmelden", en: "/login" };
const forbidden = {
  de: "Sie haben keine Berechtigung, diese Seite aufzurufen.",
  en: "You do not have permission to access this page.",
};
/** What the global cross-site guard answers (server/csrf.ts). */
const crossSiteRefusal = "This request did not come from our website and was refused.";

let records: AdminRecords;
let customerSession: string;
let adminSession: string;

test.beforeAll(async () => {
  records = await createAdminRecords();
  const id = randomUUID().slice(0, 8);
  customerSession = (await createSignedInUser({ username: `matrix-customer-${id}`, email: `matrix-customer-${id}@example.com` })).sessionId;
  adminSession = (await createSignedInUser({ username: `matrix-admin-${id}`, email: `matrix-admin-${id}@example.com`, role: "admin" })).sessionId;
});

function expectLoginRedirect(response: { status(): number; headers(): Record<string, string> }, requestPath: string) {
  expect(response.status(), `${requestPath}: status`).toBe(302);
  const location = new URL(response.headers().location ?? "", "http://site.invalid");
  expect(location.pathname, `${requestPath}: login page`).toBe(loginPaths[languageOfRequestPath(requestPath)]);
  expect(location.searchParams.get("returnTo"), `${requestPath}: returnTo`).toBe(requestPath);
}

/** A harmless form: an intent no action knows, which every action answers without changing anything. */
function harmlessForm() {
  return { intent: "" };
}

const targets = adminTargets();

test("the matrix covers every admin section and its endpoints", () => {
  const patterns = targets.map((target) => target.route.pattern);
  for (const pattern of [
    "/admin",
    "/admin/audit",
    "/admin/plugins/:pluginId",
    "/admin/docs/:kind/:nodeId",
    "/admin/orders/:orderId",
    "/admin/licenses/:licenseId",
    "/admin/lizenzen",
    "/admin/customers/:userId",
    "/admin/messages/:messageId",
  ]) {
    expect(patterns).toContain(pattern);
  }
  expect(targets.filter((target) => target.route.hasAction).length).toBeGreaterThan(5);
});

for (const target of targets) {
  test.describe(target.name, () => {
    let customer: APIRequestContext;
    let admin: APIRequestContext;

    test.beforeEach(async ({ playwright, baseURL }) => {
      customer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `${sessionCookieName}=${customerSession}` } });
      admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `${sessionCookieName}=${adminSession}` } });
    });

    test.afterEach(async () => {
      await customer.dispose();
      await admin.dispose();
    });

    test("GET: visitors log in, customers are refused, admins get the page", async ({ request }) => {
      const requestPath = pathOf(target, records);
      expectLoginRedirect(await request.get(requestPath, { maxRedirects: 0 }), requestPath);

      const refused = await customer.get(requestPath, { maxRedirects: 0 });
      expect(refused.status(), requestPath).toBe(403);
      if (!target.route.isResource) expect(await refused.text()).toContain(forbidden[languageOfRequestPath(requestPath)]);

      const allowed = await admin.get(requestPath, { maxRedirects: 0 });
      if (target.route.pattern === "/admin/accounting/export") {
        // Only the export screen's POST runs the export (issue #30): a GET goes back to that screen.
        expect(allowed.status(), requestPath).toBe(303);
        expect(allowed.headers().location, requestPath).toMatch(/^\/admin\/accounting(\?|$)/);
      } else {
        expect(allowed.status(), requestPath).toBe(200);
      }
      expect(allowed.headers()["cache-control"]).toContain("no-store");
    });

    if (target.route.hasAction) {
      test("POST: visitors log in, customers are refused, admins get an answer, other origins are refused", async ({ request, baseURL }) => {
        const requestPath = pathOf(target, records);
        const origin = new URL(baseURL ?? "").origin;
        const post = (context: APIRequestContext, from: string) =>
          context.post(requestPath, { form: harmlessForm(), headers: { Origin: from }, maxRedirects: 0 });

        expectLoginRedirect(await post(request, origin), requestPath);
        expect((await post(customer, origin)).status(), requestPath).toBe(403);

        const answered = await post(admin, origin);
        expect(answered.status(), `${requestPath}: ${await answered.text()}`).toBeLessThan(500);
        expect(answered.status(), requestPath).not.toBe(403);

        const crossSite = await post(admin, "https://attacker.example");
        expect(crossSite.status(), requestPath).toBe(403);
        expect(await crossSite.text()).toContain(crossSiteRefusal);
      });
    }
  });
}

test("/home/admin/<section> leads to the section's page in the request's language", async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `${sessionCookieName}=${adminSession}` } });
  try {
    for (const [from, to] of [
      ["/home/admin/orders", "/admin/orders"],
      ["/home/admin/licenses", "/admin/lizenzen"],
      ["/home/admin/licenses?lang=en", "/admin/licenses?lang=en"],
      ["/home/admin/audit", "/admin/audit"],
    ] as const) {
      const response = await admin.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(302);
      expect(response.headers().location, from).toBe(to);
    }
  } finally {
    await admin.dispose();
  }
});
