// The table of issue #16: each figure as measured, its target and whether the run met it.
import type { LighthouseResult } from "./lighthouse.ts";

export interface TargetRow {
  figure: string;
  measured: string;
  target: string;
  /** Undefined for figures the issue reports without a target of their own (FCP). */
  met: boolean | undefined;
}

export interface TargetInputs {
  lighthouse: LighthouseResult[];
  /** Lighthouse on a bare page in the same run, without and with the site's security headers: the floors of its figures on this machine. */
  references: LighthouseResult[];
  /** A reader's scripts (no interaction), held against the target, and the scripts after a first interaction. */
  javascript: { gzip9Bytes: number; files: number; transferredBytes: number; afterInteraction: { gzip9Bytes: number; files: number } };
  ratios: { home: number; plugins: number; validate: number; update: number };
  homeP99Ms: number;
}

/** kB = 1,000 bytes, as the issue writes it. */
export const javascriptTargetBytes = 90_000;

const range = (values: number[], format: (value: number) => string) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? format(low) : `${format(low)}–${format(high)}`;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;
const score = (value: number) => String(Math.round(value));
const ratio = (value: number) => `${value.toFixed(2)}×`;

export function targetRows({ lighthouse, references, javascript, ratios, homeP99Ms }: TargetInputs): TargetRow[] {
  const rows: TargetRow[] = [];
  if (lighthouse.length) {
    const of = (key: "performance" | "accessibility" | "bestPractices" | "seo" | "fcpMs" | "lcpMs" | "tbtMs") => lighthouse.map((page) => page.median[key]);
    const pages = `${lighthouse.length} pages`;
    rows.push(
      {
        figure: `Lighthouse mobile performance (${pages})`,
        measured: range(of("performance"), score),
        target: "≥ 98 each",
        met: Math.min(...of("performance")) >= 98,
      },
      { figure: "Lighthouse accessibility", measured: range(of("accessibility"), score), target: "100", met: Math.min(...of("accessibility")) >= 100 },
      { figure: "Lighthouse best practices", measured: range(of("bestPractices"), score), target: "100", met: Math.min(...of("bestPractices")) >= 100 },
      { figure: "Lighthouse SEO", measured: range(of("seo"), score), target: "100", met: Math.min(...of("seo")) >= 100 },
      { figure: "first contentful paint (simulated mobile)", measured: range(of("fcpMs"), seconds), target: "–", met: undefined },
      {
        figure: "largest contentful paint (simulated mobile)",
        measured: range(of("lcpMs"), seconds),
        target: "≤ 1.50 s",
        met: Math.max(...of("lcpMs")) <= 1500,
      },
      { figure: "total blocking time", measured: range(of("tbtMs"), millis), target: "≤ 50 ms", met: Math.max(...of("tbtMs")) <= 50 },
    );
  }
  for (const reference of references) {
    rows.push({
      figure: `reference: ${reference.label}, performance and total blocking time`,
      measured: `${score(reference.median.performance)}, ${millis(reference.median.tbtMs)}`,
      target: "–",
      met: undefined,
    });
  }
  rows.push(
    {
      figure: "JavaScript on the home page for a reader, no interaction (gzip -9)",
      measured: `${(javascript.gzip9Bytes / 1000).toFixed(1)} kB in ${javascript.files} files`,
      target: `≤ ${javascriptTargetBytes / 1000} kB`,
      met: javascript.gzip9Bytes <= javascriptTargetBytes,
    },
    {
      figure: "JavaScript on the home page after a first interaction (gzip -9)",
      measured: `${(javascript.afterInteraction.gzip9Bytes / 1000).toFixed(1)} kB in ${javascript.afterInteraction.files} files`,
      target: "–",
      met: undefined,
    },
    { figure: "anonymous home / static stylesheet", measured: ratio(ratios.home), target: "≥ 1.00×", met: ratios.home >= 1 },
    { figure: "anonymous /plugins / static stylesheet", measured: ratio(ratios.plugins), target: "≥ 1.00×", met: ratios.plugins >= 1 },
    { figure: "home p99 at 32 connections", measured: millis(homeP99Ms), target: "≤ 50 ms", met: homeP99Ms <= 50 },
    { figure: "licence validate / static stylesheet", measured: ratio(ratios.validate), target: "≥ 1.00×", met: ratios.validate >= 1 },
    { figure: "update check / static stylesheet", measured: ratio(ratios.update), target: "≥ 1.00×", met: ratios.update >= 1 },
  );
  return rows;
}

export const metLabel = (met: boolean | undefined) => (met === undefined ? "–" : met ? "yes" : "NO");

/** Per page and language: the median of each Lighthouse figure, and the audits that cost points. */
export function lighthouseRows(results: LighthouseResult[]): string[][] {
  return [
    ["page", "lang", "perf", "a11y", "best pr.", "SEO", "FCP s", "LCP s", "TBT ms", "failed audits (a11y, best pr., SEO)"],
    ...results.map((result) => [
      result.label ?? result.path,
      result.language,
      score(result.median.performance),
      score(result.median.accessibility),
      score(result.median.bestPractices),
      score(result.median.seo),
      (result.median.fcpMs / 1000).toFixed(2),
      (result.median.lcpMs / 1000).toFixed(2),
      String(Math.round(result.median.tbtMs)),
      result.median.failedAudits.join(", ") || "–",
    ]),
  ];
}

/** A Markdown table from rows whose first row is the header; columns after the first are right-aligned. */
export function markdownTable(rows: string[][]): string {
  const [header = [], ...body] = rows;
  const escape = (cell: string) => cell.replace(/\|/g, "\\|");
  return [
    `| ${header.map(escape).join(" | ")} |`,
    `| ${header.map((_, index) => (index === 0 ? "---" : "---:")).join(" | ")} |`,
    ...body.map((row) => `| ${row.map(escape).join(" | ")} |`),
  ].join("\n");
}
