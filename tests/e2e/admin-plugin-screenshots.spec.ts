import { expect, type Locator, type Page, test } from "@playwright/test";
import { testPng } from "../support/plugin-test-files.ts";
import { signInAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";
import { withTestDatabase } from "./support/test-database.ts";

// Issue #18 (part 3): an admin uploads a screenshot with captions in both languages; an anonymous
// visitor sees it on the plugin page as <picture> with AVIF and WebP sources in the page's
// language; a file that is no image is refused and changes nothing. Hreflang Manager is a demo
// plugin no other spec looks at, with one demo screenshot drawn per language.

const slug = "hreflang-manager";
const captions = { de: "Verknüpfte Sprachfassungen einer Seite", en: "The linked language versions of a page" };

async function expectNotice(page: Page, text: string): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
}

/** The screenshot figure with this caption on a public plugin page. */
function figureOf(page: Page, caption: string): Locator {
  return page.locator("section[aria-labelledby=screenshots] figure").filter({ has: page.locator("figcaption", { hasText: caption }) });
}

test("an admin uploads a screenshot with captions; visitors see it as <picture> in their language; a non-image is refused", async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const pluginId = await withTestDatabase(async (db) => (await db.selectFrom("plugins").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id);

  // A visitor's first look fills the page cache; the upload below must replace that page.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/plugin/${slug}`);
  const screenshots = visitorPage.locator("section[aria-labelledby=screenshots] figure");
  await expect(screenshots).toHaveCount(1);
  // The demo screenshot shows the plugin's screen with German labels on the German page.
  await expect(screenshots.first().locator("img")).toHaveAttribute("src", /\/images\/plugins\/hreflang-manager-screenshot-1-de\.svg$/);

  const { email } = await signInAdmin(context, baseURL, "screenshot-admin");
  await page.goto(`/admin/plugins/${pluginId}#plugin-screenshots`);
  const section = page.locator("section[aria-labelledby=plugin-screenshots]");
  await expect(section.getByRole("heading", { level: 2, name: "Screenshots" })).toBeVisible();
  await waitForHydration(page, "main form button");
  const cards = section.getByTestId("plugin-screenshot");
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByText("Eigenes Bild je Sprache.")).toBeVisible();
  await expectNoAxeViolations(page);

  const add = page.getByRole("form", { name: "Screenshot hinzufügen" });
  await add.getByLabel("Bildunterschrift (Deutsch)").fill(captions.de);
  await add.getByLabel("Bildunterschrift (Englisch)").fill(captions.en);
  await add.getByLabel("Bilddatei").setInputFiles({ name: "screen.png", mimeType: "image/png", buffer: Buffer.from("Nur ein Text mit der Endung .png") });
  await add.getByRole("button", { name: "Screenshot hochladen" }).click();
  const refusal = add.getByText("Diese Datei ist kein PNG-, JPEG- oder WebP-Bild (oder sie ist beschädigt).");
  await expect(refusal).toBeVisible();
  await expect(add.getByLabel("Bilddatei")).toHaveAttribute("aria-invalid", "true");
  // The captions stay for the next try; nothing was added, here or on the public page.
  await expect(add.getByLabel("Bildunterschrift (Deutsch)")).toHaveValue(captions.de);
  await expect(cards).toHaveCount(1);
  expect(await withTestDatabase((db) => db.selectFrom("plugin_screenshots").select("id").where("plugin_id", "=", pluginId).execute())).toHaveLength(1);
  await expectNoAxeViolations(page);

  await add.getByLabel("Bilddatei").setInputFiles({ name: "hreflang-links.png", mimeType: "image/png", buffer: Buffer.from(testPng(1600, 1000)) });
  await add.getByRole("button", { name: "Screenshot hochladen" }).click();
  await expectNotice(page, "Der Screenshot wurde hinzugefügt.");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1).getByLabel("Bildunterschrift (Englisch)")).toHaveValue(captions.en);
  await expect(cards.nth(1).getByText("1280 × 800 Pixel, 4 Dateien (AVIF und WebP).")).toBeVisible();
  await expect(cards.nth(1).getByRole("img", { name: "Screenshot 2" })).toHaveAttribute(
    "src",
    /^\/media\/screenshots\/hreflang-manager-[0-9a-f]{16}-1280\.webp$/,
  );
  await expectNoAxeViolations(page);

  // The same visitor, still without a cookie: the cached page was replaced at once.
  await visitorPage.goto(`/plugin/${slug}`);
  await expect(screenshots).toHaveCount(2);
  const german = figureOf(visitorPage, captions.de);
  await expect(german.locator("figcaption")).toHaveText(captions.de);
  const avif = german.locator('picture > source[type="image/avif"]');
  const webp = german.locator('picture > source[type="image/webp"]');
  await expect(avif).toHaveAttribute("srcset", /\/media\/screenshots\/hreflang-manager-[0-9a-f]{16}-640\.avif 640w, \S+-1280\.avif 1280w$/);
  await expect(webp).toHaveAttribute("srcset", /\/media\/screenshots\/hreflang-manager-[0-9a-f]{16}-640\.webp 640w, \S+-1280\.webp 1280w$/);
  await expect(avif).toHaveAttribute("sizes", /728px/);
  // `sizes` tells the truth: in a 1280 px window the page is at its widest and the picture 728 px wide.
  expect(visitorPage.viewportSize()?.width).toBe(1280);
  expect(await german.locator("picture > img").evaluate((element) => element.getBoundingClientRect().width)).toBe(728);
  const image = german.locator("picture > img");
  await expect(image).toHaveAttribute("alt", captions.de);
  await expect(image).toHaveAttribute("width", "1280");
  await expect(image).toHaveAttribute("height", "800");
  await expect(image).toHaveAttribute("loading", "lazy");
  // Chromium shows AVIF: once scrolled into view, the picture is loaded from an AVIF source.
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0 && element.currentSrc)).toMatch(/\.avif$/);
  const file = await visitorPage.request.get((await avif.getAttribute("srcset"))?.split(" ")[0] ?? "");
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/avif");

  await visitorPage.goto(`/plugin/${slug}?lang=en`);
  await expect(screenshots).toHaveCount(2);
  const english = figureOf(visitorPage, captions.en);
  await expect(english.locator("figcaption")).toHaveText(captions.en);
  await expect(english.locator("picture > img")).toHaveAttribute("alt", captions.en);
  await expect(english.locator('picture > source[type="image/avif"]')).toHaveAttribute("srcset", /-640\.avif 640w, \S+-1280\.avif 1280w$/);
  await expect(visitorPage.getByText(captions.de)).toHaveCount(0);
  await expect(screenshots.first().locator("img")).toHaveAttribute("src", /\/images\/plugins\/hreflang-manager-screenshot-1-en\.svg$/);
  await visitor.close();

  // The audit log names who added which plugin's screenshot.
  await page.goto("/admin/audit");
  await expect(
    page.getByRole("table").getByRole("row").filter({ hasText: email }).filter({ hasText: "Screenshot hinzugefügt" }).filter({ hasText: slug }),
  ).toHaveCount(1);

  await page.goto(`/admin/plugins/${pluginId}?lang=en#plugin-screenshots`);
  await expect(page.getByRole("heading", { level: 2, name: "Screenshots" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Add a screenshot" })).toBeVisible();
  await waitForHydration(page, "main form button");
  await expectNoAxeViolations(page);
});
