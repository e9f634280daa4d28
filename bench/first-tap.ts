// Issue #31: how long a phone user's first tap waits for its answer. Chromium at 390×844 under
// Lighthouse's mobile profile (4× CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up),
// a fresh profile per run, the tap one second after `load`. Timed inside the page: from the tap's
// first pointer event (the first keydown for the contact form's keystroke) to the first animation
// frame on which the answer shows; for a tap that leaves the page, to the moment the next page's
// document is committed at its address (read in that document). Median of three runs.
//
// `node bench/first-tap.ts` runs it alone on a private copy of the build (run `npm run build` first);
// `npm run bench` runs it beside the other figures (bench/run.ts).
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "@playwright/test";
import { chromiumExecutable } from "./browser.ts";
import { median } from "./load.ts";
import { snapshotBuild, startServer } from "./server.ts";
import { table } from "./table.ts";

/** What shows the answer, checked in the page on every frame after the tap (no eval: the page's CSP forbids it). */
type Answer =
  | { kind: "hidden"; selector: string }
  | { kind: "visible"; selector: string }
  | { kind: "checked"; selector: string; index: number }
  | { kind: "open"; selector: string }
  | { kind: "filled"; selector: string }
  | { kind: "address"; pattern: string };

interface FirstTap {
  control: string;
  path: string;
  /** A visitor who already chose cookies, so the banner does not lie over the control. */
  decided: boolean;
  targetMs: number;
  locate: (page: Page) => Locator;
  input: "tap" | "keystroke";
  answer: Answer;
}

export interface FirstTapResult {
  control: string;
  path: string;
  targetMs: number;
  runsMs: number[];
  medianMs: number;
  met: boolean;
}

const decidedConsent = {
  cookie_preferences: JSON.stringify({ essential: true, analytics: false, functionality: false, marketing: false }),
  cookie_consent: JSON.stringify({ status: "rejected", revision: 1, decidedAt: "2026-01-01T00:00:00.000Z" }),
};

const faqQuestion = "Was brauche ich für Booking Desk?";

export const firstTaps: FirstTap[] = [
  {
    control: 'cookie banner "Akzeptieren" on the home page (banner gone)',
    path: "/",
    decided: false,
    targetMs: 100,
    input: "tap",
    locate: (page) => page.getByTestId("cookie-consent").getByRole("button", { name: "Akzeptieren", exact: true }),
    answer: { kind: "hidden", selector: '[data-testid="cookie-consent"]' },
  },
  {
    control: 'cookie banner "Einstellungen verwalten" (detailed view shown)',
    path: "/",
    decided: false,
    targetMs: 100,
    input: "tap",
    locate: (page) => page.getByTestId("cookie-consent").getByRole("button", { name: "Einstellungen verwalten", exact: true }),
    answer: { kind: "visible", selector: '[data-testid="cookie-consent"][data-view="detailed"] [role="switch"]' },
  },
  {
    control: "second pricing option on a plugin page (radio checked)",
    path: "/plugin/booking-desk",
    decided: true,
    targetMs: 100,
    input: "tap",
    locate: (page) => page.getByRole("radiogroup", { name: "Preisoptionen für Booking Desk" }).getByRole("radio").nth(1),
    answer: { kind: "checked", selector: '[role="radiogroup"] input[type="radio"]', index: 1 },
  },
  {
    control: "an FAQ disclosure on a plugin page (opened)",
    path: "/plugin/booking-desk",
    decided: true,
    targetMs: 100,
    input: "tap",
    locate: (page) => page.locator("summary", { hasText: faqQuestion }),
    answer: { kind: "open", selector: "#faq ~ ul details" },
  },
  {
    control: '"Jetzt kaufen" on /plugins (checkout or its login gate reached)',
    path: "/plugins",
    decided: true,
    targetMs: 1500,
    input: "tap",
    locate: (page) =>
      page
        .getByRole("main")
        .getByRole("button", { name: /^Jetzt kaufen/ })
        .or(page.getByRole("main").getByRole("link", { name: /^Jetzt kaufen/ }))
        .first(),
    answer: { kind: "address", pattern: "^/(kasse|checkout|anmelden|login)(/|$)" },
  },
  {
    control: "mobile menu on the home page (links shown)",
    path: "/",
    decided: true,
    targetMs: 100,
    input: "tap",
    locate: (page) => page.getByRole("banner").getByRole("button", { name: "Menü öffnen", exact: true }),
    answer: { kind: "visible", selector: 'nav[aria-label="Mobile Navigation"]' },
  },
  {
    control: "language button EN on the home page (English page's address)",
    path: "/",
    decided: true,
    targetMs: 1500,
    input: "tap",
    locate: (page) => page.getByRole("group", { name: "Sprache" }).getByRole("link", { name: "EN – Englisch" }),
    answer: { kind: "address", pattern: "^/what-we-do$" },
  },
  {
    control: "first keystroke in the contact form (character shown)",
    path: "/kontakt",
    decided: true,
    targetMs: 100,
    input: "keystroke",
    locate: (page) => page.locator('form input[name="name"]'),
    answer: { kind: "filled", selector: 'form input[name="name"]' },
  },
];

const storageKey = "bench:first-tap";

/**
 * Runs in every document of the context before its own scripts. It records the first pointer event
 * (or keydown) once armed, and in the next document of the tab it records when that document was
 * committed, if its address is the one awaited.
 */
function instrument(): void {
  const key = "bench:first-tap";
  const now = () => performance.timeOrigin + performance.now();
  const pending = JSON.parse(sessionStorage.getItem(key) ?? "null") as { start?: number; pattern?: string; end?: number } | null;
  if (pending?.start && pending.pattern && pending.end === undefined && new RegExp(pending.pattern).test(location.pathname)) {
    pending.end = now();
    sessionStorage.setItem(key, JSON.stringify(pending));
  }
}

/** Waits in the page for the first input after arming, then for the first frame on which the answer shows. */
function armInPage([answer, key]: [Answer, string]): Promise<{ startMs: number; endMs: number }> {
  return new Promise((resolve) => {
    let started = false;
    const startEvent = (event: Event) => {
      if (started) return;
      started = true;
      const start = performance.timeOrigin + event.timeStamp;
      if (answer.kind === "address") {
        sessionStorage.setItem(key, JSON.stringify({ start, pattern: answer.pattern }));
      }
      const shown = (): boolean => {
        switch (answer.kind) {
          case "hidden": {
            const element = document.querySelector(answer.selector);
            return !element || !element.checkVisibility();
          }
          case "visible":
            return document.querySelector(answer.selector)?.checkVisibility() ?? false;
          case "checked":
            return (
              (document.querySelectorAll<HTMLInputElement>(answer.selector)[answer.index]?.checked ?? false) &&
              document.querySelectorAll<HTMLInputElement>(answer.selector)[answer.index]?.checkVisibility() === true
            );
          case "open":
            return document.querySelector<HTMLDetailsElement>(answer.selector)?.open ?? false;
          case "filled":
            return (document.querySelector<HTMLInputElement>(answer.selector)?.value.length ?? 0) > 0;
          case "address":
            // A client-side navigation changes the address in this document.
            return new RegExp(answer.pattern).test(location.pathname);
        }
      };
      const frame = () => {
        if (shown()) resolve({ startMs: start, endMs: performance.timeOrigin + performance.now() });
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    };
    for (const type of ["pointerdown", "keydown"]) window.addEventListener(type, startEvent, { capture: true, once: true });
  });
}

async function throttle(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Network.enable");
  // Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU.
  await session.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1000 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  });
  await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

async function measureOnce(browser: Browser, origin: string, tap: FirstTap): Promise<number> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "de-AT",
  });
  try {
    if (tap.decided) {
      await context.addInitScript((stored) => {
        for (const [key, value] of Object.entries(stored)) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      }, decidedConsent);
    }
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await throttle(page);
    await page.goto(`${origin}${tap.path}`, { waitUntil: "load" });
    const loadedAt = Date.now();
    const control = tap.locate(page);
    // Below the first screen the control is brought into view first; scrolling wakes nothing.
    await control.scrollIntoViewIfNeeded();
    const armed = page.evaluate(armInPage, [tap.answer, storageKey] as [Answer, string]);
    // A tap that leaves the page destroys the document the evaluation waits in; that is read below.
    armed.catch(() => undefined);
    // The scenario: the visitor taps one second after `load`.
    await page.waitForTimeout(Math.max(0, 1000 - (Date.now() - loadedAt)));
    if (tap.input === "tap") await control.tap();
    else {
      await control.focus();
      await page.keyboard.press("a");
    }
    if (tap.answer.kind === "address") {
      const pattern = new RegExp(tap.answer.pattern);
      await page.waitForURL((url) => pattern.test(url.pathname), { timeout: 60_000 });
      const inPage = await Promise.race([armed.catch(() => null), new Promise<null>((resolve) => setTimeout(() => resolve(null), 100))]);
      if (inPage) return inPage.endMs - inPage.startMs;
      const record = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "null") as { start?: number; end?: number } | null, storageKey);
      if (!record?.start || record.end === undefined) throw new Error(`${tap.control}: the next page did not record its address`);
      return record.end - record.start;
    }
    const { startMs, endMs } = await armed;
    return endMs - startMs;
  } finally {
    await context.close();
  }
}

export async function measureFirstTaps(origin: string, options: { runs?: number; say?: (text: string) => void } = {}): Promise<FirstTapResult[]> {
  const runs = options.runs ?? 3;
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const results: FirstTapResult[] = [];
    for (const tap of firstTaps) {
      const runsMs: number[] = [];
      for (let run = 1; run <= runs; run++) {
        options.say?.(`bench: first tap, run ${run} of ${runs}: ${tap.control} …`);
        runsMs.push(Math.round(await measureOnce(browser, origin, tap)));
      }
      const medianMs = Math.round(median(runsMs));
      results.push({ control: tap.control, path: tap.path, targetMs: tap.targetMs, runsMs, medianMs, met: medianMs <= tap.targetMs });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function firstTapRows(results: FirstTapResult[]): string[][] {
  return [
    ["first tap", "median", "runs", "target", "met?"],
    ...results.map((result) => [
      result.control,
      `${result.medianMs} ms`,
      result.runsMs.map((ms) => `${ms}`).join(", "),
      `≤ ${result.targetMs} ms`,
      result.met ? "yes" : "NO",
    ]),
  ];
}

async function runAlone(): Promise<void> {
  const snapshot = await snapshotBuild();
  const server = await startServer(snapshot.root);
  try {
    const say = (text: string) => process.stderr.write(`${text}\n`);
    const results = await measureFirstTaps(server.origin, { say });
    console.log(`\nFirst tap to answer (Chromium 390×844, 4× CPU, 150 ms RTT, 1.6 Mbit/s, tap 1 s after load, median of 3)\n`);
    console.log(table(firstTapRows(results)));
  } finally {
    await server.stop();
    await snapshot.remove();
  }
}

if (import.meta.main) {
  try {
    await runAlone();
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
