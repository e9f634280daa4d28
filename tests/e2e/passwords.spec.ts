import { randomUUID } from "node:crypto";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { hashPassword } from "../../app/features/accounts/passwords.server.ts";
import { sessionCookieName, startSession } from "../../app/features/accounts/session.server.ts";
import { issueToken } from "../../app/features/accounts/tokens.server.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { waitForMail } from "./support/mailbox.ts";
import { withTestDatabase } from "./support/test-database.ts";

const oldPassword = "Marillenknödel mit Butterbrösel";
const newPassword = "Kürbiskernöl auf Vanilleeis";

interface Account {
  id: number;
  email: string;
  username: string;
}

/** A verified customer with a unique address; `password: null` is an account created without one. */
async function createAccount(options: { language: "de" | "en"; password: string | null }): Promise<Account> {
  const username = `pw-${randomUUID().slice(0, 13)}`;
  const email = `${username}@example.at`;
  const passwordHash = options.password === null ? null : await hashPassword(options.password);
  return withTestDatabase(async (db) => {
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto("users")
      .values({
        email,
        username,
        language: options.language,
        role: "customer",
        password_hash: passwordHash,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id, email, username };
  });
}

/** Signs a browser context in as the account, as a login would; answers the session id. */
async function signInAs(context: BrowserContext, baseURL: string, account: Account): Promise<string> {
  const setCookie = await withTestDatabase((db) => startSession(db, account.id, false));
  const sessionId = /^sid=([^;]+)/.exec(setCookie)?.[1] ?? "";
  await context.addCookies([{ name: sessionCookieName, value: sessionId, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return sessionId;
}

async function isSignedIn(page: Page): Promise<boolean> {
  const response = await page.request.get("/api/auth/user");
  return response.status() === 200;
}

async function sessionIdOf(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === sessionCookieName)?.value;
}

/** The first link in a mail's text to the path, which must start with PUBLIC_URL. */
function linkIn(text: string, baseURL: string, pathname: string): string {
  const link = new RegExp(`${baseURL.replace(/[.]/g, "\\.")}${pathname}\\?[^\\s]+`).exec(text)?.[0];
  if (!link) throw new Error(`No ${pathname} link to ${baseURL} in:\n${text}`);
  return link;
}

test("reset by mail link: the old sessions end, a 'password changed' mail follows and the new password logs in", async ({ page, browser, baseURL }) => {
  const account = await createAccount({ language: "de", password: oldPassword });
  const elsewhere = await browser.newContext();
  await signInAs(elsewhere, baseURL!, account);
  const elsewherePage = await elsewhere.newPage();
  expect(await isSignedIn(elsewherePage)).toBe(true);

  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { level: 1, name: "Passwort zurücksetzen" })).toBeVisible();
  await waitForHydration(page, "main form");
  await page.getByLabel("E-Mail-Adresse").fill(account.email);
  await page.getByRole("button", { name: "Link anfordern" }).click();
  await expect(page.getByRole("heading", { name: "Bitte sehen Sie in Ihr Postfach" })).toBeFocused();

  const mail = await waitForMail(account.email, { subject: /^Passwort zurücksetzen/ });
  const link = linkIn(mail.text, baseURL!, "/reset-password");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Neues Passwort wählen" })).toBeVisible();
  await waitForHydration(page, "main form");
  await page.getByLabel("Neues Passwort", { exact: true }).fill(newPassword);
  await page.getByLabel("Neues Passwort wiederholen").fill("nicht dasselbe Passwort");
  await page.getByRole("button", { name: "Neues Passwort speichern" }).click();
  await expect(page.getByText("Die beiden Passwörter stimmen nicht überein.")).toBeVisible();
  await expect(page.getByLabel("Neues Passwort wiederholen")).toBeFocused();

  await page.getByLabel("Neues Passwort", { exact: true }).fill(newPassword);
  await page.getByLabel("Neues Passwort wiederholen").fill(newPassword);
  await page.getByRole("button", { name: "Neues Passwort speichern" }).click();
  await expect(page.getByRole("heading", { name: "Ihr Passwort wurde geändert" })).toBeVisible();

  expect(await isSignedIn(elsewherePage)).toBe(false);
  const changed = await waitForMail(account.email, { subject: /^Ihr Passwort wurde geändert/ });
  expect(changed.text).toContain("Zu Ihrer Sicherheit wurden alle Geräte abgemeldet");

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Dieser Link ist nicht mehr gültig" })).toBeVisible();

  await page.goto("/anmelden");
  await waitForHydration(page, "main form");
  await page.getByLabel("Benutzername oder E-Mail-Adresse").fill(account.email);
  await page.getByLabel("Passwort", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await isSignedIn(page)).toBe(true);
  await elsewhere.close();
});

test("asking for a link answers a known and an unknown address with the same page", async ({ page, baseURL }) => {
  const account = await createAccount({ language: "en", password: oldPassword });
  const answerFor = async (email: string) => {
    await page.goto("/reset-password?lang=en");
    await waitForHydration(page, "main form");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByRole("heading", { name: "Please check your mailbox" })).toBeVisible();
    return page.locator("main").innerText();
  };
  const known = await answerFor(account.email);
  const unknown = await answerFor(`nobody-${randomUUID()}@example.at`);
  expect(unknown).toBe(known);
  const mail = await waitForMail(account.email, { subject: /^Reset your password/ });
  expect(linkIn(mail.text, baseURL!, "/reset-password")).toContain("lang=en&token=");
});

test("signed in, the password changes with the current one: this session rotates, others end", async ({ page, context, browser, baseURL }) => {
  const account = await createAccount({ language: "en", password: oldPassword });
  const firstSession = await signInAs(context, baseURL!, account);
  const elsewhere = await browser.newContext();
  await signInAs(elsewhere, baseURL!, account);
  const elsewherePage = await elsewhere.newPage();

  await page.goto("/reset-password?lang=en");
  await expect(page.getByRole("heading", { name: "Change your password" })).toBeVisible();
  await waitForHydration(page, "main form");
  await page.getByLabel("Current password").fill("not the current password");
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Repeat new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is not correct.")).toBeVisible();
  await expect(page.getByLabel("Current password")).toBeFocused();
  expect(await isSignedIn(elsewherePage)).toBe(true);

  await page.getByLabel("Current password").fill(oldPassword);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Repeat new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { name: "Your password has been changed" })).toBeVisible();

  expect(await isSignedIn(page)).toBe(true);
  expect(await sessionIdOf(context)).not.toBe(firstSession);
  expect(await isSignedIn(elsewherePage)).toBe(false);
  const mail = await waitForMail(account.email, { subject: /^Your password has been changed/ });
  expect(mail.text).toContain("every device logged in with the old password has been logged out");
  await elsewhere.close();
});

test("without JavaScript, asking for a link and choosing the new password work as plain forms", async ({ browser, baseURL }) => {
  const account = await createAccount({ language: "de", password: oldPassword });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/reset-password");
  await page.getByLabel("E-Mail-Adresse").fill(account.email);
  await page.getByRole("button", { name: "Link anfordern" }).click();
  await expect(page.getByRole("heading", { name: "Bitte sehen Sie in Ihr Postfach" })).toBeVisible();

  const mail = await waitForMail(account.email, { subject: /^Passwort zurücksetzen/ });
  await page.goto(linkIn(mail.text, baseURL!, "/reset-password"));
  await page.getByLabel("Neues Passwort", { exact: true }).fill(newPassword);
  await page.getByLabel("Neues Passwort wiederholen").fill(newPassword);
  await page.getByRole("button", { name: "Neues Passwort speichern" }).click();
  await expect(page.getByRole("heading", { name: "Ihr Passwort wurde geändert" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zur Anmeldung" })).toHaveAttribute("href", "/anmelden");
  await context.close();
});

test("set password from a mailed token signs the customer in; the token works once", async ({ page }) => {
  const account = await createAccount({ language: "en", password: null });
  const token = await withTestDatabase((db) => issueToken(db, account.id, "set_password"));

  await page.goto(`/set-password?lang=en&token=${token}`);
  await expect(page.getByRole("heading", { level: 1, name: "Set password" })).toBeVisible();
  await waitForHydration(page, "main form");
  await page.getByLabel("New password", { exact: true }).fill("too short");
  await page.getByLabel("Repeat new password").fill("too short");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("The password needs at least 12 characters.")).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toBeFocused();

  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Repeat new password").fill(newPassword);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("heading", { name: "Your password is set" })).toBeVisible();
  await expect(page.getByText("You are now logged in and can use your account.")).toBeVisible();
  expect(await isSignedIn(page)).toBe(true);

  await page.goto(`/set-password?lang=en&token=${token}`);
  await expect(page.getByRole("heading", { name: "This link is no longer valid" })).toBeVisible();
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/\/reset-password\?lang=en$/);
});

test.describe("accessibility", () => {
  for (const language of ["de", "en"] as const) {
    const query = language === "en" ? "?lang=en&" : "?";

    test(`reset-password pages have no axe violations (${language})`, async ({ page, context, baseURL }) => {
      await page.goto(`/reset-password${query}`);
      await expectNoAxeViolations(page);
      await waitForHydration(page, "main form");
      await page.getByRole("button", { name: language === "de" ? "Link anfordern" : "Send link" }).click();
      await expect(page.locator("[aria-invalid=true]")).toBeVisible();
      await expectNoAxeViolations(page);

      const account = await createAccount({ language, password: oldPassword });
      const token = await withTestDatabase((db) => issueToken(db, account.id, "reset_password"));
      await page.goto(`/reset-password${query}token=${token}`);
      await expectNoAxeViolations(page);
      await page.goto(`/reset-password${query}token=used-or-made-up`);
      await expectNoAxeViolations(page);

      await signInAs(context, baseURL!, account);
      await page.goto(`/reset-password${query}`);
      await expect(page.locator("#change-password-currentPassword")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`set-password pages have no axe violations (${language})`, async ({ page }) => {
      const account = await createAccount({ language, password: null });
      const token = await withTestDatabase((db) => issueToken(db, account.id, "set_password"));
      await page.goto(`/set-password${query}token=${token}`);
      await expectNoAxeViolations(page);
      await waitForHydration(page, "main form");
      await page.getByRole("button", { name: language === "de" ? "Passwort speichern" : "Save password" }).click();
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(`/set-password${query.replace(/&$/, "")}`);
      await expectNoAxeViolations(page);
    });
  }

  test.describe("on a narrow phone screen", () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test("both pages have no axe violations", async ({ page }) => {
      const account = await createAccount({ language: "de", password: null });
      const token = await withTestDatabase((db) => issueToken(db, account.id, "set_password"));
      for (const url of ["/reset-password", "/reset-password?lang=en", `/set-password?token=${token}`, `/set-password?lang=en&token=${token}`]) {
        await page.goto(url);
        await expect(page.locator("main form")).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  });
});
