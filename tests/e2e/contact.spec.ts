import { randomUUID } from "node:crypto";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { CONSENT_REVISION, CONSENT_STORAGE_KEY, PREFERENCES_STORAGE_KEY } from "../../app/features/consent/consent-state.ts";
import { type ReceivedMail, startSmtpTestServer } from "../support/smtp-test-server.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { holdSubmission } from "./support/hold-arrival.ts";
import { waitForHydration } from "./support/hydration.ts";
import { type Mail, mailOf, waitForMail } from "./support/mailbox.ts";
import { openTestDatabase } from "./support/test-database.ts";

// Mails go to the run's SMTP server (tests/e2e/support/global-setup.ts); the outage test uses a
// second site server whose SMTP server it starts itself (see playwright.config.ts).
/** COMPANY_INBOX's default, which the test server runs with. */
const companyInbox = "office@wp-studio.example";

const texts = {
  de: {
    path: "/kontakt",
    title: "Kontakt",
    name: "Name",
    email: "E-Mail-Adresse",
    company: "Unternehmen (optional)",
    subject: "Betreff",
    message: "Nachricht",
    consent: /^Ich bin einverstanden/,
    honeypot: "Bitte lassen Sie dieses Feld leer",
    submit: "Nachricht senden",
    submitting: "Wird gesendet …",
    success: "Vielen Dank für Ihre Nachricht!",
    required: {
      name: "Bitte geben Sie Ihren Namen an.",
      email: "Bitte geben Sie Ihre E-Mail-Adresse an.",
      subject: "Bitte geben Sie einen Betreff an.",
      message: "Bitte schreiben Sie uns Ihre Nachricht.",
      consent: "Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu, damit wir Ihnen antworten können.",
    },
    invalid: {
      email: "Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@beispiel.at.",
      subject: "Der Betreff muss mindestens 3 Zeichen lang sein.",
      message: "Ihre Nachricht muss mindestens 10 Zeichen lang sein.",
    },
    privacyPath: "/datenschutz",
    confirmationSubject: "Ihre Nachricht an WP Studio: ",
    confirmationGreeting: "Guten Tag",
  },
  en: {
    path: "/contact",
    title: "Contact",
    name: "Name",
    email: "E-mail address",
    company: "Company (optional)",
    subject: "Subject",
    message: "Message",
    consent: /^I agree/,
    honeypot: "Please leave this field empty",
    submit: "Send message",
    submitting: "Sending…",
    success: "Thank you for your message!",
    required: {
      name: "Please enter your name.",
      email: "Please enter your e-mail address.",
      subject: "Please enter a subject.",
      message: "Please enter your message.",
      consent: "Please agree to the processing of your details so that we can answer you.",
    },
    invalid: {
      email: "Please enter a valid e-mail address, for example name@example.com.",
      subject: "The subject must be at least 3 characters long.",
      message: "Your message must be at least 10 characters long.",
    },
    privacyPath: "/privacy",
    confirmationSubject: "Your message to WP Studio: ",
    confirmationGreeting: "Hello",
  },
} as const;
type Language = keyof typeof texts;

/** A visitor who already chose cookies, so the banner stays out of the way of the form. */
async function withCookieChoice(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([consentKey, preferencesKey, revision]) => {
      window.localStorage.setItem(consentKey, JSON.stringify({ status: "rejected", revision, decidedAt: new Date().toISOString() }));
      window.localStorage.setItem(preferencesKey, JSON.stringify({ essential: true, analytics: false, functionality: false, marketing: false }));
    },
    [CONSENT_STORAGE_KEY, PREFERENCES_STORAGE_KEY, CONSENT_REVISION] as const,
  );
}

test.beforeEach(async ({ context }) => {
  await withCookieChoice(context);
});

async function openForm(page: Page, language: Language): Promise<void> {
  await page.goto(texts[language].path);
  await expect(page.getByRole("heading", { level: 1, name: texts[language].title })).toBeVisible();
  await waitForHydration(page, "main form button[type='submit']");
}

type TextField = "name" | "email" | "company" | "subject" | "message";

function field(page: Page, language: Language, name: TextField) {
  return page.getByLabel(texts[language][name], { exact: true });
}

function consent(page: Page, language: Language) {
  return page.getByRole("checkbox", { name: texts[language].consent });
}

/** A field's description holds its hint (if any) and then its error. */
function mentioning(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
}

interface Visitor {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
}

function visitor(language: Language): Visitor {
  const id = randomUUID().slice(0, 8);
  return {
    name: language === "de" ? "Anna Berger" : "Ann Baker",
    email: `visitor-${id}@example.com`,
    company: "Berger & Söhne KG",
    subject: `${language === "de" ? "Angebot für eine Website" : "Quote for a website"} ${id}`,
    message:
      language === "de"
        ? "Wir planen eine neue WordPress-Website\nmit Shop. Bitte um ein Angebot."
        : "We are planning a new WordPress website\nwith a shop. Please send us a quote.",
  };
}

async function fillForm(page: Page, language: Language, values: Visitor): Promise<void> {
  await field(page, language, "name").fill(values.name);
  await field(page, language, "email").fill(values.email);
  await field(page, language, "company").fill(values.company);
  await field(page, language, "subject").fill(values.subject);
  await field(page, language, "message").fill(values.message);
  await consent(page, language).check();
}

async function storedMessages(subject: string, dataDir?: string) {
  const db = openTestDatabase(dataDir);
  try {
    return {
      messages: await db.selectFrom("contact_messages").selectAll().where("subject", "=", subject).execute(),
      outbox: await db.selectFrom("outbox_emails").selectAll().where("subject", "like", `%${subject}`).orderBy("id").execute(),
    };
  } finally {
    await db.destroy();
  }
}

function endingWith(text: string): RegExp {
  return new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

/** The company's copy and the sender's confirmation of one message, as the run's SMTP server received them. */
async function receivedMails(values: Visitor): Promise<{ companyCopy: Mail; confirmation: Mail }> {
  return {
    companyCopy: await waitForMail(companyInbox, { subject: endingWith(values.subject) }),
    confirmation: await waitForMail(values.email, { subject: endingWith(values.subject) }),
  };
}

function expectMails(mails: { companyCopy: Mail; confirmation: Mail }, language: Language, values: Visitor): void {
  const { companyCopy, confirmation } = mails;
  // The company reads German whatever the visitor's language.
  expect(companyCopy.to).toEqual([companyInbox]);
  expect(companyCopy.subject).toBe(`Kontaktformular: ${values.subject}`);
  expect(companyCopy.replyTo[0]).toBe(values.email);
  expect(companyCopy.text).toContain(`Name: ${values.name}`);
  expect(companyCopy.text).toContain(`Unternehmen: ${values.company}`);
  expect(companyCopy.text).toContain(`Sprache: ${language === "de" ? "Deutsch" : "Englisch"}`);

  expect(confirmation.to).toEqual([values.email]);
  expect(confirmation.subject).toBe(`${texts[language].confirmationSubject}${values.subject}`);
  expect(confirmation.replyTo[0]).toBe(companyInbox);
  expect(confirmation.text).toContain(`${texts[language].confirmationGreeting} ${values.name},`);
  for (const line of values.message.split("\n")) expect(confirmation.text).toContain(`> ${line}`);
  expect(confirmation.html).toContain(`<html lang="${language}">`);
}

for (const language of ["de", "en"] as const) {
  const text = texts[language];

  test(`the form answers each invalid field with its own message (${language})`, async ({ page }) => {
    await openForm(page, language);
    const privacyLink = page.locator("main form").getByRole("link", { name: language === "de" ? "Datenschutzerklärung" : "privacy policy" });
    await expect(privacyLink).toHaveAttribute("href", text.privacyPath);

    await page.getByRole("button", { name: text.submit }).click();
    for (const name of ["name", "email", "subject", "message"] as const) {
      await expect(field(page, language, name)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, language, name)).toHaveAccessibleDescription(mentioning(text.required[name]));
    }
    await expect(consent(page, language)).toHaveAttribute("aria-invalid", "true");
    await expect(consent(page, language)).toHaveAccessibleDescription(text.required.consent);
    await expect(field(page, language, "company")).not.toHaveAttribute("aria-invalid", "true");
    await expect(field(page, language, "name"), "focus moves to the first invalid field").toBeFocused();
    await expectNoAxeViolations(page);

    await field(page, language, "name").fill("Anna");
    await field(page, language, "email").fill("anna@");
    await field(page, language, "subject").fill("Hi");
    await field(page, language, "message").fill("Kurz.");
    await consent(page, language).check();
    await page.getByRole("button", { name: text.submit }).click();

    await expect(field(page, language, "email")).toHaveAccessibleDescription(text.invalid.email);
    await expect(field(page, language, "subject")).toHaveAccessibleDescription(text.invalid.subject);
    await expect(field(page, language, "message")).toHaveAccessibleDescription(mentioning(text.invalid.message));
    await expect(field(page, language, "name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(field(page, language, "email")).toBeFocused();
    await expect(field(page, language, "name")).toHaveValue("Anna");
    await expect(consent(page, language)).toBeChecked();
    await expectNoAxeViolations(page);
  });
}

test("a message sent from the German page is stored and both mails arrive, with the busy state while sending", async ({ page }) => {
  const values = visitor("de");
  await openForm(page, "de");
  await fillForm(page, "de", values);

  const submission = await holdSubmission(page, texts.de.path);
  await page.getByRole("button", { name: texts.de.submit }).click();
  await expect(page.getByRole("button", { name: texts.de.submitting })).toBeDisabled();
  submission.release();

  const success = page.getByRole("heading", { name: texts.de.success });
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  await expect(page.getByText("Wir melden uns innerhalb eines Werktags bei Ihnen.")).toBeVisible();
  expect(page.url(), "no full page load").toMatch(/\/kontakt$/);
  await expectNoAxeViolations(page);

  const { messages } = await storedMessages(values.subject);
  expect(messages).toEqual([
    expect.objectContaining({ name: values.name, email: values.email, company: values.company, message: values.message, language: "de" }),
  ]);
  expectMails(await receivedMails(values), "de", values);
});

test("a message sent from the English page gets an English confirmation", async ({ page }) => {
  const values = visitor("en");
  await openForm(page, "en");
  await fillForm(page, "en", values);
  await page.getByRole("button", { name: texts.en.submit }).click();
  await expect(page.getByRole("heading", { name: texts.en.success })).toBeFocused();
  await expect(page.getByText("We will answer within one working day.", { exact: false })).toBeVisible();

  const { messages } = await storedMessages(values.subject);
  expect(messages).toEqual([expect.objectContaining({ email: values.email, language: "en" })]);
  expectMails(await receivedMails(values), "en", values);
});

test("without JavaScript the form still validates, keeps the values and sends", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await withCookieChoice(context);
  const page = await context.newPage();
  try {
    const values = visitor("de");
    await page.goto("/kontakt");
    await field(page, "de", "name").fill(values.name);
    await field(page, "de", "email").fill("not-an-address");
    const invalid = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: texts.de.submit }).click();
    expect((await invalid).status()).toBe(400);
    await expect(field(page, "de", "email")).toHaveAccessibleDescription(texts.de.invalid.email);
    await expect(field(page, "de", "subject")).toHaveAccessibleDescription(texts.de.required.subject);
    await expect(field(page, "de", "name")).toHaveValue(values.name);
    await expect(field(page, "de", "email"), "the first invalid field has the focus").toBeFocused();

    await fillForm(page, "de", values);
    await page.getByRole("button", { name: texts.de.submit }).click();
    await expect(page.getByRole("heading", { name: texts.de.success })).toBeVisible();
    expect((await storedMessages(values.subject)).messages).toHaveLength(1);
    expectMails(await receivedMails(values), "de", values);
  } finally {
    await context.close();
  }
});

test("with the SMTP server down the message is stored, and its mails arrive once the server is back", async ({ page }) => {
  // The outage server's SMTP port has nobody listening until this test starts a server there.
  const outage = { url: process.env.E2E_OUTAGE_URL, dataDir: process.env.E2E_OUTAGE_DATA_DIR, smtpPort: Number(process.env.E2E_OUTAGE_SMTP_PORT) };
  const values = visitor("en");
  await page.goto(`${outage.url}/contact`);
  await waitForHydration(page, "main form button[type='submit']");
  await fillForm(page, "en", values);
  await page.getByRole("button", { name: texts.en.submit }).click();
  await expect(page.getByRole("heading", { name: texts.en.success })).toBeVisible();

  expect((await storedMessages(values.subject, outage.dataDir)).messages).toHaveLength(1);
  // The first attempt fails at once; the mails wait in the outbox for their retry.
  await expect
    .poll(async () =>
      (await storedMessages(values.subject, outage.dataDir)).outbox.map((mail) => [mail.status, mail.attempts > 0, /ECONNREFUSED/.test(mail.last_error ?? "")]),
    )
    .toEqual([
      ["pending", true, true],
      ["pending", true, true],
    ]);

  const smtp = await startSmtpTestServer(outage.smtpPort);
  try {
    const ofThisMessage = (mail: ReceivedMail) => mail.parsed.subject?.endsWith(values.subject) ?? false;
    const [companyCopy] = await smtp.waitFor((mail) => ofThisMessage(mail) && mail.envelopeTo.includes(companyInbox), 1, 20_000);
    const [confirmation] = await smtp.waitFor((mail) => ofThisMessage(mail) && mail.envelopeTo.includes(values.email), 1, 20_000);
    if (!companyCopy || !confirmation) throw new Error("mails missing");
    expectMails({ companyCopy: mailOf(companyCopy), confirmation: mailOf(confirmation) }, "en", values);
    await expect.poll(async () => (await storedMessages(values.subject, outage.dataDir)).outbox.map((mail) => mail.status)).toEqual(["sent", "sent"]);
  } finally {
    await smtp.close();
  }
});

test("a filled honeypot looks like success but nothing is stored or sent", async ({ page }) => {
  const values = visitor("de");
  await openForm(page, "de");
  await fillForm(page, "de", values);
  const honeypot = page.getByLabel(texts.de.honeypot);
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await honeypot.fill("https://spam.example");
  await page.getByRole("button", { name: texts.de.submit }).click();
  await expect(page.getByRole("heading", { name: texts.de.success })).toBeVisible();

  // Nothing in the outbox means nothing is ever sent.
  expect(await storedMessages(values.subject)).toEqual({ messages: [], outbox: [] });
});

for (const language of ["de", "en"] as const) {
  test(`${texts[language].path} has no accessibility violations`, async ({ page }) => {
    await openForm(page, language);
    await expect(
      page.getByRole("link", {
        name: new RegExp(language === "de" ? "WhatsApp-Chat starten \\(öffnet in neuem Tab\\)" : "Start a WhatsApp chat \\(opens in a new tab\\)"),
      }),
    ).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page);
  });
}
