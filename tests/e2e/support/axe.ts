import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.1 A and AA: the level the site promises. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Runs axe on the page and fails with a readable list: rule, impact, help and the offending elements.
 * Legacy mode runs axe once inside the page. The default mode also runs it in every frame and then
 * again in a new blank page to merge the frames' results, which took twice as long (5.5 s against
 * 12 s a page under CI load). Legacy mode skips only cross-origin frames, and the site has no frames.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Only violations are asserted: collecting every passing node as well made each check about a
  // quarter slower. `options` replaces the whole options object, so it comes before `withTags`.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(wcagTags)
    .setLegacyMode()
    .analyze();
  const readable = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  }));
  expect(readable).toEqual([]);
}
