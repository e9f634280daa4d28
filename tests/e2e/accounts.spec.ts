import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { hashPassword } from "../../app/features/accounts/passwords.server.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { waitForMail } from "./support/mailbox.ts";
import { openTestDatabase } from "./support/test-database.ts";

// Issue #5: register → verify → login → header → logout, no enumeration, the login and registration throttles,
// returnTo and the checkout gate; the password and session rules of decision 012.

const password = "amber kettle sings at noon";

function uniqueUser() {
  const id = randomUUID().slice(0, 8);
  return { username: `anna-${id}`, email: `anna-${id}@example.com` };
}

/** A verified customer with a password, written straight into the test server's database. */
async function createCustomer(): Promise<{ username: string; email: string }> {
  const user = uniqueUser();
  const db = openTestDatabase();
  try {
    const now = new Date().toISOString();
    await db
      .insertInto("users")
      .values({
        ...user,
        first_name: "Anna",
        last_name: "Berger",
        display_name: null,
        language: "de",
        role: "customer",
        password_hash: await hashPassword(password),
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } finally {
    await db.destroy();
  }
  return user;
}

/** Booking Desk's id and the id of its "5 Websites" option in the test server's database. */
async function fiveSiteOptionOfBookingDesk(): Promise<{ pluginId: number; optionId: number }> {
  const db = openTestDatabase();
  try {
    return await db
      .selectFrom("pricing_options")
      .innerJoin("plugins", "plugins.id", "pricing_options.plugin_id")
      .select(["plugins.id as pluginId", "pricing_options.id as optionId"])
      .where("plugins.slug", "=", "booking-desk")
      .where("pricing_options.name_de", "=", "5 Websites")
      .executeTakeFirstOrThrow();
  } finally {
    await db.destroy();
  }
}

async function fillRegistration(page: Page, user: { username: string; email: string }, english: boolean) {
  await page.getByLabel(english ? "Username" : "Benutzername").fill(user.username);
  await page.getByLabel(english ? "E-mail address" : "E-Mail-Adresse").fill(user.email);
  await page.getByLabel(english ? "First name" : "Vorname").fill("Anna");
  await page.getByLabel(english ? "Last name" : "Nachname").fill("Berger");
  await page.getByLabel(english ? "Password" : "Passwort", { exact: true }).fill(password);
  await page.getByLabel(english ? "Repeat password" : "Passwort wiederholen").fill(password);
  await page.getByRole("checkbox").check();
}

function accountMenu(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /Anna Berger/ });
}

async function logOutThroughMenu(page: Page, english: boolean) {
  await waitForHydration(page, "header button[aria-haspopup='menu']");
  await accountMenu(page).click();
  await page.getByRole("menuitem", { name: english ? "Logout" : "Abmelden" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("banner").getByRole("link", { name: english ? "Login" : "Anmelden", exact: true })).toBeVisible();
}

test("register, confirm from the mail, see the name in the header, log out, log in again and out", async ({ page, baseURL }) => {
  const user = uniqueUser();
  await page.goto("/register");
  await waitForHydration(page);
  await fillRegistration(page, user, true);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("register-check-mail")).toContainText(`We have sent a message to ${user.email}.`);

  const mail = await waitForMail(user.email, { subject: /confirm your e-mail address/i });
  const link = /https?:\/\/\S+\/verify-email\?\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  expect(new URL(link ?? "").origin).toBe(new URL(baseURL ?? "").origin);

  await page.goto(link ?? "");
  await page.getByRole("button", { name: "Confirm e-mail address" }).click();
  await expect(page.getByTestId("verify-email-done")).toContainText("Your e-mail address is confirmed");
  await expect(accountMenu(page)).toBeVisible();

  // The link works once.
  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { name: "This link is no longer valid" })).toBeVisible();

  await logOutThroughMenu(page, true);

  await page.goto("/login");
  await waitForHydration(page);
  await page.getByLabel("Username or e-mail address").fill(user.email.toUpperCase());
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.pathname === "/what-we-do");
  await expect(accountMenu(page)).toBeVisible();
  const me = await page.request.get("/api/auth/user");
  expect(await me.json()).toMatchObject({ username: user.username, email: user.email, firstName: "Anna", lastName: "Berger", role: "customer" });

  await waitForHydration(page, "header button[aria-haspopup='menu']");
  await accountMenu(page).click();
  await expect(page.getByRole("menuitem", { name: "Reset password" })).toBeVisible();
  await page.keyboard.press("Escape");
  await logOutThroughMenu(page, true);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("registering with a known address answers exactly like a new one and tells the owner by mail", async ({ page }) => {
  const owner = await createCustomer();
  const answerFor = async (username: string) => {
    await page.goto("/registrieren");
    await waitForHydration(page);
    await fillRegistration(page, { username, email: owner.email }, false);
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    return page.getByTestId("register-check-mail").innerText();
  };
  const stranger = uniqueUser();
  const newAddressAnswer = await (async () => {
    await page.goto("/registrieren");
    await waitForHydration(page);
    await fillRegistration(page, stranger, false);
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    return page.getByTestId("register-check-mail").innerText();
  })();
  const knownAddressAnswer = await answerFor(`other-${randomUUID().slice(0, 8)}`);
  expect(knownAddressAnswer.replace(owner.email, "ADDRESS")).toBe(newAddressAnswer.replace(stranger.email, "ADDRESS"));

  const notice = await waitForMail(owner.email, { subject: /Registrierungsversuch/ });
  expect(notice.text).toContain("Sie haben bereits ein Konto");
  await waitForMail(stranger.email, { subject: /bestätigen Sie Ihre E-Mail-Adresse/ });
});

test("register shows errors per field, keeps the values but never the password", async ({ page }) => {
  const owner = await createCustomer();
  await page.goto("/register");
  await waitForHydration(page);
  await page.getByLabel("Username").fill(owner.username);
  await page.getByLabel("E-mail address").fill("not-an-address");
  await page.getByLabel("Password", { exact: true }).fill("password1234");
  await page.getByLabel("Repeat password").fill("password12345");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("This username is already taken. Please choose another one.")).toBeVisible();
  await expect(page.getByText("Please enter a valid e-mail address.")).toBeVisible();
  await expect(page.getByText("This password is too common and easy to guess.")).toBeVisible();
  await expect(page.getByText("The two passwords do not match.")).toBeVisible();
  await expect(page.getByText("Please accept the terms and the privacy policy.")).toBeVisible();
  await expect(page.getByLabel("Username")).toBeFocused();
  await expect(page.getByLabel("E-mail address")).toHaveValue("not-an-address");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await expectNoAxeViolations(page);
});

test("five wrong passwords for one account from one address answer 429 with Retry-After and a clear message", async ({ page }) => {
  const user = await createCustomer();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await page.request.post("/login", { form: { identifier: user.username, password: `wrong guess number ${attempt}` } });
    expect(response.status()).toBe(401);
  }
  const throttled = await page.request.post("/login", { form: { identifier: user.username, password } });
  expect(throttled.status()).toBe(429);
  expect(Number(throttled.headers()["retry-after"])).toBeGreaterThan(800);
  expect(await throttled.text()).toContain("Too many failed attempts.");

  await page.goto("/anmelden");
  await waitForHydration(page);
  await page.getByLabel("Benutzername oder E-Mail-Adresse").fill(user.username);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Zu viele fehlgeschlagene Versuche.");
  await expect(page.getByRole("alert")).toContainText("15 Minuten");
});

test("six registrations meeting a taken username from one network answer 429 with Retry-After and a clear message, keeping the form", async ({ page }) => {
  const owner = await createCustomer();
  // The site trusts X-Forwarded-For from loopback: a network of this test's own, so no other test is held back.
  const network = { "X-Forwarded-For": "203.0.113.57" };
  const fields = (user: { username: string; email: string }) => ({
    ...user,
    firstName: "Anna",
    lastName: "Berger",
    password,
    passwordConfirmation: password,
    accept: "yes",
  });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await page.request.post("/register", {
      headers: network,
      form: fields({ username: owner.username, email: `probe-${attempt}-${owner.email}` }),
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("This username is already taken.");
  }
  const stranger = uniqueUser();
  const throttled = await page.request.post("/register", { headers: network, form: fields(stranger) });
  expect(throttled.status()).toBe(429);
  expect(Number(throttled.headers()["retry-after"])).toBeGreaterThan(800);
  expect(await throttled.text()).toContain("Too many registration attempts from your network.");

  await page.setExtraHTTPHeaders(network);
  await page.goto("/registrieren");
  await waitForHydration(page);
  await fillRegistration(page, stranger, false);
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page.getByRole("alert")).toContainText("Zu viele Registrierungsversuche aus Ihrem Netzwerk.");
  await expect(page.getByRole("alert")).toContainText("15 Minuten");
  await expect(page.getByLabel("Benutzername")).toHaveValue(stranger.username);
  await expect(page.getByLabel("Passwort", { exact: true })).toHaveValue("");
  await expect(page.getByTestId("register-check-mail")).toHaveCount(0);
});

test("a wrong password and an unknown name get the same answer", async ({ page }) => {
  const user = await createCustomer();
  const unknownIdentifier = `nobody-${randomUUID().slice(0, 8)}@example.com`;
  const wrong = await page.request.post("/anmelden", { form: { identifier: user.email, password: "not the right one at all" } });
  const unknown = await page.request.post("/anmelden", { form: { identifier: unknownIdentifier, password: "not the right one at all" } });
  expect(wrong.status()).toBe(401);
  expect(unknown.status()).toBe(401);
  // Apart from the name typed in, the per-response nonce and the request id (kept for an error
  // page's reference), the two pages are the same bytes.
  const normalised = async (response: typeof wrong, identifier: string) => {
    const requestId = response.headers()["x-request-id"];
    expect(requestId).toBeTruthy();
    return (await response.text())
      .replaceAll(identifier, "IDENTIFIER")
      .replaceAll(requestId ?? "", "REQUEST-ID")
      .replace(/nonce="[^"]+"/g, 'nonce=""')
      .replace(/nonce=\\"[^"\\]+\\"/g, "");
  };
  const wrongPage = await normalised(wrong, user.email);
  expect(wrongPage).toContain("Benutzername, E-Mail-Adresse oder Passwort sind nicht korrekt.");
  expect(wrongPage).toBe(await normalised(unknown, unknownIdentifier));
});

test("a post from another origin is refused", async ({ page }) => {
  const response = await page.request.post("/api/auth/logout", { headers: { Origin: "https://evil.example" } });
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ error: { code: "cross_site_request" } });
});

for (const { language, checkout, login, register, gate, loginLabel, registerLabel, passwordLabel, identifierLabel } of [
  {
    language: "de",
    checkout: "/kasse",
    login: "/anmelden",
    register: "/registrieren",
    gate: "Bitte melden Sie sich an oder erstellen Sie ein Konto, um Ihren Kauf abzuschließen.",
    loginLabel: "Anmelden",
    registerLabel: "Konto erstellen",
    passwordLabel: "Passwort",
    identifierLabel: "Benutzername oder E-Mail-Adresse",
  },
  {
    language: "en",
    checkout: "/checkout",
    login: "/login",
    register: "/register",
    gate: "Please log in or create an account to complete your purchase",
    loginLabel: "Log in",
    registerLabel: "Create account",
    passwordLabel: "Password",
    identifierLabel: "Username or e-mail address",
  },
]) {
  test(`checkout gate (${language}): signed out it asks to log in, keeps the plugin and comes back after login`, async ({ page, baseURL }) => {
    const user = await createCustomer();
    const bookingDesk = await fiveSiteOptionOfBookingDesk();
    await page.goto("/plugins");
    await page.evaluate((record) => window.sessionStorage.setItem("checkout_plugin", JSON.stringify(record)), {
      id: bookingDesk.pluginId,
      name: "Booking Desk",
      description: "",
      image: null,
      selectedPricing: { name: "5 Websites", amount: 119 },
      price: 119,
    });
    await page.goto(checkout);
    // The record this tab holds goes into the URL, so login and registration carry the choice.
    const selectionPath = `${checkout}?plugin=booking-desk&option=${bookingDesk.optionId}`;
    await expect(page).toHaveURL(new URL(selectionPath, baseURL).href);
    await expect(page.getByTestId("checkout-gate")).toContainText(gate);
    await expect(page.getByTestId("checkout-selection")).toContainText("Booking Desk");
    await expect(page.getByTestId("checkout-selection")).toContainText("119");
    const returnTo = `returnTo=${encodeURIComponent(selectionPath)}`;
    await expect(page.getByTestId("checkout-gate").getByRole("link", { name: registerLabel })).toHaveAttribute("href", `${register}?${returnTo}`);
    await expectNoAxeViolations(page);

    await waitForHydration(page);
    await page.getByTestId("checkout-gate").getByRole("link", { name: loginLabel }).click();
    await expect(page).toHaveURL(new URL(`${login}?${returnTo}`, baseURL).href);
    await page.getByLabel(identifierLabel).fill(user.username);
    await page.getByLabel(passwordLabel).fill(password);
    await page.getByRole("button", { name: loginLabel, exact: true }).click();
    // Back at the checkout with its priced selection.
    await expect(page).toHaveURL(new URL(selectionPath, baseURL).href);
    await expect(page.getByTestId("checkout-gate")).toHaveCount(0);
    await expect(accountMenu(page)).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem("checkout_plugin"))).toContain("Booking Desk");
  });
}

test("returnTo refuses other origins and falls back to the home page", async ({ page, baseURL }) => {
  const user = await createCustomer();
  await page.goto("/login?returnTo=//evil.example/path");
  await waitForHydration(page);
  await page.getByLabel("Username or e-mail address").fill(user.username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(new URL("/what-we-do", baseURL).href);
  await expect(accountMenu(page)).toBeVisible();
});

for (const path of ["/registrieren", "/register", "/anmelden", "/login", "/verify-email", "/verify-email?lang=en"]) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("login with returnTo and registration errors work as plain forms", async ({ page, baseURL }) => {
    const user = await createCustomer();
    await page.goto("/anmelden?returnTo=%2Fkasse");
    await page.getByLabel("Benutzername oder E-Mail-Adresse").fill(user.username);
    await page.getByLabel("Passwort").fill("not the right one at all");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("Benutzername, E-Mail-Adresse oder Passwort sind nicht korrekt.");
    await expect(page.getByLabel("Passwort")).toHaveValue("");
    await page.getByLabel("Passwort").fill(password);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(new URL("/kasse", baseURL).href);
    await expect(page.getByTestId("checkout-gate")).toHaveCount(0);

    await page.context().clearCookies();
    await page.goto("/registrieren");
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect(page.getByText("Bitte wählen Sie einen Benutzernamen.")).toBeVisible();
    await expect(page.getByText("Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.")).toBeVisible();
  });
});
