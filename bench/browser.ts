// The JavaScript budget is about what a visitor's browser downloads, which only a browser knows:
// the HTML's modulepreload hints, dynamic imports and anything injected later all count. Public
// pages load their scripts on a first interaction (decision 022), so there are two figures: what a
// visitor who only reads gets, and what the same visitor has after a first interaction.
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium, type Response } from "@playwright/test";

export interface ScriptTransfer {
  url: string;
  status: number;
  rawBytes: number;
  /** Our own gzip -9 of the decoded body: comparable across servers and independent of the compression threshold. */
  gzip9Bytes: number;
  /** Encoded body size the browser received (Playwright's `responseBodySize`), in whatever encoding the server chose. */
  transferredBytes: number;
  contentEncoding: string;
}

export interface ScriptTotals {
  rawBytes: number;
  gzip9Bytes: number;
  transferredBytes: number;
}

export interface PageWeight {
  url: string;
  document: { rawBytes: number; gzip9Bytes: number; transferredBytes: number; contentEncoding: string };
  /** A visitor who only reads: loaded until network idle, no input at all. */
  scripts: ScriptTransfer[];
  totals: ScriptTotals;
  /** The same visitor after a first interaction (the mouse moves over the page), once React has hydrated the header. */
  afterInteraction: { scripts: ScriptTransfer[]; totals: ScriptTotals };
  /** Inline <script> elements live inside the document bytes above; listed apart because they are JavaScript too. */
  inlineScripts: { count: number; rawBytes: number; gzip9Bytes: number };
}

const gzip9 = (body: Buffer) => gzipSync(body, { level: 9 }).length;

const executableTypes = new Set(["", "module", "text/javascript", "application/javascript"]);

/** Inline scripts as served (not after hydration changed the DOM), without data blocks such as JSON-LD. */
function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (executableTypes.has(type)) sources.push(match[2] ?? "");
  }
  return sources;
}

async function transferredBodySize(response: Response): Promise<number> {
  const sizes = await response.request().sizes();
  return sizes.responseBodySize;
}

async function scriptTransfers(responses: Iterable<[string, Response]>): Promise<ScriptTransfer[]> {
  const scripts: ScriptTransfer[] = [];
  for (const [scriptUrl, response] of responses) {
    const body = await response.body();
    scripts.push({
      url: scriptUrl,
      status: response.status(),
      rawBytes: body.length,
      gzip9Bytes: gzip9(body),
      transferredBytes: await transferredBodySize(response),
      contentEncoding: (await response.headerValue("content-encoding")) ?? "identity",
    });
  }
  return scripts.sort((a, b) => b.gzip9Bytes - a.gzip9Bytes);
}

function totalsOf(scripts: ScriptTransfer[]): ScriptTotals {
  return {
    rawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
    gzip9Bytes: scripts.reduce((sum, script) => sum + script.gzip9Bytes, 0),
    transferredBytes: scripts.reduce((sum, script) => sum + script.transferredBytes, 0),
  };
}

/** Checked before the load runs so a missing browser fails the bench in a second, not after them. */
export function chromiumExecutable(): string {
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
  return executablePath;
}

export async function measurePageWeight(url: string): Promise<PageWeight> {
  const executablePath = chromiumExecutable();
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    // A fresh context has an empty HTTP cache, so every script is a real transfer: the first-visit cost.
    const context = await browser.newContext();
    const page = await context.newPage();
    const scriptResponses = new Map<string, Response>();
    page.on("response", (response) => {
      // A module preloaded and then imported can answer twice; the browser transfers it once.
      if (response.request().resourceType() === "script" && !scriptResponses.has(response.url())) {
        scriptResponses.set(response.url(), response);
      }
    });

    const documentResponse = await page.goto(url, { waitUntil: "networkidle" });
    if (!documentResponse) throw new Error(`no document response for ${url}`);
    if (documentResponse.status() !== 200) throw new Error(`GET ${url} answered ${documentResponse.status()} in the browser`);

    const documentBody = await documentResponse.body();
    const document = {
      rawBytes: documentBody.length,
      gzip9Bytes: gzip9(documentBody),
      transferredBytes: await transferredBodySize(documentResponse),
      contentEncoding: (await documentResponse.headerValue("content-encoding")) ?? "identity",
    };

    const scripts = await scriptTransfers(scriptResponses);

    // The first interaction: the page's loader starts what <Scripts/> holds back; hydration of the
    // header means the entry and every route module it needs have arrived.
    await page.mouse.move(100, 100);
    await page.waitForFunction(() => {
      const element = window.document.querySelector("header a");
      return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
    });
    const afterInteraction = await scriptTransfers(scriptResponses);

    const inlineSources = inlineScriptSources(documentBody.toString("utf8"));
    const inlineBody = Buffer.from(inlineSources.join("\n"));

    await context.close();
    return {
      url,
      document,
      scripts,
      totals: totalsOf(scripts),
      afterInteraction: { scripts: afterInteraction, totals: totalsOf(afterInteraction) },
      inlineScripts: {
        count: inlineSources.length,
        rawBytes: inlineBody.length,
        gzip9Bytes: inlineSources.length ? gzip9(inlineBody) : 0,
      },
    };
  } finally {
    await browser.close();
  }
}
