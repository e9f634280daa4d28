import { type Locator, type Page, expect, test } from "@playwright/test";
import { signInAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { withoutCookieBanner } from "./support/license-fixtures.ts";

// Issue #18 part 3: an admin adds a question to a plugin's FAQ, and an anonymous visitor whose
// copy of the page is cached (decision 020) sees it at once, as a disclosure and in the FAQPage
// JSON-LD, in both languages; bad input is refused with a message in the admin's language.

const slug = "austrian-holidays";

interface FaqPage {
  "@type": string;
  mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[];
}

async function faqJsonLd(page: Page): Promise<FaqPage | undefined> {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { "@type": string });
  return blocks.find((block): block is FaqPage => block["@type"] === "FAQPage");
}

function faqSection(page: Page, heading: string): Locator {
  return page.getByRole("region", { name: heading });
}

async function expectNotice(page: Page, text: string): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
}

test("an admin adds, moves and deletes an FAQ entry; an anonymous visitor sees each change at once, with its JSON-LD", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const question = { de: `Gilt der 24. Dezember als Feiertag? (${stamp})`, en: `Is 24 December a holiday? (${stamp})` };
  const answer = {
    de: "Nein, der Heilige Abend ist kein gesetzlicher Feiertag. Tragen Sie ihn als eigenen Schließtag ein, wenn Sie geschlossen haben.",
    en: "No, Christmas Eve is not a public holiday. Add it as a closing day of your own if you close.",
  };
  const { email: adminEmail } = await signInAdmin(context, baseURL, "faq-admin");

  // The visitor's page is in the cache before the admin changes anything.
  const visitorContext = await browser.newContext({ baseURL });
  await withoutCookieBanner(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/plugin/${slug}`);
  const germanFaq = faqSection(visitor, "Häufige Fragen");
  await expect(germanFaq.locator("summary")).toHaveCount(3);
  const cached = await visitor.reload();
  expect(cached?.headers()["x-cache"]).toBe("HIT");
  await expect(germanFaq.getByText(question.de)).toHaveCount(0);

  await page.goto(`/admin/plugins?q=${slug}`);
  const rows = page.getByTestId("admin-plugin-row");
  await expect(rows).toHaveCount(1);
  await page.goto((await rows.getByRole("link").getAttribute("href")) ?? "");
  await expect(page.getByRole("heading", { level: 2, name: "FAQ" })).toBeVisible();
  await waitForHydration(page, "main form button");
  await expect(page.getByTestId("faq-entry")).toHaveCount(3);
  await expectNoAxeViolations(page);

  const add = page.getByRole("form", { name: "Frage hinzufügen" });
  await add.getByLabel("Frage (Deutsch)").fill(question.de);
  await add.getByLabel("Antwort (Deutsch)").fill(answer.de);
  await add.getByLabel("Frage (Englisch)").fill(question.en);
  await add.getByRole("button", { name: "Frage hinzufügen" }).click();
  await expect(add.getByLabel("Antwort (Englisch)")).toHaveAttribute("aria-invalid", "true");
  await expect(add.getByText("Bitte füllen Sie dieses Feld aus.")).toBeVisible();
  await expect(page.getByTestId("faq-entry")).toHaveCount(3);
  await expectNoAxeViolations(page);

  await add.getByLabel("Antwort (Englisch)").fill(answer.en);
  await add.getByRole("button", { name: "Frage hinzufügen" }).click();
  await expectNotice(page, "Die Frage wurde hinzugefügt.");
  await expect(page.getByTestId("faq-entry")).toHaveCount(4);
  await expect(page.getByRole("form", { name: `Frage 4: ${question.de}` })).toBeVisible();
  await expect(add.getByLabel("Frage (Deutsch)")).toHaveValue("");

  // At once: the visitor's next request gets the new entry, closed until they open it.
  const fresh = await visitor.reload();
  expect(fresh?.headers()["x-cache"]).toBe("MISS");
  const summary = germanFaq.locator("summary").filter({ hasText: question.de });
  await expect(summary).toBeVisible();
  await expect(germanFaq.locator("summary").last()).toHaveText(question.de);
  await expect(germanFaq.getByText(answer.de)).toBeHidden();
  await summary.click();
  await expect(germanFaq.getByText(answer.de)).toBeVisible();
  expect((await faqJsonLd(visitor))?.mainEntity.at(-1)).toEqual({
    "@type": "Question",
    name: question.de,
    acceptedAnswer: { "@type": "Answer", text: answer.de },
  });
  await expectNoAxeViolations(visitor);

  await visitor.goto(`/plugin/${slug}?lang=en`);
  const englishFaq = faqSection(visitor, "Frequently asked questions");
  await expect(englishFaq.locator("summary").last()).toHaveText(question.en);
  expect((await faqJsonLd(visitor))?.mainEntity.at(-1)).toEqual({
    "@type": "Question",
    name: question.en,
    acceptedAnswer: { "@type": "Answer", text: answer.en },
  });
  await englishFaq.locator("summary").last().click();
  await expect(englishFaq.getByText(answer.en)).toBeVisible();
  await expectNoAxeViolations(visitor);

  // Without JavaScript the answers open all the same: they are native disclosures.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const reader = await noScript.newPage();
  await reader.goto(`/plugin/${slug}`);
  const readerFaq = faqSection(reader, "Häufige Fragen");
  await expect(readerFaq.getByText(answer.de)).toBeHidden();
  await readerFaq.locator("summary").filter({ hasText: question.de }).click();
  await expect(readerFaq.getByText(answer.de)).toBeVisible();
  await noScript.close();

  const entry = page.getByRole("form", { name: `Frage 4: ${question.de}` });
  await entry.getByRole("button", { name: `${question.de} nach oben verschieben` }).click();
  await expectNotice(page, "Die Reihenfolge wurde geändert.");
  await expect(page.getByRole("form", { name: `Frage 3: ${question.de}` })).toBeVisible();
  // Having opened an answer, the visitor's page hydrated and remembered English: ask for German.
  await visitor.goto(`/plugin/${slug}?lang=de`);
  await expect(germanFaq.locator("summary").nth(2)).toHaveText(question.de);
  await expect(germanFaq.locator("summary").last()).not.toHaveText(question.de);

  await page.goto(`${new URL(page.url()).pathname}?lang=en`);
  await expect(page.getByRole("heading", { level: 2, name: "FAQ" })).toBeVisible();
  await expect(page.getByRole("form", { name: `Question 3: ${question.en}` })).toBeVisible();
  await waitForHydration(page, "main form button");
  await expectNoAxeViolations(page);
  const english = page.getByRole("form", { name: `Question 3: ${question.en}` });
  await english.getByLabel("Question (German)").fill("");
  await english.getByRole("button", { name: "Save question" }).click();
  await expect(english.getByText("Please fill in this field.")).toBeVisible();
  await english.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete the question “${question.en}”?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete question" }).click();
  await expectNotice(page, "The question was deleted.");
  await expect(page.getByTestId("faq-entry")).toHaveCount(3);

  await visitor.reload();
  await expect(germanFaq.locator("summary")).toHaveCount(3);
  await expect(germanFaq.getByText(question.de)).toHaveCount(0);
  expect((await faqJsonLd(visitor))?.mainEntity.map((item) => item.name)).not.toContain(question.de);
  await visitorContext.close();

  await page.goto(`/admin/audit?lang=de&actor=${encodeURIComponent(adminEmail)}`);
  for (const step of ["FAQ-Frage hinzugefügt", "FAQ-Frage verschoben", "FAQ-Frage gelöscht"]) {
    await expect(
      page
        .getByRole("table")
        .getByRole("cell", { name: new RegExp(`^${step} `) })
        .first(),
    ).toBeVisible();
  }
});
