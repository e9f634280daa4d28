import { randomUUID } from "node:crypto";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { hashPassword } from "../../app/features/accounts/passwords.server.ts";
import { createDatabase } from "../../db/client.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { signIn } from "./support/session.ts";

const forbidden = {
  de: "Sie haben keine Berechtigung, diese Seite aufzurufen.",
  en: "You do not have permission to access this page.",
};

/** Every path of the admin area, with the customer's aliases (docs/requirements.md), and the language the request has. */
const adminPaths: { path: string; language: "de" | "en" }[] = [
  { path: "/admin", language: "de" },
  { path: "/admin/orders", language: "de" },
  { path: "/admin/lizenzen", language: "de" },
  { path: "/home/admin", language: "de" },
  { path: "/home/admin/customers", language: "de" },
  { path: "/dashboard-admin", language: "de" },
  { path: "/admin?lang=en", language: "en" },
  { path: "/admin/licenses", language: "en" },
];

const loginPaths = { de: "/anmelden", en: "/login" };
const loginTexts = {
  de: { identifier: "Benutzername oder E-Mail-Adresse", password: "Passwort", submit: "Anmelden" },
  en: { identifier: "Username or e-mail address", password: "Password", submit: "Log in" },
};
const twoFactorTexts = {
  de: { enrolCode: "Sechsstelliger Code", confirm: "Bestätigen und anmelden", code: "Code aus der App oder Wiederherstellungscode", signIn: "Anmelden" },
  en: { enrolCode: "Six-digit code", confirm: "Confirm and sign in", code: "Code from the app or recovery code", signIn: "Sign in" },
};

function testDatabase() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set; run the specs through playwright.config.ts");
  return createDatabase({ kind: "sqlite", file: path.join(dataDir, "site.sqlite") });
}

/** An admin with a password and a verified address, written straight into the server's database. */
async function createAdmin(password: string): Promise<{ email: string }> {
  const email = `admin-${randomUUID()}@example.com`;
  const db = testDatabase();
  try {
    const now = new Date().toISOString();
    await db
      .insertInto("users")
      .values({
        email,
        username: `admin-${randomUUID().slice(0, 8)}`,
        first_name: "Ada",
        last_name: "Admin",
        language: "de",
        role: "admin",
        password_hash: await hashPassword(password),
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } finally {
    await db.destroy();
  }
  return { email };
}

/** Logs in through the real login form; an admin lands on the second step. */
async function logInWithPassword(page: Page, language: "de" | "en", email: string, password: string, returnTo?: string) {
  await page.goto(`${loginPaths[language]}${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ""}`);
  const texts = loginTexts[language];
  const main = page.getByRole("main");
  await main.getByLabel(texts.identifier).fill(email);
  await main.getByLabel(texts.password, { exact: true }).fill(password);
  await main.getByRole("button", { name: texts.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/login\/two-factor/);
}

/** The code an authenticator app shows, `offsetSteps` steps from now. */
function appCode(secret: string, offsetSteps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });
}

async function logOut(page: Page) {
  await page.context().clearCookies();
}

test.describe("admin area guard", () => {
  test("a signed-in customer gets 403 and the refusal in the request's language on every admin path", async ({ page, context, baseURL }) => {
    await signIn(context, baseURL ?? "", {
      username: `customer-${randomUUID().slice(0, 8)}`,
      email: `customer-${randomUUID()}@example.com`,
      firstName: "Clara",
    });
    for (const { path: adminPath, language } of adminPaths) {
      // An English path remembers the language; each shared path here starts without that choice.
      await context.clearCookies({ name: "lang" });
      const response = await page.goto(adminPath);
      expect(response?.status(), adminPath).toBe(403);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(forbidden[language]);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
    }
  });

  test("the 403 page has no axe violations in either language", async ({ page, context, baseURL }) => {
    await signIn(context, baseURL ?? "", { username: `customer-${randomUUID().slice(0, 8)}`, email: `customer-${randomUUID()}@example.com` });
    await page.goto("/admin/lizenzen");
    await expect(page.getByText(forbidden.de)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/admin/licenses");
    await expect(page.getByText(forbidden.en)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an anonymous visitor is sent to the login page of the request's language, with the path to return to", async ({ request }) => {
    for (const { path: adminPath, language } of adminPaths) {
      const response = await request.get(adminPath, { maxRedirects: 0 });
      expect(response.status(), adminPath).toBe(302);
      const location = new URL(response.headers().location ?? "", "http://site.invalid");
      expect(location.pathname, adminPath).toBe(loginPaths[language]);
      expect(location.searchParams.get("returnTo")).toBe(adminPath);
    }
  });

  test("the two-factor page without a challenge leads to the login page", async ({ page }) => {
    await page.goto("/login/two-factor?lang=en&returnTo=%2Fadmin%2Forders");
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe("/admin/orders");
  });
});

for (const language of ["de", "en"] as const) {
  test(`an admin enrols an authenticator app at the first login and gives a code at the next (${language})`, async ({ page }) => {
    const password = `a long admin password ${randomUUID()}`;
    const { email } = await createAdmin(password);
    const texts = twoFactorTexts[language];
    const returnTo = language === "de" ? "/admin" : "/admin?lang=en";

    await logInWithPassword(page, language, email, password, returnTo);
    await expect(page.getByRole("img", { name: new RegExp(email.replace(/[.]/g, "\\.")) })).toBeVisible();
    await expectNoAxeViolations(page);
    const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel(texts.enrolCode).fill("000000");
    await page.getByRole("button", { name: texts.confirm }).click();
    await expect(page.getByLabel(texts.enrolCode)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(texts.enrolCode)).toBeFocused();
    await expectNoAxeViolations(page);

    await page.getByLabel(texts.enrolCode).fill(appCode(secret));
    await page.getByRole("button", { name: texts.confirm }).click();
    const codes = page.getByTestId("recovery-codes").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: language === "de" ? "Weiter" : "Continue" }).click();
    await expect(page.getByTestId("admin-signed-in")).toContainText("Ada Admin");

    await logOut(page);
    await logInWithPassword(page, language, email, password, returnTo);
    await expect(page.getByRole("img")).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The next step's code: the enrolment's own code may not be used a second time.
    await page.getByLabel(texts.code).fill(appCode(secret, 1));
    await page.getByRole("main").getByRole("button", { name: texts.signIn, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${returnTo.replace("?", "\\?")}$`));
    await expect(page.getByTestId("admin-signed-in")).toContainText(email);
  });
}

test("a recovery code signs an admin in once", async ({ page }) => {
  const password = `a long admin password ${randomUUID()}`;
  const { email } = await createAdmin(password);
  const texts = twoFactorTexts.de;
  await logInWithPassword(page, "de", email, password);
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  await page.getByLabel(texts.enrolCode).fill(appCode(secret));
  await page.getByRole("button", { name: texts.confirm }).click();
  const recoveryCode = (await page.getByTestId("recovery-codes").getByRole("listitem").first().textContent()) ?? "";
  expect(recoveryCode).toMatch(/^[2-9a-z]{4}(-[2-9a-z]{4}){3}$/);

  await logOut(page);
  await logInWithPassword(page, "de", email, password);
  await page.getByLabel(texts.code).fill(recoveryCode);
  await page.getByRole("main").getByRole("button", { name: texts.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId("admin-signed-in")).toContainText(email);

  await logOut(page);
  await logInWithPassword(page, "de", email, password);
  await page.getByLabel(texts.code).fill(recoveryCode);
  await page.getByRole("main").getByRole("button", { name: texts.signIn, exact: true }).click();
  await expect(page.getByText("Dieser Code ist nicht gültig. Verbleibende Versuche: 4.")).toBeVisible();
  await expect(page).toHaveURL(/\/login\/two-factor/);
});
