import type { Page } from "@playwright/test";

/**
 * Holds the arrival of the page at `pathname` until released, so the page before it stays on
 * screen meanwhile (e.g. to see what it shows while the next page loads). A navigation to it
 * either asks for its document, or first asks React Router's route manifest about it (a route the
 * page has no link to: a private page then opens as a new document, see isolated-documents.ts)
 * and then its data (`<pathname>.data`); each of these waits. Holding the manifest matters: once
 * the browser has started a document navigation, Playwright waits for it before it looks at the
 * page, so what the page shows meanwhile could no longer be seen.
 */
export function holdArrival(page: Page, pathname: string): { release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  void page.route(
    (url) =>
      url.pathname === pathname ||
      url.pathname === `${pathname}.data` ||
      (url.pathname === "/__manifest" && (url.searchParams.get("paths") ?? "").split(",").includes(pathname)),
    async (route) => {
      await released;
      await route.fallback();
    },
  );
  return { release };
}

/**
 * Holds the answer to a form's submission to `pathname` (React Router posts to `<pathname>.data`)
 * until released, so the busy state the form shows meanwhile can be seen however slow the machine.
 */
export async function holdSubmission(page: Page, pathname: string): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === `${pathname}.data`,
    async (route) => {
      if (route.request().method() === "POST") await released;
      await route.fallback();
    },
  );
  return { release };
}
