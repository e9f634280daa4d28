import type { Page } from "@playwright/test";

/**
 * Holds the browser's request for a document at `pathname` until released, so the page before it
 * stays on screen meanwhile (e.g. to see what it shows while the next page loads).
 */
export function holdDocument(page: Page, pathname: string): { release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  void page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().resourceType() === "document") await released;
      await route.fallback();
    },
  );
  return { release };
}
