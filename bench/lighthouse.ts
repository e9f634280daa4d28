// Lighthouse 12 as a visitor's phone sees the public pages (issue #16): the default config is the
// mobile form factor with simulated throttling (Moto G Power, slow 4G), the figure Lighthouse
// itself and PageSpeed Insights report.
import { createServer } from "node:http";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publishedBlogPosts } from "../app/features/blog/blog.server.ts";
import { publishedPluginSlugs } from "../app/features/catalog/catalog.server.ts";
import { docsPagesByLanguage } from "../app/features/docs/docs-read.server.ts";
import { docsHref } from "../app/features/docs/docs.ts";
import { type Language, languages, localizedPaths, localizeHref } from "../app/i18n/paths.ts";
import { createDatabase } from "../db/client.ts";
import { isolationHeaders } from "../app/features/seo/isolated-documents.ts";
import { nonPageSecurityHeaders } from "../server/security-headers.ts";
import { median } from "./load.ts";

export const lighthousePageKinds = ["home", "what-we-do", "plugins", "plugin", "doc", "blog"] as const;
export type LighthousePageKind = (typeof lighthousePageKinds)[number];

export interface LighthousePage {
  kind: LighthousePageKind | "reference";
  language: Language;
  path: string;
  /** How the tables name a reference page, which is no page of the site. */
  label?: string;
}

/**
 * The six pages in both languages. The plugin, doc article and blog post are the first
 * published ones of the demo content in the bench server's own database, so the list follows
 * whatever the seed holds.
 */
export async function lighthousePages(dataDir: string, kinds: readonly LighthousePageKind[]): Promise<LighthousePage[]> {
  const db = createDatabase({ kind: "sqlite", file: path.join(dataDir, "site.sqlite") });
  try {
    const pluginSlug = (await publishedPluginSlugs(db))[0];
    const article = (await docsPagesByLanguage(db)).find((page) => page.path.length === 3 && languages.every((language) => page.languages.includes(language)));
    const post = (await publishedBlogPosts(db)).find((candidate) => languages.every((language) => candidate.languages.includes(language)));
    const pathOf: Record<LighthousePageKind, (language: Language) => string | undefined> = {
      home: (language) => localizeHref("/", language),
      "what-we-do": (language) => localizedPaths.whatWeDo[language],
      plugins: (language) => localizeHref("/plugins", language),
      plugin: (language) => (pluginSlug ? localizeHref(`/plugin/${encodeURIComponent(pluginSlug)}`, language) : undefined),
      doc: (language) => (article ? docsHref(article.path, language) : undefined),
      blog: (language) => (post ? localizeHref(`/${encodeURIComponent(post.slug)}`, language) : undefined),
    };
    return kinds.flatMap((kind) =>
      languages.map((language) => {
        const pagePath = pathOf[kind](language);
        if (!pagePath) throw new Error(`lighthouse: the demo content has no published ${kind} page in both languages`);
        return { kind, language, path: pagePath };
      }),
    );
  } finally {
    await db.destroy();
  }
}

export interface LighthouseFigures {
  /** Category scores 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Failing audits of the three non-performance categories, so a score below 100 says why. */
  failedAudits: string[];
}

export interface LighthouseResult extends LighthousePage {
  url: string;
  /** Median of each figure over the runs (they vary independently from run to run). */
  median: LighthouseFigures;
  runs: LighthouseFigures[];
}

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

async function runOnce(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...categories] });
  if (!result) throw new Error(`lighthouse: no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: (typeof categories)[number]) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== "number") throw new Error(`lighthouse: ${url}: no ${id} score`);
    return Math.round(value * 100);
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== "number") throw new Error(`lighthouse: ${url}: no ${id} value`);
    return Math.round(value);
  };
  const failedAudits = categories
    .filter((id) => id !== "performance")
    .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => audit?.id ?? "");
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    failedAudits: [...new Set(failedAudits)],
  };
}

/**
 * A run in a headless Chromium of its own: a first-time visitor. Lighthouse's storage reset keeps
 * cookies, so in a shared browser the language cookie an English page set served the next German
 * page in English.
 */
async function runInFreshBrowser(url: string, chromePath: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
    logLevel: "silent",
  });
  try {
    return await runOnce(url, chrome.port);
  } finally {
    await chrome.kill();
  }
}

/** One page after another, each run in a fresh Chromium. */
export async function runLighthouse(
  origin: string,
  pages: readonly LighthousePage[],
  runs: number,
  options: { chromePath: string; say: (text: string) => void },
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const page of pages) {
    const url = `${origin}${page.path}`;
    const figures: LighthouseFigures[] = [];
    for (let run = 1; run <= runs; run++) {
      options.say(`bench: lighthouse ${page.path} (${page.language}), run ${run} of ${runs} …`);
      figures.push(await runInFreshBrowser(url, options.chromePath));
    }
    const of = (key: Exclude<keyof LighthouseFigures, "failedAudits">) => median(figures.map((figure) => figure[key]));
    results.push({
      ...page,
      url,
      median: {
        performance: of("performance"),
        accessibility: of("accessibility"),
        bestPractices: of("bestPractices"),
        seo: of("seo"),
        fcpMs: of("fcpMs"),
        lcpMs: of("lcpMs"),
        tbtMs: of("tbtMs"),
        failedAudits: [...new Set(figures.flatMap((figure) => figure.failedAudits))],
      },
      runs: figures,
    });
  }
  return results;
}

/**
 * What Lighthouse gives a page that does nothing: a heading and a paragraph with no stylesheet,
 * font, image or script, served by a server of its own on loopback. Lighthouse counts the browser's
 * own start in total blocking time, and some response headers make that start dearer: with
 * `Cross-Origin-Opener-Policy` the page needs a browsing context group, and so a renderer process,
 * of its own. Measured bare, with a public page's security headers and with a private page's (which
 * add that header, decision 038), the site's pages can be read against the floors of the same run.
 */
const referencePage = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  "<title>Reference page</title>",
  '<meta name="description" content="A heading and a paragraph: what Lighthouse measures for a page that does nothing.">',
  '<link rel="icon" href="data:,">',
  "</head><body><h1>Reference page</h1><p>A heading and a paragraph, no stylesheet, font, image or script.</p></body></html>",
].join("");

/**
 * The bare page as it is, with a public page's security headers (decision 004) and with a private
 * page's (decision 038); its CSP as the licence API sends it: the bare page has no script to hash.
 */
export function referencePages(siteOrigin: string) {
  const publicPageHeaders = nonPageSecurityHeaders(siteOrigin);
  return [
    { label: "bare page", headers: [] },
    { label: "bare page with a public page's security headers", headers: publicPageHeaders },
    { label: "bare page with a private page's security headers", headers: [...publicPageHeaders, ...isolationHeaders] },
  ];
}

export async function runReferenceLighthouse(
  reference: { label: string; headers: readonly (readonly [string, string])[] },
  runs: number,
  options: { chromePath: string; say: (text: string) => void },
): Promise<LighthouseResult> {
  const server = createServer((request, response) => {
    if (request.url !== "/") return response.writeHead(404, { "content-type": "text/plain" }).end("not found");
    response.writeHead(200, [...reference.headers.flat(), "content-type", "text/html; charset=utf-8", "cache-control", "no-store"]).end(referencePage);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  try {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const page: LighthousePage = { kind: "reference", language: "en", path: "/", label: reference.label };
    const [result] = await runLighthouse(`http://127.0.0.1:${port}`, [page], runs, options);
    if (!result) throw new Error(`lighthouse: no result for the ${reference.label}`);
    return result;
  } finally {
    server.close();
  }
}
