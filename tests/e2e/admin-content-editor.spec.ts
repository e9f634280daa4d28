import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { testPng } from "../support/plugin-test-files.ts";
import { signInAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";

// A long journey with several axe runs: more time than the default.
test.describe.configure({ timeout: 240_000 });

test("an admin writes a post with the toolbar and the keyboard, uploads an image with alt text, publishes it, and a visitor sees it formatted", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  await signInAdmin(context, baseURL, "editor");
  const word = `rotkehlchen${randomUUID().slice(0, 6)}`;
  const slug = `e2e-editor-${word}`;

  await page.goto("/admin/blog/new");
  await expect(page.getByRole("heading", { level: 1, name: "Neuer Beitrag" })).toBeVisible();
  // The publication time is typed in the format its label names, whatever the browser's language.
  await expect(page.getByRole("textbox", { name: "Datum und Uhrzeit der Veröffentlichung, TT.MM.JJJJ, hh:mm", exact: true })).toBeVisible();
  await page.getByLabel("Slug").fill(slug);
  const german = page.getByRole("group", { name: "Deutsch" });
  await german.getByLabel("Titel").fill(`Neues über ${word}`);
  const toolbar = german.getByRole("toolbar", { name: "Formatierung – Deutsch" });
  await expect(toolbar).toBeVisible();
  const source = german.getByRole("textbox", { name: "Inhalt" });

  // A heading from the toolbar button, on the line the cursor is in.
  await source.click();
  await page.keyboard.type(`Neuigkeiten ${word}`);
  await toolbar.getByRole("button", { name: "Überschrift", exact: true }).click();
  await expect(source).toHaveValue(`<h2>Neuigkeiten ${word}</h2>`);

  // Bold and italic by their shortcuts, around what is typed and around a selected word.
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("\n\nDas ist ");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("wichtig");
  await page.keyboard.press("End");
  await page.keyboard.type(" und schön");
  for (let i = 0; i < "schön".length; i += 1) await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("ControlOrMeta+i");
  await page.keyboard.press("End");
  await page.keyboard.type(".\n\n");
  await expect(source).toHaveValue(`<h2>Neuigkeiten ${word}</h2>\n\nDas ist <strong>wichtig</strong> und <em>schön</em>.\n\n`);

  // A list through the toolbar reached by keyboard: one tab stop, arrow keys between the buttons.
  await page.keyboard.type("Erstens\nZweitens");
  await page.keyboard.press("Shift+ArrowUp");
  await page.keyboard.press("Shift+Home");
  await page.keyboard.press("Shift+Tab");
  await expect(toolbar.getByRole("button", { name: "Überschrift", exact: true })).toBeFocused();
  await page.keyboard.press("End");
  await expect(toolbar.getByRole("button", { name: "Bild einfügen" })).toBeFocused();
  await page.keyboard.press("Home");
  for (let i = 0; i < 5; i += 1) await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Aufzählung" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(source).toBeFocused();
  await expect(source).toHaveValue(/<ul>\n {2}<li>Erstens<\/li>\n {2}<li>Zweitens<\/li>\n<\/ul>$/);

  // A link with Ctrl+K: the dialog asks for the address and, with nothing selected, the text.
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("\n\nMehr dazu: ");
  await page.keyboard.press("ControlOrMeta+k");
  const linkDialog = page.getByRole("dialog", { name: "Link einfügen" });
  await expect(linkDialog).toBeVisible();
  await linkDialog.getByLabel("Adresse").fill("javascript:alert(1)");
  await linkDialog.getByRole("button", { name: "Link einfügen" }).click();
  await expect(linkDialog.getByText("Bitte geben Sie eine Adresse ein, die mit https://, http://, / oder mailto: beginnt.")).toBeVisible();
  await linkDialog.getByLabel("Adresse").fill("/plugins");
  await linkDialog.getByLabel("Linktext").fill("unsere Plugins");
  await linkDialog.getByRole("button", { name: "Link einfügen" }).click();
  await expect(linkDialog).toBeHidden();
  await expect(source).toBeFocused();
  await expect(source).toHaveValue(/Mehr dazu: <a href="\/plugins">unsere Plugins<\/a>$/);
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("\n\n");

  // The image: a renamed text file is refused with a message, a real image goes in with its alt text.
  await toolbar.getByRole("button", { name: "Bild einfügen" }).click();
  const imageDialog = page.getByRole("dialog", { name: "Bild hochladen und einfügen" });
  await expect(imageDialog).toBeVisible();
  await expectNoAxeViolations(page);
  await imageDialog.getByLabel("Bilddatei").setInputFiles({ name: "diagramm.png", mimeType: "image/png", buffer: Buffer.from("Nur ein Text, kein Bild.") });
  await imageDialog.getByRole("textbox", { name: "Alternativtext" }).fill("Diagramm der Verkäufe");
  await imageDialog.getByRole("button", { name: "Hochladen und einfügen" }).click();
  await expect(imageDialog.getByText("Diese Datei ist kein PNG-, JPEG-, WebP- oder GIF-Bild (oder sie ist beschädigt).")).toBeVisible();
  await expect(imageDialog.getByLabel("Bilddatei")).toHaveAttribute("aria-invalid", "true");
  await imageDialog.getByLabel("Bilddatei").setInputFiles({ name: "diagramm.png", mimeType: "image/png", buffer: Buffer.from(testPng(160, 90)) });
  await imageDialog.getByRole("button", { name: "Hochladen und einfügen" }).click();
  await expect(imageDialog).toBeHidden();
  await expect(source).toBeFocused();
  await expect(german.getByRole("status")).toHaveText("Das Bild wurde in den Inhalt eingefügt.");
  await expect(source).toHaveValue(/\n\n<img src="\/media\/content\/[0-9a-f]{32}\.png" alt="Diagramm der Verkäufe" width="160" height="90">$/);

  // The preview shows what the post page will show.
  await page.getByRole("button", { name: "Vorschau" }).click();
  const preview = page.getByTestId("content-preview");
  await expect(preview.getByRole("heading", { level: 2, name: `Neuigkeiten ${word}` })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("wichtig");
  await expect(preview.getByRole("img", { name: "Diagramm der Verkäufe" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Status").selectOption({ label: "Veröffentlicht" });
  await page.getByRole("button", { name: "Anlegen" }).click();
  await expect(page.getByText("Angelegt.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Auf der Website ansehen" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The editor in English: the same toolbar, labelled in English, and axe-clean.
  await page.goto(`${new URL(page.url()).pathname}?lang=en`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
  await expect(page.getByRole("toolbar", { name: "Formatting – German" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Publication date and time, DD.MM.YYYY, hh:mm", exact: true })).toBeVisible();
  await page.getByRole("toolbar", { name: "Formatting – German" }).getByRole("button", { name: "Insert image" }).click();
  await expect(page.getByRole("dialog", { name: "Upload and insert an image" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // An anonymous visitor sees the formatted text and the image with its alt text.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/${slug}`);
  await expect(visitorPage.getByRole("heading", { level: 1, name: `Neues über ${word}` })).toBeVisible();
  const article = visitorPage.locator("article");
  await expect(article.getByRole("heading", { level: 2, name: `Neuigkeiten ${word}` })).toBeVisible();
  await expect(article.locator("strong")).toHaveText("wichtig");
  await expect(article.locator("em")).toHaveText("schön");
  await expect(article.getByRole("listitem")).toHaveText(["Erstens", "Zweitens"]);
  await expect(article.getByRole("link", { name: "unsere Plugins" })).toHaveAttribute("href", "/plugins");
  const image = article.getByRole("img", { name: "Diagramm der Verkäufe" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(160);
  await visitor.close();
});

test("the editor does not move when it hydrates, so a click on Preview as the scripts arrive previews", async ({ page, context, baseURL }) => {
  await signInAdmin(context, baseURL, "editor-hydrating");
  await page.goto("/admin/blog");
  // The first post's link: the header row's links sort the list.
  const postHref = await page.getByRole("table").locator("tbody").getByRole("link").first().getAttribute("href");
  let release = () => {};
  const scriptsReleased = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
    async (route) => {
      await scriptsReleased;
      await route.fallback();
    },
  );
  await page.goto(`${postHref}`, { waitUntil: "commit" });
  const preview = page.getByRole("button", { name: "Vorschau" });
  await expect(preview).toBeVisible();
  const before = await preview.boundingBox();
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);

  release();
  await waitForHydration(page, "form button[value='preview']");
  expect(await preview.boundingBox()).toEqual(before);
  await page.getByRole("group", { name: "Deutsch" }).getByRole("textbox", { name: "Inhalt" }).fill("Noch nicht gespeichert");
  await preview.click();
  await expect(page.getByTestId("content-preview")).toContainText("Noch nicht gespeichert");
});

test("without JavaScript the editor has no toolbar, and its upload form answers with the code to paste", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await signInAdmin(context, baseURL, "editor-nojs");
  const page = await context.newPage();
  await page.goto("/admin/blog/new");
  await expect(page.getByRole("heading", { level: 1, name: "Neuer Beitrag" })).toBeVisible();
  await expect(page.getByRole("toolbar")).toHaveCount(0);
  const upload = page.getByRole("region", { name: "Bild hochladen" });
  await expect(upload.getByText("Ohne JavaScript: Speichern Sie zuerst Ihren Text")).toBeVisible();
  await upload.getByLabel("Bilddatei").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from(testPng(48, 48)) });
  await upload.getByRole("button", { name: "Bild hochladen" }).click();
  await expect(
    page.getByRole("region", { name: "Bild hochladen" }).getByText("Bitte beschreiben Sie das Bild oder kennzeichnen Sie es als dekorativ."),
  ).toBeVisible();
  await page
    .getByRole("region", { name: "Bild hochladen" })
    .getByLabel("Bilddatei")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from(testPng(48, 48)) });
  await page.getByRole("region", { name: "Bild hochladen" }).getByRole("textbox", { name: "Alternativtext" }).fill("Firmenlogo");
  await page.getByRole("region", { name: "Bild hochladen" }).getByRole("button", { name: "Bild hochladen" }).click();
  await expect(page.getByLabel("Code zum Einfügen in den Inhalt")).toHaveValue(
    /^<img src="\/media\/content\/[0-9a-f]{32}\.png" alt="Firmenlogo" width="48" height="48">$/,
  );
  await context.close();
});
