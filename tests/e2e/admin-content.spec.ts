import { randomUUID } from "node:crypto";
import { type Page, expect, test } from "@playwright/test";
import { signInAdmin } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// Long journeys through many pages, each checked with axe: more time than the default.
test.describe.configure({ timeout: 240_000 });

async function statusOf(page: Page, path: string): Promise<number> {
  const response = await page.request.get(path);
  return response.status();
}

test("an admin previews, creates and publishes a doc article and a post in both languages, and the audit log shows each step", async ({
  page,
  context,
  baseURL,
}) => {
  const { email } = await signInAdmin(context, baseURL, "content", { displayName: "Clara Redaktion" });
  const word = `zaunkoenig${randomUUID().slice(0, 6)}`;
  const articleSlug = `e2e-artikel-${word}`;

  // The doc article, in an existing section of the demo docs, first as a draft.
  await page.goto("/admin/docs");
  await expect(page.getByRole("heading", { level: 1, name: "Dokumentation" })).toBeVisible();
  await page
    .getByRole("link", { name: /^Neuer Artikel in „/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Neuer Artikel" })).toBeVisible();
  await page.getByLabel("Slug").fill(articleSlug);
  const german = page.getByRole("group", { name: "Deutsch" });
  const english = page.getByRole("group", { name: "Englisch" });
  await german.getByLabel("Titel").fill(`Artikel über ${word}`);
  await german.getByLabel("Inhalt").fill(`Erster Absatz über ${word}.\n\n<h1>Zwischentitel</h1><p onclick="alert(1)">Zweiter Absatz</p>`);
  await english.getByLabel("Titel").fill(`Article about ${word}`);
  await english.getByLabel("Inhalt").fill(`First paragraph about ${word}.`);

  await page.getByRole("button", { name: "Vorschau" }).click();
  const docsPreview = page.getByTestId("content-preview");
  await expect(docsPreview.getByRole("heading", { name: `Artikel über ${word}` })).toBeVisible();
  await expect(docsPreview.getByRole("heading", { level: 2, name: "Zwischentitel" })).toBeVisible();
  await expect(docsPreview.locator("[onclick]")).toHaveCount(0);
  await expect(docsPreview.getByRole("heading", { name: `Article about ${word}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Anlegen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Artikel bearbeiten" })).toBeVisible();
  await expect(page.getByText("Angelegt.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Auf der Website ansehen" })).toHaveCount(0);
  const editorUrl = page.url();

  // While a draft: not in the docs, their API or their search.
  expect(JSON.stringify(await (await page.request.get("/api/docs")).json())).not.toContain(articleSlug);
  await page.goto(`/docs?q=${word}`);
  await expect(page.getByRole("link", { name: `Artikel über ${word}` })).toHaveCount(0);

  await page.goto(editorUrl);
  await page.getByLabel("Status").selectOption({ label: "Veröffentlicht" });
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Ihre Änderungen wurden gespeichert.")).toBeVisible();
  const publicLink = page.getByRole("link", { name: "Auf der Website ansehen" });
  await expect(publicLink).toBeVisible();
  const articleHref = (await publicLink.getAttribute("href")) ?? "";
  expect(articleHref).toMatch(new RegExp(`^/docs/[^/]+/[^/]+/${articleSlug}$`));

  await page.goto(articleHref);
  await expect(page.getByRole("heading", { level: 1, name: `Artikel über ${word}` })).toBeVisible();
  await expect(page.getByText(`Erster Absatz über ${word}.`)).toBeVisible();
  await page.goto(`${articleHref}?lang=en`);
  await expect(page.getByRole("heading", { level: 1, name: `Article about ${word}` })).toBeVisible();
  await page.goto(`/docs?q=${word}`);
  await expect(page.getByRole("link", { name: `Artikel über ${word}` })).toBeVisible();

  // The post, in both languages, first as a draft.
  const postSlug = `e2e-beitrag-${word}`;
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: "Neuer Beitrag" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Neuer Beitrag" })).toBeVisible();
  await page.getByLabel("Slug").fill(postSlug);
  await german.getByLabel("Titel").fill(`Beitrag über ${word}`);
  await german.getByLabel("Inhalt").fill(`Ein Beitrag über ${word} mit <strong>Nachdruck</strong>.<script>alert(1)</script>`);
  await english.getByLabel("Titel").fill(`Post about ${word}`);
  await english.getByLabel("Inhalt").fill(`A post about ${word}.`);
  await page.getByRole("button", { name: "Vorschau" }).click();
  const postPreview = page.getByTestId("content-preview");
  await expect(postPreview.getByRole("heading", { name: `Beitrag über ${word}` })).toBeVisible();
  await expect(postPreview.getByText("Nachdruck", { exact: true })).toBeVisible();
  await expect(postPreview.locator("script")).toHaveCount(0);
  await expect(postPreview.getByText("1 Min. Lesezeit").first()).toBeVisible();
  await page.getByRole("button", { name: "Anlegen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Beitrag bearbeiten" })).toBeVisible();
  await expect(page.getByText("Entwurf", { exact: true }).first()).toBeVisible();
  const postEditorUrl = page.url();

  expect(await statusOf(page, `/${postSlug}`)).toBe(404);
  expect(JSON.stringify(await (await page.request.get("/api/blog?lang=en")).json())).not.toContain(postSlug);
  expect(await (await page.request.get("/blog/rss.xml")).text()).not.toContain(postSlug);

  await page.goto(postEditorUrl);
  await page.getByLabel("Status").selectOption({ label: "Veröffentlicht" });
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Ihre Änderungen wurden gespeichert.")).toBeVisible();

  await page.goto("/blog");
  await page
    .getByRole("link", { name: `Beitrag über ${word}` })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Beitrag über ${word}` })).toBeVisible();
  await expect(page.getByText("Nachdruck", { exact: true })).toBeVisible();
  await page.goto(`/${postSlug}?lang=en`);
  await expect(page.getByRole("heading", { level: 1, name: `Post about ${word}` })).toBeVisible();

  // Each step in the audit log.
  await page.goto(`/admin/audit?actor=${encodeURIComponent(email)}`);
  const entries = page.getByTestId("audit-entry");
  const steps: [action: string, record: string][] = [
    ["Doku-Artikel angelegt", `Artikel über ${word}`],
    ["Doku-Artikel veröffentlicht", `Artikel über ${word}`],
    ["Blogbeitrag angelegt", postSlug],
    ["Blogbeitrag veröffentlicht", postSlug],
  ];
  for (const [action, record] of steps) await expect(entries.filter({ hasText: action }).filter({ hasText: record })).toHaveCount(1);
});

test("the docs tree reorders siblings and a category is deleted with what is below it only after confirming", async ({ page, context, baseURL }) => {
  await signInAdmin(context, baseURL, "content", { displayName: "Clara Redaktion" });
  const suffix = randomUUID().slice(0, 6);
  const title = `Testkategorie ${suffix}`;
  await page.goto("/admin/docs/new/parent");
  await page.getByLabel("Slug").fill(`test-${suffix}`);
  await page.getByRole("group", { name: "Deutsch" }).getByLabel("Titel").fill(title);
  await page.getByRole("button", { name: "Anlegen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kategorie bearbeiten" })).toBeVisible();

  await page.goto("/admin/docs");
  const tree = page.getByRole("list", { name: "Aufbau der Dokumentation" });
  const parents = tree.getByTestId("docs-tree-parent");
  await expect(parents.last()).toContainText(title);
  await page.getByRole("button", { name: `„${title}“ nach oben verschieben` }).click();
  await expect(page.getByText("Die Reihenfolge wurde gespeichert.")).toBeVisible();
  await expect(parents.nth((await parents.count()) - 2)).toContainText(title);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: title, exact: true }).click();
  await page.getByRole("button", { name: "Löschen" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("0 Abschnitte und 0 Artikel");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page).toHaveURL(/\/admin\/docs\?deleted=1$/);
  await expect(page.getByText("Gelöscht.", { exact: true })).toBeVisible();
  await expect(tree.getByText(title)).toHaveCount(0);
});

test("the content pages of the admin area have no axe violations in either language", async ({ page, context, baseURL }) => {
  await signInAdmin(context, baseURL, "content", { displayName: "Clara Redaktion" });
  for (const language of ["de", "en"] as const) {
    const query = language === "en" ? "?lang=en" : "";
    for (const path of ["/admin/docs", "/admin/docs/new/parent", "/admin/blog", "/admin/blog?status=draft", "/admin/blog/new"]) {
      await page.goto(`${path}${query ? (path.includes("?") ? "&lang=en" : query) : ""}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // Editors of an existing category and post, reached through the lists' links (admin links carry no language).
    await page.goto(`/admin/docs${query}`);
    const nodeHref = await page.getByTestId("docs-tree-parent").first().getByRole("link").first().getAttribute("href");
    await page.goto(`${nodeHref}${query}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/admin/blog${query}`);
    // The first post's link: the header row's links sort the list.
    const postHref = await page.getByRole("table").locator("tbody").getByRole("link").first().getAttribute("href");
    await page.goto(`${postHref}${query}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("button", { name: language === "de" ? "Vorschau" : "Preview" }).click();
    await expect(page.getByTestId("content-preview")).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
